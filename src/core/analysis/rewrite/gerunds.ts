import { wordList } from '../knowledge/word-lists';
import { capitalize, conjugate, type Tense, verbOfGerund } from './action-verbs';
import { bare, determiners, listAdjectives, looksPlural } from './phrase-words';

/** Gerunds at the start of a duty ("managing the budget") and the lists they head, turned into verbs. */

/** "-ing" words that name a field ("accounting functions"): a gerund only before "the", "all", "new"... */
const fieldIng = wordList('field-ing');
/** "-ing" words as often nouns as verbs ("building maintenance", "building relationships"): a plural decides. */
const nounOrVerbIng = wordList('noun-or-verb-ing');

/** Whether the text opens with a gerund taking an object ("managing the budget"), not a noun ("accounting"). */
export function startsWithGerund(text: string): boolean {
  const [first = '', next = ''] = text.split(/\s+/u);
  const word = bare(first);
  if (!verbOfGerund(word) || /[,.;:]$/u.test(first)) return false;
  const following = bare(next);
  if (!following || /^(?:and|or|of|for)$/.test(following)) return false;
  if (fieldIng.has(word)) return determiners.has(following);
  if (nounOrVerbIng.has(word))
    return determiners.has(following) || /^(?:up|out)$/.test(following) || looksPlural(next);
  return true;
}

/**
 * "managing the budget and training new staff" -> "Managed the budget and trained new staff": the first gerund
 * and the gerunds that head the other items of its list. Null for a list mixing gerunds and nouns, whose
 * rewrite would break the grammar.
 */
export function convertGerunds(text: string, tense: Tense): string | null {
  const tokens = text.split(/(\s+)/u);
  let sawNounItem = false;
  for (let index = 0; index < tokens.length; index += 2) {
    const token = tokens[index] ?? '';
    const word = bare(token);
    const previous = tokens[index - 2] ?? '';
    const isFirst = index === 0;
    const afterComma = /,$/u.test(previous);
    const afterAnd = /^(?:and|&)$/i.test(previous) && !listAdjectives.has(bare(tokens[index - 4] ?? ''));
    const afterCommaOr = previous.toLowerCase() === 'or' && /,$/u.test(tokens[index - 4] ?? '');
    if (!isFirst && !afterComma && !afterAnd && !afterCommaOr) continue;
    const forms = verbOfGerund(word);
    if (!forms || (!isFirst && !startsWithGerund(tokens.slice(index).join('')) && !/[,.;]$/u.test(token))) {
      if (afterComma && !/^(?:and|or)$/i.test(word)) sawNounItem = true;
      continue;
    }
    if (sawNounItem && !isFirst) return null;
    if (tense === 'present' && forms.base === forms.past) return null;
    const conjugated = conjugate(forms, tense);
    tokens[index] = token.replace(new RegExp(word, 'i'), conjugated);
  }
  return capitalize(tokens.join(''));
}
