import type { TextBox } from './pdf-items';
import { groupLines, type TextLine } from './pdf-lines';

/** A label column is at most this wide, relative to the text beside it... */
const MAX_LABELS_WIDTH = 0.35;
/** ...its lines at most this long... */
const MAX_LABEL_CHARACTERS = 40;
/** ...and at most this share of the other side's count. */
const MAX_LABELS_SHARE = 0.5;
/** Lines of one label are at most this many font sizes apart (a label wrapped in its narrow column). */
const LABEL_LINE_GAP = 1.6;

/**
 * A column of labels beside the text they label (the headings in the first column of a table, or in a
 * left margin of their own; dates beside their entries): a narrow side of short lines, fewer than half as
 * many as the other side's, each label starting within a line of a line of the other side, each with a word (years alone mark a
 * timeline, read as it was). Read as rows:
 * each label (its wrapped lines one line) comes before the text that starts beside it. Undefined when the
 * left side is no such column.
 */
export function readLabelled(left: readonly TextBox[], right: readonly TextBox[]): TextBox[][] | undefined {
  const labelLines = groupLines(left);
  const textLines = groupLines(right);
  if (labelLines.length === 0 || labelLines.length > MAX_LABELS_SHARE * textLines.length) return undefined;
  if (width(labelLines) > MAX_LABELS_WIDTH * width(textLines)) return undefined;
  const isLabel = (text: string) =>
    text.length <= MAX_LABEL_CHARACTERS && !/[.;]$/u.test(text) && /\p{L}/u.test(text);
  if (!labelLines.every((line) => isLabel(textOf(line)))) return undefined;
  const labels = labelGroups(labelLines);
  const isBesideText = (label: TextLine[]) => {
    const first = label[0] as TextLine;
    return textLines.some((line) => Math.abs(line.y - first.y) <= LABEL_LINE_GAP * first.size);
  };
  if (!labels.every(isBesideText)) return undefined;
  const blocks: TextBox[][] = [];
  let rest = [...right];
  for (const label of labels) {
    const first = label[0] as TextLine;
    const cut = first.y - first.size;
    blocks.push(rest.filter((box) => box.y < cut));
    rest = rest.filter((box) => box.y >= cut);
    blocks.push(oneLine(label));
  }
  blocks.push(rest);
  return blocks.filter((block) => block.length > 0);
}

function labelGroups(lines: readonly TextLine[]): TextLine[][] {
  const groups: TextLine[][] = [];
  for (const line of lines) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    if (group && last && line.y - last.y <= LABEL_LINE_GAP * Math.max(line.size, last.size)) group.push(line);
    else groups.push([line]);
  }
  return groups;
}

/** A label's lines set on its first line's baseline, one after the other: the label read as one line. */
function oneLine(label: readonly TextLine[]): TextBox[] {
  const first = label[0] as TextLine;
  const boxes: TextBox[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const line of label) {
    const shift = Number.isFinite(end) ? end + line.size - (line.boxes[0]?.x0 ?? 0) : 0;
    for (const box of line.boxes) boxes.push({ ...box, y: first.y, x0: box.x0 + shift, x1: box.x1 + shift });
    end = Math.max(...boxes.map((box) => box.x1));
  }
  return boxes;
}

const textOf = (line: TextLine) =>
  line.boxes
    .map((box) => box.str)
    .join('')
    .trim();

function width(lines: readonly TextLine[]): number {
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  for (const line of lines)
    for (const box of line.boxes) {
      left = Math.min(left, box.x0);
      right = Math.max(right, box.x1);
    }
  return right - left;
}
