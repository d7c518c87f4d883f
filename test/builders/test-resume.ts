/**
 * A resume as the analysis engine sees it (a `ResumeText`: text and sections, plus the contact), made
 * through the real ingestion: `splitSections` and `extractContact` for a text, `ingestResume` for a file.
 * Works on the sample resumes of test/fixtures/documents and on inline text or markup of a test's own.
 */
import { extractContact } from '@core/ingest/contact';
import { ingestResume } from '@core/ingest/ingest-resume';
import { splitSections } from '@core/ingest/sections';
import type { Contact, DetectedSection } from '@shared/resume';
import { resumeAsDocx, resumeAsPdf, resumeAsText, type TextOptions } from './resume-files';
import { type SampleResumeName, sampleResume } from './resume-markup';

export interface TestResume {
  /** What the resume is, for assertion messages. */
  name: string;
  text: string;
  sections: DetectedSection[];
  contact: Contact;
}

/** A resume pasted as plain text. */
export function resumeFromText(text: string, name = 'inline text'): TestResume {
  const sections = splitSections(text);
  return { name, text, sections, contact: extractContact(text, sections) };
}

/** A resume written in the markup of `resume-markup.ts`, read as its plain-text file. */
export function resumeFromMarkup(markup: string, options: TextOptions & { name?: string } = {}): TestResume {
  return resumeFromText(resumeAsText(markup, options), options.name ?? 'inline markup');
}

/** A sample resume of test/fixtures/documents, read as its plain-text file. */
export function sampleResumeText(name: SampleResumeName, options: TextOptions = {}): TestResume {
  return resumeFromMarkup(sampleResume(name), { ...options, name: `${name}.txt` });
}

/** A file's bytes through the real ingestion (type check, reader, normalization, sections, contact). */
export async function resumeFromFile(bytes: Uint8Array, fileName: string): Promise<TestResume> {
  const resume = await ingestResume({ bytes, fileName });
  return { name: fileName, text: resume.text, sections: resume.sections, contact: resume.contact };
}

/** Markup written out as a PDF or Word file, then ingested as an upload. */
export async function resumeFromMarkupFile(
  markup: string,
  kind: 'pdf' | 'docx',
  name = 'resume',
): Promise<TestResume> {
  const bytes = kind === 'pdf' ? await resumeAsPdf(markup) : await resumeAsDocx(markup);
  return resumeFromFile(bytes, `${name}.${kind}`);
}

/** A sample resume written out as a PDF or Word file, then ingested as an upload. */
export const sampleResumeFile = (name: SampleResumeName, kind: 'pdf' | 'docx') =>
  resumeFromMarkupFile(sampleResume(name), kind, name);

/** A sample resume as each kind of upload: its text, PDF and Word files, each read by the real ingestion. */
export async function sampleResumeForms(name: SampleResumeName): Promise<[string, TestResume][]> {
  return [
    ['text', sampleResumeText(name)],
    ['PDF', await sampleResumeFile(name, 'pdf')],
    ['Word', await sampleResumeFile(name, 'docx')],
  ];
}

/** The trimmed lines of a resume, as suggestions quote them. */
export function trimmedLines(resume: { text: string }): string[] {
  return resume.text.split('\n').map((line) => line.trim());
}
