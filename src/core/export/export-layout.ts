import { type LayoutLine, layoutOf } from '@core/resume/render-parts';
import type { ResumeDocument } from '@shared/resume-document';
import type { ExportOptions } from './export-options';

/**
 * The one layout the PDF, Word and HTML exports share: the lines of render-parts.ts (the layout the plain text
 * and the Markdown write, so every format reads back alike), each with what is bold, how large it is and the
 * space before it. One column, no tables, no text boxes: what applicant tracking systems read best.
 *
 *   Name                                   bold, 1.9 × the font size
 *   Label | email | phone | … links        0.95 ×
 *   Heading                                bold, 1.2 ×, kept with the line after it
 *   Title | Organisation | … | Dates       bold, kept with the line after it
 *   • bullet                               a real list item, hanging indent ("1." kept for numbered items)
 *   plain line / Label: a, b, c            the skills group's label in bold
 */
export interface ExportBlock extends LayoutLine {
  /** How many characters at the start of `text` are bold: the whole line, a skills label with its colon, or 0. */
  boldLength: number;
  /** Size as a multiple of the chosen font size. */
  scale: number;
  /** Space above, as a multiple of the chosen font size. */
  spaceBefore: number;
  /** A heading or an entry's header: never the last line of a page. */
  isKeptWithNext: boolean;
  /**
   * Written as an item of a real list: a bullet, or a numbered item of a run counting from 1 ("1.", "2."…). An
   * item numbered otherwise ("5." after a "2.") is written with its number as text, since list readers count
   * from 1 whatever the list's start.
   */
  isListed: boolean;
}

/** The colour of the name and headings (and the rule under each heading) when not optimized for ATS. */
export const ACCENT_COLOR = '#1f4e79';

/** The accent of this export: its template's when it has one, else ours. */
export const accentOf = (options: Pick<ExportOptions, 'accentColor'>) => options.accentColor ?? ACCENT_COLOR;

type Kind = LayoutLine['kind'];

const scales: Record<Kind, number> = {
  name: 1.9,
  contact: 0.95,
  heading: 1.2,
  entry: 1,
  bullet: 1,
  paragraph: 1,
  skills: 1,
};

/** Space above a line that follows another of its block, and above one after a blank line of the text. */
const spacing = { tight: 0.2, spaced: 0.9, heading: 1.1 };

const isBoldKind = (kind: Kind) => kind === 'name' || kind === 'heading' || kind === 'entry';

/** A header line that reads as a name: a few words, no digit, no address. */
const MAX_NAME_WORDS = 8;
const looksLikeName = (text: string) => !/[\d@/]/u.test(text) && text.split(/\s+/u).length <= MAX_NAME_WORDS;

/**
 * The person's name: `basics.name`, else the header line printed where the name goes ("Maria Santos, RN, BSN",
 * which the contact reader did not take for a bare name), when it reads as one.
 */
export function nameOf(document: ResumeDocument): string | undefined {
  const name = document.basics.name?.trim();
  if (name) return name;
  const [first] = layoutOf(document);
  const isHeaderLine =
    first?.source.kind === 'item' && document.sections[first.source.section]?.type === 'header';
  return isHeaderLine && looksLikeName(first.text) ? first.text : undefined;
}

/**
 * The document as the blocks of the export layout, in reading order. A name printed with its titles, which
 * `basics` does not hold ("Maria Santos, RN, BSN", see `nameOf`), is set as the name all the same.
 */
export function exportBlocksOf(document: ResumeDocument): ExportBlock[] {
  const lines = layoutOf(document);
  const [first] = lines;
  if (first && first.kind !== 'name' && !document.basics.name?.trim() && first.text === nameOf(document))
    lines[0] = { ...first, kind: 'name' };
  const blocks: ExportBlock[] = lines.map((line, at) => ({
    ...line,
    boldLength: isBoldKind(line.kind) ? line.text.length : line.label ? line.label.length + 1 : 0,
    scale: scales[line.kind],
    spaceBefore:
      at === 0
        ? 0
        : line.isSpaced
          ? line.kind === 'heading'
            ? spacing.heading
            : spacing.spaced
          : spacing.tight,
    isKeptWithNext: line.kind === 'heading' || line.kind === 'entry',
    isListed: line.kind === 'bullet' && !line.marker,
  }));
  blocks.forEach((block, at) => {
    const number = block.kind === 'bullet' ? listNumberOf(block.marker) : undefined;
    const previous = blocks[at - 1];
    if (number)
      block.isListed = number.value === 1 || (previous?.isListed === true && followsInList(previous, block));
  });
  return blocks;
}

/** A block's text as its bold part and the rest ("Languages:" and " Python, Go"). */
export function boldParts(block: ExportBlock): { bold: string; rest: string } {
  return { bold: block.text.slice(0, block.boldLength), rest: block.text.slice(block.boldLength) };
}

/** A numbered item's marker as Word and HTML lists write it: its number and the marks around it ("(3)"). */
export interface ListNumber {
  value: number;
  before: string;
  after: string;
}

/** The number of a numbered bullet's marker ("1.", "2)", "(3)"); undefined for any other marker. */
export function listNumberOf(marker: string | undefined): ListNumber | undefined {
  const match = /^(\(?)(\d{1,6})([.)])$/u.exec(marker ?? '');
  if (!match) return undefined;
  return { before: match[1] ?? '', value: Number(match[2]), after: match[3] ?? '' };
}

/** Which section of the document a block writes; -1 for the name and the contact line. */
export const sectionIndexOf = (block: ExportBlock) =>
  block.source.kind === 'name' || block.source.kind === 'contact' ? -1 : block.source.section;

/**
 * Whether a bullet goes on the list of the item before it: the same section, no blank line between, and the same
 * kind of list (bullet marks, or numbers counting on by one in the same form).
 */
function followsInList(previous: ExportBlock, block: ExportBlock): boolean {
  if (previous.kind !== 'bullet' || block.kind !== 'bullet' || block.isSpaced) return false;
  if (sectionIndexOf(previous) !== sectionIndexOf(block)) return false;
  const before = listNumberOf(previous.marker);
  const number = listNumberOf(block.marker);
  if (!before || !number) return !before && !number && !previous.marker && !block.marker;
  return (
    number.value === before.value + 1 && number.before === before.before && number.after === before.after
  );
}

/** Whether a listed block goes on the list of the items before it (see `followsInList`). */
export function continuesList(list: readonly ExportBlock[], block: ExportBlock): boolean {
  const last = list.at(-1);
  return block.isListed && last !== undefined && followsInList(last, block);
}
