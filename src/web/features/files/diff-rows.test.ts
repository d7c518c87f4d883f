import type { DiffLine } from '@shared/api/versions';
import { describe, expect, it } from 'vitest';
import { DIFF_ROW_LIMIT, type DiffRow, diffRows } from './diff-rows';

const same = (text: string): DiffLine => ({ kind: 'same', text });
const added = (text: string): DiffLine => ({ kind: 'added', text });
const removed = (text: string): DiffLine => ({ kind: 'removed', text });

/** The rule written the slow, obvious way: a line is kept when a change is within `context` of it. */
function foldedByHand(lines: readonly DiffLine[], context: number): DiffRow[] {
  const rows: DiffRow[] = [];
  let run: DiffLine[] = [];
  const flush = () => {
    if (run.length === 1 && run[0]) rows.push(run[0]);
    else if (run.length > 1) rows.push({ kind: 'folded', count: run.length });
    run = [];
  };
  lines.forEach((line, index) => {
    const isKept = lines.some((other, at) => other.kind !== 'same' && Math.abs(at - index) <= context);
    if (isKept) {
      flush();
      rows.push(line);
    } else run.push(line);
  });
  flush();
  return rows;
}

/** A small pseudo-random generator, so the generated diffs are the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('diffRows', () => {
  it('keeps two unchanged lines around each change and folds the longer runs into their count', () => {
    const lines: DiffLine[] = [
      ...['a', 'b', 'c', 'd', 'e'].map(same),
      removed('old'),
      added('new'),
      ...['f', 'g', 'h', 'i', 'j', 'k'].map(same),
      added('more'),
      same('l'),
    ];
    expect(diffRows(lines)).toEqual({
      rows: [
        { kind: 'folded', count: 3 },
        same('d'),
        same('e'),
        removed('old'),
        added('new'),
        same('f'),
        same('g'),
        { kind: 'folded', count: 2 },
        same('j'),
        same('k'),
        added('more'),
        same('l'),
      ],
      hiddenLines: 0,
    });
  });

  it('shows a lone unchanged line rather than folding it, and folds all of a text with no change', () => {
    const lines: DiffLine[] = [same('a'), same('b'), same('c'), added('x')];
    expect(diffRows(lines).rows).toEqual(lines);
    expect(diffRows(['a', 'b', 'c'].map(same))).toEqual({
      rows: [{ kind: 'folded', count: 3 }],
      hiddenLines: 0,
    });
    expect(diffRows([])).toEqual({ rows: [], hiddenLines: 0 });
  });

  it('folds as the rule says, whatever the mix of lines and the context', () => {
    const random = seeded(17);
    const kinds = ['same', 'same', 'same', 'same', 'added', 'removed'] as const;
    for (let trial = 0; trial < 300; trial += 1) {
      const length = Math.floor(random() * 40);
      const lines = Array.from(
        { length },
        (_, at): DiffLine => ({
          kind: kinds[Math.floor(random() * kinds.length)] ?? 'same',
          text: `line ${at}`,
        }),
      );
      const context = trial % 4;
      expect(diffRows(lines, { context })).toEqual({ rows: foldedByHand(lines, context), hiddenLines: 0 });
    }
  });

  it('shows at most the limit of rows and counts the lines after them, folded runs by their size', () => {
    const lines: DiffLine[] = [
      ...['a', 'b', 'c', 'd'].map(same),
      added('1'),
      ...['e', 'f', 'g', 'h', 'i'].map(same),
      removed('2'),
      same('j'),
    ];
    // Rows: [folded 2] c d +1 e f [folded 1 shown as g] h i −2 j
    expect(diffRows(lines, { limit: 3 })).toEqual({
      rows: [{ kind: 'folded', count: 2 }, same('c'), same('d')],
      hiddenLines: lines.length - 4,
    });
    expect(diffRows(lines, { limit: 4 }).hiddenLines).toBe(lines.length - 5);
    expect(diffRows(lines, { limit: 1 })).toEqual({
      rows: [{ kind: 'folded', count: 2 }],
      hiddenLines: lines.length - 2,
    });
    // A trailing folded run is a row too.
    expect(diffRows(['a', 'b', 'c'].map(same), { limit: 0 })).toEqual({ rows: [], hiddenLines: 3 });
    expect(diffRows(lines, { limit: 100 }).hiddenLines).toBe(0);
  });

  it(`caps two wholly different long texts at ${DIFF_ROW_LIMIT} rows, the rest counted`, () => {
    const lineCount = 200_000;
    const lines: DiffLine[] = Array.from({ length: lineCount }, (_, at) =>
      at < lineCount / 2 ? removed(`old ${at}`) : added(`new ${at}`),
    );
    const { rows, hiddenLines } = diffRows(lines);
    expect(rows).toHaveLength(DIFF_ROW_LIMIT);
    expect(rows.at(-1)).toEqual(removed(`old ${DIFF_ROW_LIMIT - 1}`));
    expect(hiddenLines).toBe(lineCount - DIFF_ROW_LIMIT);
  });
});
