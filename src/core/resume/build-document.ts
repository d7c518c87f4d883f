import type { Contact, DetectedSection } from '@shared/resume';
import type { Basics, DocumentSection, ResumeDocument, SectionItem } from '@shared/resume-document';
import { basicsOf, isSaidByBasics } from './basics';
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
 * - the header: the lines that say more than the contact details (those live on in `basics`);
 * - summary, certifications and other sections: their lines.
 * Bullets and lines wrapped by the page are joined first (see `wrapped-lines.ts`). Every item keeps the line of
 * the text it starts on; a section whose content is no longer what the text holds (edited in the section editor)
 * is built from its content all the same, its new lines at -1, and is marked `isEdited`.
 * Nothing is lost: each non-blank line of a section's content is in exactly one item (a header line, a bullet, a
 * line, a skills group), or, in the header, said by `basics`. Pure: the same input gives the same document.
 */
export function buildResumeDocument({ text, sections, contact }: DocumentSource): ResumeDocument {
  const lines = text.split('\n');
  const width = lines.reduce((widest, line) => Math.max(widest, line.trim().length), 0);
  const sources = sections.map((section) => sourceLinesOf(section, lines));
  const firstHeader = sections.findIndex((section) => section.type === 'header');
  const basics = basicsOf(contact, firstHeader >= 0 ? (sources[firstHeader]?.lines ?? []) : []);
  return {
    basics,
    sections: sections.map((section, at): DocumentSection => {
      const source = sources[at] ?? { lines: [], isEdited: false };
      return {
        type: section.type,
        heading: hasPrintedHeading(section) ? section.title : '',
        line: section.startLine,
        isEdited: source.isEdited,
        items: itemsOf(section, source.lines, { width, basics }),
      };
    }),
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
      return units.filter((unit) => !isSaidByBasics(unit.text, context.basics)).map(lineItem);
    default:
      return units.map((unit: TextUnit) => lineItem(unit));
  }
}
