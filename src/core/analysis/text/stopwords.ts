import { wordList } from '../knowledge/word-lists';

/**
 * The word lists of knowledge/words.json, each row with its language, source and reason:
 * - stopword: words that carry no meaning when a resume is compared with a posting: function words, and the
 *   boilerplate every posting repeats ("ability", "strong", "including", "required"...). Matching ignores
 *   them, and no keyword is made of them. Deliberately not stopwords: "experience", "work", "team", "role",
 *   "service", "management", which make real phrases ("customer experience", "social work") and are vague.
 * - vague: too vague to be a keyword alone, though part of one ("customer experience", "team leadership").
 *   Seniority words are here: the level is compared apart.
 * - duty-verb: verbs that open duties and requirements ("Develop reports", "Ensuring compliance"), as base
 *   forms. Verbs that are often nouns too ("design", "support", "plan", "test") are left out.
 */
const stopwords = wordList('stopword');
const vagueWords = wordList('vague');
const dutyVerbs = wordList('duty-verb');

/** True for a lower-case word that carries no meaning for matching: function words and posting boilerplate. */
export function isStopword(word: string): boolean {
  return word.length < 2 || stopwords.has(word);
}

/** The base forms a word may be an inflection of: "ensuring" -> "ensur", "ensure"; "leads" -> "lead". */
function baseForms(word: string): string[] {
  const forms = [word];
  for (const suffix of ['ing', 'ed', 'es', 's', 'd']) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    const stem = word.slice(0, -suffix.length);
    forms.push(stem, `${stem}e`);
    // "managing" -> "manag" -> "manage"; "planning" -> "plann" -> "plan".
    if (stem.length > 3 && stem.at(-1) === stem.at(-2)) forms.push(stem.slice(0, -1));
  }
  return forms;
}

/** Verbs that open a duty ("Develop reports", "Ensuring compliance"): a keyword phrase never starts with one. */
export function isActionVerb(word: string): boolean {
  return baseForms(word).some((form) => dutyVerbs.has(form));
}

/**
 * Vague words, duty verbs, adverbs ("closely") and past participles ("determined", "listed"): never a keyword
 * alone.
 */
export function isGenericWord(word: string): boolean {
  return (
    vagueWords.has(word) ||
    isActionVerb(word) ||
    (word.length > 5 && word.endsWith('ly') && !word.endsWith('ply')) ||
    (word.length > 5 && word.endsWith('ed') && !word.endsWith('eed'))
  );
}
