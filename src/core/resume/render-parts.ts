import type {
  Basics,
  DocumentLine,
  DocumentSection,
  Entry,
  ResumeDocument,
  SkillGroup,
} from '@shared/resume-document';

/**
 * What the Markdown and the plain-text renderers share: which parts of the document are written, in which order,
 * and how an entry, a contact line or a skills group reads as one line. The two renderers differ only in marks.
 *
 * The layout (one for both, so a text and its Markdown read back alike):
 *   Name                                             `# Name` in Markdown (without a name in `basics`, the
 *                                                    header section's first line stands here, as printed)
 *   Label | email | phone | location | profile URLs  the contact line, from `basics`, parts that exist
 *   the header section's lines                        what the contact line does not say (the builder
 *                                                    leaves out header lines `basics` holds)
 *   Heading                                          each section's heading as printed (`## Heading`);
 *                                                    an untitled section (a summary under the header) has none
 *   Title | Organisation | Location | Dates          an entry on one line, fields that exist (`### …`); an
 *                                                    entry whose fields do not hold every word of its header
 *                                                    lines writes them as printed instead (see `entryHeader`),
 *                                                    one printed without a header line that its first line
 *                                                    names writes none
 *   • bullet                                         `- bullet` in Markdown; a numbered item keeps its
 *                                                    number ("1. item") in both
 *   plain line                                       a paragraph of its own in Markdown
 *   Label: a, b, c                                   a skills group, with its own separator (`**Label:** a, b, c`)
 * Sections are separated by a blank line, and so are the entries of a section.
 */

/** The separator of the contact line and of an entry's fields. */
export const FIELD_SEPARATOR = ' | ';

/** The parts of the contact line, in order: label, email, phone, location, then each profile's URL. */
export function contactParts(basics: Basics): string[] {
  return [basics.label, basics.email, basics.phone, basics.location, ...basics.profiles.map((p) => p.url)]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
}

/** An entry's fields that exist, in reading order: title, organisation, location, dates as printed. */
export function entryFields(entry: Entry): string[] {
  return [entry.title, entry.organisation, entry.location, entry.dates?.text]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
}

