import { wordList } from '../knowledge/word-lists';
import { findSkills } from '../taxonomy/find-skills';
import { isActionVerb, lookupVerb } from './action-verbs';
import { bare, looksPlural, phraseEnders } from './phrase-words';

/**
 * Marks where a figure belongs in a bullet without one, with a placeholder the user fills in: "[X%]" for a
 * change, "[N]" for a count, "[$X]" for money. Never a number: the resume's owner knows it, we do not.
 */

export const placeholders = { percent: '[X%]', count: '[N]', money: '[$X]' } as const;
/** Any placeholder the rewrites write: text inside these brackets is not a claim. */
export const placeholderPattern = /\[(?:X%|N|\$X|N years|X)\]/g;

const numberWords =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|hundred|hundreds|thousand|thousands|million|millions|billion|dozen|dozens|single|double|triple)\b/i;
const changeVerbs = wordList('change-verb');
const articles = wordList('article');
/** Verbs whose object is no count of work done ("Followed safety rules", "Used skills"). */
const uncountedVerbs = wordList('uncounted-verb');
/** Plurals that name no countable output: "[N] best practices" or "[N] needs" would read wrong. */
const uncountedNouns = wordList('uncounted-noun');
const vagueQuantity =
  /\b(?:a (?:wide )?(?:variety|range|number) of|multiple|several|numerous|various|many)\s+/gi;
const boundaryWords = /^(?:by|through|via|using|while|across|within|during|after|from|thereby|resulting)$/;

interface Token {
  word: string;
  raw: string;
  start: number;
  end: number;
}

