import { wordList } from '../knowledge/word-lists';
import { findSkills } from '../taxonomy/find-skills';
import { skillNamed } from '../taxonomy/taxonomy';
import { perText } from '../text/memo';
import { isStopword } from '../text/stopwords';
import { isActionVerb, lookupVerb, verbOfGerund } from './action-verbs';
import { splitMarker } from './bullets';
import { bare, determiners, listAdjectives, phraseEnders } from './phrase-words';
import { isRoleNoun } from './role-title';

/**
 * The checks every rewrite passes before it is offered (suggestions and bullet variations alike). A rewrite
 * is the same sentence with only the intended words changed; each rule below is one sentence a person would
 * say, and names what it refuses:
 *
 * - `too-long`: a line of more than 100 words (`MAX_REWRITE_WORDS`) is no bullet or summary sentence and is not
 *   rewritten, nor is a rewrite that runs past 120; such a text is refused before it is read any further.
 * - `unchanged`: a rewrite changes something.
 * - `shape`: it keeps the bullet marker, the capital at the start, and a verb at the start when the line
 *   led with one.
 * - `cut-off`: the line rewritten is whole (it does not stop on "and", a comma, a preposition or an article),
 *   and so is the rewrite; a line that ends a sentence still ends one.
 * - `grammar`: no "to" or preposition is left dangling, no word is doubled, no word is put between an article
 *   or adjective and its noun ("the internal to audit team"), no verb is said twice where the line said it
 *   once ("Lead the PLC, leading…"), and a new lead verb takes its object directly unless it is a verb that
 *   takes a preposition ("Contributed to", "Partnered with").
 * - `dropped-words`: every word of the original is still there, but for the verb being replaced, the weak
 *   opening ("Responsible for", "Helped") and filler ("in order to", "successfully", "multiple" before [N]).
 * - `negation`: every negation of the original ("not", "never", "no", "n't", "without"…) is still there, and
 *   none is added: "did not negotiate" never becomes "did negotiate".
 * - `new-number`: figures are only added as placeholders ("[X%]", "[N]", "[$X]").
 * - `new-tool`: no skill of the taxonomy the resume does not show is named, but the one the rewrite means to
 *   add (`adds`: the posting's keyword the line supports, the skill the visitor is asked about).
 * - `new-role`: no role noun the resume does not hold ("Nurse", "Manager"), but in "seeking a … role".
 * - `new-name`: no name (employer, place, product) the resume does not hold, whatever its case, but in `adds` or
 *   in "seeking a … role": a new word is read as a name when it is capitalised inside a sentence, or when it is
 *   none of the words a rewrite brings of itself (function words, verbs, numbers, "as part of", "with a focus
 *   on", "[N] people"), so "at deloitte" is caught as well as "at Deloitte".
 */
export type RewriteProblem =
  | 'too-long'
  | 'unchanged'
  | 'shape'
  | 'cut-off'
  | 'grammar'
  | 'dropped-words'
  | 'negation'
  | 'new-number'
  | 'new-tool'
  | 'new-role'
  | 'new-name';

export interface RewriteToCheck {
  /** The text as written: a whole line, or a wrapped bullet with its other lines joined. */
  original: string;
  /** The same text rewritten. */
  replacement: string;
  /** The whole resume: what it holds (skills, roles, names) may be named. */
  resumeText: string;
  /** What the rewrite means to add: the posting keyword or skill worked in. */
  adds?: readonly string[];
}

interface Token {
  /** As written. */
  raw: string;
  /** Lower-case, without surrounding punctuation. */
  word: string;
  start: number;
  end: number;
  isPlaceholder: boolean;
}

