import { type Band, boxMiddle, extent, freeBands, height, rowsOf, type Split } from './pdf-bands';
import type { TextBox } from './pdf-items';
import { readLabelled } from './pdf-labels';
import { classifySides } from './pdf-margins';
import { marginCut, trimBottom, trimTop } from './pdf-splits';

/**
 * Reading order for one page, as blocks of boxes to read one after the other. A page is cut at a vertical
 * gutter: an x range that no text crosses over a tall band of the page. Inside the band the left column is
 * read top to bottom, then the right one; text above and below the band (a full-width header, what follows
 * a sidebar) is laid out the same way, before and after. At the top of the first page a shorter band also
 * counts (a name and title beside a block of contact details).
 * A margin is not a column: a side whose lines mostly sit on the baselines of the other side (dates or labels
 * left of each entry, dates and places flush right, the cells of a table) is read row by row with it.
 * The name comes first: on the first page, the column holding the name (the largest text at the top of the
 * page) is read before the other one, so a sidebar on the left (profiles, contact details, skills) follows the
 * name's column instead of coming before the name.
 */
export function orderBlocks(
  boxes: readonly TextBox[],
  page: { isFirstPage: boolean; bodySize: number },
): TextBox[][] {
  if (boxes.length === 0) return [];
  // A page of thousands of fragments (a chart, a scanned page's hidden OCR layer) is read as it comes.
  if (boxes.length > MAX_LAYOUT_BOXES) return [[...boxes]];
  const context = {
    minBand: MIN_BAND_FRACTION * height(extent(boxes)),
    size: page.bodySize,
    name: page.isFirstPage ? nameBox(boxes, page.bodySize) : undefined,
  };
  return layout([...boxes], context, { depth: 0, isPageTop: page.isFirstPage });
}

/** The name is printed larger than this many times the body text. */
const NAME_SIZE_RATIO = 1.4;
/** ...within this share of the page's text height from its top. */
const NAME_TOP_FRACTION = 0.3;

/**
 * The box of the person's name on the first page: the largest text (at least 1.4 times the body size, with
 * letters) in the top part of the page's text, the topmost of equals.
 */
function nameBox(boxes: readonly TextBox[], bodySize: number): TextBox | undefined {
  const { top, bottom } = extent(boxes);
  const limit = top + NAME_TOP_FRACTION * (bottom - top);
  let best: TextBox | undefined;
  for (const box of boxes) {
    if (box.size < NAME_SIZE_RATIO * bodySize || box.y > limit || !/\p{L}{2}/u.test(box.str)) continue;
    if (!best || box.size > best.size + 0.01 || (Math.abs(box.size - best.size) <= 0.01 && box.y < best.y))
      best = box;
  }
  return best;
}

interface Context {
  /** Minimum height of a column band, in points (a share of the page's text height). */
  minBand: number;
  /** Font size of the page's body text. */
  size: number;
  /** The person's name on the first page (see `nameBox`). */
  name: TextBox | undefined;
}

interface Region {
  depth: number;
  /** The region starts at the top of the first page (the whole page, or what is above a split). */
  isPageTop: boolean;
}

interface Candidate {
  x: number;
  band: Band;
}

/** Columns run down at least this share of the page's text height... */
const MIN_BAND_FRACTION = 0.4;
/** ...and each holds at least this many lines. */
const MIN_COLUMN_LINES = 3;
/** A header split has at most this many rows. */
const MAX_HEADER_ROWS = 12;
const MAX_DEPTH = 4;
const MAX_LAYOUT_BOXES = 5000;
const MAX_TRIES = 12;
/** Gutter positions are tried every few points across the region. */
const GUTTER_STEP = 3;