/** The words of a text: runs of letters and digits, in lower case. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of `said` that `saying` does not hold (each as many times as it is printed), in order. */
export function wordsMissing(said: string, saying: string): string[] {
  const counts = new Map<string, number>();
  for (const word of wordsOf(saying)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return wordsOf(said).filter((word) => {
    const left = counts.get(word) ?? 0;
    if (left > 0) counts.set(word, left - 1);
    return left === 0;
  });
}

/**
 * The entry's header lines as printed, one line: a line the page wrapped (ending with a comma, a dash or a
 * joining word, or going on in lower case) goes on after a space, other lines after " | ". A date range the page
 * cut ("June 2020 –" / "Present Led…") keeps its end, which the dates took from the line after the header.
 */
export function printedHeader(entry: Entry): string | undefined {
  const printed = entry.headerLines.map((header) => header.text.trim()).filter((text) => text !== '');
  if (printed.length === 0) return undefined;
  const joined = printed.reduce((joined, text) =>
    /[,&/–—-]$|\s(?:and|or|of|the|for|in|at)$/u.test(joined) || /^\p{Ll}/u.test(text)
      ? `${joined} ${text}`
      : `${joined}${FIELD_SEPARATOR}${text}`,
  );
  const rangeEnd = cutRangeEnd(entry.dates?.text ?? '', joined);
  return rangeEnd ? `${joined} ${rangeEnd}` : joined;
}

/** The end of the dates that the printed header lacks ("Present" of "June 2020 – Present"), as the dates say it. */
function cutRangeEnd(dates: string, printed: string): string {
  const missing = new Set(wordsMissing(dates, printed));
  if (missing.size === 0) return '';
  const parts = dates.split(/\s+/u);
  const from = parts.findIndex((part) => wordsOf(part).some((word) => missing.has(word)));
  return parts.slice(from).join(' ');
}

/**
 * Whether the entry's header is written as its fields: when it has some and they hold every word of its header
 * lines. A header the fields do not wholly say (a project's description, a third part, words after the dates,
 * "Expected" before them) is written as printed, so nothing the person wrote is lost.
 */
export function isWrittenAsFields(entry: Entry): boolean {
  const fields = entryFields(entry);
  if (fields.length === 0) return false;
  return (
    wordsMissing(entry.headerLines.map((header) => header.text).join(' '), fields.join(' ')).length === 0
  );
}

/**
 * Whether the entry was printed without a header line and its first line says every word of its fields (a
 * project named before a colon in its bullet, "Personal Project: Built a model…"): its title is no line of its
 * own, and written as one it would read back as a heading.
 */
export function isTitledByFirstLine(entry: Entry): boolean {
  const first = entry.lines.find((line) => line.text.trim() !== '');
  const fields = entryFields(entry);
  return (
    entry.headerLines.length === 0 &&
    first !== undefined &&
    fields.length > 0 &&
    wordsMissing(fields.join(' '), first.text).length === 0
  );
}

/**
 * The entry's header as one line: its fields joined by " | " when they say the whole header (see
 * `isWrittenAsFields`), else its header lines as printed (see `printedHeader`); undefined when it has neither,
 * or when its first line already says its fields (see `isTitledByFirstLine`).
 */
export function entryHeader(entry: Entry): string | undefined {
  if (isTitledByFirstLine(entry)) return undefined;
  if (isWrittenAsFields(entry)) return entryFields(entry).join(FIELD_SEPARATOR);
  return printedHeader(entry) ?? (entryFields(entry).join(FIELD_SEPARATOR) || undefined);
}

/** The group's skills that are not blank, trimmed. */
export function skillsOf(group: SkillGroup): string[] {
  return group.skills.map((skill) => skill.trim()).filter((skill) => skill !== '');
}

/** The separator a group was printed with; ", " when it has none that separates. */
export function separatorOf(group: SkillGroup): string {
  return group.separator.trim() === '' ? ', ' : group.separator;
}

/** The header section: the first section typed `header`, when it comes first. */
export function headerSectionOf(document: ResumeDocument): DocumentSection | undefined {
  const [first] = document.sections;
  return first?.type === 'header' ? first : undefined;
}

/** Where a written line comes from: what a rewrite of that line changes. */
export type LineSource =
  | { kind: 'name' }
  | { kind: 'contact' }
  | { kind: 'heading'; section: number }
  /** A line, an entry's header or a skills group: `sections[section].items[item]`. */
  | { kind: 'item'; section: number; item: number }
  /** A line of an entry: `sections[section].items[item].lines[line]`. */
  | { kind: 'entry-line'; section: number; item: number; line: number };

/** One line of the layout, before marks: what it is, its text, and whether a blank line comes before it. */
export interface LayoutLine {
  kind: 'name' | 'contact' | 'heading' | 'entry' | 'bullet' | 'paragraph' | 'skills';
  text: string;
  /** The skills group's label, apart from its list (for Markdown's bold label). */
  label?: string;
  /** A numbered bullet's number as printed ("1."), written instead of the bullet mark. */
  marker?: string;
  source: LineSource;
  /** A blank line before it: a new section, or an entry after other items. */
  isSpaced: boolean;
}

const markerOf = (line: DocumentLine) => (line.isBullet && line.marker ? { marker: line.marker } : {});

/** The document as lines in reading order (see the layout above). Blank texts are left out. */
export function layoutOf(document: ResumeDocument): LayoutLine[] {
  const out: LayoutLine[] = [];
  const { basics } = document;
  const header = headerSectionOf(document);
  if (basics.name?.trim())
    out.push({ kind: 'name', text: basics.name.trim(), source: { kind: 'name' }, isSpaced: false });
  const contact = contactParts(basics);
  if (contact.length > 0)
    out.push({
      kind: 'contact',
      text: contact.join(FIELD_SEPARATOR),
      source: { kind: 'contact' },
      isSpaced: false,
    });
  document.sections.forEach((section, index) => {
    const isHeader = section === header;
    let isSpaced = out.length > 0 && !isHeader;
    if (!isHeader && section.heading.trim()) {
      out.push({
        kind: 'heading',
        text: section.heading.trim(),
        source: { kind: 'heading', section: index },
        isSpaced,
      });
      isSpaced = false;
    }
    section.items.forEach((item, at) => {
      const source = { kind: 'item', section: index, item: at } as const;
      const before = out.length;
      if (item.kind === 'line') {
        const text = item.text.trim();
        if (!text) return;
        out.push({ kind: item.isBullet ? 'bullet' : 'paragraph', text, ...markerOf(item), source, isSpaced });
      } else if (item.kind === 'skills') {
        const skills = skillsOf(item);
        const label = item.label?.trim();
        if (skills.length === 0) return;
        const list = skills.join(separatorOf(item));
        out.push({
          kind: 'skills',
          text: label ? `${label}: ${list}` : list,
          ...(label ? { label } : {}),
          source,
          isSpaced,
        });
      } else {
        const headerLine = entryHeader(item);
        // An entry after other items of its section stands apart from them.
        const spaced = isSpaced || at > 0;
        if (headerLine) out.push({ kind: 'entry', text: headerLine, source, isSpaced: spaced });
        item.lines.forEach((line, lineAt) => {
          const text = line.text.trim();
          if (!text) return;
          out.push({
            kind: line.isBullet ? 'bullet' : 'paragraph',
            text,
            ...markerOf(line),
            source: { kind: 'entry-line', section: index, item: at, line: lineAt },
            isSpaced: out.length === before && spaced,
          });
        });
      }
      if (out.length > before) isSpaced = false;
    });
  });
  // Without a name in `basics`, the header's first line is where the name is printed ("Maria Santos, RN, BSN"):
  // it stays first, above the contact line.
  const [first, second] = out;
  const isHeaderLine = (line?: LayoutLine) =>
    line?.kind === 'paragraph' &&
    line.source.kind === 'item' &&
    document.sections[line.source.section] === header;
  if (first?.kind === 'contact' && second && isHeaderLine(second)) [out[0], out[1]] = [second, first];
  return out;
}
