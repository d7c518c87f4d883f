import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreZooDir } from './zoo-read';
import { addScores, scoreKeys, type Tally } from './zoo-score';

/**
 * The committed part of the layout zoo (test/fixtures/zoo, two files a layout, written by `npm run zoo --
 * --fixtures`) read as uploads: every family keeps at least the figures it had when the floor was last raised.
 * A change to the reader that lowers one fails here; one that raises them should raise the floor with it.
 * The whole zoo's figures are `npm run bench:zoo`.
 */
const fixtures = path.resolve(import.meta.dirname, '../test/fixtures/zoo');

type Floors = Record<(typeof scoreKeys)[number], number>;
/** Per family: % right at least (words: % kept). */
const floors = new Map<string, Floors>([
  [
    'json-resume-theme',
    { sections: 83, title: 53, organisation: 71, dates: 78, bullets: 80, contact: 95, words: 99.8 },
  ],
  ['latex', { sections: 93, title: 54, organisation: 47, dates: 70, bullets: 78, contact: 82, words: 99.7 }],
  ['word', { sections: 97, title: 93, organisation: 92, dates: 98, bullets: 98, contact: 99, words: 99.8 }],
  ['pandoc', { sections: 99, title: 90, organisation: 89, dates: 99, bullets: 99, contact: 94, words: 99.8 }],
  [
    'vitae-template',
    { sections: 94, title: 92, organisation: 94, dates: 98, bullets: 97, contact: 95, words: 99.8 },
  ],
  [
    'plain-text',
    { sections: 87, title: 86, organisation: 91, dates: 88, bullets: 96, contact: 99, words: 99.8 },
  ],
]);

const percentOf = (tally: Tally) => (tally.total === 0 ? 100 : (100 * tally.right) / tally.total);

describe('the layout zoo fixtures', () => {
  it('reads every family at least as well as its floor', async () => {
    const layouts = await scoreZooDir(fixtures);
    const families = new Map<string, ReturnType<typeof addScores>[]>();
    for (const { family, files } of layouts.values())
      families.set(family, [...(families.get(family) ?? []), ...files.map((file) => file.score)]);
    expect(families.size).toBeGreaterThanOrEqual(5);
    for (const [family, scores] of families) {
      const total = addScores(scores);
      const floor = floors.get(family);
      expect(floor, `a floor for ${family}`).toBeDefined();
      for (const key of scoreKeys)
        expect(percentOf(total[key]), `${family} ${key}`).toBeGreaterThanOrEqual(floor?.[key] ?? 100);
    }
  }, 120_000);
});
