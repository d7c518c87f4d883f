import type { Contact } from '@shared/resume';
import { stemsOf } from '../text/stem';
import type { ResumeText, TextLine } from '../types';
import type { ExperienceBullet } from './bullets';
import type { Candidate } from './ranking';
import { type ReadBullet, readBullets } from './read-bullets';

export interface MissingSkill {
  name: string;
  importance: 'required' | 'preferred' | 'mentioned';
  weight: number;
  /** A resume line that already implies the skill, when the caller knows one: it may be rewritten to name it. */
  relatedLine?: TextLine;
}

export interface SuggestInput {
  /** Text and sections (splitSections output). */
  resume: ResumeText;
  /** extractContact output. */
  contact: Contact;
  /** The posting's title ("Position" when unknown). */
  jobTitle: string;
  missingSkills: readonly MissingSkill[];
  missingKeywords: readonly { term: string; weight: number }[];
  /** Important words of the posting: bullets that share them are suggested first. */
  postingKeywords: readonly string[];
  /**
   * Whether the resume shows enough of what the posting asks for the job's title to be offered as the role it
   * seeks (absent: yes). A resume matching none of a posting's skills is not told to seek its role.
   */
  roleWithinReach?: boolean;
  /** The resume's bullets already read (`readBullets` of `resume`), when the caller keeps them. */
  bullets?: readonly ReadBullet[];
}

/** What every kind of suggestion reads, computed once. */
export interface SuggestContext {
  input: SuggestInput;
  lines: string[];
  /** Experience bullets, the most relevant to the posting first (then in resume order). */
  bullets: ExperienceBullet[];
  /** The stems of each bullet's words (the whole bullet), by bullet. */
  bulletStems: Map<ExperienceBullet, ReadonlySet<string>>;
  /** What each bullet earns by itself, checked (see `bulletCandidates`), by bullet. */
  bulletCandidates: Map<ExperienceBullet, readonly Candidate[]>;
}

export function buildContext(input: SuggestInput): SuggestContext {
  const lines = input.resume.text.split('\n');
  const postingStems = new Set(input.postingKeywords.flatMap(stemsOf));
  const bulletStems = new Map<ExperienceBullet, ReadonlySet<string>>();
  const bulletCandidates = new Map<ExperienceBullet, readonly Candidate[]>();
  const scored = (input.bullets ?? readBullets(input.resume)).map(({ bullet, stems, candidates }) => {
    bulletStems.set(bullet, stems);
    bulletCandidates.set(bullet, candidates);
    let score = 0;
    for (const stem of stems) if (postingStems.has(stem)) score++;
    return { bullet, score };
  });
  scored.sort((a, b) => b.score - a.score || a.bullet.line - b.bullet.line);
  return { input, lines, bullets: scored.map(({ bullet }) => bullet), bulletStems, bulletCandidates };
}

/** A line quoted in a sentence, cut to a readable length. */
export function quote(text: string, max = 80): string {
  return `"${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}"`;
}
