import { type OccupationProfile, occupationProfile } from './occupation/occupation-words';
import { degreeRequired } from './posting/degree-required';
import { postingKeywords } from './posting/keywords';
import { postingBlocks } from './posting/posting-blocks';
import { seniorityOf } from './posting/seniority';
import { yearsRequired } from './posting/years-required';
import { type WordVector, wordVector } from './score/shared-vocabulary';
import { findSkills } from './taxonomy/find-skills';
import { englishGloss } from './text/english-gloss';
import { languageOf } from './text/language';
import type {
  DegreeLevel,
  Importance,
  KeywordTerm,
  PostingBlock,
  Seniority,
  Skill,
  SkillCategory,
  TextLine,
} from './types';

/** A skill the posting asks for: how strongly, how much it weighs, and where it is asked. */
export interface PostingSkill {
  skill: Skill;
  importance: Importance;
  weight: number;
  lines: TextLine[];
}

/** Everything the scorer needs from a posting, computed once. */
export interface PostingProfile {
  title: string;
  /** The title read as English words (the same title when the posting is in English). */
  englishTitle: string;
  lines: string[];
  blocks: PostingBlock[];
  skills: PostingSkill[];
  keywords: KeywordTerm[];
  yearsRequired?: { years: number; line: number; text: string };
  degree?: { level: DegreeLevel; line: number; text: string };
  seniority?: Seniority;
  vector: WordVector;
  /** The kind of work the posting reads as; its title counts twice. */
  occupation: OccupationProfile;
}

const importanceOfBlock: Record<PostingBlock, Importance | undefined> = {
  title: 'required',
  required: 'required',
  responsibilities: 'required',
  preferred: 'preferred',
  about: undefined,
  other: 'mentioned',
  benefits: undefined,
  hiring: undefined,
  comment: undefined,
};
const rank: Record<Importance, number> = { required: 3, preferred: 2, mentioned: 1 };
/** Required skills weigh twice what preferred ones do; a skill only mentioned in passing weighs least. */
export const importanceWeight: Record<Importance, number> = { required: 3, preferred: 1.5, mentioned: 1 };
/**
 * Soft skills and spoken languages weigh less: nearly every resume claims "communication" or "teamwork",
 * so they say little about fit for this job, and a resume cannot show them the way it shows a tool.
 */
const categoryWeight: Partial<Record<SkillCategory, number>> = { soft: 0.15, language: 0.6 };

/** A skill the posting only says in other words ("analyze data") is less certain than one it names. */
const PARAPHRASE_WEIGHT = 0.6;

/** Named tools and techniques say more about the job than broad methods or fields: they go first on a tie. */
const namedCategories = new Set<SkillCategory>(['programming', 'framework', 'tool', 'cloud-devops', 'data']);
const specificity = (category: SkillCategory) =>
  namedCategories.has(category) ? 2 : category === 'certification' ? 1 : 0;

/**
 * Skills of the posting with their importance: the strongest block any mention sits in. A posting without
 * any requirements/responsibilities structure asks for everything it names outside its company text, so
 * "mentioned" counts as required there.
 * The posting's own title names the skill of the job ("Financial Accountant": Financial accounting); a role
 * named in its text is someone else's ("report to the Project Manager").
 */
function postingSkills(
  { text, english, title, englishTitle }: Record<'text' | 'english' | 'title' | 'englishTitle', string>,
  blocks: readonly PostingBlock[],
): PostingSkill[] {
  const isStructured = blocks.some((block) => block === 'required' || block === 'responsibilities');
  const byName = new Map<string, PostingSkill & { count: number; literal: boolean }>();
  const mentions = [
    ...findSkills(title, { english: englishTitle, roleTitles: true }).map((mention) => ({
      ...mention,
      line: -1,
      text: title,
    })),
    ...findSkills(text, { english }),
  ];
  for (const mention of mentions) {
    const block = mention.line === -1 ? 'title' : (blocks[mention.line] ?? 'other');
    let importance = importanceOfBlock[block];
    if (!importance) continue;
    if (block === 'other' && !isStructured) importance = 'required';
    const entry = byName.get(mention.skill.name);
    const line = { line: mention.line, text: mention.text };
    const literal = !mention.paraphrased;
    if (!entry) {
      byName.set(mention.skill.name, {
        skill: mention.skill,
        importance,
        weight: 0,
        lines: [line],
        count: 1,
        literal,
      });
      continue;
    }
    entry.count++;
    entry.literal ||= literal;
    if (rank[importance] > rank[entry.importance]) entry.importance = importance;
    if (!entry.lines.some((known) => known.line === line.line)) entry.lines.push(line);
  }
  return [...byName.values()]
    .map(({ count, literal, ...skill }) => ({
      ...skill,
      // Repetition signals emphasis, with diminishing returns.
      weight:
        importanceWeight[skill.importance] *
        (categoryWeight[skill.skill.category] ?? 1) *
        (literal ? 1 : PARAPHRASE_WEIGHT) *
        (1 + 0.25 * Math.min(count - 1, 4)),
    }))
    .sort(
      (a, b) =>
        b.weight - a.weight ||
        specificity(b.skill.category) - specificity(a.skill.category) ||
        a.skill.name.localeCompare(b.skill.name),
    );
}

/** Keywords of the English reading, quoting the posting's lines as written. */
function keywordsAsWritten(
  english: string,
  lines: readonly string[],
  blocks: readonly PostingBlock[],
  options: Parameters<typeof postingKeywords>[2],
) {
  return postingKeywords(english, blocks, options).map((term) => ({
    ...term,
    lines: term.lines.map(({ line }) => ({ line, text: lines[line]?.trim() ?? '' })),
  }));
}

/**
 * Reads a posting once: its blocks, skills, keywords, and what it asks in years, degree and seniority. A
 * Spanish or German posting is also read as English words (english-gloss.ts), so that its skills, keywords
 * and kind of work meet an English resume. `company`, the employer's name when known, is no keyword: no
 * resume should be asked to use it.
 */
export function profilePosting(text: string, title: string, company?: string): PostingProfile {
  const lines = text.split('\n');
  const language = languageOf(text);
  const english = englishGloss(text, language);
  const englishTitle = englishGloss(title, language);
  const blocks = postingBlocks(text);
  const skills = postingSkills({ text, english, title, englishTitle }, blocks);
  const exclude = skills.flatMap(({ skill }) => [skill.name, ...skill.aliases]);
  const employer = company ? { company: englishGloss(company, language), jobTitle: englishTitle } : undefined;
  return {
    title,
    englishTitle,
    lines,
    blocks,
    skills,
    keywords:
      english === text
        ? postingKeywords(text, blocks, { exclude, employer, title: englishTitle })
        : keywordsAsWritten(english, lines, blocks, { exclude, employer, title: englishTitle }),
    yearsRequired: yearsRequired(text, blocks),
    degree: degreeRequired(text),
    seniority: seniorityOf(title, text),
    vector: wordVector(`${englishTitle}\n${english}`),
    occupation: occupationProfile(`${englishTitle}\n${englishTitle}\n${english}`),
  };
}

/** The posting's skills and important terms: the words a rewrite may bring into a resume line. */
export const postingTerms = (posting: PostingProfile): string[] => [
  ...posting.skills.map(({ skill }) => skill.name),
  ...posting.keywords.map(({ term }) => term),
];
