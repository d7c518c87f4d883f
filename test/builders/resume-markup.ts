/**
 * The sample resumes of test/fixtures/documents/resumes are written in a small markup, so that one source
 * gives the same resume as text, PDF and Word, and a test knows its sections without reading them back:
 *   # Name            the name, first line
 *   contact lines     until the first heading (a line of more than 12 words there is an untitled paragraph)
 *   ## Heading        a section heading, as printed
 *   ### Entry         a role, degree or project line
 *   - Bullet          an achievement
 *   anything else     a plain line (a paragraph, a skills list)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type BlockKind = 'name' | 'contact' | 'heading' | 'entry' | 'bullet' | 'line';

export interface ResumeBlock {
  kind: BlockKind;
  text: string;
}

/** The six sample resumes of test/fixtures/documents/resumes. */
export const sampleResumeNames = [
  'software-engineer',
  'registered-nurse',
  'staff-accountant',
  'data-analyst',
  'teacher',
  'student-intern',
] as const;
export type SampleResumeName = (typeof sampleResumeNames)[number];

export type SamplePostingName =
  | 'backend-engineer'
  | 'icu-nurse'
  | 'staff-accountant'
  | 'data-analyst'
  | 'math-teacher'
  | 'software-intern';

const documentsDir = path.resolve(import.meta.dirname, '../fixtures/documents');

/** The markup of a sample resume. */
export const sampleResume = (name: SampleResumeName) =>
  readFileSync(path.join(documentsDir, 'resumes', `${name}.md`), 'utf8');

/** A sample job posting, as a visitor would paste it. */
export const samplePosting = (name: SamplePostingName) =>
  readFileSync(path.join(documentsDir, 'postings', `${name}.txt`), 'utf8');

export function parseResumeMarkup(markup: string): ResumeBlock[] {
  let seenHeading = false;
  return markup
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line): ResumeBlock => {
      if (line.startsWith('### ')) return { kind: 'entry', text: line.slice(4) };
      if (line.startsWith('## ')) {
        seenHeading = true;
        return { kind: 'heading', text: line.slice(3) };
      }
      if (line.startsWith('# ')) return { kind: 'name', text: line.slice(2) };
      if (line.startsWith('- ')) return { kind: 'bullet', text: line.slice(2) };
      const isParagraph = seenHeading || line.split(/\s+/).length > 12;
      return { kind: isParagraph ? 'line' : 'contact', text: line };
    });
}

/** The section headings, in order, as printed. */
export const headingsOf = (markup: string) =>
  parseResumeMarkup(markup)
    .filter((block) => block.kind === 'heading')
    .map((block) => block.text);
