import type { TextBox } from './pdf-items';

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
export function lineTexts(line: TextLine, bodySize: number): string[] {
  const boxes = dropOverprints(line.boxes);
  const split = labelEnd(boxes, bodySize);
  const parts = split > 0 ? [boxes.slice(0, split), boxes.slice(split)] : [boxes];
  return parts.map(joinBoxes).filter((text) => text.length > 0);
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

function joinBoxes(boxes: readonly TextBox[]): string {
  let text = '';
  let previous: TextBox | undefined;
  for (const box of boxes) {
    if (previous) {
      const gap = box.isRtl ? previous.x0 - box.x1 : box.x0 - previous.x1;
      const isSpaced = previous.hasSpaceAfter || gap > SPACE_GAP * Math.min(box.size, previous.size);
      if (isSpaced && !/\s$/.test(text) && !/^\s/.test(box.str)) text += ' ';
    }
    text += box.str;
    previous = box;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Lines of one column as paragraphs: a new paragraph starts where the gap to the previous line is clearly
 * larger than the column's usual line spacing (measured relative to font size, so a bigger heading alone
 * does not count).
 */
export function linesToParagraphs(lines: readonly TextLine[], bodySize: number): string[][] {
  const ratios: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const above = lines[i - 1] as TextLine;
    const below = lines[i] as TextLine;
    ratios.push((below.y - above.y) / Math.max(above.size, below.size));
  }
  const usual = median(ratios.filter((ratio) => ratio > 0.5 && ratio < 3)) ?? 1.2;
  const paragraphs: string[][] = [];
  let current: string[] = [];
  lines.forEach((line, i) => {
    const texts = lineTexts(line, bodySize);
    if (texts.length === 0) return;
    const ratio = i > 0 ? (ratios[i - 1] ?? 0) : 0;
    if (current.length > 0 && ratio > Math.max(1.5 * usual, usual + 0.5)) {
      paragraphs.push(current);
      current = [];
    }
    current.push(...texts);
  });
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
