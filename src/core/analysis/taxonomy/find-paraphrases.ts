import { stem } from '../text/stem';
import { isStopword } from '../text/stopwords';
import { type WordSpan, wordSpans } from '../text/words';
import type { Skill, SkillMention } from '../types';
import { allSkills, isGuarded } from './taxonomy';

/**
 * A skill said in other words: the content words of a two- or three-word name stand close together in one
 * clause, in another form. "Statistical and data analysis" is Statistical analysis, "cell and molecular
 * biology" is Cell biology; a verb before its object says the skill too: "analyze data" is Data analysis,
 * "manage stakeholders" is Stakeholder management, "documents processes" is Process documentation.
 * What does not count: a job title ("Account Manager" is not Management accounting), two items of a list
 * ("security and compliance", "team and management"), words across a comma or a bracket.
 */
interface Phrase {
  skill: Skill;
  words: readonly string[];
  keys: readonly string[];
}

/** Words too vague to say a skill by themselves in a paraphrase ("skills" in "communication skills"). */
const fillers = new Set(
  'skill skills experience knowledge ability abilities proficiency strong good excellent effective working'.split(
    ' ',
  ),
);
const conjunctions = new Set(['and', 'or', '&']);

/**
 * The stem that stands for a word's family ("analysis", "analyze", "analytical" and "analyst" meet); '' for a
 * stopword.
 */
const conceptKey = (word: string) => (isStopword(word) ? '' : stem(word).replace(/^analy.*/, 'analy'));

