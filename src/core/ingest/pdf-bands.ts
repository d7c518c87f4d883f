import type { TextBox } from './pdf-items';

/** Vertical extent on the page (y grows downwards). */
export interface Interval {
  top: number;
  bottom: number;
}

/** A stretch of a region where no text crosses a candidate gutter. */
export interface Band extends Interval {
  /** Bottom of the crossing text above the band and top of the crossing text below (infinite if none). */
  from: number;
  to: number;
}

/** A region cut at a gutter: the band's two sides, and the text above and below the band. */
export interface Split {
  above: TextBox[];
  left: TextBox[];
  right: TextBox[];
  below: TextBox[];
  /** The band the split was made in. */
  band: Band;
}

export const boxTop = (box: TextBox) => box.y - 0.75 * box.size;
export const boxBottom = (box: TextBox) => box.y + 0.15 * box.size;
/** A point halfway up the glyphs, to place a box above, inside or below a band. */
export const boxMiddle = (box: TextBox) => box.y - 0.3 * box.size;

export function extent(boxes: readonly TextBox[]): Interval {
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    top = Math.min(top, boxTop(box));
    bottom = Math.max(bottom, boxBottom(box));
  }
  return { top, bottom };
}

export function height(interval: Interval): number {
  return interval.bottom - interval.top;
}

/** Rows of text: the vertical extents of the boxes, merged where they overlap. */
export function rowsOf(boxes: readonly TextBox[]): Interval[] {
  return mergeIntervals(boxes.map((box) => ({ top: boxTop(box), bottom: boxBottom(box) })));
}

/**
 * The stretches of text in which no box crosses the x range [from, to], top to bottom (boxes sorted by
 * middle). A box beside a crossing box (on the same row) belongs to no band.
 */
export function freeBands(byMiddle: readonly TextBox[], from: number, to: number): Band[] {
  const crosses = (box: TextBox) => box.x0 < to && box.x1 > from;
  const blocked = mergeIntervals(
    byMiddle.filter(crosses).map((box) => ({ top: boxTop(box), bottom: boxBottom(box) })),
  );
  const bands: Band[] = [];
  let current: Band | undefined;
  let gap = 0;
  for (const box of byMiddle) {
    if (crosses(box)) continue;
    const middle = boxMiddle(box);
    while (gap < blocked.length && (blocked[gap] as Interval).bottom < middle) {
      gap++;
      current = undefined;
    }
    if (gap < blocked.length && (blocked[gap] as Interval).top <= middle) continue;
    if (current) {
      current.top = Math.min(current.top, boxTop(box));
      current.bottom = Math.max(current.bottom, boxBottom(box));
    } else {
      const before = blocked[gap - 1]?.bottom ?? Number.NEGATIVE_INFINITY;
      const after = blocked[gap]?.top ?? Number.POSITIVE_INFINITY;
      current = { top: boxTop(box), bottom: boxBottom(box), from: before, to: after };
      bands.push(current);
    }
  }
  return bands;
}

/** Overlapping intervals merged, top to bottom. */
export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.top - b.top);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.top <= last.bottom) last.bottom = Math.max(last.bottom, interval.bottom);
    else merged.push({ ...interval });
  }
  return merged;
}
