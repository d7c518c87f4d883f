import { startsWithActionVerb } from '@core/resume/header-words';
import { webAddress } from '@core/resume/wrapped-lines';
import { isStrongHeadingKey } from './heading-candidates';
import type { TextBox } from './pdf-items';
import { normalizeHeading } from './section-headings';

/** Text boxes sharing a baseline, left to right (right to left for RTL text). */
export interface TextLine {
  boxes: TextBox[];
  /** Baseline of the line's main text (its largest box). */
  y: number;
  /** Font size of the line's main text. */
  size: number;
}

/** Fraction of the font size above which the horizontal gap between two boxes is a word space. */
const SPACE_GAP = 0.18;
/** Vertical extent of a glyph box, as fractions of the font size above and below the baseline. */
const ASCENT = 0.75;
const DESCENT = 0.15;
/** Text this much larger than the body text (and than its neighbours) is a heading or a name. */
const HEADING_SIZE = 1.25;

function overlap(box: TextBox, line: TextLine): number {
  const top = Math.max(box.y - ASCENT * box.size, line.y - ASCENT * line.size);
  const bottom = Math.min(box.y + DESCENT * box.size, line.y + DESCENT * line.size);
  return (bottom - top) / ((ASCENT + DESCENT) * Math.min(box.size, line.size));
}

/**
 * Group boxes into lines: a box joins the line its glyphs overlap vertically by at least half (so
 * superscripts and mixed font sizes stay on their line); lines come out top to bottom.
 */
export function groupLines(boxes: readonly TextBox[]): TextLine[] {
  const sorted = [...boxes].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const lines: TextLine[] = [];
  // Characters each line holds per font size, kept as boxes join: weighing them again for each box was quadratic.
  const weights = new Map<TextLine, Map<number, number>>();
  for (const box of sorted) {
    let best: TextLine | undefined;
    let bestOverlap = 0.5;
    // Boxes arrive by baseline, so only the last few lines can still overlap this one.
    for (let i = lines.length - 1; i >= 0 && i >= lines.length - 4; i--) {
      const line = lines[i] as TextLine;
      const score = overlap(box, line);
      if (score >= bestOverlap) {
        best = line;
        bestOverlap = score;
      }
    }
    if (best) addToLine(best, box, weights.get(best) ?? new Map());
    else {
      const line = { boxes: [box], y: box.y, size: box.size };
      lines.push(line);
      weights.set(line, new Map([[box.size, box.str.length]]));
    }
  }
  for (const line of lines) sortBoxes(line);
  return lines.sort((a, b) => a.y - b.y);
}

/** A box joins the line; the line takes its size (and baseline) when that size now holds the most characters. */
function addToLine(line: TextLine, box: TextBox, weights: Map<number, number>): void {
  line.boxes.push(box);
  weights.set(box.size, (weights.get(box.size) ?? 0) + box.str.length);
  const weightOf = (size: number) => weights.get(size) ?? 0;
  if (box.size !== line.size && weightOf(box.size) > weightOf(line.size)) {
    line.y = box.y;
    line.size = box.size;
  }
}

function sortBoxes(line: TextLine): void {
  const isRtl = line.boxes.filter((box) => box.isRtl).length * 2 > line.boxes.length;
  line.boxes.sort((a, b) => (isRtl ? b.x1 - a.x1 : a.x0 - b.x0));
}

/**
 * The line's text, usually one string. Boxes are joined with a space where pdf.js marked one or the gap is
 * wider than a fraction of the font size (a word split into several boxes by kerning stays whole); text drawn
 * twice at the same place is kept once. A heading-size label left of smaller text, apart
 * from it (a heading in the left margin, a name beside contact details), becomes a line of its own.
 */
export function lineTexts(line: TextLine, bodySize: number, edges: LeftEdges = new Map()): string[] {
  return printedLines(line, bodySize, edges).map((printed) => printed.text);
}

