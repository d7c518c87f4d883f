import { suggestionSchema } from '@shared/api/analysis';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitSections } from '../../ingest/sections';
import { placeholderPattern } from './quantify';
import { type SuggestInput, suggestImprovements } from './suggest';
import { type CorpusResume, ingestedResume, textResume, trimmedLines } from './test-corpus';

function inputFor(resume: CorpusResume, overrides: Partial<SuggestInput> = {}): SuggestInput {
  return {
    resume,
    contact: resume.contact,
    jobTitle: 'Operations Manager',
    missingSkills: [
      { name: 'Kubernetes', importance: 'required', weight: 3 },
      { name: 'Jira', importance: 'preferred', weight: 1 },
    ],
    missingKeywords: [
      { term: 'stakeholder management', weight: 2 },
      { term: 'budgeting', weight: 1 },
    ],
    postingKeywords: ['operations', 'budget', 'team', 'customers', 'patients'],
    ...overrides,
  };
}

/** The numbers of a text, placeholders aside. */
function numbers(text: string): string[] {
  return (text.replace(placeholderPattern, '').match(/\d+/g) ?? []).sort();
}

function isSubset(part: string[], whole: string[]): boolean {
  const left = [...whole];
  return part.every((item) => {
    const at = left.indexOf(item);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

describe('suggestImprovements on corpus resumes', () => {
  const resumes: CorpusResume[] = [];
  beforeAll(async () => {
    resumes.push(
      textResume('soupboss-sample_resume.txt'),
      textResume('hr-helper-sample_resume.txt'),
      textResume('updatedresumedataset-row226-sales.txt'),
      await ingestedResume('pdf/livecareer-accountant-10674770.pdf'),
      await ingestedResume('pdf/livecareer-healthcare-31395710.pdf'),
      await ingestedResume('docx/soupboss-01-office_coordinator.docx'),
    );
  });

  it('quotes only whole lines of the resume, once each, and matches the contract', () => {
    for (const resume of resumes) {
      const suggestions = suggestImprovements(inputFor(resume));
      const lines = trimmedLines(resume);
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(15);
      const originals = suggestions.flatMap((suggestion) =>
        suggestion.original ? [suggestion.original] : [],
      );
      expect(new Set(originals).size).toBe(originals.length);
      for (const suggestion of suggestions) {
        expect(suggestionSchema.parse(suggestion)).toEqual(suggestion);
        if (suggestion.original !== undefined) expect(lines).toContain(suggestion.original);
        if (suggestion.replacement !== undefined)
          expect(suggestion.replacement).not.toBe(suggestion.original);
      }
    }
  });

  it('sorts by priority, then impact', () => {
    const rank = { high: 0, medium: 1, low: 2 };
    for (const resume of resumes) {
      const suggestions = suggestImprovements(inputFor(resume));
      for (let index = 1; index < suggestions.length; index++) {
        const previous = suggestions[index - 1];
        const current = suggestions[index];
        if (!previous || !current) continue;
        const order = rank[previous.priority] - rank[current.priority] || current.impact - previous.impact;
        expect(order).toBeLessThanOrEqual(0);
      }
    }
  });

  it('is deterministic', () => {
    for (const resume of resumes)
      expect(suggestImprovements(inputFor(resume))).toEqual(suggestImprovements(inputFor(resume)));
  });

  it('covers the kinds a real resume calls for (livecareer accountant)', () => {
    const accountant = resumes[3];
    if (!accountant) throw new Error('accountant resume not loaded');
    const types = new Set(suggestImprovements(inputFor(accountant)).map((suggestion) => suggestion.type));
    for (const type of [
      'skill',
      'contact',
      'wording',
      'quantify',
      'keyword',
      'summary',
      'structure',
    ] as const)
      expect(types).toContain(type);
  });

  it('never writes a number the line did not have (numbers only in placeholders)', () => {
    for (const resume of resumes) {
      for (const suggestion of suggestImprovements(inputFor(resume))) {
        if (suggestion.original && suggestion.replacement)
          expect(isSubset(numbers(suggestion.replacement), numbers(suggestion.original))).toBe(true);
      }
    }
  });
});

describe('suggestImprovements never invents (property)', () => {
  const openings = [
    'Responsible for',
    'Helped',
    'Assisted with',
    'Worked on',
    'Participated in',
    'Handled',
    'Led',
    'Reduced',
    'Managed',
    'Trained',
    'Successfully delivered',
  ];
  const words = [
    'the',
    'a',
    'team',
    'budget',
    'costs',
    'managing',
    'training',
    'new',
    'staff',
    'projects',
    'multiple',
    'customers',
    'by',
    'through',
    'and',
    'in order to',
    'various',
    'reports',
    '12',
    '40%',
    '$3M',
    'Q3',
    'ISO 9001',
    'of',
    'with',
    'vendors',
  ];
  const bullet = fc
    .tuple(
      fc.constantFrom(...openings),
      fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 40 }),
      fc.boolean(),
    )
    .map(([opening, rest, marked]) => `${marked ? '• ' : ''}${opening} ${rest.join(' ')}`);
  const letters = fc.stringMatching(/^[A-Z][a-z]{2,9}(?: [A-Z][a-z]{2,9})?$/);

  it('keeps every number of a rewritten line, and adds none outside placeholders', () => {
    fc.assert(
      fc.property(
        fc.array(bullet, { minLength: 1, maxLength: 8 }),
        letters,
        letters,
        (bullets, title, skill) => {
          const text = [
            'Jane Doe',
            'jane@example.com',
            '',
            'EXPERIENCE',
            'Clinic Manager | Acme | 2019 - 2023',
            ...bullets,
            '',
            'SKILLS',
            'Excel, Word, Outlook',
          ].join('\n');
          const resume = { text, sections: splitSections(text) };
          const lines = text.split('\n').map((line) => line.trim());
          const suggestions = suggestImprovements({
            resume,
            contact: { email: 'jane@example.com' },
            jobTitle: title,
            missingSkills: [
              {
                name: skill,
                importance: 'required',
                weight: 1,
                relatedLine: { line: 5, text: lines[5] ?? '' },
              },
            ],
            missingKeywords: [{ term: 'patient care', weight: 1 }],
            postingKeywords: ['budget', 'team'],
          });
          for (const suggestion of suggestions) {
            if (suggestion.original === undefined) continue;
            if (!lines.includes(suggestion.original)) return false;
            if (
              suggestion.replacement &&
              !isSubset(numbers(suggestion.replacement), numbers(suggestion.original))
            )
              return false;
          }
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });
});
