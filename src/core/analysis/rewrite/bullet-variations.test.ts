import { bulletVariationSchema } from '@shared/api/analysis';
import { matchedPairs, mismatchedPairs, postingKeywords, postingOf } from '@test/builders/sample-pairs';
import {
  resumeFromMarkup,
  resumeFromText,
  sampleResumeFile,
  sampleResumeText,
  type TestResume,
  trimmedLines,
} from '@test/builders/test-resume';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitSections } from '../../ingest/sections';
import { bulletVariations, oneWordApart, variationsOf } from './bullet-variations';
import { experienceBullets, splitMarker } from './bullets';
import { rewriteProblems } from './check-rewrite';
import { prepareKeywords } from './keyword-fit';
import { placeholderPattern } from './quantify';

const keywords = ['patient care', 'project management', 'code quality', 'customer service', 'data analysis'];

describe('variationsOf', () => {
  const prepared = prepareKeywords(keywords);

  it('offers a stronger verb, a supported keyword and a placeholder figure', () => {
    expect(
      variationsOf('Mentored junior developers and reviewed code for quality', 'past', prepared),
    ).toEqual([
      'Coached junior developers and reviewed code for quality',
      'Coached junior developers and reviewed code for quality, with a focus on code quality',
      'Coached [N] junior developers and reviewed code for quality',
    ]);
  });

  it('fixes a weak opening first (brief example), and says a duty as a task managed', () => {
    expect(variationsOf('Responsible for managing the budget', 'past', prepared)).toEqual([
      'Managed the budget',
      'Managed the [$X] budget',
    ]);
    expect(variationsOf('Responsible for scheduling the night shift for the unit', 'past', prepared)).toEqual(
      ['Scheduled the night shift for the unit', 'Managed the scheduling of the night shift for the unit'],
    );
  });

  it('tells the result first, "by" what did it', () => {
    expect(
      variationsOf(
        'Wrote a Python script to seed test data in PostgreSQL, cutting local setup time from 30 to 5 minutes',
        'past',
        prepared,
      ),
    ).toEqual([
      'Authored a Python script to seed test data in PostgreSQL, cutting local setup time from 30 to 5 minutes',
      'Cut local setup time from 30 to 5 minutes by writing a Python script to seed test data in PostgreSQL',
    ]);
  });

  it('words two verbs otherwise rather than offer two synonyms of the first', () => {
    // "Devised …" and "Designed and introduced …" differ in two words; "Devised" and "Developed" alone would not.
    expect(variationsOf('Designed and implemented microservices', 'past', prepared)).toEqual([
      'Devised and implemented microservices',
      'Devised and implemented [N] microservices',
      'Designed and introduced microservices',
    ]);
    expect(variationsOf('Reduced API response times by 40% through caching', 'past', prepared)).toEqual([
      'Cut API response times by 40% through caching',
    ]);
    expect(variationsOf('Taught algebra to ninth graders', 'past', prepared)).toEqual([]);
  });

  it('never offers two variations that are one synonym apart', () => {
    for (const body of [
      'Mentor two first-year teachers through the Ohio Resident Educator program',
      'Organize an annual family math night attended by 200+ students and parents',
      'Led the NetSuite bank feed rollout, eliminating about 12 hours of manual bank matching per month',
    ]) {
      const variations = variationsOf(body, 'past', prepared);
      for (const [at, text] of variations.entries())
        for (const other of variations.slice(at + 1)) expect(oneWordApart(text, other), body).toBe(false);
    }
  });
});

describe('bulletVariations', () => {
  it('rewrites the most improvable bullet first: a weak opening before a missing figure', () => {
    const resume = resumeFromMarkup(`# Jane Doe
jane.doe@example.com

## Experience
### Charge Nurse | Mercy Clinic | 2019 - 2023
- Trained new nurses on the electronic health record
- Responsible for scheduling the night shift for the unit
- Reduced patient falls by 30% with hourly rounding`);
    expect(bulletVariations(resume, keywords).map((variation) => variation.original)).toEqual([
      '• Responsible for scheduling the night shift for the unit',
      '• Trained new nurses on the electronic health record',
      '• Reduced patient falls by 30% with hourly rounding',
    ]);
  });

  it('leaves out wrapped bullets and bullets of fewer than four words', () => {
    const resume = resumeFromText(`Jane Doe

EXPERIENCE
Office Manager | Acme | 2019 - 2023
• Responsible for managing the budget of the office and
the travel of the sales team.
• Handled payroll
• Responsible for ordering office supplies`);
    expect(bulletVariations(resume, keywords)).toEqual([
      {
        original: '• Responsible for ordering office supplies',
        variations: [
          'Ordered office supplies',
          'Managed the ordering of office supplies',
          'Ordered [N] office supplies',
        ],
        selected: null,
      },
    ]);
  });

  it('adds a posting keyword only where the bullet supports it', () => {
    const nurse = sampleResumeText('registered-nurse');
    const withKeyword = bulletVariations(nurse, keywords).flatMap((variation) =>
      variation.variations.filter((text) => text.includes('patient care')).map(() => variation.original),
    );
    expect(withKeyword.length).toBeGreaterThan(0);
    for (const original of withKeyword) expect(original).toMatch(/patient/i);
    const texts = bulletVariations(nurse, keywords).flatMap((variation) => variation.variations);
    expect(texts.some((text) => text.includes('code quality'))).toBe(false);
  });

  it('respects the limit and is deterministic', () => {
    const resume = sampleResumeText('staff-accountant');
    expect(bulletVariations(resume, keywords, 3)).toHaveLength(3);
    expect(bulletVariations(resume, keywords, 3)).toEqual(bulletVariations(resume, keywords).slice(0, 3));
    expect(bulletVariations(resume, keywords, 0)).toEqual([]);
    expect(bulletVariations(resume, keywords)).toEqual(bulletVariations(resume, keywords));
  });
});

