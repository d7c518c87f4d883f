import type { DiffLine } from '@shared/api/versions';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffLines } from './line-diff';

/** The text a diff starts from (kept and removed lines) and the one it ends with (kept and added lines). */
function sides(lines: DiffLine[]) {
  return {
    from: lines.filter((line) => line.kind !== 'added').map((line) => line.text),
    to: lines.filter((line) => line.kind !== 'removed').map((line) => line.text),
  };
}

/** The length of a longest common subsequence, the plain way, to check the diff is the smallest. */
function commonLength(a: string[], b: string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const line of a) {
    const row = [0];
    for (let j = 0; j < b.length; j++) {
      row.push(line === b[j] ? (previous[j] ?? 0) + 1 : Math.max(previous[j + 1] ?? 0, row[j] ?? 0));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

describe('diffLines', () => {
  it('marks the lines added and removed between two versions, keeping the rest in order', () => {
    const from = 'Jane Doe\nSUMMARY\nBackend engineer.\nSKILLS\nPython, SQL';
    const to = 'Jane Doe\nSUMMARY\nBackend engineer who ships.\nSKILLS\nPython, SQL\nGo';
    const diff = diffLines(from, to);
    expect(diff.lines).toEqual([
      { kind: 'same', text: 'Jane Doe' },
      { kind: 'same', text: 'SUMMARY' },
      { kind: 'removed', text: 'Backend engineer.' },
      { kind: 'added', text: 'Backend engineer who ships.' },
      { kind: 'same', text: 'SKILLS' },
      { kind: 'same', text: 'Python, SQL' },
      { kind: 'added', text: 'Go' },
    ]);
    expect(diff).toMatchObject({ added: 2, removed: 1 });
  });

  it('finds a moved block as the fewest changes, not a whole rewrite', () => {
    const diff = diffLines('a\nb\nc\nd\ne', 'a\nc\nd\nb\ne');
    expect(diff.added + diff.removed).toBe(2);
    expect(sides(diff.lines)).toEqual({ from: ['a', 'b', 'c', 'd', 'e'], to: ['a', 'c', 'd', 'b', 'e'] });
  });

  it('answers identical texts as all kept, and empty texts as all added or removed', () => {
    expect(diffLines('one\ntwo', 'one\ntwo')).toEqual({
      lines: [
        { kind: 'same', text: 'one' },
        { kind: 'same', text: 'two' },
      ],
      added: 0,
      removed: 0,
    });
    expect(diffLines('', 'new line')).toEqual({
      lines: [{ kind: 'added', text: 'new line' }],
      added: 1,
      removed: 0,
    });
    expect(diffLines('old line\n', '')).toEqual({
      lines: [{ kind: 'removed', text: 'old line' }],
      added: 0,
      removed: 1,
    });
    expect(diffLines('', '')).toEqual({ lines: [], added: 0, removed: 0 });
  });

  it('reads any line end, and a final line break adds no empty line', () => {
    expect(diffLines('a\r\nb\r\n', 'a\nb').lines.every((line) => line.kind === 'same')).toBe(true);
    expect(diffLines('a\rb', 'a\nb\n').added).toBe(0);
  });

  it('keeps lines in any script as they are', () => {
    const diff = diffLines('Zoë Müller\nŁódź\n中文简历', 'Zoë Müller\nKraków\n中文简历');
    expect(diff.lines).toEqual([
      { kind: 'same', text: 'Zoë Müller' },
      { kind: 'removed', text: 'Łódź' },
      { kind: 'added', text: 'Kraków' },
      { kind: 'same', text: '中文简历' },
    ]);
  });

  it('past the pair bound shows the differing middle replaced whole, still a correct diff', () => {
    const from = ['head', 'x1', 'same', 'x2', 'tail'].join('\n');
    const to = ['head', 'y1', 'same', 'y2', 'tail'].join('\n');
    const exact = diffLines(from, to);
    expect(exact).toMatchObject({ added: 2, removed: 2 });
    const bounded = diffLines(from, to, 4);
    expect(bounded.lines.map((line) => `${line.kind} ${line.text}`)).toEqual([
      'same head',
      'removed x1',
      'removed same',
      'removed x2',
      'added y1',
      'added same',
      'added y2',
      'same tail',
    ]);
  });

  it('handles a few thousand lines on each side quickly', () => {
    const from = Array.from({ length: 2000 }, (_, index) => `line ${index}`);
    const to = from.map((line, index) => (index % 10 === 0 ? `${line} changed` : line));
    const started = performance.now();
    const diff = diffLines(from.join('\n'), to.join('\n'));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(diff).toMatchObject({ added: 200, removed: 200 });
  });

  it('always turns one text into the other with the fewest changes', () => {
    const lines = fc.array(fc.constantFrom('a', 'b', 'c', 'd', ''), { maxLength: 12 });
    fc.assert(
      fc.property(lines, lines, (before, after) => {
        const diff = diffLines(before.join('\n'), after.join('\n'));
        const expected = { from: splitLikeDiff(before), to: splitLikeDiff(after) };
        expect(sides(diff.lines)).toEqual(expected);
        const kept = diff.lines.filter((line) => line.kind === 'same').length;
        expect(kept).toBe(commonLength(expected.from, expected.to));
        expect(diff.added).toBe(expected.to.length - kept);
        expect(diff.removed).toBe(expected.from.length - kept);
      }),
    );
  });
});

/** The lines a joined list is read back as: an empty text has none, and a last empty line is a final line break. */
function splitLikeDiff(lines: string[]): string[] {
  const text = lines.join('\n');
  if (text === '') return [];
  const split = text.split('\n');
  if (split.length > 1 && split[split.length - 1] === '') split.pop();
  return split;
}
