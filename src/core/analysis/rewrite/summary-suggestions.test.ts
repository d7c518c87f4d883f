import { resumeFromMarkup, sampleResumeText, type TestResume } from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { buildContext } from './suggest-input';
import { namesTitle, summarySuggestions } from './summary-suggestions';

function suggestionsFor(resume: TestResume, jobTitle: string) {
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

const engineer = `# John Doe
john.doe@example.com | (555) 555-0100

## Summary
Experienced software engineer with 5+ years of experience building scalable web applications
and distributed systems. Proficient in Python, TypeScript, and cloud infrastructure.

## Experience
### Senior Software Engineer | TechCorp Inc. | 2021 - Present
- Designed and implemented microservices architecture serving 10M+ requests/day

## Skills
Languages: Python, TypeScript, JavaScript, SQL, Go
Infrastructure: AWS, Docker, Kubernetes`;

describe('summarySuggestions', () => {
  const withSummary = resumeFromMarkup(engineer);

  it('says nothing when the summary names the role, rank aside', () => {
    expect(suggestionsFor(withSummary, 'Senior Software Engineer')).toEqual([]);
    expect(suggestionsFor(withSummary, 'Position')).toEqual([]);
  });

  it('leads the summary with the target title when it is missing, on its first line', () => {
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
    const resume = resumeFromMarkup(`# Rahul Sharma
rahul.sharma@example.com

## Experience
### Sales Executive | Acme Traders | 2016 - 2023
- Handled key accounts across three districts and grew repeat orders`);
    const [suggestion] = suggestionsFor(resume, 'Sales Manager');
    expect(suggestion).toMatchObject({
      type: 'summary',
      priority: 'high',
      title: 'Add a professional summary',
    });
    expect(suggestion?.suggestion).toContain('Sales Manager with [N] years of experience.');
    expect(suggestion?.suggestion).toContain('Skilled in [your top skills].');
    expect(suggestion?.original).toBeUndefined();
  });

  it('names skills only from the resume skills section, labels aside', () => {
    const resume = resumeFromMarkup(engineer);
    const noSummary = {
      ...resume,
      sections: resume.sections.filter((section) => section.type !== 'summary'),
    };
    const [suggestion] = suggestionsFor(noSummary, 'Position');
    expect(suggestion?.suggestion).toContain('[Your target title] with [N] years of experience.');
    expect(suggestion?.suggestion).toContain('Skilled in Python, TypeScript and JavaScript.');
  });

  it('takes an untitled paragraph under the contact lines for the summary', () => {
    // The data analyst's summary has no heading; it names the role.
    expect(suggestionsFor(sampleResumeText('data-analyst'), 'Data Analyst')).toEqual([]);
  });

  it.each([
    ['registered-nurse', 'Registered Nurse – Intensive Care Unit (ICU)'],
    ['staff-accountant', 'Staff Accountant'],
    ['teacher', 'High School Mathematics Teacher (Algebra I / Geometry)'],
  ] as const)('says nothing when the summary of %s names the role of its posting (%s)', (name, title) => {
    expect(suggestionsFor(sampleResumeText(name), title)).toEqual([]);
  });

  // Engine gap (reported): a team after a comma is read as part of the role ("Senior Manager, Data Engineering"
  // keeps its field), so a summary that says "Data analyst" is asked to lead with "Data Analyst, Growth —".
  it.fails('says nothing when the summary names the role and the title adds a team after a comma', () => {
    expect(suggestionsFor(sampleResumeText('data-analyst'), 'Data Analyst, Growth')).toEqual([]);
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