const tokenPattern = /\[[^\]\n]{1,20}\]|[\p{L}\p{N}$]+(?:['’.+#&/-][\p{L}\p{N}]+)*[+#%]*/gu;

function tokenize(text: string): Token[] {
  return [...text.matchAll(tokenPattern)].map((match) => ({
    raw: match[0],
    word: match[0].startsWith('[') ? match[0] : bare(match[0]),
    start: match.index,
    end: match.index + match[0].length,
    isPlaceholder: match[0].startsWith('['),
  }));
}

/** Words a rewrite may drop: the weak openings, the filler `tighten` cuts, vague counts a placeholder replaces. */
const droppable = wordList('droppable');
/** The nouns the rewrites' own phrases bring: "as part of", "with a focus on", "a team of [N] people". */
const rewriteNouns = new Set(['part', 'focus', 'people']);
/** Weak verbs: dropping them needs no verb in their place ("Helped develop" -> "Co-developed"). */
const weakVerbs = wordList('weak-verb');
/** Verbs that take a preposition before their object. */
const prepositionalVerbs = wordList('prepositional-verb');
const numberWords = wordList('number-word');
/** Nouns ending like adjectives ("-al", "-ic"): a word may follow them. */
const nounsLikeAdjectives = wordList('adjective-like-noun');
const connectorEnd =
  /(?:[,;:&/–—-]|\b(?:and|or|but|nor|of|the|to|with|for|in|on|a|an|by|as|at|from|into|via|than|that|which|who|including|such as|like|per))$/iu;

const isNumber = (token: Token) =>
  !token.isPlaceholder && (/\d/.test(token.raw) || numberWords.has(token.word));

/** The base of a verb form, or the word itself: "managing" and "managed" are one word here. */
function lemma(word: string): string {
  const plain = word.replace(/^co-/u, '');
  const known = lookupVerb(plain);
  if (known) return known.verb.base;
  const gerund = verbOfGerund(plain);
  return gerund ? gerund.past : plain;
}

function isVerbWord(word: string): boolean {
  const plain = word.replace(/^co-/u, '');
  return lookupVerb(plain) !== undefined || isActionVerb(plain) || verbOfGerund(plain) !== undefined;
}

const isAdjectiveLike = (word: string) =>
  determiners.has(word) ||
  listAdjectives.has(word) ||
  (/(?:al|ive|ous|ful|ic)$/u.test(word) && !nounsLikeAdjectives.has(word) && word.length > 3);

function counts(words: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const word of words) map.set(word, (map.get(word) ?? 0) + 1);
  return map;
}

/** Words of `a` not in `b`, as a multiset. */
function missingFrom(a: readonly string[], b: readonly string[]): string[] {
  const left = counts(b);
  const missing: string[] = [];
  for (const word of a) {
    const count = left.get(word) ?? 0;
    if (count > 0) left.set(word, count - 1);
    else missing.push(word);
  }
  return missing;
}

/** Cells of the comparison table at most: a line of `MAX_REWRITE_WORDS` and its rewrite fit many times over. */
const MAX_TABLE_CELLS = 1 << 16;

/**
 * The words a rewrite kept: replacement index -> original index, along the longest common subsequence of the
 * two texts' words. The table is one typed array and bounded: past `MAX_TABLE_CELLS` (never for a text that
 * passed the length check) only the words the two texts share at their start and end count as kept.
 */
function keptWords(original: readonly string[], replacement: readonly string[]): Map<number, number> {
  const rows = original.length;
  const cols = replacement.length;
  const kept = new Map<number, number>();
  if ((rows + 1) * (cols + 1) > MAX_TABLE_CELLS) {
    let head = 0;
    while (head < rows && head < cols && original[head] === replacement[head]) {
      kept.set(head, head);
      head++;
    }
    for (let i = rows - 1, j = cols - 1; i >= head && j >= head && original[i] === replacement[j]; i--, j--)
      kept.set(j, i);
    return kept;
  }
  const width = cols + 1;
  const table = new Uint16Array((rows + 1) * width);
  const at = (i: number, j: number) => table[i * width + j] as number;
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      table[i * width + j] =
        original[i] === replacement[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    if (original[i] === replacement[j]) {
      kept.set(j, i);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return kept;
}

/** The span of "seeking a … role" (the role sought, no claim), as character offsets. */
function soughtSpan(text: string): [number, number] | undefined {
  const match = /\bseeking an? [^.;:!?]{1,80}? (?:role|position)\b(?: in [^.;:!?]{1,60})?/iu.exec(text);
  return match ? [match.index, match.index + match[0].length] : undefined;
}

interface ResumeFacts {
  words: Set<string>;
  /** Read only when a rewrite names a skill its line did not: most never do. */
  skills?: Set<string>;
}

/** What a resume holds, read once per resume text (a request checks many rewrites of one resume). */
const factsOf = perText((resumeText): ResumeFacts => {
  const words = new Set<string>();
  for (const token of tokenize(resumeText)) {
    words.add(token.word);
    words.add(singular(token.word));
  }
  return { words };
});

const singular = (word: string) => word.replace(/(?<=[^s])s$/u, '');

function skillNamesOf(text: string): Set<string> {
  return new Set(findSkills(text).map((mention) => mention.skill.name.toLowerCase()));
}

/** A line longer than this (in words) is no bullet or summary sentence: it is not rewritten. */
export const MAX_REWRITE_WORDS = 100;
/** A rewrite adds a few words at most ("… Seeking a Staff Nurse role."). */
const MAX_REPLACEMENT_WORDS = MAX_REWRITE_WORDS + 20;

/** Whether a text has more than `limit` words, read no further than the word past the limit. */
function hasMoreWordsThan(text: string, limit: number): boolean {
  let count = 0;
  for (const _ of text.matchAll(tokenPattern)) if (++count > limit) return true;
  return false;
}

/** Words that deny: a rewrite keeps each of them and brings none. */
const negationWords = wordList('negation');

/**
 * The negations of a text, "n't" and "cannot" read as "not"; "but not limited to" and "not only … but also"
 * deny nothing.
 */
function negationsOf(tokens: readonly Token[]): string[] {
  const found: string[] = [];
  tokens.forEach((token, index) => {
    const { word } = token;
    const next = tokens[index + 1]?.word;
    if (/n['’]t$/u.test(word) || word === 'cannot') found.push('not');
    else if (negationWords.has(word) && !(word === 'not' && (next === 'limited' || next === 'only')))
      found.push(word);
  });
  return found.sort();
}

/** The problems of a rewrite; empty when it may be offered. */
export function rewriteProblems(rewrite: RewriteToCheck): RewriteProblem[] {
  if (
    hasMoreWordsThan(rewrite.original, MAX_REWRITE_WORDS) ||
    hasMoreWordsThan(rewrite.replacement, MAX_REPLACEMENT_WORDS)
  )
    return ['too-long'];
  const original = rewrite.original.trim();
  const replacement = rewrite.replacement.trim();
  if (original === replacement) return ['unchanged'];
  const problems = new Set<RewriteProblem>();
  const before = tokenize(original);
  const after = tokenize(replacement);
  const adds = (rewrite.adds ?? []).map((add) => add.toLowerCase());
  const addedWords = new Set(adds.flatMap((add) => tokenize(add).map((token) => token.word)));
  const sought = soughtSpan(replacement);
  const inSought = (token: Token) =>
    sought !== undefined && token.start >= sought[0] && token.end <= sought[1];

  if (!sameShape(original, replacement)) problems.add('shape');
  if (
    isCutOff(original) ||
    isCutOff(replacement) ||
    (/[.!?]$/u.test(original) && !/[.!?]$/u.test(replacement))
  )
    problems.add('cut-off');
  if (hasGrammarSlip(before, after, replacement, original)) problems.add('grammar');

  // Dropped words: by lemma, so "managing" -> "Managed" keeps its word.
  const beforeLemmas = before.map((token) => lemma(token.word));
  const afterLemmas = after.map((token) => lemma(token.word));
  const dropped = missingFrom(beforeLemmas, afterLemmas);
  const gained = missingFrom(afterLemmas, beforeLemmas);
  const droppedVerbs = dropped.filter(
    (word) => isVerbWord(word) && !droppable.has(word) && !weakVerbs.has(word),
  );
  const gainedVerbs = gained.filter((word) => isVerbWord(word));
  if (dropped.some((word) => !droppable.has(word) && !weakVerbs.has(word) && !isVerbWord(word)))
    problems.add('dropped-words');
  if (droppedVerbs.length > gainedVerbs.length) problems.add('dropped-words');
  if (dropped.some((word) => /\d/u.test(word) || numberWords.has(word))) problems.add('dropped-words');
  if (negationsOf(before).join(' ') !== negationsOf(after).join(' ')) problems.add('negation');

  // New facts: only among the words the rewrite brought.
  const originalWords = new Set(before.map((token) => token.word));
  const facts = factsOf(rewrite.resumeText);
  const isNew = (token: Token) =>
    !originalWords.has(token.word) && !token.isPlaceholder && !addedWords.has(token.word) && !inSought(token);
  after.forEach((token, index) => {
    if (!isNew(token)) return;
    if (isNumber(token)) problems.add('new-number');
    const held = facts.words.has(token.word) || facts.words.has(singular(token.word));
    if (!held && isRoleNoun(token.raw) && !isVerbAt(after, index, replacement)) problems.add('new-role');
    if (!held && (isCapitalisedName(token, replacement) || isUnknownWord(token.word)))
      problems.add('new-name');
  });
  // Skills are named by nouns and names: a rewrite that only brings verbs, small words and placeholders
  // names none (and is spared reading the text for skills).
  const bringsNames = after.some(
    (token) =>
      isNew(token) &&
      !droppable.has(token.word) &&
      !(isVerbWord(token.word) && (/^\p{Ll}/u.test(token.raw) || startsSentence(replacement, token))),
  );
  if (bringsNames) {
    const allowed = new Set([
      ...skillNamesOf(original),
      ...adds,
      ...adds.flatMap((add) => skillNamed(add)?.name.toLowerCase() ?? []),
    ]);
    // Named, not said in other words: "leading a team" for "Led a team" names no new tool.
    const named = findSkills(replacement).filter(
      (mention) =>
        !mention.paraphrased &&
        !allowed.has(mention.skill.name.toLowerCase()) &&
        !withinSought(replacement, mention.matched, sought),
    );
    if (named.length > 0) {
      facts.skills ??= skillNamesOf(rewrite.resumeText);
      const held = facts.skills;
      if (named.some((mention) => !held.has(mention.skill.name.toLowerCase()))) problems.add('new-tool');
    }
  }
  return [...problems];
}

/** A capitalised word inside a sentence: a name (employer, place, product). */
const isCapitalisedName = (token: Token, text: string) =>
  /^\p{Lu}/u.test(token.raw) && !startsSentence(text, token);

/**
 * A word no rewrite brings of itself, whatever its case ("at deloitte"): not a function word, a verb, a number,
 * nor a noun of the rewrites' own phrases ("as part of", "with a focus on", "a team of [N] people").
 */
function isUnknownWord(word: string): boolean {
  return (
    /\p{L}/u.test(word) &&
    !isStopword(word) &&
    !droppable.has(word) &&
    !phraseEnders.has(word) &&
    !determiners.has(word) &&
    !numberWords.has(word) &&
    !rewriteNouns.has(word) &&
    !isVerbWord(word)
  );
}

/** Whether a rewrite may be offered. */
export function passesChecks(rewrite: RewriteToCheck): boolean {
  return rewriteProblems(rewrite).length === 0;
}

function withinSought(text: string, matched: string, sought: [number, number] | undefined): boolean {
  if (!sought) return false;
  const at = text.indexOf(matched, sought[0]);
  return at >= sought[0] && at + matched.length <= sought[1];
}

/** The first word of a sentence or of a labelled part ("Label: Word"), which is capitalised anyway. */
function startsSentence(text: string, token: Token): boolean {
  const before = text.slice(0, token.start).trimEnd();
  return before === '' || /[.!?:;•–—-]$/u.test(before) || splitMarker(text).marker === before;
}

/** A role noun used as a verb: "Lead the audit", "and head the unit", "to partner with". */
function isVerbAt(tokens: readonly Token[], index: number, text: string): boolean {
  const token = tokens[index] as Token;
  if (!lookupVerb(token.word)) return false;
  const previous = tokens[index - 1];
  return (
    !previous ||
    startsSentence(text, token) ||
    /^(?:and|or|to)$/u.test(previous.word) ||
    /,\s*$/u.test(text.slice(previous.end, token.start))
  );
}

function isCutOff(text: string): boolean {
  return connectorEnd.test(text.replace(/\s+$/u, ''));
}

/** Same marker, same capital at the start, a verb at the start when the original led with one. */
function sameShape(original: string, replacement: string): boolean {
  const a = splitMarker(original);
  const b = splitMarker(replacement);
  if (a.marker !== b.marker) return false;
  if (/^\p{Lu}/u.test(a.body) && !/^(?:\p{Lu}|\[)/u.test(b.body)) return false;
  if (!leadsWithVerb(a.body)) return true;
  // A label naming what the line shows may stand before the verb ("Vendor management: Negotiated ...").
  const unlabelled = b.body.replace(/^[^:]{2,60}:\s+/u, '');
  return leadsWithVerb(b.body) || leadsWithVerb(unlabelled);
}

function leadsWithVerb(body: string): boolean {
  const words = body.split(/\s+/u).map(bare);
  const first = /ly$/u.test(words[0] ?? '') && words.length > 1 ? (words[1] ?? '') : (words[0] ?? '');
  const plain = first.replace(/^co-/u, '');
  const known = lookupVerb(plain);
  return (known !== undefined && known.form !== 'gerund') || isActionVerb(plain);
}

function hasGrammarSlip(before: Token[], after: Token[], replacement: string, original: string): boolean {
  const beforeWords = before.map((token) => token.word);
  const afterWords = after.map((token) => token.word);
  // A "to" or preposition with nothing after it: at the end, before punctuation or before a conjunction.
  for (const [index, token] of after.entries()) {
    if (!/^(?:to|of|for|with|by|from|into|as)$/u.test(token.word)) continue;
    const next = after[index + 1];
    const gap = next ? replacement.slice(token.end, next.start) : '';
    const dangling =
      !next || /[,.;:!?]/u.test(gap) || /^(?:and|or|but|to|of|for|with|in|on|at|by|from)$/u.test(next.word);
    if (dangling && !danglesInOriginal(before, original, token.word)) return true;
  }
  // A doubled word the original did not have.
  for (let index = 1; index < after.length; index++) {
    const word = afterWords[index] as string;
    if (word === afterWords[index - 1] && !after[index]?.isPlaceholder) {
      const wasDoubled = beforeWords.some((w, at) => at > 0 && w === word && beforeWords[at - 1] === word);
      if (!wasDoubled) return true;
    }
  }
  // A word put between an article or adjective and the noun that followed it.
  const kept = keptWords(beforeWords, afterWords);
  for (let index = 1; index < after.length; index++) {
    const token = after[index] as Token;
    const from = kept.get(index - 1);
    if (kept.has(index) || token.isPlaceholder || from === undefined) continue;
    const previous = afterWords[index - 1] as string;
    const followerThen = beforeWords[from + 1];
    const gap = replacement.slice(after[index - 1]?.end ?? 0, token.start);
    if (followerThen !== undefined && !/[,;:.]/u.test(gap) && isAdjectiveLike(previous)) return true;
  }
  // A verb the rewrite brings is not one the line says already ("Lead the PLC, leading data meetings").
  // Counted where the word can only be a verb: the lead word, or a past, third-person or -ing form.
  const verbCount = (tokens: readonly Token[]) =>
    counts(
      tokens
        .filter((token, index) => {
          const known = lookupVerb(token.word.replace(/^co-/u, ''));
          return known !== undefined && (index === 0 || token.word !== known.verb.base);
        })
        .map((token) => lemma(token.word)),
    );
  const verbsBefore = verbCount(before);
  for (const [base, count] of verbCount(after))
    if (count > 1 && count > (verbsBefore.get(base) ?? 0)) return true;
  // A new lead verb takes its object: "Supported with X" lost it, "Contributed to X" did not.
  const leadBefore = leadVerbOf(before);
  const leadAfter = leadVerbOf(after);
  if (leadAfter && leadAfter.base !== leadBefore?.base) {
    const next = after[leadAfter.index + 1];
    if (!next) return true;
    const coordinated = /^(?:and|or)$/u.test(next.word) || /,\s*$/u.test(replacement.slice(0, next.start));
    if (phraseEnders.has(next.word) && !coordinated && !prepositionalVerbs.has(leadAfter.base)) return true;
  }
  return false;
}

function danglesInOriginal(before: readonly Token[], original: string, word: string): boolean {
  return before.some((token, index) => {
    if (token.word !== word) return false;
    const next = before[index + 1];
    return !next || /[,.;:!?]/u.test(original.slice(token.end, next.start));
  });
}

/** The first word when it is a verb (after an adverb: "Successfully delivered"), with its base. */
function leadVerbOf(tokens: readonly Token[]): { index: number; base: string } | undefined {
  for (let index = 0; index < Math.min(tokens.length, 8); index++) {
    const word = (tokens[index] as Token).word.replace(/^co-/u, '');
    const known = lookupVerb(word);
    if (known && known.form !== 'gerund') return { index, base: known.verb.base };
    if (isActionVerb(word)) return { index, base: word };
    if (!/ly$/u.test(word) || index > 0) return undefined;
  }
  return undefined;
}
