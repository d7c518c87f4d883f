import { beforeAll, describe, expect, it } from 'vitest';
import { structureSuggestions } from './structure-suggestions';
import { buildContext } from './suggest-input';
import { type CorpusResume, ingestedResume, textResume } from './test-corpus';

function suggestionsFor(resume: CorpusResume) {
  return structureSuggestions(
    buildContext({
      resume,
      contact: resume.contact,
      jobTitle: 'Position',
      missingSkills: [],
      missingKeywords: [],
      postingKeywords: [],
    }),
  );
}

describe('structureSuggestions', () => {
  let coordinator: CorpusResume;
  beforeAll(async () => {
    coordinator = await ingestedResume('docx/soupboss-01-office_coordinator.docx');
  });

  it('asks an experienced candidate to put experience before education (soupboss office coordinator)', () => {
    const [suggestion] = suggestionsFor(coordinator);
    expect(suggestion).toMatchObject({
      type: 'structure',
      title: 'Put your experience before your education',
    });
    expect(suggestion?.description).toContain('3 roles');
  });

  it('says nothing for a resume in the usual order', () => {
    expect(suggestionsFor(textResume('hr-helper-sample_resume.txt'))).toEqual([]);
  });

  it('asks for a skills section and an experience section when they are missing', () => {
    const resume = textResume('hr-helper-sample_resume.txt');
    const bare = {
      ...resume,
      sections: resume.sections.filter((s) => s.type !== 'skills' && s.type !== 'experience'),
    };
    expect(suggestionsFor(bare).map((suggestion) => suggestion.title)).toEqual([
      'Add a Skills section',
      'Add a work experience section',
    ]);
  });
});