/** A line of text as read, with its style when one font at one size prints all of it. */
export interface PrintedLine {
  text: string;
  /** The font and size (to half a point) of the whole line: what a document's headings share. */
  style?: string;
}

function printedLines(line: TextLine, bodySize: number, edges: LeftEdges): PrintedLine[] {
  const boxes = dropOverprints(line.boxes);
  const split = labelEnd(boxes, bodySize) || gutterEnd(boxes, edges);
  const parts = split > 0 ? [boxes.slice(0, split), boxes.slice(split)] : [boxes];
  return parts
    .map((part) => ({ text: joinBoxes(part, edges), style: styleOf(part) }))
    .filter((printed) => printed.text.length > 0);
}

function styleOf(boxes: readonly TextBox[]): string | undefined {
  const styles = new Set(boxes.map((box) => `${Math.round(box.size * 2) / 2} ${box.font}`));
  return styles.size === 1 ? [...styles][0] : undefined;
}

/** How many lines of a column start at each left edge (x rounded to the point). */
type LeftEdges = ReadonlyMap<number, number>;

/** Gap (in font sizes) that sets text in a left gutter apart from the text it labels. */
const GUTTER_GAP = 1;

function leftEdges(lines: readonly TextLine[]): LeftEdges {
  const edges = new Map<number, number>();
  for (const line of lines) {
    const first = line.boxes[0];
    if (first && !first.isRtl) edges.set(Math.round(first.x0), (edges.get(Math.round(first.x0)) ?? 0) + 1);
  }
  return edges;
}

const linesAt = (edges: LeftEdges, x: number) =>
  (edges.get(Math.round(x)) ?? 0) + (edges.get(Math.round(x) - 1) ?? 0) + (edges.get(Math.round(x) + 1) ?? 0);

/**
 * Index where text in a left gutter ends and the text it labels starts, or 0: text set apart from the rest of
 * its line, where the rest starts at a left edge where other lines of the column start (a heading or a date left
 * of its entry: the gutter layout of LaTeX classes and builder templates), is a line of its own.
 */
function gutterEnd(boxes: readonly TextBox[], edges: LeftEdges): number {
  for (let i = 1; i < boxes.length; i++) {
    const [before, after] = [boxes[i - 1] as TextBox, boxes[i] as TextBox];
    // A bullet opens the text it marks: half the gap sets it apart.
    const gap =
      (bulletGlyph.test(after.str.trim()) ? GUTTER_GAP / 2 : GUTTER_GAP) * Math.max(before.size, after.size);
    if (after.isRtl || after.x0 - before.x1 < gap) continue;
    return linesAt(edges, after.x0) >= 2 ? i : 0;
  }
  return 0;
}

/** Text drawn again a hair's breadth away (fake bold, shadows) is the same text: keep it once. */
function dropOverprints(boxes: readonly TextBox[]): TextBox[] {
  const kept: TextBox[] = [];
  for (const box of boxes) {
    // Boxes are sorted by x, so a copy sits among the last few kept.
    const isCopy = kept
      .slice(-3)
      .some(
        (other) =>
          other.str === box.str &&
          Math.abs(other.x0 - box.x0) < 0.3 * box.size &&
          Math.abs(other.y - box.y) < 0.3 * box.size,
      );
    if (!isCopy) kept.push(box);
  }
  return kept;
}

/** Index where a heading-size left label ends and the line's smaller text starts, or 0. */
function labelEnd(boxes: readonly TextBox[], bodySize: number): number {
  // The largest size from each box to the line's end, read once from the end: linear on a line of many boxes.
  const restSizes: number[] = [];
  for (let i = boxes.length - 1, largest = Number.NEGATIVE_INFINITY; i >= 0; i--) {
    largest = Math.max(largest, (boxes[i] as TextBox).size);
    restSizes[i] = largest;
  }
  let labelSize = Number.POSITIVE_INFINITY;
  for (let i = 1; i < boxes.length; i++) {
    const before = boxes[i - 1] as TextBox;
    const after = boxes[i] as TextBox;
    const restSize = restSizes[i] as number;
    labelSize = Math.min(labelSize, before.size);
    if (after.x0 - before.x1 <= 1.5 * restSize) continue;
    return labelSize >= HEADING_SIZE * restSize && labelSize >= HEADING_SIZE * bodySize ? i : 0;
  }
  return 0;
}

