import type { DetectedSection } from '@shared/resume';
import type { ResumeDocument } from '@shared/resume-document';
import { headerSectionOf } from './render-parts';
import { renderText, renderTextLines } from './render-text';
import { untitledHeaderTitle } from './source-lines';

/**
 * A resume document (built in the builder, imported from JSON Resume) as a stored resume is kept: its plain text
 * (render-text.ts) and, one for each of the document's sections in order, the section as `splitSections` would
 * give it for that text — type, title (the heading; "Header" for the untitled header block), its non-blank
 * lines after the heading as content (the header block holds the name and contact lines), and the lines of the
 * text it spans. Taken from where each written line comes from, not read back from the text, so nothing rides
 * on heading detection; the section editor edits these lines like an upload's.
 */
export function sectionsOfDocument(document: ResumeDocument): { text: string; sections: DetectedSection[] } {
  const lines = renderTextLines(document);
  const header = headerSectionOf(document);
  let previousEnd = 0;
  const sections = document.sections.map((section, index): DetectedSection => {
    const isHeader = section === header;
    const at = lines.flatMap((line, lineAt) => {
      const source = line.source;
      if (!source) return [];
      const isOwn = 'section' in source && source.section === index;
      const isPerson = isHeader && (source.kind === 'name' || source.kind === 'contact');
      return isOwn || isPerson ? [lineAt] : [];
    });
    const headingAt = at.find((lineAt) => lines[lineAt]?.source?.kind === 'heading');
    const contentAt = at.filter((lineAt) => lineAt !== headingAt);
    const startLine = at[0] ?? previousEnd;
    const endLine = at.at(-1) ?? startLine;
    previousEnd = endLine;
    return {
      type: section.type,
      title: isHeader && section.heading === '' ? untitledHeaderTitle : section.heading,
      content: contentAt.map((lineAt) => lines[lineAt]?.text.trim() ?? ''),
      originalOrder: index,
      startLine,
      endLine,
    };
  });
  return { text: renderText(document), sections };
}
