import { extractContact } from '@core/ingest/contact';
import { splitSections } from '@core/ingest/sections';
import type { Contact, DetectedSection } from '@shared/resume';

/** What a resume is made of when a version's text becomes its text: the sections and contact details found in it. */
export interface ResumeContent {
  sections: DetectedSection[];
  contact: Contact;
}

/** The sections and contact details of a version's text, found as an upload's are (see `ingestResume`). */
export function resumeContentOf(text: string): ResumeContent {
  const sections = splitSections(text);
  return { sections, contact: extractContact(text, sections) };
}
