/**
 * How much of a resume's text is read for its structure: where its headings are, the contact details outside its
 * header, and the entries, skills and lines of its resume document. Its first STRUCTURE_MAX_LINES lines are read, as
 * far as they end within its first STRUCTURE_MAX_CHARS characters: a long resume is a few hundred lines (the 20 pages
 * we read of a PDF, about 1,200 lines and 80,000 characters). Past them the text is kept whole (in the section it runs
 * on in, and in the document as plain text, one block), but not read for headings or entries. So a hostile file of a
 * million tiny lines, or of one line of megabytes, costs what reading its bytes costs, not a million times a line's
 * reading (an entry's header alone takes up to a tenth of a millisecond).
 */
export const STRUCTURE_MAX_LINES = 2_000;
export const STRUCTURE_MAX_CHARS = 200_000;

/**
 * The text's lines read for its structure (none when its first line alone is longer than STRUCTURE_MAX_CHARS), and
 * where they end: the offset just past the last one, at its line break or at the text's end (0 when there is none).
 */
export function structuredPart(text: string): { lines: string[]; end: number } {
  let count = 0;
  let end = 0;
  for (let start = 0; count < STRUCTURE_MAX_LINES; count++) {
    const next = text.indexOf('\n', start);
    const lineEnd = next < 0 ? text.length : next;
    if (lineEnd > STRUCTURE_MAX_CHARS) break;
    end = lineEnd;
    if (next < 0) {
      count++;
      break;
    }
    start = next + 1;
  }
  return { lines: count === 0 ? [] : text.slice(0, end).split('\n'), end };
}

/** The first line holding text from line `from` on, the structured part of the text ending at `end` (see above). */
export function firstTextLineFrom(
  text: string,
  part: { lines: string[]; end: number },
  from: number,
): number {
  let line = part.lines.length;
  let start = line === 0 ? 0 : part.end + 1;
  while (start < text.length) {
    const next = text.indexOf('\n', start);
    const lineEnd = next < 0 ? text.length : next;
    if (line >= from && text.slice(start, lineEnd).trim() !== '') return line;
    line++;
    start = lineEnd + 1;
  }
  return line;
}
