import { findSkills } from '../taxonomy/find-skills';
import { skillNamed } from '../taxonomy/taxonomy';
import type { SkillCategory } from '../types';
import { bare, peopleNouns } from './phrase-words';
import { mentionsSkill } from './skill-line';
import { stemsOf } from './suggest-input';

/** Words too common to tie a keyword to a bullet. */
const stopStems = new Set(
  stemsOf('and or the of for to with in on a an at by from our your their work team'),
);

/** Keywords that read as adjectives or adverbs cannot follow "with a focus on". */
const modifierEnding = /(?:ed|ly|ive|ful|ous|able|ible|al|ic)$/;

/** Products, whose first word is a name: "Android development" is no "android development". */
const productCategories = new Set<SkillCategory>([
  'programming',
  'framework',
  'tool',
  'cloud-devops',
  'data',
]);
/** A common noun written as a name: "Patient care", "Continuous integration"; not "Apache Kafka" nor "SQL". */
const capitalisedCommonNoun = /^\p{Lu}\p{Ll}+( [\p{Ll}-]+)*$/u;

/** Whether the first word of a name is itself a product ("Android" in "Android development"). */
function startsWithProduct(name: string): boolean {
  const first = skillNamed(name.split(' ')[0] ?? '');
  return first !== undefined && productCategories.has(first.category);
}

/**
 * A skill of the taxonomy named after a product or a credential ("Apache Kafka", "Power BI", "Registered
 * Nurse license"): sharing words with a bullet shows no use of it, so no bullet is given it.
 */
function isProduct(keyword: string): boolean {
  const skill = skillNamed(keyword);
  if (!skill) return false;
  const { name, category } = skill;
  return category === 'certification' || !capitalisedCommonNoun.test(name) || startsWithProduct(name);
}

/** A skill's name as it reads inside a sentence (products never get here): "Patient care" -> "patient care". */
const inSentence = (keyword: string) =>
  skillNamed(keyword) && capitalisedCommonNoun.test(keyword)
    ? keyword.charAt(0).toLowerCase() + keyword.slice(1)
    : keyword;

/** A posting keyword ready for matching: its content stems, computed once per request. */
export interface PreparedKeyword {
  keyword: string;
  stems: string[];
}

/**
 * The keywords that can be worked into a bullet: two or three content words (a one-word keyword sharing a stem
 * with the bullet is already there for a stem-matching reader), no figures, no adjective at the end, no
 * product name.
 */
export function prepareKeywords(keywords: readonly string[]): PreparedKeyword[] {
  const prepared: PreparedKeyword[] = [];
  for (const keyword of keywords) {
    const clean = keyword.trim().replace(/\s+/gu, ' ');
    if (!clean || /\d/.test(clean)) continue;
    const stems = [...new Set(stemsOf(clean))].filter((stem) => !stopStems.has(stem) && stem.length >= 3);
    const last = bare(clean.split(' ').at(-1) ?? '');
    if (stems.length < 2 || stems.length > 3 || (modifierEnding.test(last) && !peopleNouns.has(last)))
      continue;
    if (isProduct(clean)) continue;
    prepared.push({ keyword: clean, stems });
  }
  return prepared;
}

/**
 * The posting keyword a bullet already supports: each of its words (all but one of three) shares a stem with
 * a word of the bullet, and the bullet does not say it as such, by any of its names. Never a keyword unrelated
 * to the bullet: that would add a claim. The most shared words win, then the keyword's order in the list.
 */
export function supportedKeyword(body: string, keywords: readonly PreparedKeyword[]): string | undefined {
  if (keywords.length === 0) return undefined;
  const bulletWords = stemsOf(body);
  const bulletStems = new Set(bulletWords);
  // Skills the bullet names already, by any of their names ("stakeholder engagement" is Stakeholder
  // management): read only once a keyword shares its words with the bullet.
  let named: Set<string> | undefined;
  const isNamed = (keyword: string) => {
    if (mentionsSkill(body, keyword)) return true;
    named ??= new Set(
      findSkills(body)
        .filter((mention) => !mention.paraphrased)
        .map((mention) => mention.skill.name),
    );
    return named.has(skillNamed(keyword)?.name ?? keyword);
  };
  let best: { keyword: string; shared: number } | undefined;
  for (const { keyword, stems } of keywords) {
    let shared = 0;
    for (const stem of stems) if (bulletStems.has(stem)) shared++;
    if (shared < stems.length - (stems.length >= 3 ? 1 : 0) || saysInOrder(bulletWords, keyword)) continue;
    if (isNamed(keyword)) continue;
    if (!best || shared > best.shared) best = { keyword, shared };
  }
  return best?.keyword;
}

/** Whether the bullet says the keyword's words one after the other ("pivot table reports" says pivot tables). */
function saysInOrder(bulletStems: readonly string[], keyword: string): boolean {
  const wanted = stemsOf(keyword);
  if (wanted.length === 0) return false;
  return bulletStems.some((_, at) => wanted.every((stem, offset) => bulletStems[at + offset] === stem));
}

/** "as part of vendor management", "working with stakeholders", "with a focus on code quality". */
function phraseFor(name: string): string {
  const keyword = inSentence(name);
  const last = bare(keyword.split(/\s+/u).at(-1) ?? '');
  if (/(?:ment|ing|tion|sion|sis|ance|ence|ery)$/.test(last)) return `as part of ${keyword}`;
  if (peopleNouns.has(last) || /(?:ers|ors)$/.test(last)) return `working with ${keyword}`;
  return `with a focus on ${keyword}`;
}

/**
 * `text` (the bullet, perhaps already reworded) with the keyword that `support` (the bullet as written) backs,
 * worked in at the end of its first sentence (or first clause, before a semicolon); null if none fits.
 */
export function fitKeyword(
  text: string,
  keywords: readonly PreparedKeyword[],
  support: string = text,
): string | null {
  const keyword = supportedKeyword(support, keywords);
  if (!keyword) return null;
  // The end of the first sentence, or of its first clause: "…; share of students rose" says another thing.
  const end = /;|[.!?](?=\s+\p{Lu})|[.!?]$/u.exec(text);
  const at = end ? end.index : text.length;
  const sentence = text.slice(0, at).replace(/[,;:]$/u, '');
  return `${sentence}, ${phraseFor(keyword)}${text.slice(at)}`;
}
