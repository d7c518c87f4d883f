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
import {
  apart,
  bulletVariations,
  changesMoreThanVerb,
  entryContext,
  planVariations,
  variationsOf,
  wordsApart,
} from './bullet-variations';
import { experienceBullets, splitMarker } from './bullets';
import { passesChecks, rewriteProblems } from './check-rewrite';
import { fittingTerm, prepareKeywords, weaveTerm } from './keyword-fit';
import { placeholderPattern } from './quantify';
import { strengthenVerb } from './stronger-verbs';

const keywords = ['patient care', 'project management', 'code quality', 'customer service', 'data analysis'];

describe('how far apart two variations are', () => {
  it('counts the words besides the first that one text has and the other lacks', () => {
    expect(wordsApart('Built internal endpoints', 'Developed internal endpoints')).toBe(0);
    expect(wordsApart('Built internal endpoints', 'Built [N] internal endpoints')).toBe(1);
    expect(wordsApart('Built endpoints', 'Built endpoints, as part of back-end development')).toBe(5);
  });

  it('keeps apart only texts two words apart besides the first, or one asking for a figure the other does not', () => {
    // A synonym of the first verb, with or without one more word, is no second variation.
    expect(apart('Built internal endpoints', 'Developed internal endpoints')).toBe(false);
    expect(
      apart('Built internal endpoints for billing', 'Developed internal endpoints for the billing'),
    ).toBe(false);
    expect(apart('Built internal endpoints', 'Built [N] internal endpoints')).toBe(true);
    expect(apart('Managed the budget', 'Managed the [$X] budget')).toBe(true);
    expect(
      apart('Cut setup time by 80% by writing a script', 'Wrote a script, cutting setup time by 80%'),
    ).toBe(true);
  });

  it('asks a variation to change more than the first word of the original', () => {
    expect(changesMoreThanVerb('Built internal endpoints', 'Developed internal endpoints')).toBe(false);
    expect(changesMoreThanVerb('Handled customer complaints', 'Resolved customer complaints')).toBe(false);
    expect(
      changesMoreThanVerb('Helped the team complete audits', 'Enabled the team to complete audits'),
    ).toBe(true);
  });
});

describe('planVariations: each a different way of strengthening the bullet', () => {
  const prepared = prepareKeywords([
    ...keywords,
    'Business intelligence',
    'Critical care',
    'Database design',
  ]);
  const plan = (body: string, tense: 'past' | 'present' = 'past') =>
    planVariations(body, tense, prepared).map(({ text, ways }) => ({ text, ways }));

  it('works in the posting term the bullet shows, counts where a figure belongs, and does both', () => {
    expect(plan('Built Tableau dashboards for the sales team')).toEqual([
      {
        text: 'Built Tableau dashboards for the sales team, as part of business intelligence',
        ways: ['term'],
      },
      { text: 'Built [N] Tableau dashboards for the sales team', ways: ['figure'] },
      {
        text: 'Built [N] Tableau dashboards for the sales team, as part of business intelligence',
        ways: ['figure', 'term'],
      },
    ]);
  });

  it('tells the result first, and with the term', () => {
    expect(
      plan(
        'Designed the PostgreSQL partitioning scheme for a 1.2 TB usage-events table, reducing nightly aggregation time by 70%',
      ),
    ).toEqual([
      {
        text: 'Designed the PostgreSQL partitioning scheme for a 1.2 TB usage-events table, with a focus on database design, reducing nightly aggregation time by 70%',
        ways: ['term'],
      },
      {
        text: 'Reduced nightly aggregation time by 70% through designing the PostgreSQL partitioning scheme for a 1.2 TB usage-events table',
        ways: ['result-first'],
      },
      {
        text: 'Reduced nightly aggregation time by 70% through designing the PostgreSQL partitioning scheme for a 1.2 TB usage-events table, with a focus on database design',
        ways: ['result-first', 'term'],
      },
    ]);
  });

  it('rewrites a weak opening (as a verb, or a duty as a task managed), and opens the other ways with it', () => {
    expect(plan('Responsible for managing the budget')).toEqual([
      { text: 'Managed the budget', ways: ['verb'] },
      { text: 'Managed the [$X] budget', ways: ['verb', 'figure'] },
    ]);
    expect(plan('Responsible for scheduling the night shift for the unit').map(({ text }) => text)).toEqual([
      'Scheduled the night shift for the unit',
      'Managed the scheduling of the night shift for the unit',
    ]);
    expect(plan('Worked on the redesign of the patient intake process, cutting wait times by 20%')).toEqual([
      {
        text: 'Cut wait times by 20% through contributing to the redesign of the patient intake process',
        ways: ['verb', 'result-first'],
      },
      {
        text: 'Contributed to the redesign of the patient intake process, cutting wait times by 20%',
        ways: ['verb'],
      },
    ]);
  });

  it('cuts filler, alone and with a figure', () => {
    expect(plan('Successfully delivered multiple projects in order to meet client deadlines')).toEqual([
      { text: 'Successfully delivered [N] projects in order to meet client deadlines', ways: ['figure'] },
      { text: 'Delivered multiple projects to meet client deadlines', ways: ['tighten'] },
      { text: 'Delivered [N] projects to meet client deadlines', ways: ['tighten', 'figure'] },
    ]);
  });

  it('leads with the posting term only where the term is the one way', () => {
    const body = 'Provide care for 1–2 critically ill patients per shift in a 20-bed MICU';
    expect(planVariations(body, 'present', prepareKeywords(['Critical care']))).toEqual([
      {
        text: 'Provide critical care for 1–2 critically ill patients per shift in a 20-bed MICU',
        ways: ['term'],
      },
      {
        text: 'Critical care: Provide care for 1–2 critically ill patients per shift in a 20-bed MICU',
        ways: ['term-first'],
      },
    ]);
  });

  it('never swaps a specific verb for a synonym', () => {
    // One way only ([N]) is one variation: bulletVariations does not offer the bullet.
    expect(variationsOf('Designed and implemented microservices', 'past', prepared)).toEqual([
      'Designed and implemented [N] microservices',
    ]);
    expect(
      variationsOf(
        'Led the NetSuite bank feed rollout, eliminating about 12 hours of manual work',
        'past',
        prepared,
      ),
    ).toEqual(['Eliminated about 12 hours of manual work by leading the NetSuite bank feed rollout']);
    expect(variationsOf('Taught algebra to ninth graders', 'past', prepared)).toEqual([]);
    // "Resolved" alone changes the first word only; with a figure it is a variation.
    expect(variationsOf('Handled customer complaints at the front desk', 'past', prepared)).toEqual([
      'Resolved [N] customer complaints at the front desk',
    ]);
  });
});

