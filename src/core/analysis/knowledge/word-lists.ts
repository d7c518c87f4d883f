import { readTable } from './read-table';
import wordsTable from './words.json' with { type: 'json' };

/** The lists of words.json, by the name its `list` column gives each. */
export type WordListName =
  | 'stopword'
  | 'vague'
  | 'duty-verb'
  | 'droppable'
  | 'weak-verb'
  | 'prepositional-verb'
  | 'number-word'
  | 'adjective-like-noun'
  | 'negation'
  | 'determiner'
  | 'phrase-ender'
  | 'list-adjective'
  | 'people-noun'
  | 'change-verb'
  | 'article'
  | 'uncounted-verb'
  | 'uncounted-noun'
  | 'result-verb'
  | 'not-a-task'
  | 'field-ing'
  | 'noun-or-verb-ing'
  | 'role-noun'
  | 'role-only-at-end'
  | 'ed-adjective';

const lists = new Map<string, Set<string>>();
for (const { word, list } of readTable(wordsTable, 'words.json', [
  'word',
  'language',
  'list',
  'source',
  'reason',
])) {
  const words = lists.get(list) ?? new Set<string>();
  words.add(word);
  lists.set(list, words);
}

/** The words of one list of knowledge/words.json (each row says why the word is there). */
export function wordList(name: WordListName): ReadonlySet<string> {
  const words = lists.get(name);
  if (!words) throw new Error(`words.json has no list named ${name}`);
  return words;
}
