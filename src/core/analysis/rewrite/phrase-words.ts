import { wordList } from '../knowledge/word-lists';
/** Small word classes the rewrites need to read a bullet's first phrase, without a full parser. */

export const determiners = wordList('determiner');

/** Words that end a noun phrase: prepositions, conjunctions, relative pronouns. */
export const phraseEnders = wordList('phrase-ender');

/** Adjectives that can stand before "and": in "new and returning customers", "returning" is no verb. */
export const listAdjectives = wordList('list-adjective');

/** People a bullet can lead, train or serve: their count is worth a number. */
export const peopleNouns = wordList('people-noun');

/** The word without surrounding punctuation, lower-case. */
export function bare(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * Whether a word looks like a plural count noun ("projects", "invoices"): ends in -s but not -ss/-us/-is
 * (process, status, analysis), -ics (logistics) or -ous, and is no verb in third person we know of.
 */
export function looksPlural(word: string): boolean {
  const lower = bare(word);
  if (peopleNouns.has(lower) && lower !== 'staff' && lower !== 'personnel' && lower !== 'team') {
    return lower.endsWith('s') || lower === 'people' || lower === 'children';
  }
  return /^[a-z][a-z-]{2,}s$/.test(lower) && !/(?:ss|us|is|ics|ous|ness)$/.test(lower);
}

/** The words of the first noun phrase of a text: up to the first preposition, conjunction or punctuation. */
export function firstPhrase(text: string): string[] {
  const phrase: string[] = [];
  for (const token of text.split(/\s+/u)) {
    const word = bare(token);
    if (!word || phraseEnders.has(word)) break;
    phrase.push(word);
    if (/[,.;:()]$/u.test(token)) break;
  }
  return phrase;
}
