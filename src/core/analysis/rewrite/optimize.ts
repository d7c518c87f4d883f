import type { ResumeDocument } from '@shared/resume-document';
import { extractContact } from '../../ingest/contact';
import { splitSections } from '../../ingest/sections';
import { applyOptimizations } from '../../resume/apply-optimizations';
import { buildResumeDocument } from '../../resume/build-document';
import { renderText } from '../../resume/render-text';

export interface OptimizeInput {
  originalText: string;
  /** Skills the visitor chose to add. */
  skills: readonly string[];
  /** Applied suggestions: a whole resume line and its rewrite. */
  replacements: readonly { original: string; replacement: string }[];
  /** Bullet rewrites the visitor picked. */
  bullets: readonly { original: string; selected: string }[];
}

/** The document of a resume known only by its text: sections and contact read as ingestion reads them. */
export function resumeDocumentOfText(text: string): ResumeDocument {
  const sections = splitSections(text);
  return buildResumeDocument({ text, sections, contact: extractContact(text, sections) });
}

/**
 * A resume known only by its text, optimized: its document with the chosen rewrites and skills applied
 * (src/core/resume/apply-optimizations.ts), written out as plain text (render-text.ts). Where the resume is
 * stored, the server applies them to its document instead, section edits included.
 */
export function optimizeResume(input: OptimizeInput): string {
  const { skills, replacements, bullets } = input;
  return renderText(
    applyOptimizations(resumeDocumentOfText(input.originalText), { skills, replacements, bullets }),
  );
}
