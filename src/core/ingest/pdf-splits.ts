import { boxMiddle, extent, type Interval, rowsOf, type Split } from './pdf-bands';
import type { TextBox } from './pdf-items';
import { classifySides } from './pdf-margins';

/** A margin layout sharing a band with columns covers at least this share of the band's rows. */
const MIN_MARGIN_SHARE = 0.3;

/**
 * Lines at the top of one side, above where the other side starts and closer to the text above the band than
 * to the rest of their side (a title centred under the name, over a column), belong to the text above.
 */
export function trimTop(split: Split): Split {
  const band = split.band;
  if (!Number.isFinite(band.from) || split.left.length === 0 || split.right.length === 0) return split;
  const isLeftHigher = extent(split.left).top < extent(split.right).top;
  const [higher, other] = isLeftHigher ? [split.left, split.right] : [split.right, split.left];
  const otherTop = extent(other).top;
  const head = higher.filter((box) => boxMiddle(box) < otherTop);
  const rest = higher.filter((box) => boxMiddle(box) >= otherTop);
  if (head.length === 0 || rest.length === 0) return split;
  const gapAbove = extent(head).top - band.from;
  const gapBelow = extent(rest).top - extent(head).bottom;
  if (gapBelow <= 1.5 * Math.max(gapAbove, 0)) return split;
  return {
    above: [...split.above, ...head],
    left: isLeftHigher ? rest : split.left,
    right: isLeftHigher ? split.right : rest,
    below: split.below,
    band,
  };
}

/**
 * When text crossing the gutter follows the band (more than a footer), the left side's lines below the end of
 * the right side lead into that text rather than run beside the right column: read them after it.
 */
export function trimBottom(split: Split, size: number): Split {
  const band = split.band;
  if (!Number.isFinite(band.to) || split.left.length === 0 || split.right.length === 0) return split;
  const isFooter = rowsOf(split.below).length <= 2 && band.to - band.bottom > 2 * size;
  const rightBottom = extent(split.right).bottom;
  if (isFooter || extent(split.left).bottom <= rightBottom) return split;
  const tail = split.left.filter((box) => boxMiddle(box) > rightBottom);
  if (tail.length === 0) return split;
  return {
    above: split.above,
    left: split.left.filter((box) => boxMiddle(box) <= rightBottom),
    right: split.right,
    below: [...tail, ...split.below],
    band,
  };
}

/**
 * A band can hold true columns over one part and a margin layout over another (contact details beside the
 * name, then headings in the left margin beside each section): cut it across between the two, so each part
 * is laid out on its own. The margin part must be a good share of the band.
 */
export function marginCut(split: Split, minLines: number): Split | undefined {
  const band = [...split.left, ...split.right];
  const rows = rowsOf(band);
  const gaps = rows.slice(1).map((row, i) => row.top - (rows[i] as Interval).bottom);
  // Cut only where there is some space between rows: between blocks, not inside a paragraph.
  const minGap = (median(gaps) ?? 0) * 1.5;
  let best: { rows: number; cut: number } | undefined;
  for (let i = 1; i < rows.length; i++) {
    if ((gaps[i - 1] ?? 0) < minGap) continue;
    const cut = ((rows[i - 1] as Interval).bottom + (rows[i] as Interval).top) / 2;
    for (const isUpper of [true, false]) {
      const partRows = isUpper ? i : rows.length - i;
      if (partRows < MIN_MARGIN_SHARE * rows.length || (best && partRows <= best.rows)) continue;
      const inPart = (box: TextBox) => boxMiddle(box) < cut === isUpper;
      const verdict = classifySides(split.left.filter(inPart), split.right.filter(inPart), minLines);
      if (verdict === 'rows') best = { rows: partRows, cut };
    }
  }
  if (!best) return undefined;
  const cut = best.cut;
  return {
    above: [...split.above, ...band.filter((box) => boxMiddle(box) < cut)],
    left: [],
    right: [],
    below: [...band.filter((box) => boxMiddle(box) >= cut), ...split.below],
    band: split.band,
  };
}

function median(values: readonly number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