describe('bulletVariations', () => {
  it('offers a bullet only with two or three variations, posting-term bullets first, weak openings next', () => {
    const resume = resumeFromMarkup(`# Jane Doe
jane.doe@example.com

## Experience
### Charge Nurse | Mercy Clinic | 2019 - 2023
- Trained new nurses on the electronic health record
- Responsible for scheduling the night shift for the unit
- Reduced patient falls by 30% with hourly rounding
- Provide care for 1–2 critically ill patients per shift in a 20-bed MICU`);
    // "Trained [N] new nurses" is the one way for the first bullet; the third has none.
    expect(
      bulletVariations(resume, ['Critical care', ...keywords]).map(({ original, variations }) => [
        original,
        variations.length,
      ]),
    ).toEqual([
      ['• Provide care for 1–2 critically ill patients per shift in a 20-bed MICU', 2],
      ['• Responsible for scheduling the night shift for the unit', 2],
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
          'Ordered [N] office supplies',
          'Managed the ordering of office supplies',
        ],
        selected: null,
      },
    ]);
  });

  it('reads what a role works on from its line, and gives that term to one bullet of the role', () => {
    const resume = resumeFromText(`Lucas Moreno

EXPERIENCE
Teaching Assistant, CS 46B (Data Structures) | San Jose State University | 2024 – Present
• Hold weekly lab sessions for 40 students and grade Java programming assignments
• Answer student questions on the course forum within 24 hours
Software Engineering Intern | Tidewater | 2024
• Run weekly code walkthroughs for 5 new interns`);
    const [ta] = experienceBullets(resume);
    expect(ta && entryContext(resume, ta)?.text).toBe('CS 46B (Data Structures)');
    const bullet = experienceBullets(resume)[2];
    // A role's own name ("Software Engineering Intern") is not what it works on.
    expect(bullet && entryContext(resume, bullet)).toBeUndefined();
    expect(bulletVariations(resume, ['Data structures', 'Software engineering'])).toEqual([
      {
        original: '• Hold weekly lab sessions for 40 students and grade Java programming assignments',
        variations: [
          'Hold weekly lab sessions for 40 students and grade Java programming assignments, with a focus on data structures',
          'Data structures: Hold weekly lab sessions for 40 students and grade Java programming assignments',
        ],
        selected: null,
      },
    ]);
  });

  it('reads the words of a job title that name a skill (the route without a saved posting)', () => {
    const resume = sampleResumeText('software-engineer');
    const titleWords = 'Senior Backend Engineer'.split(' ');
    const variations = bulletVariations(resume, titleWords);
    expect(variations.length).toBeGreaterThan(0);
    for (const variation of variations)
      expect(variation.variations.some((text) => /back-end development/i.test(text))).toBe(true);
  });

  it('respects the limit and is deterministic', () => {
    const resume = sampleResumeText('data-analyst');
    const words = postingKeywords(postingOf({ resume: 'data-analyst', posting: 'data-analyst' }));
    expect(bulletVariations(resume, words, 1)).toHaveLength(1);
    expect(bulletVariations(resume, words, 1)).toEqual(bulletVariations(resume, words).slice(0, 1));
    expect(bulletVariations(resume, words, 0)).toEqual([]);
    expect(bulletVariations(resume, words)).toEqual(bulletVariations(resume, words));
  });
});

