import { findSkills } from '../taxonomy/find-skills';
import { impliedSkills } from '../taxonomy/implied-skills';
import { skillNamed } from '../taxonomy/taxonomy';
import { stemsOf } from '../text/stem';
import type { SkillCategory } from '../types';
import { capitalize, isActionVerb, lookupVerb } from './action-verbs';
import { bare, looksPlural, peopleNouns } from './phrase-words';
import { mentionsSkill } from './skill-line';

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
/**
 * A common noun written as a name: "Patient care", "Continuous integration", "Back-end development"; not "Apache
 * Kafka" nor "SQL".
 */
const capitalisedCommonNoun = /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*( [\p{Ll}-]+)*$/u;

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
 * product name. A one-word keyword that names a skill of two or three words stands for that skill ("Backend"
 * in a job title is Back-end development, "ICU" Critical care), but a plural, which names people or things
 * ("stakeholders" are no Stakeholder management); each skill once.
 */
export function prepareKeywords(keywords: readonly string[]): PreparedKeyword[] {
  const prepared: PreparedKeyword[] = [];
  const seen = new Set<string>();
  for (const keyword of keywords) {
    let clean = keyword.trim().replace(/\s+/gu, ' ');
    const named = /\s/u.test(clean) || looksPlural(clean) ? undefined : skillNamed(clean)?.name;
    if (named && /\s/u.test(named)) clean = named;
    if (!clean || /\d/.test(clean) || seen.has(clean.toLowerCase())) continue;
    seen.add(clean.toLowerCase());
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

/**
 * The posting term a bullet shows without saying it, for a variation to say it in the posting's words. A
 * two- or three-word term of `prepareKeywords` (no product, no credential, no adjective) fits when each of its
 * words is said by the bullet, in any order, or by the name of one skill the bullet names, says in other words,
 * or shows through a named one (implied-skills.ts): "Designed the PostgreSQL partitioning scheme" shows Database
 * design (PostgreSQL: Relational databases), "Built Tableau dashboards" Business intelligence, "a CI/CD
 * pipeline" Continuous delivery. `context`, when given, is read as part of the bullet: what its role works on
 * ("CS 46B (Data Structures)"; see `entryContext`).
 * Never a term the bullet says already (by any of its names, or its words in order), nor one written as a
 * single hyphenated word ("event-driven", "high-volume": they describe, they name nothing a line shows).
 * Terms the resume says nowhere come first (`resumeText`), then those with more words in the bullet itself,
 * then the posting's order.
 */
export function fittingTerm(
  body: string,
  keywords: readonly PreparedKeyword[],
  resumeText: string = body,
  context = '',
): string | undefined {
  if (keywords.length === 0) return undefined;
  const bulletWords = stemsOf(body);
  const bulletStems = new Set(bulletWords);
  const supportStems = new Set([...bulletWords, ...stemsOf(context)]);
  // The skills the bullet names or says in other words, read only once a term needs them.
  let mentions: ReturnType<typeof findSkills> | undefined;
  const mentionsOf = () => {
    mentions ??= findSkills(body);
    return mentions;
  };
  let shownNames: Set<string>[] | undefined;
  const shownOf = () => {
    if (!shownNames) {
      const names = new Set<string>();
      for (const mention of [...mentionsOf(), ...(context ? findSkills(context) : [])]) {
        names.add(mention.skill.name);
        if (!mention.paraphrased) for (const implied of impliedSkills(mention.skill.name)) names.add(implied);
      }
      shownNames = [...names].map((name) => new Set(stemsOf(name)));
    }
    return shownNames;
  };
  const isNamed = (keyword: string) => {
    if (mentionsSkill(body, keyword)) return true;
    const name = skillNamed(keyword)?.name ?? keyword;
    return mentionsOf().some((mention) => !mention.paraphrased && mention.skill.name === name);
  };
  let best: { keyword: string; unsaid: boolean; shared: number } | undefined;
  for (const { keyword, stems } of keywords) {
    if (!/\s/u.test(keyword)) continue;
    const missing = stems.filter((stem) => !supportStems.has(stem));
    if (missing.length > 0 && !shownOf().some((names) => missing.every((stem) => names.has(stem)))) continue;
    if (saysInOrder(bulletWords, keyword) || isNamed(keyword)) continue;
    const unsaid = !mentionsSkill(resumeText, keyword);
    const shared = stems.filter((stem) => bulletStems.has(stem)).length;
    if (!best || (unsaid && !best.unsaid) || (unsaid === best.unsaid && shared > best.shared))
      best = { keyword, unsaid, shared };
  }
  return best?.keyword;
}

/**
 * `text` (a bullet, perhaps already reworded) with a posting term worked in: before the noun it names when the
 * bullet's verb takes that noun ("Provide care for…" + Critical care -> "Provide critical care for…");
 * otherwise in a phrase at the end of the first clause, before a closing "-ing" clause ("…table, as part of
 * database design, reducing aggregation time by 70%").
 */
export function weaveTerm(text: string, term: string): string {
  const keyword = inSentence(term);
  const inPlace = beforeItsNoun(text, keyword);
  if (inPlace) return inPlace;
  const end = /;|[.!?](?=\s+\p{Lu})|[.!?]$/u.exec(text);
  let at = end ? end.index : text.length;
  const closing = [...text.slice(0, at).matchAll(/, (\p{Ll}+ing)\b/gu)].at(-1);
  if (closing && closing.index > 0 && lookupVerb(closing[1] as string)?.form === 'gerund') at = closing.index;
  const sentence = text.slice(0, at).replace(/[,;:]$/u, '');
  return `${sentence}, ${phraseFor(keyword)}${text.slice(at)}`;
}

/** "Provide care for…" + "critical care" -> "Provide critical care for…": the verb's object is the term's noun. */
function beforeItsNoun(text: string, keyword: string): string | null {
  const [modifier, head, ...more] = keyword.split(' ');
  if (!modifier || !head || more.length > 0 || /^\p{Lu}/u.test(modifier)) return null;
  const words = text.split(' ');
  const [lead = '', object = ''] = words;
  if (!isActionVerb(bare(lead)) || bare(object) !== head.toLowerCase() || !/^\p{Ll}+$/u.test(object))
    return null;
  return [lead, modifier, ...words.slice(1)].join(' ');
}

/**
 * The posting's term leading the line as its label ("Critical care: Provide care for…"), for a term that is a
 * skill of the taxonomy (a field or method has a name; "critically ill adults" is no label).
 */
export function termFirst(text: string, term: string): string | null {
  if (!skillNamed(term)) return null;
  return `${capitalize(term)}: ${text}`;
}
