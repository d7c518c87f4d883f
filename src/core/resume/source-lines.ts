import type { DetectedSection } from '@shared/resume';

/** One content line of a section and where it stands in the text (-1: not in the text, the visitor wrote it). */
export interface SourceLine {
  text: string;
  line: number;
}

/** Title `splitSections` gives the block before the first heading, which prints no heading. */
export const untitledHeaderTitle = 'Header';

/** Whether the section prints a heading of its own (the header block and an untitled summary do not). */
export function hasPrintedHeading(section: DetectedSection): boolean {
  if (section.title === '') return false;
  return !(section.type === 'header' && section.title === untitledHeaderTitle);
}

/**
 * A section's content lines with their line in the text, and whether the content is still what the text holds.
 *
 * Content as `splitSections` gives it is the section's non-blank lines, trimmed, in order, so each one is found
 * on the next non-blank line of the text, except two that share a line with a heading: a first line printed after
 * its heading ("Skills: Java, Python") and a last line before a heading glued to it ("…lawEducation Details"),
 * which are found inside their line. A section edited in the section editor holds other lines: each line still
 * found in order keeps its place; the others get -1, and the section counts as edited (as it does when a line
 * of the text is no longer in its content).
 *
 * `lines` may be the text's first lines only, those read for its structure (structure-limit.ts): the content of a
 * section running on past them, from its first line not found among them, is `rest`, lines not read.
 */
export function sourceLinesOf(
  section: DetectedSection,
  lines: readonly string[],
): { lines: SourceLine[]; isEdited: boolean; rest: readonly string[] } {
  const isTitled = hasPrintedHeading(section);
  const first = section.startLine;
  const last = Math.min(section.endLine, lines.length - 1);
  const runsPast = section.endLine >= lines.length;
  const found: SourceLine[] = [];
  const used = new Set<number>();
  let cursor = first;
  for (const [position, text] of section.content.entries()) {
    const at = findLine(text, cursor, last, (index) => {
      const printed = lines[index]?.trim() ?? '';
      // On the heading's line, the content is what follows the heading ("a" is not in "Education").
      if (isTitled && index === first)
        return printed !== text && afterTitle(printed, section.title).includes(text);
      return printed === text || ((index === first || index === last) && printed.includes(text));
    });
    if (at < 0 && runsPast)
      return { ...linesIn(section, found, used, lines), rest: section.content.slice(position) };
    found.push({ text, line: at });
    if (at >= 0) {
      used.add(at);
      cursor = at + 1;
    }
  }
  return { ...linesIn(section, found, used, lines), rest: [] };
}

/** The lines found, and whether the section is edited: a line not found, or a line of the text left out. */
function linesIn(
  section: DetectedSection,
  found: SourceLine[],
  used: ReadonlySet<number>,
  lines: readonly string[],
): { lines: SourceLine[]; isEdited: boolean } {
  const first = section.startLine;
  const last = Math.min(section.endLine, lines.length - 1);
  let isEdited = found.some((line) => line.line < 0);
  for (let index = hasPrintedHeading(section) ? first + 1 : first; index <= last && !isEdited; index++) {
    if ((lines[index]?.trim() ?? '') !== '' && !used.has(index)) isEdited = true;
  }
  return { lines: found, isEdited };
}

/** What a heading's line prints after the heading ("Skills: Java" -> ": Java"); the line when it has no title. */
function afterTitle(printed: string, title: string): string {
  const at = title ? printed.toLowerCase().indexOf(title.toLowerCase()) : -1;
  return at < 0 ? printed : printed.slice(at + title.length);
}

/** The first line from `from` to `to` that `matches`; -1 when none does. */
function findLine(text: string, from: number, to: number, matches: (index: number) => boolean): number {
  if (text.trim() === '') return -1;
  for (let index = from; index <= to; index++) {
    if (matches(index)) return index;
  }
  return -1;
}
