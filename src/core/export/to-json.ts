import type { ResumeDocument } from '@shared/resume-document';
import { metadataOf } from './export-metadata';
import type { ExportOptions } from './export-options';
import { toJsonResume } from './to-json-resume';

/** Where an item came from in the upload: meaningless outside Vitae, so not exported. */
const sourceKeys = new Set(['line', 'lineCount', 'isEdited']);

/**
 * The resume as JSON (platform spec §7 "JSON Data (Structured data export)"): `contact` (the person: name,
 * label, email, phone, location, profiles), `sections` (the document's sections in reading order, with their
 * headings as printed, entries, skills groups and lines, without source line numbers), `jsonResume` (the same
 * resume in the JSON Resume schema, see to-json-resume.ts) and, with `includeMetadata`, `metadata` (title,
 * author, subject, keywords, language, creator, the time of export). Pretty-printed, ending with a line break.
 */
export function renderJson(document: ResumeDocument, options: ExportOptions, now: Date): string {
  const { title, author, subject, keywords, language, creator } = metadataOf(document);
  const exported = {
    ...(options.includeMetadata
      ? { metadata: { title, author, subject, keywords, language, creator, exportedAt: now.toISOString() } }
      : {}),
    contact: document.basics,
    sections: document.sections,
    jsonResume: toJsonResume(document),
  };
  const withoutSources = (key: string, value: unknown) => (sourceKeys.has(key) ? undefined : value);
  return `${JSON.stringify(exported, withoutSources, 2)}\n`;
}
