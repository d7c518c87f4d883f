/**
 * An exported file read back through our own ingestion, for the round-trip test and `bench:export`: PDF, Word and
 * text through `ingestResume`, the functions uploads go through (type check, reader, normalizeText,
 * splitSections, extractContact, the document). HTML is no resume upload format (POST /api/resumes takes PDF,
 * Word and text), so an HTML export is read as the file manager's validation reads a web page (`htmlToLines`,
 * the reader Word files also go through), then by the same steps as an upload.
 */
import { extractContact } from '@core/ingest/contact';
import { htmlToLines } from '@core/ingest/html-to-lines';
import { ingestResume } from '@core/ingest/ingest-resume';
import { normalizeText } from '@core/ingest/normalize-text';
import { splitSections } from '@core/ingest/sections';
import { buildResumeDocument } from '@core/resume/build-document';
import { wordsMissing, wordsOf } from '@core/resume/render-parts';
import { renderText } from '@core/resume/render-text';
import { exportFileName } from '@shared/api/export';
import type { ResumeDocument } from '@shared/resume-document';

/** The formats an ATS reads, whose exports are read back. */
export const readableFormats = ['pdf', 'docx', 'txt', 'html'] as const;
export type ReadableFormat = (typeof readableFormats)[number];

/** Issue 17: at least this share of a resume's words must come back. */
export const MIN_WORDS_BACK = 0.98;

export interface ReadBack {
  text: string;
  document: ResumeDocument;
}

export async function readBack(bytes: Uint8Array, format: ReadableFormat): Promise<ReadBack> {
  if (format !== 'html') return ingestResume({ bytes, fileName: exportFileName(format) });
  const text = normalizeText(htmlToLines(new TextDecoder().decode(bytes)).join('\n'));
  const sections = splitSections(text);
  return { text, document: buildResumeDocument({ text, sections, contact: extractContact(text, sections) }) };
}

/** The section types of a document, in order. */
export const sectionTypesOf = (document: ResumeDocument) => document.sections.map((section) => section.type);

/** The share of the document's words (as its plain text writes them) found in a text read back. */
export function wordsBack(document: ResumeDocument, text: string): number {
  const written = renderText(document);
  const count = wordsOf(written).length;
  return count === 0 ? 1 : 1 - wordsMissing(written, text).length / count;
}
