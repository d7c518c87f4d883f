import { extractContact } from '@core/ingest/contact';
import { splitSections } from '@core/ingest/sections';
import { firstTextLineFrom, structuredPart } from '@core/ingest/structure-limit';
import type { Contact, DetectedSection } from '@shared/resume';
import type {
  Basics,
  DocumentLine,
  DocumentSection,
  ResumeDocument,
  SectionItem,
} from '@shared/resume-document';
import { basicsOf, headerRest } from './basics';
import { buildEntries, lineItem } from './entries';
import { buildSkillGroups } from './skill-groups';
import { hasPrintedHeading, type SourceLine, sourceLinesOf } from './source-lines';
import { joinWrappedLines, type TextUnit } from './wrapped-lines';

export interface DocumentSource {
  /** The resume's text as ingested (normalized); sections' lines index into its lines. */
  text: string;
  /** The sections as `splitSections` found them, or as the visitor edited them (their content replaced). */
  sections: readonly DetectedSection[];
  /** The contact details found in the text. */
  contact: Contact;
}

/**
 * The resume document of a resume's text and sections: the person (`basics`) and the sections in their order,
 * each with its items:
 * - experience, education and projects: entries (see `entries.ts`), and the lines before the first one;
 * - skills: skill groups (see `skill-groups.ts`);
 * - the header: what its lines say beyond the contact details (those live on in `basics`, see `headerRest`);
 * - summary, certifications and other sections: their lines.
 * Bullets and lines wrapped by the page are joined first (see `wrapped-lines.ts`). Every item keeps the line of
 * the text it starts on; a section whose content is no longer what the text holds (edited in the section editor)
 * is built from its content all the same, its new lines at -1, and is marked `isEdited`.
 * Nothing is lost, in the document or in what is written of it: each non-blank line of a section's content is in
 * exactly one item (an entry, a bullet, a line, a skills group), or, in the header, said by `basics` (a header
 * line keeps the parts the contact line does not print, as printed); and every word of the content reaches the
 * written text, since an entry whose fields do not say every word of its header lines is written as printed
 * (render-parts.ts; nothing-lost.test.ts checks it). Pure: the same input gives the same document.
 * Only the lines read for the resume's structure are read for items (structure-limit.ts): the lines of a section
 * running on past them are its last item, one plain line holding them as printed, a line each.
 */
export function buildResumeDocument({ text, sections, contact }: DocumentSource): ResumeDocument {
  const structured = structuredPart(text);
  const lines = structured.lines;
  const width = lines.reduce((widest, line) => Math.max(widest, line.trim().length), 0);
  const sources = sections.map((section) => sourceLinesOf(section, lines));
  const firstHeader = sections.findIndex((section) => section.type === 'header');
  const basics = basicsOf(contact, firstHeader >= 0 ? (sources[firstHeader]?.lines ?? []) : []);
  return {
    basics,
    sections: sections.map((section, at): DocumentSection => {
      const source = sources[at] ?? { lines: [], isEdited: false, rest: [] };
      const items = itemsOf(section, source.lines, { width, basics });
      if (source.rest.length > 0) {
        const from = firstTextLineFrom(text, structured, section.startLine);
        items.push(unreadLines(source.rest, from, section.endLine));
      }
      return {
        type: section.type,
        heading: hasPrintedHeading(section) ? section.title : '',
        line: section.startLine,
        isEdited: source.isEdited,
        items,
      };
    }),
  };
}

/** A section's lines past those read for structure, as one plain line: as printed, a line each, to `lastLine`. */
function unreadLines(rest: readonly string[], line: number, lastLine: number): DocumentLine {
  return {
    kind: 'line',
    text: rest.join('\n'),
    isBullet: false,
    line,
    ...(lastLine > line ? { lineCount: lastLine - line + 1 } : {}),
  };
}

function itemsOf(
  section: DetectedSection,
  lines: readonly SourceLine[],
  context: { width: number; basics: Basics },
): SectionItem[] {
  const units = joinWrappedLines(lines, {
    width: context.width,
    isContactBlock: section.type === 'header',
  });
  switch (section.type) {
    case 'experience':
    case 'education':
    case 'projects':
      return buildEntries(units, section.type);
    case 'skills':
      return buildSkillGroups(units);
    case 'header':
      // A header line keeps what the contact line does not print, as printed; a line it prints whole goes.
      return units.flatMap((unit) => {
        // A numbered line ("1. …") is read with its number, which the contact line never prints.
        const printed = unit.marker ? `${unit.marker} ${unit.text}` : unit.text;
        const rest = headerRest(printed, context.basics);
        if (rest === '') return [];
        const { marker: _number, ...item } = lineItem(unit);
        return [{ ...item, text: rest, isBullet: unit.marker ? false : item.isBullet }];
      });
    default:
      return units.map((unit: TextUnit) => lineItem(unit));
  }
}

/**
 * The document of a resume known only by its text (pasted, or sent without a stored resume): its sections and
 * contact details read as ingestion reads them.
 */
export function resumeDocumentOfText(text: string): ResumeDocument {
  const sections = splitSections(text);
  return buildResumeDocument({ text, sections, contact: extractContact(text, sections) });
}
