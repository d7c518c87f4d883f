import type { DiffLine } from '@shared/api/versions';

/** A line of the diff as shown, or a run of unchanged lines folded into their count. */
export type DiffRow = DiffLine | { kind: 'folded'; count: number };

/** Unchanged lines kept around each change, so a change is read in its place. */
export const DIFF_CONTEXT_LINES = 2;

/**
 * The most rows Compare Versions shows: two long, wholly different texts make a diff of hundreds of thousands
 * of lines, which a browser cannot lay out without freezing. The lines past it are counted, not shown.
 */
export const DIFF_ROW_LIMIT = 2000;

/** The rows to show, and how many of the diff's lines come after the last of them and are not shown. */
export interface DiffRows {
  rows: DiffRow[];
  hiddenLines: number;
}

/**
 * The rows Compare Versions shows: every added and removed line with `context` unchanged lines either side;
 * longer runs of unchanged lines are folded into one row saying how many (a run of one is shown as it is).
 * At most `limit` rows; the lines after them are only counted. One pass over the lines: a run of unchanged
 * lines is held as its start until the next change (or the end) says how much of it is kept.
 */
export function diffRows(
  lines: readonly DiffLine[],
  { context = DIFF_CONTEXT_LINES, limit = DIFF_ROW_LIMIT } = {},
): DiffRows {
  const rows: DiffRow[] = [];
  /** How many lines the rows so far stand for. */
  let shown = 0;
  const push = (row: DiffRow) => {
    if (rows.length >= limit) return false;
    rows.push(row);
    shown += row.kind === 'folded' ? row.count : 1;
    return true;
  };
  /** Folds lines [start, end): one line is shown as it is, more become one row. */
  const fold = (start: number, end: number) => {
    const count = end - start;
    const only = lines[start];
    if (count === 1 && only) return push(only);
    return count < 1 || push({ kind: 'folded', count });
  };
  const showEach = (start: number, end: number) => {
    for (let at = start; at < end; at += 1) {
      const line = lines[at];
      if (line && !push(line)) return false;
    }
    return true;
  };

  let lastChange = Number.NEGATIVE_INFINITY;
  /** Where the pending run of unchanged lines, past the last change's context, starts. */
  let runStart = -1;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line) continue;
    if (line.kind !== 'same') {
      if (runStart >= 0) {
        const keptFrom = Math.max(runStart, index - context);
        if (!fold(runStart, keptFrom) || !showEach(keptFrom, index)) break;
        runStart = -1;
      }
      if (!push(line)) break;
      lastChange = index;
    } else if (index - lastChange <= context) {
      if (!push(line)) break;
    } else if (runStart < 0) runStart = index;
  }
  // After a stop at the limit nothing more is pushed, so this only ends a text that fitted.
  if (runStart >= 0) fold(runStart, lines.length);
  return { rows, hiddenLines: lines.length - shown };
}
