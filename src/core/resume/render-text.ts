import type { ResumeDocument } from '@shared/resume-document';
import { type LineSource, layoutOf } from './render-parts';

/** The bullet mark of the plain-text rendering. */
export const TEXT_BULLET = '• ';

/** One line of the plain text and, when it is not blank, the part of the document it writes. */
export interface RenderedLine {
  text: string;
  source?: LineSource;
}

/**
 * The document as plain text for applicant tracking systems, in the layout of render-parts.ts without marks:
 * the name, the contact line, each heading as printed, an entry on one line ("Title | Organisation | Location |
 * Dates"), "• " before a bullet (a numbered item's own number instead), a skills group as "Label: a, b, c". Line by line, with where each comes from.
 */
export function renderTextLines(document: ResumeDocument): RenderedLine[] {
  const lines: RenderedLine[] = [];
  for (const line of layoutOf(document)) {
    if (line.isSpaced) lines.push({ text: '' });
    lines.push({
      text:
        line.kind === 'bullet' ? `${line.marker ? `${line.marker} ` : TEXT_BULLET}${line.text}` : line.text,
      source: line.source,
    });
  }
  return lines;
}

/** The document as plain text (see `renderTextLines`), ending with a line break; '' for an empty document. */
export function renderText(document: ResumeDocument): string {
  const lines = renderTextLines(document);
  return lines.length > 0 ? `${lines.map((line) => line.text).join('\n')}\n` : '';
}
