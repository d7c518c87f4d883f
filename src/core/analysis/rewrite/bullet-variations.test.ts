import { bulletVariationSchema } from '@shared/api/analysis';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitSections } from '../../ingest/sections';
import { bulletVariations, variationsOf } from './bullet-variations';
import { splitMarker } from './bullets';
import { prepareKeywords } from './keyword-fit';
import { placeholderPattern } from './quantify';
import { type CorpusResume, ingestedResume, textResume, trimmedLines } from './test-corpus';

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

  it('fixes a weak opening first (brief example)', () => {
    expect(variationsOf('Responsible for managing the budget', 'past', prepared)).toEqual([
      'Managed the budget',
      'Managed the [$X] budget',
    ]);
  });

  it('leaves out what it cannot do well', () => {
    expect(variationsOf('Designed and implemented microservices', 'past', prepared)).toEqual([
      'Designed and implemented [N] microservices',
    ]);
    expect(variationsOf('Reduced API response times by 40% through caching', 'past', prepared)).toEqual([
      'Cut API response times by 40% through caching',
    ]);
    expect(variationsOf('Designed the hiring process', 'past', prepared)).toEqual([]);
  });
});

describe('bulletVariations on corpus resumes', () => {
  let healthcare: CorpusResume;
  beforeAll(async () => {
    healthcare = await ingestedResume('pdf/livecareer-healthcare-31395710.pdf');
  });

  it('rewrites the most improvable bullets first, three distinct variations at most', () => {
    const variations = bulletVariations(healthcare, keywords);
    expect(variations.length).toBeGreaterThan(5);
    expect(variations.length).toBeLessThanOrEqual(20);
    expect(variations[0]?.original).toMatch(/^Responsible for/);
    const lines = trimmedLines(healthcare);
    for (const variation of variations) {
      expect(bulletVariationSchema.parse(variation)).toEqual(variation);
      expect(variation.selected).toBeNull();
      expect(lines).toContain(variation.original);
      expect(variation.variations.length).toBeGreaterThan(0);
      expect(variation.variations.length).toBeLessThanOrEqual(3);
      expect(new Set(variation.variations).size).toBe(variation.variations.length);
      const body = splitMarker(variation.original).body;
      for (const text of variation.variations) expect(text).not.toBe(body);
    }
  });

  it('adds a posting keyword only where the bullet supports it', () => {
    const variations = bulletVariations(healthcare, keywords).flatMap((variation) =>
      variation.variations
        .filter((text) => text.includes('patient care'))
        .map((text) => [variation.original, text]),
    );
    expect(variations.length).toBeGreaterThan(0);
    for (const [original] of variations) expect(original).toMatch(/patient/i);
    expect(
      bulletVariations(healthcare, keywords).some((v) =>
        v.variations.some((t) => t.includes('code quality')),
      ),
    ).toBe(false);
  });

  it('respects the limit and is deterministic', () => {
    const resume = textResume('soupboss-sample_resume.txt');
    expect(bulletVariations(resume, keywords, 3)).toHaveLength(3);
    expect(bulletVariations(resume, keywords, 0)).toEqual([]);
    expect(bulletVariations(resume, keywords)).toEqual(bulletVariations(resume, keywords));
  });

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