function layout(boxes: TextBox[], context: Context, region: Region): TextBox[][] {
  if (region.depth >= MAX_DEPTH || boxes.length < 2) return [boxes];
  const split =
    findColumns(boxes, context) ?? (region.isPageTop ? findHeaderColumns(boxes, context) : undefined);
  if (!split) return [boxes];
  const depth = region.depth + 1;
  // A column of labels is read with the text it labels, each label before the text beside it.
  const labelled = readLabelled(split.left, split.right);
  if (labelled)
    return [
      ...layout(split.above, context, { depth, isPageTop: region.isPageTop }),
      ...labelled,
      ...layout(split.below, context, { depth, isPageTop: false }),
    ].filter((part) => part.length > 0);
  // The column holding the name is read first (a sidebar on the left waits for it).
  const isNameRight = context.name !== undefined && split.right.includes(context.name);
  const columns = isNameRight ? [split.right, split.left] : [split.left, split.right];
  return [
    ...layout(split.above, context, { depth, isPageTop: region.isPageTop }),
    ...[...columns, split.below].flatMap((part) =>
      layout(part, context, { depth, isPageTop: isNameRight && part === split.right && region.isPageTop }),
    ),
  ].filter((part) => part.length > 0);
}

/**
 * Gutter positions across the region (a gutter is `gutter` font sizes wide) with the band `pick` chooses
 * among the free bands there.
 */
function gutterCandidates(
  boxes: readonly TextBox[],
  context: Context,
  gutter: number,
  pick: (bands: Band[]) => Band | undefined,
): Candidate[] {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    minX = Math.min(minX, box.x0);
    maxX = Math.max(maxX, box.x1);
  }
  const half = Math.max(3, (gutter / 2) * context.size);
  const byMiddle = [...boxes].sort((a, b) => boxMiddle(a) - boxMiddle(b));
  const candidates: Candidate[] = [];
  for (let x = minX + half; x <= maxX - half; x += GUTTER_STEP) {
    const band = pick(freeBands(byMiddle, x - half, x + half));
    if (band) candidates.push({ x, band });
  }
  return candidates.sort((a, b) => height(b.band) - height(a.band));
}

/** Candidate splits, best first, each distinct partition once. */
function* splits(boxes: readonly TextBox[], candidates: readonly Candidate[], context: Context) {
  const seen = new Set<string>();
  for (const { x, band } of candidates) {
    const split = trimBottom(splitAt(boxes, x, band), context.size);
    const key = `${split.above.length}/${split.left.length}/${split.right.length}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > MAX_TRIES) return;
    yield split;
  }
}

/** The tallest band whose two sides are true columns, if any runs down enough of the page. */
function findColumns(boxes: readonly TextBox[], context: Context): Split | undefined {
  const tallest = (bands: Band[]) =>
    bands.reduce<Band | undefined>(
      (best, band) => (!best || height(band) > height(best) ? band : best),
      undefined,
    );
  // Wider than a space between words, so a chance "river" of spaces is no gutter.
  const candidates = gutterCandidates(boxes, context, 0.9, tallest).filter(
    ({ band }) => height(band) >= context.minBand,
  );
  for (const split of splits(boxes, candidates, context)) {
    if (height(extent([...split.left, ...split.right])) < context.minBand) continue;
    if (classifySides(split.left, split.right, MIN_COLUMN_LINES) === 'columns') {
      return marginCut(split, MIN_COLUMN_LINES) ?? trimTop(split);
    }
  }
  return undefined;
}

/** At the top of the page, a few rows with text on both sides of a gutter (name | contact details). */
function findHeaderColumns(boxes: readonly TextBox[], context: Context): Split | undefined {
  const first = (bands: Band[]) => (bands[0]?.from === Number.NEGATIVE_INFINITY ? bands[0] : undefined);
  // Wider than a gap inside a line of contact details ("email  |  phone").
  for (const split of splits(boxes, gutterCandidates(boxes, context, 3, first), context)) {
    const rows = rowsOf([...split.left, ...split.right]);
    if (rows.length < 2 || rows.length > MAX_HEADER_ROWS) continue;
    if (classifySides(split.left, split.right, 1) === 'columns') return split;
  }
  return undefined;
}

function splitAt(boxes: readonly TextBox[], x: number, band: Band): Split {
  const split: Split = { above: [], left: [], right: [], below: [], band };
  for (const box of boxes) {
    const middle = boxMiddle(box);
    if (middle <= band.from) split.above.push(box);
    else if (middle >= band.to) split.below.push(box);
    else if ((box.x0 + box.x1) / 2 < x) split.left.push(box);
    else split.right.push(box);
  }
  return split;
}
