import type { DetectedSection, ResumeSectionType } from '@shared/resume';

/** The engine's shared vocabulary: what each part of `src/core/analysis` reads and produces. */

export const skillCategories = [
  'programming',
  'framework',
  'tool',
  'cloud-devops',
  'data',
  'method',
  'certification',
  'soft',
  'language',
  'domain',
] as const;
export type SkillCategory = (typeof skillCategories)[number];

/** One skill of the taxonomy. `aliases` are other spellings that mean exactly this skill. */
export interface Skill {
  name: string;
  category: SkillCategory;
  aliases: readonly string[];
}

/** One place in a text: a 0-based line index into the text split on "\n", and that line, trimmed. */
export interface TextLine {
  line: number;
  text: string;
}

/** A skill found in a text, with the exact words that matched. */
export interface SkillMention extends TextLine {
  skill: Skill;
  /** The words as written in the text ("k8s" for Kubernetes). */
  matched: string;
  /** Where `matched` starts in its line (of the text searched, which for a glossed text is its English). */
  column?: number;
  /** Said in other words ("analyzed the data" for Data analysis): see find-paraphrases.ts. */
  paraphrased?: boolean;
}

/** How the posting asks for something: in a "requirements" part, a "nice to have" part, or elsewhere. */
export type Importance = 'required' | 'preferred' | 'mentioned';

/** What part of a posting a line belongs to. */
export type PostingBlock =
  | 'title'
  | 'about'
  | 'responsibilities'
  | 'required'
  | 'preferred'
  | 'benefits'
  /** Hiring process and eligibility: how to apply, interviews, citizenship, references. */
  | 'hiring'
  /** A note to whoever edits the file (a "#" line of Markdown front matter), not text of the posting. */
  | 'comment'
  | 'other';

export type Seniority = 'intern' | 'entry' | 'mid' | 'senior' | 'lead' | 'executive';

export type { DegreeLevel } from '@shared/api/analysis';

/** An important non-skill term of a posting ("stakeholder", "compliance"), matched by stem. */
export interface KeywordTerm {
  /** As shown to the user: the most frequent surface form in the posting. */
  term: string;
  /** Stems of each word, joined by a space: what matching compares. */
  stems: string;
  /** Relative importance, > 0: frequency and where it appears. */
  weight: number;
  lines: TextLine[];
}

/** A dated role (or education entry) found in a resume. Months are counted from year 0 (year * 12 + month - 1). */
export interface DatedRange {
  startMonth: number;
  /** Inclusive; "Present" is the `now` month given to the parser. */
  endMonth: number;
  line: number;
  text: string;
}

/** A resume as the engine reads it: its text and the sections found in it (see resume-document.ts for the full model). */
export interface ResumeText {
  text: string;
  sections: readonly DetectedSection[];
}

/** Section of a resume line, for evidence. */
export interface ResumeLine extends TextLine {
  section: ResumeSectionType | 'unsectioned';
  /** For a skill the line shows without naming it: the skill it names instead (Angular shows TypeScript). */
  shownBy?: string;
}
