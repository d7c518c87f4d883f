import type { DiffLine } from '@shared/api/versions';

/** A line of the diff as shown, or a run of unchanged lines folded into their count. */
export type DiffRow = DiffLine | { kind: 'folded'; count: number };

/** Unchanged lines kept around each change, so a change is read in its place. */
export const DIFF_CONTEXT_LINES = 2;

/**
 * The rows Compare Versions shows: every added and removed line with `context` unchanged lines either side;
 * longer runs of unchanged lines are folded into one row saying how many (a run of one is shown as it is).
 */
export function diffRows(lines: readonly DiffLine[], context = DIFF_CONTEXT_LINES): DiffRow[] {
  const changed = lines.flatMap((line, index) => (line.kind === 'same' ? [] : [index]));
  const isKept = (index: number) => changed.some((at) => Math.abs(at - index) <= context);
  const rows: DiffRow[] = [];
  let folded: DiffLine[] = [];
  const flush = () => {
    if (folded.length === 1 && folded[0]) rows.push(folded[0]);
    else if (folded.length > 1) rows.push({ kind: 'folded', count: folded.length });
    folded = [];
  };
  lines.forEach((line, index) => {
    if (isKept(index)) {
      flush();
      rows.push(line);
    } else folded.push(line);
  });
  flush();
  return rows;
}