function joinBoxes(boxes: readonly TextBox[], edges: LeftEdges): string {
  const letterGap = usualLetterGap(boxes);
  let text = '';
  let previous: TextBox | undefined;
  for (const box of boxes) {
    if (previous) {
      const gap = box.isRtl ? previous.x0 - box.x1 : box.x0 - previous.x1;
      const spaceGap = SPACE_GAP * Math.min(box.size, previous.size);
      const isSpaced =
        letterGap !== undefined && isLetter(previous) && isLetter(box)
          ? gap > letterGap + spaceGap
          : previous.hasSpaceAfter || gap > spaceGap;
      if (isSpaced && isNewField(previous, box) && linesAt(edges, box.x0) < 2) text += ' | ';
      else if (isSpaced && !/\s$/.test(text) && !/^\s/.test(box.str)) text += ' ';
    }
    text += box.str;
    previous = box;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Words after a space in another font and another size start another field ("Executive Sous Chef" in bold,
 * "Thistle & Brine" smaller beside it): read with a separator between, as a line of fields prints one. Words
 * a gutter's width away, or where other lines start, begin a column (see `gutterEnd`), not a field.
 */
function isNewField(before: TextBox, after: TextBox): boolean {
  const isWords = (box: TextBox) => /\p{L}{2}/u.test(box.str);
  return (
    before.font !== after.font &&
    after.x0 - before.x1 < GUTTER_GAP * Math.max(before.size, after.size) &&
    Math.abs(before.size - after.size) >= 0.05 * Math.max(before.size, after.size) &&
    isWords(before) &&
    isWords(after) &&
    !/[|•·,;:(/–—-]\s*$/u.test(before.str) &&
    !/^\s*[|•·,;:)/–—-]/u.test(after.str)
  );
}

const isLetter = (box: TextBox) => box.str.length === 1 && /\p{L}/u.test(box.str);

/**
 * Letters drawn one box each with an even gap (letter-spaced capitals, small capitals) are words: the gap
 * between two such letters is a word space only when it is clearly wider than their usual gap (the median),
 * whatever blank items pdf.js put between them. Undefined when the line has fewer than three such gaps.
 */
function usualLetterGap(boxes: readonly TextBox[]): number | undefined {
  const gaps: number[] = [];
  for (let i = 1; i < boxes.length; i++) {
    const [before, after] = [boxes[i - 1] as TextBox, boxes[i] as TextBox];
    if (isLetter(before) && isLetter(after))
      gaps.push(after.isRtl ? before.x0 - after.x1 : after.x0 - before.x1);
  }
  return gaps.length >= 3 ? median(gaps) : undefined;
}

/**
 * Lines of one column as paragraphs: a new paragraph starts where the gap to the previous line is clearly
 * larger than the column's usual line spacing (measured relative to font size, so a bigger heading alone
 * does not count).
 */
export function linesToParagraphs(lines: readonly TextLine[], bodySize: number): PrintedLine[][] {
  const ratios: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const above = lines[i - 1] as TextLine;
    const below = lines[i] as TextLine;
    ratios.push((below.y - above.y) / Math.max(above.size, below.size));
  }
  const usual = median(ratios.filter((ratio) => ratio > 0.5 && ratio < 3)) ?? 1.2;
  const edges = leftEdges(lines);
  // The column's right edge, as two lines reach it at least (one long line alone is no edge).
  const rightEdge = secondLargest(lines.map((line) => line.boxes.at(-1)?.x1 ?? 0));
  const pitches = linePitches(lines, ratios);
  const paragraphs: PrintedLine[][] = [];
  let current: PrintedLine[] = [];
  let above: { line: TextLine; isWhole: boolean } | undefined;
  lines.forEach((line, i) => {
    const texts = printedLines(line, bodySize, edges);
    if (texts.length === 0) return;
    const ratio = i > 0 ? (ratios[i - 1] ?? 0) : 0;
    if (current.length > 0 && ratio > Math.max(1.5 * usual, usual + 0.5)) {
      paragraphs.push(current);
      current = [];
      above = undefined;
    }
    const isWhole = texts.length === 1;
    const last = current.at(-1);
    const text = (texts[0] as PrintedLine).text;
    const isAtPitch = ratio <= (pitches.get(Math.round(line.boxes[0]?.x0 ?? 0)) ?? 0) + 0.1;
    if (
      isWhole &&
      above?.isWhole &&
      last !== undefined &&
      isAtPitch &&
      isWrapped(above.line, line, last.text, text, rightEdge)
    )
      current[current.length - 1] = { text: `${last.text} ${text}` };
    else current.push(...texts);
    above = { line, isWhole };
  });
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

/**
 * The pitch of the lines the page wrapped, per left edge: the closest two lines of one size, the second
 * starting there under the words of the first (items are often spaced further apart, and a contact block
 * elsewhere may be set tighter).
 */
function linePitches(lines: readonly TextLine[], ratios: readonly number[]): Map<number, number> {
  const pitches = new Map<number, number>();
  ratios.forEach((ratio, i) => {
    const [above, below] = [lines[i] as TextLine, lines[i + 1] as TextLine];
    const edge = Math.round(below.boxes[0]?.x0 ?? 0);
    const isUnder = Math.abs(wordsEdge(above) - edge) <= 2 * below.size;
    if (ratio <= 0.5 || above.size !== below.size || !isUnder) return;
    pitches.set(edge, Math.min(pitches.get(edge) ?? Number.POSITIVE_INFINITY, ratio));
  });
  return pitches;
}

/**
 * A bullet glyph drawn as a box of its own before its text, a glyph of an icon font among them: one pdf.js
 * cannot map to text reads as a private-use character, U+FFFD or U+0000.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what pdf.js gives for an unmapped icon glyph.
const bulletGlyph = /^[•◦▪▫■□●○◆◇►▸▹‣⁃∙·–—*\-\u0000\uE000-\uF8FF\uFFFD]$/u;

/** Where a line's words start: after a bullet glyph drawn as a box of its own. */
function wordsEdge(line: TextLine): number {
  const [first, second] = line.boxes;
  return first && second && bulletGlyph.test(first.str.trim()) ? second.x0 : (first?.x0 ?? 0);
}

/** A bullet glyph or a label ("Tools: ") opening a line's text: the line starts an item of its own. */
/** A month and a year opening a line: "Jan 2019 -", "Sept. 2019" (a year alone may end a date cut above). */
const opensWithDate = /^\p{L}{3,9}\.?\s+(?:19|20)\d{2}\b/u;
const opensItem = /^(?:[•◦▪▫■□●○◆◇►▸▹‣⁃∙·*]|[-–—]\s|[\p{L}][\p{L} ]{0,29}:\s)/u;

/**
 * Whether `below` starts where the words of `above` start: at its left edge, or after its bullet glyph (drawn
 * as a box of its own; or within the first box: then at the glyph or within two ems after it).
 */
function startsWithText(above: TextLine, aboveText: string, below: TextBox): boolean {
  const [first, second] = above.boxes;
  if (!first) return false;
  // Text set from one left edge starts at the same point; right-aligned labels of a gutter only nearly do.
  const sameEdge = (x: number) => Math.abs(below.x0 - x) <= Math.max(1, 0.1 * below.size);
  // A wrapped item goes on under its words, or under its bullet where the list has no hanging indent.
  if (second && bulletGlyph.test(first.str.trim()))
    return sameEdge(second.x0) || (sameEdge(first.x0) && !bulletGlyph.test(below.str.trim()));
  if (/^[•◦▪▫■□●○◆◇►▸▹‣⁃∙·*]\s/u.test(aboveText))
    return below.x0 - first.x0 >= -0.5 * below.size && below.x0 - first.x0 <= 2 * below.size;
  return sameEdge(first.x0);
}

/** Where text starts after a gap wider than a word space inside a line: a second column (a date's, a label's). */
const columnStarts = (line: TextLine) =>
  line.boxes.flatMap((box, i) =>
    i > 0 && box.x0 - (line.boxes[i - 1] as TextBox).x1 > 0.5 * box.size ? [box.x0] : [],
  );

/** Two lines with text starting at the same point after a gap are two rows of columns, not one wrapped line. */
function sharesColumn(above: TextLine, below: TextLine): boolean {
  const starts = columnStarts(above);
  return columnStarts(below).some((x) => starts.some((start) => Math.abs(start - x) <= 1));
}

/** A gap inside a line wider than a word space: a tab stop, right-aligned dates. */
const hasTabGap = (line: TextLine) =>
  line.boxes.some((box, i) => i > 0 && box.x0 - (line.boxes[i - 1] as TextBox).x1 > 1.5 * box.size);

/**
 * The page wrapped `above` into `below` (the caller checks they follow at the column's closest line pitch): the
 * next line's first word would not have fitted at the end of the line above (the page cut it, not the writer),
 * both start at the same edge (the text edge of a bullet above), in the same size, with no tab in the line above
 * and no second column starting where one starts in the line above (rows of a table, dates in a gutter),
 * the line above holds three words or more, and the next opens with no bullet glyph, label, web address or
 * capitalised action verb and is no section heading; the line above does not end a sentence unless the next
 * starts in lower case. A hyphen at the end is left to the hyphenation rules (pdf-hyphens.ts).
 */
function isWrapped(
  above: TextLine,
  below: TextLine,
  aboveText: string,
  belowText: string,
  rightEdge: number,
): boolean {
  const first = below.boxes[0];
  const end = above.boxes.at(-1);
  if (!first || !end || above.boxes[0]?.isRtl || first.isRtl) return false;
  if (Math.abs(above.size - below.size) > 0.5 || hasTabGap(above) || opensItem.test(belowText)) return false;
  if (sharesColumn(above, below)) return false;
  if (!startsWithText(above, aboveText, first)) return false;
  if (/[-\u2010\u2011\u00AD]$/u.test(aboveText)) return false;
  if (/[.!?。]$/u.test(aboveText) && !/^\p{Ll}/u.test(belowText)) return false;
  // A line of one word, or a web address or a date after it, was not cut by the page (a narrow sidebar's
  // heading, an entry's dates under its title).
  if (aboveText.split(/\s+/u).length < 2 || webAddress.test(belowText) || opensWithDate.test(belowText))
    return false;
  // Vocabulary, as one signal among these: an item opens with an action verb, a section heading stands alone.
  if (startsWithActionVerb(belowText) || isStrongHeadingKey(normalizeHeading(belowText))) return false;
  const firstWord = belowText.split(/\s/u)[0] ?? '';
  const wordWidth = (first.x1 - first.x0) * (firstWord.length / Math.max(first.str.trimEnd().length, 1));
  // The width of a word is estimated from its share of the box's characters: an em of slack for narrow letters.
  return end.x1 + SPACE_GAP * below.size + wordWidth > rightEdge - below.size;
}

function secondLargest(values: number[]): number {
  return [...values].sort((a, b) => b - a)[1] ?? Number.POSITIVE_INFINITY;
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