describe('bulletVariations on the sample resumes and postings', () => {
  const cases: { name: string; resume: TestResume; keywords: string[] }[] = [];
  beforeAll(async () => {
    for (const pair of [...matchedPairs, ...mismatchedPairs]) {
      const postingWords = postingKeywords(postingOf(pair));
      const name = `${pair.resume} for ${pair.posting}`;
      cases.push({ name, resume: sampleResumeText(pair.resume), keywords: postingWords });
      cases.push({
        name: `${name} (PDF)`,
        resume: await sampleResumeFile(pair.resume, 'pdf'),
        keywords: postingWords,
      });
    }
  });

  it('quotes whole lines, offers one to three distinct rewrites each, at most 20 bullets', () => {
    for (const { name, resume, keywords: words } of cases) {
      const variations = bulletVariations(resume, words);
      const lines = trimmedLines(resume);
      const wrapped = new Set(
        experienceBullets(resume)
          .filter((bullet) => bullet.lineCount > 1)
          .map((bullet) => bullet.text),
      );
      // A PDF wraps long bullets, and wrapped bullets get no variations: only the text form must have some.
      if (!name.endsWith('(PDF)')) expect(variations.length, name).toBeGreaterThan(0);
      expect(variations.length, name).toBeLessThanOrEqual(20);
      const originals = variations.map((variation) => variation.original);
      expect(new Set(originals).size, name).toBe(originals.length);
      for (const variation of variations) {
        expect(bulletVariationSchema.parse(variation), name).toEqual(variation);
        expect(variation.selected, name).toBeNull();
        expect(lines, name).toContain(variation.original);
        expect(wrapped.has(variation.original), name).toBe(false);
        expect(variation.variations.length, name).toBeGreaterThan(0);
        expect(variation.variations.length, name).toBeLessThanOrEqual(3);
        expect(new Set(variation.variations).size, name).toBe(variation.variations.length);
        const body = splitMarker(variation.original).body;
        for (const text of variation.variations) expect(text, name).not.toBe(body);
      }
    }
  });

  it('covers the bullets it can rewrite across the resume, not one (users saw one for a whole resume)', () => {
    const count = (name: string) => bulletVariations(sampleResumeText(name as 'teacher'), []).length;
    expect(count('data-analyst')).toBeGreaterThanOrEqual(6);
    expect(count('software-engineer')).toBeGreaterThanOrEqual(8);
    expect(count('staff-accountant')).toBeGreaterThanOrEqual(6);
    expect(count('teacher')).toBeGreaterThanOrEqual(6);
    const accountant = bulletVariations(sampleResumeText('staff-accountant'), []);
    const helped = accountant.find(
      (variation) => variation.original === '• Helped the internal audit team complete annual audits',
    );
    expect(helped?.variations).toContain('Enabled the internal audit team to complete annual audits');
    expect(helped?.variations.join('\n')).not.toContain('internal to audit');
  });

  it('offers only variations that pass the checks, never two a synonym apart', () => {
    let bullets = 0;
    let withTwo = 0;
    for (const { name, resume, keywords: words } of cases) {
      const variations = bulletVariations(resume, words);
      bullets += variations.length;
      withTwo += variations.filter((variation) => variation.variations.length >= 2).length;
      for (const variation of variations) {
        const body = splitMarker(variation.original).body;
        for (const [at, text] of variation.variations.entries()) {
          // The posting's keyword a bullet supports is the one thing a variation may add.
          const problems = rewriteProblems({
            original: body,
            replacement: text,
            resumeText: resume.text,
            adds: words,
          });
          expect(problems, `${name}: ${text}`).toEqual([]);
          for (const other of variation.variations.slice(at + 1))
            expect(oneWordApart(text, other), `${name}: ${text} / ${other}`).toBe(false);
        }
      }
    }
    // Most bullets get two or three; a bullet with one safe rewrite only keeps that one.
    expect(withTwo / bullets).toBeGreaterThan(0.4);
  });

  it('never writes a number the bullet did not have, and is deterministic', () => {
    for (const { name, resume, keywords: words } of cases) {
      const variations = bulletVariations(resume, words);
      expect(bulletVariations(resume, words), name).toEqual(variations);
      for (const variation of variations) {
        const allowed: string[] = variation.original.match(/\d+/g) ?? [];
        for (const text of variation.variations) {
          const found = text.replace(placeholderPattern, '').match(/\d+/g) ?? [];
          expect(
            found.filter((number) => !allowed.includes(number)),
            `${name}: ${text}`,
          ).toEqual([]);
        }
      }
    }
  });
});

describe('bulletVariations on generated bullets', () => {
  it('never adds a number outside placeholders (property)', () => {
    const words = [
      'Responsible for',
      'managing',
      'Led',
      'a',
      'team',
      'of',
      'budget',
      'reduced',
      'costs',
      'patients',
      'care',
      '24/7',
      '15',
      'new',
      'projects',
      'and',
      'by',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...words), { minLength: 4, maxLength: 20 }), { maxLength: 6 }),
        (bullets) => {
          const text = [
            'EXPERIENCE',
            'Nurse | Clinic | 2019 - 2023',
            ...bullets.map((b) => `• ${b.join(' ')}`),
          ].join('\n');
          for (const variation of bulletVariations({ text, sections: splitSections(text) }, keywords)) {
            const allowed: string[] = variation.original.match(/\d+/g) ?? [];
            for (const rewrite of variation.variations) {
              const found = rewrite.replace(placeholderPattern, '').match(/\d+/g) ?? [];
              if (found.some((number) => !allowed.includes(number))) return false;
            }
          }
          return true;
        },
      ),
    );
  });
});
