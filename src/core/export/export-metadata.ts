import type { ResumeDocument } from '@shared/resume-document';
import { languageOfDocument } from './document-language';
import { nameOf } from './export-layout';

/** The program named as the creator of every export. */
export const EXPORT_CREATOR = 'Vitae';
/** Keywords kept in a document's properties: enough to index it, short of a second skills section. */
const MAX_KEYWORDS = 30;

/** What an export says about itself (PDF Info, Word properties, HTML meta, the JSON's metadata). */
export interface ExportMetadata {
  /** "Jane Doe – Resume", or "Resume" without a name. */
  title: string;
  /** The person's name, when the resume gives one. */
  author?: string;
  /** The title under the name ("Registered Nurse"), else "Resume". */
  subject: string;
  /** The skills listed, each once, in order. */
  keywords: string[];
  /** BCP 47 tag of the resume's language (see `languageOfDocument`). */
  language: string;
  creator: string;
}

/** The export's metadata, read from the document: its name, label, skills and language. */
export function metadataOf(document: ResumeDocument): ExportMetadata {
  const name = nameOf(document);
  const label = document.basics.label?.trim();
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const section of document.sections)
    for (const item of section.items) {
      if (item.kind !== 'skills') continue;
      for (const skill of item.skills.map((entry) => entry.trim())) {
        if (!skill || seen.has(skill.toLowerCase()) || keywords.length >= MAX_KEYWORDS) continue;
        seen.add(skill.toLowerCase());
        keywords.push(skill);
      }
    }
  return {
    title: name ? `${name} – Resume` : 'Resume',
    ...(name ? { author: name } : {}),
    subject: label || 'Resume',
    keywords,
    language: languageOfDocument(document),
    creator: EXPORT_CREATOR,
  };
}
