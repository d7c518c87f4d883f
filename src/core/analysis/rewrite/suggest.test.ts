import { suggestionKind, suggestionSchema } from '@shared/api/analysis';
import { matchedPairs, mismatchedPairs, postingOf, suggestInputFor } from '@test/builders/sample-pairs';
import {
  resumeFromMarkup,
  sampleResumeForms,
  sampleResumeText,
  type TestResume,
  trimmedLines,
} from '@test/builders/test-resume';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitSections } from '../../ingest/sections';
import { placeholderPattern } from './quantify';
import { type SuggestInput, suggestImprovements } from './suggest';

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

interface Case {
  name: string;
  resume: TestResume;
  input: SuggestInput;
}

describe('suggestImprovements on the sample resumes and postings', () => {
  const cases: Case[] = [];
  beforeAll(async () => {
    for (const pair of [...matchedPairs, ...mismatchedPairs]) {
      const posting = postingOf(pair);
      for (const [form, resume] of await sampleResumeForms(pair.resume))
        cases.push({
          name: `${pair.resume} (${form}) for ${pair.posting}`,
          resume,
          input: suggestInputFor(resume, posting),
        });
    }
  });

  it('quotes only whole lines of the resume, once each, and matches the contract', () => {
    for (const { name, resume, input } of cases) {
      const suggestions = suggestImprovements(input);
      const lines = trimmedLines(resume);
      expect(suggestions.length, name).toBeGreaterThan(0);
      expect(suggestions.length, name).toBeLessThanOrEqual(15);
      const originals = suggestions.flatMap((suggestion) =>
        suggestion.original ? [suggestion.original] : [],
      );
      expect(new Set(originals).size, name).toBe(originals.length);
      for (const suggestion of suggestions) {
        expect(suggestionSchema.parse(suggestion), name).toEqual(suggestion);
        if (suggestion.original !== undefined) expect(lines, name).toContain(suggestion.original);
        if (suggestion.replacement !== undefined)
          expect(suggestion.replacement, name).not.toBe(suggestion.original);
      }
    }
  });

  it('sorts by priority, then impact', () => {
    const rank = { high: 0, medium: 1, low: 2 };
    for (const { name, input } of cases) {
      const suggestions = suggestImprovements(input);
      for (let index = 1; index < suggestions.length; index++) {
        const previous = suggestions[index - 1];
        const current = suggestions[index];
        if (!previous || !current) continue;
        const order = rank[previous.priority] - rank[current.priority] || current.impact - previous.impact;
        expect(order, `${name}: ${previous.title} before ${current.title}`).toBeLessThanOrEqual(0);
      }
    }
  });

  it('is deterministic', () => {
    for (const { name, input } of cases)
      expect(suggestImprovements(input), name).toEqual(suggestImprovements(input));
  });

  it('never writes a number the line did not have (numbers only in placeholders)', () => {
    for (const { name, input } of cases) {
      for (const suggestion of suggestImprovements(input)) {
        if (suggestion.original && suggestion.replacement)
          expect(
            isSubset(numbers(suggestion.replacement), numbers(suggestion.original)),
            `${name}: ${suggestion.replacement}`,
          ).toBe(true);
      }
    }
  });

  it('makes each kind of suggestion for some sample (structure: see the resume below)', () => {
    const types = new Set(
      cases
        .filter(({ name }) => name.includes('(text)'))
        .flatMap(({ input }) => suggestImprovements(input).map((suggestion) => suggestion.type)),
    );
    for (const type of ['skill', 'contact', 'wording', 'quantify', 'length', 'keyword', 'summary'] as const)
      expect(types).toContain(type);
  });
});

describe('suggestImprovements on a resume that calls for every kind', () => {
  // Education before three roles, a weak opening, bullets without figures, no LinkedIn, a summary that does not
  // name the target role, and a posting asking for skills and terms the resume lacks.
  const resume = resumeFromMarkup(`# John Smith
Chicago, IL | (555) 555-0100 | jsmith@example.com

## Summary
Bilingual, results-oriented office coordinator with 15 years of experience streamlining office processes in healthcare and technical firms.

## Education
Bachelor's in supply chain management, Northwest Chicago University

## Experience
### Alpine Technologies, Director of Operations
Jul. 2019 – Current
- Manage four office locations and nine administrative staff across the Midwest
- Responsible for safety and regulatory compliance data entry, reports and filing
### River Corporation, Senior Office Manager
Aug. 2015 – Jul. 2019
- Managed office operations for a work site with over 250 employees
- Implemented electronic badge access for enhanced building security
### Healthworx, Office Manager
Jan. 2013 – Aug. 2015
- Managed daily schedule for physicians and nurses
- Reduced office supply costs through vendor consolidation

## Skills
Microsoft Word, Excel, Outlook, Typing`);
  const input: SuggestInput = {
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
  };

  it('covers skills, contact, wording, figures, keywords, summary and structure', () => {
    const types = new Set(suggestImprovements(input).map((suggestion) => suggestion.type));
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

describe('rewrites and advice', () => {
  it('says each suggestion’s kind: advice has neither a rewrite nor a skill to add', () => {
    for (const pair of [...matchedPairs, ...mismatchedPairs]) {
      const resume = sampleResumeText(pair.resume);
      for (const suggestion of suggestImprovements(suggestInputFor(resume, postingOf(pair)))) {
        const kind = suggestionKind(suggestion);
        expect(suggestion.isAdvice, suggestion.title).toBe(kind === 'advice');
        if (kind === 'advice') expect(suggestion.replacement, suggestion.title).toBeUndefined();
        if (suggestion.type === 'skill') expect(suggestion.skill, suggestion.title).toBeDefined();
      }
    }
  });

  it('offers "Add a professional summary" as advice, never as something to apply', () => {
    const intern = sampleResumeText('student-intern');
    const suggestions = suggestImprovements(
      suggestInputFor(intern, postingOf({ resume: 'student-intern', posting: 'software-intern' })),
    );
    const summary = suggestions.find((suggestion) => suggestion.title === 'Add a professional summary');
    expect(summary).toMatchObject({ isAdvice: true });
    expect(summary?.suggestion).toContain('Seeking a Software Engineering Intern role.');
    expect(summary?.suggestion).not.toMatch(/"Software Engineering Intern with/);
  });
});
