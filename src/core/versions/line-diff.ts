import type { DiffLine } from '@shared/api/versions';

/**
 * The most line pairs compared exactly, after the lines both texts start and end with are set aside: 4 million
 * pairs (e.g. 2,000 differing lines on each side) take about 8 MB and 25 ms. A resume's text is a
 * few hundred lines, so this bound is reached only by large, wholly different files.
 */
export const MAX_DIFF_PAIRS = 4_000_000;

export interface LineDiff {
  /** Every line of both texts in order: kept lines once, then removed lines before the lines added in their place. */
  lines: DiffLine[];
  added: number;
  removed: number;
}

/**
 * A line diff of two texts (the file manager's Compare Versions): the fewest lines removed and added that turn
 * `from` into `to` (a longest common subsequence of lines). Lines shared at the start and end are matched first;
 * when the differing middle holds more than `maxPairs` line pairs it is shown as removed, then added, whole:
 * still a correct diff, not the smallest one. Line ends (\n, \r\n, \r) are not part of a line.
 */
export function diffLines(from: string, to: string, maxPairs = MAX_DIFF_PAIRS): LineDiff {
  const before = splitLines(from);
  const after = splitLines(to);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  const middleBefore = before.slice(start, before.length - end);
  const middleAfter = after.slice(start, after.length - end);
  const lines: DiffLine[] = [
    ...before.slice(0, start).map((text) => same(text)),
    ...diffMiddle(middleBefore, middleAfter, maxPairs),
    ...before.slice(before.length - end).map((text) => same(text)),
  ];
  return {
    lines,
    added: lines.filter((line) => line.kind === 'added').length,
    removed: lines.filter((line) => line.kind === 'removed').length,
  };
}

function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\r|\n/);
  // A text ending with a line break has no empty last line.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const same = (text: string): DiffLine => ({ kind: 'same', text });
const removed = (text: string): DiffLine => ({ kind: 'removed', text });
const added = (text: string): DiffLine => ({ kind: 'added', text });

/** Two lists with no common first or last line: exactly by LCS when small enough, else wholly replaced. */
function diffMiddle(before: string[], after: string[], maxPairs: number): DiffLine[] {
  if (before.length === 0 || after.length === 0 || before.length * after.length > maxPairs) {
    return [...before.map(removed), ...after.map(added)];
  }
  // Each line as a number, equal lines equal numbers, so the table compares numbers.
  const ids = new Map<string, number>();
  const idOf = (text: string) => {
    const id = ids.get(text) ?? ids.size;
    ids.set(text, id);
    return id;
  };
  const a = Int32Array.from(before, idOf);
  const b = Int32Array.from(after, idOf);
  const width = after.length + 1;
  // common[i * width + j]: the longest common subsequence of before[i..] and after[j..]. Its values are at most
  // min(before.length, after.length), which the pair bound keeps far below 65,536.
  const common = new Uint16Array((before.length + 1) * width);
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      common[i * width + j] =
        a[i] === b[j]
          ? (common[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(common[(i + 1) * width + j] ?? 0, common[i * width + j + 1] ?? 0);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (a[i] === b[j]) {
      lines.push(same(before[i++] ?? ''));
      j++;
    } else if ((common[(i + 1) * width + j] ?? 0) >= (common[i * width + j + 1] ?? 0)) {
      lines.push(removed(before[i++] ?? ''));
    } else {
      lines.push(added(after[j++] ?? ''));
    }
  }
  while (i < before.length) lines.push(removed(before[i++] ?? ''));
  while (j < after.length) lines.push(added(after[j++] ?? ''));
  return lines;
}