describe('bulletVariations on the sample resumes and postings', () => {
  const cases: { name: string; resume: TestResume; keywords: string[]; matched: boolean }[] = [];
  beforeAll(async () => {
    for (const [pairs, matched] of [
      [matchedPairs, true],
      [mismatchedPairs, false],
    ] as const) {
      for (const pair of pairs) {
        const postingWords = postingKeywords(postingOf(pair));
        const name = `${pair.resume} for ${pair.posting}`;
        cases.push({ name, resume: sampleResumeText(pair.resume), keywords: postingWords, matched });
        cases.push({
          name: `${name} (PDF)`,
          resume: await sampleResumeFile(pair.resume, 'pdf'),
          keywords: postingWords,
          matched,
        });
      }
    }
  });

  it('quotes whole lines, offers two or three distinct variations each, at most 20 bullets', () => {
    for (const { name, resume, keywords: words, matched } of cases) {
      const variations = bulletVariations(resume, words);
      const lines = trimmedLines(resume);
      const wrapped = new Set(
        experienceBullets(resume)
          .filter((bullet) => bullet.lineCount > 1)
          .map((bullet) => bullet.text),
      );
      // A PDF wraps long bullets, and wrapped bullets get no variations: only the text form must have some.
      if (matched && !name.endsWith('(PDF)')) expect(variations.length, name).toBeGreaterThan(0);
      expect(variations.length, name).toBeLessThanOrEqual(20);
      const originals = variations.map((variation) => variation.original);
      expect(new Set(originals).size, name).toBe(originals.length);
      for (const variation of variations) {
        expect(bulletVariationSchema.parse(variation), name).toEqual(variation);
        expect(variation.selected, name).toBeNull();
        expect(lines, name).toContain(variation.original);
        expect(wrapped.has(variation.original), name).toBe(false);
        expect(variation.variations.length, name).toBeGreaterThanOrEqual(2);
        expect(variation.variations.length, name).toBeLessThanOrEqual(3);
        expect(new Set(variation.variations).size, name).toBe(variation.variations.length);
      }
    }
  });

  it('covers every bullet a posting term fits, each with two or three variations', () => {
    let fitting = 0;
    for (const { name, resume, keywords: words } of cases) {
      const prepared = prepareKeywords(words);
      const offered = new Map(bulletVariations(resume, words).map((v) => [v.original, v.variations]));
      const seen = new Set<string>();
      for (const bullet of experienceBullets(resume)) {
        if (bullet.lineCount > 1 || bullet.body.split(/\s+/u).length < 4 || seen.has(bullet.text)) continue;
        seen.add(bullet.text);
        const term = fittingTerm(bullet.body, prepared, resume.text);
        if (!term) continue;
        const woven = weaveTerm(strengthenVerb(bullet.body, bullet.tense) ?? bullet.body, term);
        if (
          !passesChecks({ original: bullet.body, replacement: woven, resumeText: resume.text, adds: [term] })
        )
          continue;
        fitting++;
        expect(offered.get(bullet.text)?.length ?? 0, `${name}: ${bullet.text}`).toBeGreaterThanOrEqual(2);
        expect(
          offered.get(bullet.text)?.some((text) => text.toLowerCase().includes(term.toLowerCase())),
        ).toBe(true);
      }
    }
    expect(fitting).toBeGreaterThanOrEqual(7);
  });

  it('offers only variations that pass the checks, change more than the verb, and stand apart', () => {
    for (const { name, resume, keywords: words } of cases) {
      for (const variation of bulletVariations(resume, words)) {
        const body = splitMarker(variation.original).body;
        for (const [at, text] of variation.variations.entries()) {
          // The posting's term the bullet shows is the one thing a variation may add.
          const problems = rewriteProblems({
            original: body,
            replacement: text,
            resumeText: resume.text,
            adds: prepareKeywords(words).map((keyword) => keyword.keyword),
          });
          expect(problems, `${name}: ${text}`).toEqual([]);
          expect(changesMoreThanVerb(body, text), `${name}: ${text}`).toBe(true);
          for (const other of variation.variations.slice(at + 1))
            expect(apart(text, other), `${name}: ${text} / ${other}`).toBe(true);
        }
      }
    }
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
