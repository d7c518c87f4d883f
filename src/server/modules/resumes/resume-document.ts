import { extractContact } from '@core/ingest/contact';
import { buildResumeDocument } from '@core/resume/build-document';
import { renderMarkdown } from '@core/resume/render-markdown';
import { renderText } from '@core/resume/render-text';
import type { Resume, ResumeSection, StoredResume } from '@shared/api/resumes';
import type { Contact, DetectedSection } from '@shared/resume';
import type { ResumeDocument } from '@shared/resume-document';
import { madeFromOf } from './structured-data';

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

/**
 * The resume's document: its text as read at upload, with its sections as the visitor left them. The contact
 * details are those found at upload until the visitor edits the header; then they are read again from the
 * resume as edited (its header as edited first), so a detail deleted there is printed nowhere and a changed one
 * only as changed.
 *
 * A resume made from a document (`madeFrom`: the builder's, a JSON Resume import) is that document, each of its
 * sections one stored section: a section the visitor has not edited is the document's as it was made (nothing
 * read back from the text), an edited one is built from its edited lines as an upload's is, and so are the
 * person's details once the header is edited.
 */
/** A stored resume as its rows hold it: what `documentOfParts` builds its document from. */
export interface StoredParts {
  resume: StoredResume;
  sections: ResumeSection[];
  /** resumes.structured_data as stored (see structured-data.ts). */
  structuredData: string | null;
}

/** The resume's document from its stored parts (see `documentFromStored`). */
export function documentOfParts({ resume, sections, structuredData }: StoredParts): ResumeDocument {
  return documentFromStored(resume, sections, madeFromOf(structuredData));
}

export function documentFromStored(
  resume: StoredResume,
  sections: readonly ResumeSection[],
  madeFrom?: ResumeDocument,
): ResumeDocument {
  const edited = sections.map(withEdits);
  const isHeaderEdited = sections.some((section) => section.type === 'header' && section.isModified);
  const rebuild = () =>
    buildResumeDocument({
      text: resume.originalText,
      sections: edited,
      contact: isHeaderEdited ? contactOfEdited(edited) : resume.contact,
    });
  if (!madeFrom || madeFrom.sections.length !== sections.length) return rebuild();
  if (!sections.some((section) => section.isModified)) return madeFrom;
  const rebuilt = rebuild();
  return {
    basics: isHeaderEdited ? rebuilt.basics : madeFrom.basics,
    sections: madeFrom.sections.map((section, at) =>
      sections[at]?.isModified ? (rebuilt.sections[at] ?? section) : section,
    ),
  };
}

/**
 * The contact details of a resume whose header was edited, read as at upload (`extractContact`) from its
 * sections as they now are. A header edited to nothing holds no name or place, and the contact reader is
 * given it as one blank line so that it does not take the resume's first lines for the header instead.
 */
function contactOfEdited(sections: readonly DetectedSection[]): Contact {
  const read = sections.map((section) =>
    section.type === 'header' && section.content.every((line) => line.trim() === '')
      ? { ...section, content: [''] }
      : section,
  );
  return extractContact(read.flatMap((section) => section.content).join('\n'), read);
}

/**
 * The resume with its document and the document's Markdown and plain text; its contact details are those the
 * document prints (the header as it now reads, edits included).
 */
export function withDocument(resume: StoredResume, document: ResumeDocument): Resume {
  return {
    ...resume,
    contact: contactOf(document),
    document,
    markdown: renderMarkdown(document),
    documentText: renderText(document),
  };
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