function tokenize(text: string): Token[] {
  return [...text.matchAll(/\S+/gu)].map((match) => ({
    word: bare(match[0]),
    raw: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Whether a bullet already holds a figure: digits, number words or a placeholder. */
export function hasFigure(text: string): boolean {
  return /\d/.test(text) || numberWords.test(text) || /\[[^\]]*\]/.test(text);
}

/**
 * The bullet with a placeholder where a figure belongs, or null when it has one or no clear place for one.
 * `whole` is the bullet with its wrapped lines: the insertion must fall within `line`, the part a suggestion
 * can replace.
 */
export function markWhereNumberBelongs(line: string, whole: string = line): string | null {
  if (hasFigure(whole) || /\bfrom\s+\S+(?:\s+\S+){0,3}\s+to\s/iu.test(whole)) return null;
  const sentence = firstSentence(whole);
  const tokens = tokenize(sentence);
  const verbCount = leadingVerbs(tokens);
  if (verbCount === 0) return null;
  const insertion =
    teamSize(tokens, verbCount) ??
    budgetSize(tokens, verbCount) ??
    changeSize(tokens, verbCount) ??
    vagueCount(sentence) ??
    objectCount(tokens, verbCount, sentence);
  if (!insertion || insertion.at > line.length || (insertion.at === line.length && whole !== line))
    return null;
  const end = insertion.at + (insertion.remove ?? 0);
  return `${line.slice(0, insertion.at)}${insertion.text}${line.slice(end)}`;
}

interface Insertion {
  at: number;
  text: string;
  remove?: number;
}

function firstSentence(text: string): string {
  const end = /[.;!?](?=\s+\p{Lu})|[.;!?]$/u.exec(text);
  return end ? text.slice(0, end.index) : text;
}

const isLeadVerb = (token: Token | undefined) =>
  token !== undefined && isActionVerb(token.word) && !token.word.endsWith('ing');

/**
 * How many tokens the opening takes: "Reduced" = 1, "Successfully delivered" = 2, "Built and maintained" = 3;
 * 0 when no verb leads. A "from X to Y" bullet is sized already.
 */
function leadingVerbs(tokens: Token[]): number {
  const adverb = /ly$/.test(tokens[0]?.word ?? '') && isLeadVerb(tokens[1]) ? 1 : 0;
  if (!isLeadVerb(tokens[adverb])) return 0;
  if (tokens[adverb + 1]?.word === 'and' && isLeadVerb(tokens[adverb + 2])) return adverb + 3;
  return adverb + 1;
}

/**
 * "Led a team of developers" -> "Led a team of [N] developers"; "Managed a team" -> "... a team of [N] people";
 * "Managed team of nurses" -> "Managed team of [N] nurses". Not "a team meeting" nor "department employees".
 */
function teamSize(tokens: Token[], verbCount: number): Insertion | null {
  const first = tokens[verbCount];
  if (!first) return null;
  const hasArticle = /^(?:a|the)$/.test(first.word);
  const from = hasArticle ? verbCount + 1 : verbCount;
  for (let index = from; index <= (hasArticle ? from + 2 : from); index++) {
    const token = tokens[index];
    if (!token || phraseEnders.has(token.word)) return null;
    if (!/^(?:team|group|crew|staff|department)$/.test(token.word)) continue;
    const next = tokens[index + 1];
    if (next?.word === 'of') return { at: next.end, text: ` ${placeholders.count}` };
    const endsPhrase = !next || phraseEnders.has(next.word) || /[,;:.]$/u.test(token.raw);
    if (!hasArticle || !endsPhrase) return null;
    const at = /[,;:.]$/u.test(token.raw) ? token.end - 1 : token.end;
    return { at, text: ` of ${placeholders.count} people` };
  }
  return null;
}

/** "Managed the annual budget" -> "Managed the [$X] annual budget". */
function budgetSize(tokens: Token[], verbCount: number): Insertion | null {
  const article = tokens[verbCount];
  if (!article || !/^(?:a|an|the)$/.test(article.word)) return null;
  for (let index = verbCount + 1; index <= verbCount + 3; index++) {
    const token = tokens[index];
    if (!token || phraseEnders.has(token.word)) return null;
    if (token.word !== 'budget') continue;
    const text = article.word === 'an' ? `a ${placeholders.money}` : `${article.raw} ${placeholders.money}`;
    return { at: article.start, text, remove: article.raw.length };
  }
  return null;
}

/** "Reduced page load time through caching" -> "Reduced page load time by [X%] through caching". */
function changeSize(tokens: Token[], verbCount: number): Insertion | null {
  const verbs = [tokens[0], tokens[verbCount - 1]];
  if (!verbs.some((token) => token && changeVerbs.has(lookupVerb(token.word)?.verb.base ?? ''))) return null;
  // "from weeks to minutes" already sizes the change.
  if (
    tokens.some(
      (token, index) =>
        token.word === 'from' && tokens.slice(index + 2, index + 6).some((t) => t.word === 'to'),
    )
  )
    return null;
  let last: Token | undefined;
  for (let index = verbCount; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const next = tokens[index + 1];
    const isBoundary =
      boundaryWords.test(token.word) ||
      (token.word === 'and' && next !== undefined && isActionVerb(next.word) && !next.word.endsWith('ing'));
    if (isBoundary && last) {
      if (token.word === 'by')
        return { at: last.end, text: ` by ${placeholders.percent} through`, remove: 3 };
      return { at: last.end, text: ` by ${placeholders.percent}` };
    }
    last = token;
    if (/[,;:)(—–]$/u.test(token.raw)) return { at: token.end - 1, text: ` by ${placeholders.percent}` };
  }
  return last ? { at: last.end, text: ` by ${placeholders.percent}` } : null;
}

/** "delivered multiple projects" -> "delivered [N] projects". */
function vagueCount(sentence: string): Insertion | null {
  for (const match of sentence.matchAll(vagueQuantity)) {
    const following = tokenize(sentence.slice(match.index + match[0].length)).slice(0, 3);
    const head = following.find((token) => looksPlural(token.raw) || phraseEnders.has(token.word));
    if (!head || phraseEnders.has(head.word) || /^(?:ways|aspects|times)$/.test(head.word)) continue;
    return { at: match.index, text: `${placeholders.count} `, remove: match[0].length };
  }
  return null;
}

/**
 * "Mentored junior developers" -> "Mentored [N] junior developers": a plural object counts something. A skill
 * the line names may stand before it ("Built [N] Power BI reports", "Taught [N] Geometry units"); any other
 * capitalised word may be a name ("Managed Acme accounts"), so the line is left alone.
 */
function objectCount(tokens: Token[], verbCount: number, sentence: string): Insertion | null {
  const start = tokens[verbCount];
  const verbs = [tokens[0], tokens[verbCount - 1]].map(
    (token) => lookupVerb(token?.word ?? '')?.verb.base ?? '',
  );
  if (!start || verbs.some((base) => uncountedVerbs.has(base))) return null;
  let tools: [number, number][] | undefined;
  const isTool = (token: Token) => {
    tools ??= toolSpans(sentence);
    return tools.some(([from, to]) => token.start >= from && token.end <= to);
  };
  for (let index = verbCount; index < verbCount + 4; index++) {
    const token = tokens[index];
    if (!token || phraseEnders.has(token.word) || articles.has(token.word)) return null;
    if (/^\p{Lu}/u.test(token.raw)) {
      if (!/[,;:.]$/u.test(token.raw) && isTool(token)) continue;
      return null;
    }
    if (!/^[a-z-]+$/.test(token.word)) return null;
    if (looksPlural(token.raw) && !uncountedNouns.has(token.word)) {
      // A plural with more of its noun phrase after it is a modifier ("accounts receivable ledger account"):
      // "[N]" there would count the wrong word.
      const next = tokens[index + 1];
      const goesOn =
        next && !/[,;:.]$/u.test(token.raw) && /^[a-z-]+$/u.test(next.word) && !phraseEnders.has(next.word);
      return goesOn ? null : { at: start.start, text: `${placeholders.count} ` };
    }
    if (looksPlural(token.raw)) return null;
    if (/[,;:.]$/u.test(token.raw)) return null;
  }
  return null;
}

/** Where the sentence names a skill by its own name ("Power BI", "Tableau", "Geometry"), as offsets. */
function toolSpans(sentence: string): [number, number][] {
  return findSkills(sentence)
    .filter((mention) => !mention.paraphrased)
    .map((mention) => {
      const from = mention.column ?? sentence.indexOf(mention.matched);
      return [from, from + mention.matched.length];
    });
}
