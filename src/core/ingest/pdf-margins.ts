import type { TextBox } from './pdf-items';
import { groupLines, type TextLine } from './pdf-lines';

/** A margin is at most this wide, relative to the text beside it... */
const MAX_MARGIN_WIDTH = 0.35;
/** ...and this share of its lines sit on the other side's baselines. */
const MIN_MARGIN_ALIGNED = 0.75;

export type Verdict = 'columns' | 'rows' | 'none';

/**
 * How to read two sides of a gutter: as 'columns' (one after the other), as 'rows' (one side is a margin of
 * the other: read line by line across) or 'none' (a side has fewer than `minLines` lines: no columns here).
 */
export function classifySides(
  left: readonly TextBox[],
  right: readonly TextBox[],
  minLines: number,
): Verdict {
  const leftLines = groupLines(left);
  const rightLines = groupLines(right);
  if (leftLines.length < minLines || rightLines.length < minLines) return 'none';
  return isMargin(leftLines, rightLines) || isMargin(rightLines, leftLines) ? 'rows' : 'columns';
}

/**
 * A margin (dates or labels beside each entry, dates and places flush right, the cells of a table): nearly all
 * of the side's lines share a baseline with the other side, and the side is much narrower. The column of a
 * sidebar layout shares a baseline with the main column now and then, not on every line.
 */
function isMargin(side: readonly TextLine[], other: readonly TextLine[]): boolean {
  if (width(side) > MAX_MARGIN_WIDTH * width(other)) return false;
  const aligned = side.filter((line) =>
    other.some((candidate) => Math.abs(candidate.y - line.y) <= 0.3 * Math.min(candidate.size, line.size)),
  ).length;
  return aligned >= MIN_MARGIN_ALIGNED * side.length;
}

function width(lines: readonly TextLine[]): number {
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  for (const line of lines) {
    for (const box of line.boxes) {
      left = Math.min(left, box.x0);
      right = Math.max(right, box.x1);
    }
  }
  return right - left;
}