/** A noun without its plural ending: "processes" -> "process", "policies" -> "policy", "conflicts" -> "conflict". */
const singular = (word: string) =>
  word
    .replace(/(ss|x|ch|sh)es$/, '$1')
    .replace(/([^aeiou])ies$/, '$1y')
    .replace(/([^s'])s$/, '$1');
/** A word without its inflection: "resolving", "resolve" and "resolves" -> "resolv". */
const inflectionBase = (word: string) => word.replace(/(ing|ed|es|e|s)$/, '');
/** The same noun, but for number: "conflicts" is "conflict"; "offers" is not "offering". */
export const sameNoun = (a: string, b: string) => a === b || singular(a) === singular(b);
/** The same word, but for number or inflection; not another word of the family ("accountability", "account"). */
export const sameWord = (a: string, b: string) => sameNoun(a, b) || inflectionBase(a) === inflectionBase(b);
/** A person, not a skill: "manager" for management, "engineer" for engineering. */
const isAgentOf = (written: string, word: string) =>
  !sameNoun(written, word) && /(er|or|ist|yst|ant)s?$/.test(written);
/**
 * What the activity makes, for a name ending in it: "load tests" for Load testing, "data models" for Data
 * modeling, "care plans" for Care planning. Not its people ("engineers") and not "markets" for marketing.
 */
const isProductOf = (written: string, word: string) =>
  word.endsWith('ing') &&
  word !== 'marketing' &&
  !written.endsWith('ing') &&
  !isAgentOf(written, word) &&
  inflectionBase(written) === inflectionBase(word);
/** A verb form of a noun: "analyze", "managing", "documents" for analysis, management, documentation. */
const isVerbOf = (written: string, word: string) =>
  !sameWord(written, word) && /(e|es|ed|ing|s)$/.test(written) && !isAgentOf(written, word);

/** How many words more than the phrase's own a paraphrase may span: "analysis of the data" fits. */
const slack = 2;

let index: Map<string, Phrase[]> | undefined;

/** Every name and alias of two or three content words, under its first key, built on first use. */
function phraseIndex(): Map<string, Phrase[]> {
  if (index) return index;
  index = new Map();
  for (const skill of allSkills()) {
    // Guarded names (Go, Chef) never come from a paraphrase: they need their own spelling.
    if (isGuarded(skill)) continue;
    const seen = new Set<string>();
    for (const surface of [skill.name, ...skill.aliases]) {
      const all = wordSpans(surface).map((span) => span.word);
      if (all.length < 2 || all.length > 3 || all.some((word) => isStopword(word) || /\d/.test(word)))
        continue;
      const words = all.filter((word) => !fillers.has(word));
      const keys = words.map(conceptKey);
      if (keys.length < 2 || new Set(keys).size < keys.length || seen.has(keys.join(' '))) continue;
      seen.add(keys.join(' '));
      const first = keys[0] as string;
      index.set(first, [...(index.get(first) ?? []), { skill, words, keys }]);
    }
  }
  return index;
}

interface Clause {
  spans: WordSpan[];
  /** Key -> the positions of the words that have it, in order. */
  positions: Map<string, number[]>;
}

function readClause(text: string): Clause {
  const spans = wordSpans(text);
  const positions = new Map<string, number[]>();
  spans.forEach((span, position) => {
    const key = conceptKey(span.word);
    if (!key) return;
    const list = positions.get(key);
    if (list) list.push(position);
    else positions.set(key, [position]);
  });
  return { spans, positions };
}

const written = (clause: Clause, at: number) => clause.spans[at]?.word ?? '';
const positionsOf = (clause: Clause, key: string) => clause.positions.get(key) ?? [];

/**
 * No list between the words. A conjunction is fine before a modifier that shares the head ("statistical and
 * data analysis"); in a compound, also after a word that shares the modifier ("patient scheduling and
 * registration" is patient registration too); never between the name's own two words ("security and
 * compliance"). A verb's objects are a list ("drive innovation and delivery" is no delivery driving).
 */
function isOneItem(
  clause: Clause,
  from: number,
  to: number,
  keyPositions: readonly number[],
  { compound = false } = {},
): boolean {
  for (let at = from + 1; at < to; at++) {
    if (!conjunctions.has(written(clause, at)) || !keyPositions.includes(at + 1)) continue;
    const sharesModifier =
      compound && !keyPositions.includes(at - 1) && !conjunctions.has(written(clause, at - 1));
    if (!sharesModifier) return false;
  }
  return true;
}

/**
 * The name's own words in order from `first`, others between ("statistical and data analysis"); with
 * `roleTitles`, the last may be the person doing it ("Software Engineer" shows Software engineering).
 */
function inOrder(
  clause: Clause,
  phrase: Phrase,
  first: number,
  roleTitles: boolean,
): [number, number] | undefined {
  const width = phrase.keys.length + slack;
  const found = [first];
  for (const key of phrase.keys.slice(1)) {
    const next = positionsOf(clause, key).find((at) => at > (found.at(-1) as number) && at - first < width);
    if (next === undefined) return undefined;
    found.push(next);
  }
  const last = found.at(-1) as number;
  const lastWord = phrase.words.at(-1) as string;
  const lastWritten = written(clause, last);
  const isTitle = roleTitles && isAgentOf(lastWritten, lastWord);
  const formsFit =
    (sameNoun(lastWritten, lastWord) || isProductOf(lastWritten, lastWord) || isTitle) &&
    found.slice(0, -1).every((at, i) => sameWord(written(clause, at), phrase.words[i] as string));
  return formsFit && isOneItem(clause, first, last, found, { compound: true }) ? [first, last] : undefined;
}

/** Words after which a noun-like word is a verb: "to review code", "and design experiments", "• Test APIs". */
const beforeVerbs = new Set('to and or will would you we can must should help helps also then'.split(' '));

/** Whether the word at `at`, spelt like a noun ("review", "design"), stands where a verb stands. */
const standsAsVerb = (clause: Clause, at: number) => at === 0 || beforeVerbs.has(written(clause, at - 1));

/** The name's head noun, then "of" and its object: "development of policies" is Policy development. */
const isHeadOf = (clause: Clause, at: number, head: string) =>
  sameNoun(written(clause, at), head) && written(clause, at + 1) === 'of';

/**
 * A verb, then the name's own noun at `object`: "analyze data", "manage stakeholders"; or the head noun with
 * "of": "management of vendors" (two-word names only).
 */
function verbThenObject(clause: Clause, phrase: Phrase, object: number): [number, number] | undefined {
  if (phrase.keys.length !== 2) return undefined;
  const width = phrase.keys.length + slack;
  const head = phrase.words[1] as string;
  const verb = positionsOf(clause, phrase.keys[1] as string).find((at) => at < object && object - at < width);
  if (
    verb === undefined ||
    !(isVerbOf(written(clause, verb), head) || standsAsVerb(clause, verb) || isHeadOf(clause, verb, head)) ||
    !sameNoun(written(clause, object), phrase.words[0] as string) ||
    !isOneItem(clause, verb, object, [verb, object]) ||
    // "Reporting to the Finance Director": what follows "to" is no object of the verb.
    written(clause, verb + 1) === 'to'
  )
    return undefined;
  return [verb, object];
}

/** Where the clause says the phrase, as the positions of its first and last word. */
function matchAt(clause: Clause, phrase: Phrase, roleTitles: boolean): [number, number] | undefined {
  for (const first of positionsOf(clause, phrase.keys[0] as string)) {
    const found = inOrder(clause, phrase, first, roleTitles) ?? verbThenObject(clause, phrase, first);
    if (found) return found;
  }
  return undefined;
}

/**
 * The clauses of a line: a paraphrase does not run across a sentence end, a comma, a bracket or a slash;
 * "and/or" is one conjunction ("Google and/or Adobe Analytics").
 */
const clauseBreak = /[.;!?:](?:\s|$)|[,()[\]|•]|\/(?!(?<=\band\/)or\b)/gi;

/** The clauses of a line, each with where it starts in the line. */
function clauses(line: string): { text: string; offset: number }[] {
  const found: { text: string; offset: number }[] = [];
  let offset = 0;
  for (const separator of line.matchAll(clauseBreak)) {
    found.push({ text: line.slice(offset, separator.index), offset });
    offset = separator.index + separator[0].length;
  }
  found.push({ text: line.slice(offset), offset });
  return found;
}

interface Span {
  start: number;
  end: number;
}

/** Where each literal mention sits in its line. */
function spansByLine(literal: readonly SkillMention[]): Map<number, Span[]> {
  const spans = new Map<number, Span[]>();
  for (const { line, column, matched } of literal) {
    if (column === undefined) continue;
    spans.set(line, [...(spans.get(line) ?? []), { start: column, end: column + matched.length }]);
  }
  return spans;
}

/**
 * Words a name already stands for say no other skill in other words: "continuous integration & deployment" is
 * CI/CD, not also Continuous integration. Nor do words on both sides of a name, unless a conjunction joins
 * them: "government security compliance policies" is no Government policy, but "statistical and data analysis"
 * is Statistical analysis.
 */
function overlapsName(found: Span, matched: string, names: readonly Span[]): boolean {
  const joined = /\s(and|or|&)\s/i.test(matched);
  return names.some(
    (name) =>
      (name.start <= found.start && found.end <= name.end) ||
      (!joined && found.start < name.start && name.end < found.end),
  );
}

/**
 * Skills a text says in other words, each once per line, except those `literal` already names on that line.
 * `roleTitles`: a job title names the skill of its holder ("Data Analyst": Data analysis). True for a
 * resume, where titles are the owner's own roles; false for a posting, where "report to the Project Manager"
 * asks no project management.
 */
export function findParaphrases(
  text: string,
  literal: readonly SkillMention[],
  { roleTitles = false } = {},
): SkillMention[] {
  const phrases = phraseIndex();
  const named = new Set(literal.map((mention) => `${mention.line}|${mention.skill.name}`));
  const lines = text.split('\n');
  const literalSpans = spansByLine(literal);
  const mentions: SkillMention[] = [];
  lines.forEach((line, lineIndex) => {
    for (const { text: part, offset } of clauses(line)) {
      // "and/or" is one conjunction; padded to its length so positions still point into `part`.
      const clause = readClause(part.replace(/\band\/or\b/gi, 'or    '));
      if (clause.spans.length < 2) continue;
      for (const key of clause.positions.keys()) {
        for (const phrase of phrases.get(key) ?? []) {
          const id = `${lineIndex}|${phrase.skill.name}`;
          if (!phrase.keys.every((other) => clause.positions.has(other)) || named.has(id)) continue;
          const found = matchAt(clause, phrase, roleTitles);
          if (!found) continue;
          const span = {
            start: offset + (clause.spans[found[0]]?.start ?? 0),
            end: offset + (clause.spans[found[1]]?.end ?? 0),
          };
          const matched = line.slice(span.start, span.end);
          if (overlapsName(span, matched, literalSpans.get(lineIndex) ?? [])) continue;
          named.add(id);
          mentions.push({
            line: lineIndex,
            text: line.trim(),
            skill: phrase.skill,
            matched,
            column: span.start,
            paraphrased: true,
          });
        }
      }
    }
  });
  return mentions;
}

let practicesByVerb: Map<string, Skill> | undefined;

/** Practices named by one -ing word (Mentoring, Debugging, Coaching), by the verb they come from. */
function practiceOfVerb(base: string): Skill | undefined {
  practicesByVerb ??= new Map(
    allSkills()
      .filter(
        (skill) =>
          /^\p{L}+ing$/u.test(skill.name) &&
          (skill.category === 'soft' || skill.category === 'method') &&
          !isGuarded(skill),
      )
      .map((skill) => [inflectionBase(skill.name.toLowerCase()), skill]),
  );
  return practicesByVerb.get(base);
}

/**
 * A practice named by one -ing word is said by its verb's past tense too: "Mentored 3 junior engineers" is
 * Mentoring, "Debugged race conditions" Debugging. Only the past tense: the base form is often a noun of
 * another sense ("a mentor", "the edit").
 */
export function findPastTenses(text: string, literal: readonly SkillMention[]): SkillMention[] {
  const named = new Set(literal.map((mention) => `${mention.line}|${mention.skill.name}`));
  const mentions: SkillMention[] = [];
  text.split('\n').forEach((line, lineIndex) => {
    for (const word of line.matchAll(/\p{L}+ed\b/gu)) {
      const skill = practiceOfVerb(inflectionBase(word[0].toLowerCase()));
      const id = `${lineIndex}|${skill?.name}`;
      if (!skill || named.has(id)) continue;
      named.add(id);
      mentions.push({
        line: lineIndex,
        text: line.trim(),
        skill,
        matched: word[0],
        column: word.index,
        paraphrased: true,
      });
    }
  });
  return mentions;
}
