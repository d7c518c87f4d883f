import { describe, expect, it } from 'vitest';
import { buildContext } from './suggest-input';
import { namesTitle, summarySuggestions } from './summary-suggestions';
import { type CorpusResume, textResume } from './test-corpus';

function suggestionsFor(resume: CorpusResume, jobTitle: string) {
  return summarySuggestions(
    buildContext({
      resume,
      contact: resume.contact,
      jobTitle,
      missingSkills: [],
      missingKeywords: [],
      postingKeywords: [],
    }),
  );
}

describe('summarySuggestions', () => {
  const withSummary = textResume('hr-helper-sample_resume.txt');

  it('says nothing when the summary names the role, rank aside', () => {
    expect(suggestionsFor(withSummary, 'Senior Software Engineer')).toEqual([]);
    expect(suggestionsFor(withSummary, 'Position')).toEqual([]);
  });

  it('leads the summary with the target title when it is missing', () => {
    const [suggestion] = suggestionsFor(withSummary, 'Data Engineer');
    expect(suggestion).toMatchObject({
      type: 'summary',
      priority: 'medium',
      original:
        'Experienced software engineer with 5+ years of experience building scalable web applications',
      replacement:
        'Data Engineer — Experienced software engineer with 5+ years of experience building scalable web applications',
    });
  });

  it('offers a summary built from the resume, with placeholders, when there is none', () => {
    const resume = textResume('updatedresumedataset-row226-sales.txt');
    const [suggestion] = suggestionsFor(resume, 'Sales Manager');
    expect(suggestion).toMatchObject({
      type: 'summary',
      priority: 'high',
      title: 'Add a professional summary',
    });
    expect(suggestion?.suggestion).toContain('Sales Manager with [N] years of experience.');
    expect(suggestion?.original).toBeUndefined();
  });

  it('names skills only from the resume skills section', () => {
    const resume = textResume('hr-helper-sample_resume.txt');
    const noSummary = {
      ...resume,
      sections: resume.sections.filter((section) => section.type !== 'summary'),
    };
    const [suggestion] = suggestionsFor(noSummary, 'Position');
    expect(suggestion?.suggestion).toContain('[Your target title] with [N] years of experience.');
    expect(suggestion?.suggestion).toContain('Skilled in Python, TypeScript and JavaScript.');
  });
});

describe('namesTitle', () => {
  it('compares the role words by stem, without rank or gender marks', () => {
    expect(namesTitle('Experienced software engineer with 5 years', 'Senior Software Engineer (m/w/d)')).toBe(
      true,
    );
    expect(namesTitle('Licensed Practical Nurse with 15 years', 'Registered Nurse')).toBe(false);
    expect(namesTitle('anything', 'Senior')).toBe(true);
    // livecareer-teacher-21531811: the rank word goes before the words are stemmed.
    expect(
      namesTitle(
        'Enthusiastic Preschool Teacher talented at teaching visual art',
        'Assistant Preschool Teacher',
      ),
    ).toBe(true);
    expect(namesTitle('Led sales for a team of six', 'Sales Associate')).toBe(false);
    expect(namesTitle('Platform engineer with 5 years', 'Engineer II')).toBe(true);
    expect(namesTitle('Registered nurse on a medical ward', 'Medical Assistant')).toBe(false);
  });
});
