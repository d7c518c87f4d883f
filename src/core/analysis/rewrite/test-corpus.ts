/** For tests only: the shared corpus of real resumes, read as the app reads them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@core/testing/corpus-dir';
import type { Contact } from '@shared/resume';
import { extractContact } from '../../ingest/contact';
import { ingestResume } from '../../ingest/ingest-resume';
import { splitSections } from '../../ingest/sections';
import type { ResumeDocument } from '../types';

export interface CorpusResume extends ResumeDocument {
  name: string;
  contact: Contact;
}

/** A text resume of the corpus (resumes/txt/), split into sections. */
export function textResume(name: string): CorpusResume {
  const text = readFileSync(path.join(corpusDir, 'resumes/txt', name), 'utf8');
  const sections = splitSections(text);
  return { name, text, sections, contact: extractContact(text, sections) };
}

/** A PDF or DOCX resume of the corpus ("pdf/x.pdf"), through the real ingestion. */
export async function ingestedResume(relative: string): Promise<CorpusResume> {
  const bytes = new Uint8Array(readFileSync(path.join(corpusDir, 'resumes', relative)));
  const resume = await ingestResume({ bytes, fileName: path.basename(relative) });
  return { name: relative, text: resume.text, sections: resume.sections, contact: resume.contact };
}

/** The trimmed lines of a resume, as suggestions quote them. */
export function trimmedLines(resume: ResumeDocument): string[] {
  return resume.text.split('\n').map((line) => line.trim());
}
