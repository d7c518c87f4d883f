import { buildResumeDocument } from '@core/resume/build-document';
import { renderMarkdown } from '@core/resume/render-markdown';
import { renderText } from '@core/resume/render-text';
import type { Resume, ResumeSection, StoredResume } from '@shared/api/resumes';
import type { Contact, DetectedSection } from '@shared/resume';
import type { ResumeDocument } from '@shared/resume-document';

/** A stored section as the document builder reads it: the visitor's edit, when there is one, is its content. */
export function withEdits(section: ResumeSection): DetectedSection {
  return {
    type: section.type,
    title: section.title,
    content: section.isModified && section.modifiedContent ? section.modifiedContent : section.content,
    originalOrder: section.index,
    startLine: section.startLine ?? 0,
    endLine: section.endLine ?? section.startLine ?? 0,
  };
}

/** The resume's document: its text as read at upload, with its sections as the visitor left them. */
export function documentFromStored(resume: StoredResume, sections: readonly ResumeSection[]): ResumeDocument {
  return buildResumeDocument({
    text: resume.originalText,
    sections: sections.map(withEdits),
    contact: resume.contact,
  });
}

/** The resume with its document and the document's Markdown and plain text. */
export function withDocument(resume: StoredResume, document: ResumeDocument): Resume {
  return { ...resume, document, markdown: renderMarkdown(document), documentText: renderText(document) };
}

/** The contact details the document's basics hold (the header as it now reads, edits included). */
export function contactOf(document: ResumeDocument): Contact {
  const { name, email, phone, location, profiles } = document.basics;
  const profile = (pattern: RegExp) =>
    profiles.find((entry) => pattern.test(entry.network) || pattern.test(entry.url))?.url;
  const linkedin = profile(/linkedin/iu);
  const github = profile(/github/iu);
  const portfolio = profiles.find((entry) => entry.url !== linkedin && entry.url !== github)?.url;
  const contact: Contact = { name, email, phone, location, linkedin, github, portfolio };
  return Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== undefined)) as Contact;
}
