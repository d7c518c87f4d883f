import glossary from '../knowledge/glossary.json' with { type: 'json' };
import { readTable } from '../knowledge/read-table';
import { type Language, languageOf } from './language';
import { wordSpans } from './words';

interface Glossary {
  entries: ReadonlyMap<string, string>;
  /** The most words any entry has. */
  longest: number;
}

/**
 * Spanish and German job vocabulary read as English (knowledge/glossary.json): the words and phrases of
 * postings and resumes that name work, fields, skills and tools, keyed lower case without diacritics
 * ("ingenieria de sistemas", "qualitatssicherung"), each with the taxonomy skill its English names. Words
 * spelt as in English stay as written; of the function words only those that join nouns are read.
 */
const glossaries: ReadonlyMap<Language, Glossary> = (() => {
  const rows = readTable(glossary, 'glossary.json', [
    'term',
    'language',
    'english',
    'concept',
    'source',
    'reason',
  ]);
  const byLanguage = new Map<Language, Glossary>();
  for (const language of ['es', 'de'] as const) {
    // A Map, not an object: a word of a text may be "constructor", which a plain object would find.
    const entries = new Map(
      rows.filter((row) => row.language === language).map((row) => [row.term, row.english]),
    );
    const longest = Math.max(...[...entries.keys()].map((key) => key.split(' ').length));
    byLanguage.set(language, { entries, longest });
  }
  return byLanguage;
})();

/** A word as the glossary keys it: lower case, without diacritics ("Ingeniería" -> "ingenieria"). */
const plain = (word: string) => word.replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');

/** One line with the glossary's words and phrases in English, the longest phrase first; the rest as written. */
function glossLine(line: string, { entries, longest }: Glossary): string {
  const spans = wordSpans(line);
  const keys = spans.map((span) => plain(span.word));
  let result = '';
  let copied = 0;
  for (let at = 0; at < spans.length; ) {
    let length = Math.min(longest, spans.length - at);
    let english: string | undefined;
    for (; length > 0; length--) {
      english = entries.get(keys.slice(at, at + length).join(' '));
      if (english !== undefined) break;
    }
    if (english === undefined) {
      at++;
      continue;
    }
    const first = spans[at] as (typeof spans)[number];
    const last = spans[at + length - 1] as (typeof spans)[number];
    result += `${line.slice(copied, first.start)}${english}`;
    copied = last.end;
    at += length;
  }
  return result + line.slice(copied);
}

/**
 * A Spanish or German text read as English words, line for line ("Manejo de bases de datos" -> "handling de
 * databases"), so its vocabulary meets an English resume or posting; an English text as it is. Words the
 * glossary does not know (tool names, cognates) stay as written.
 */
export function englishGloss(text: string, language: Language = languageOf(text)): string {
  if (language === 'en') return text;
  const glossary = glossaries.get(language) as Glossary;
  return text
    .split('\n')
    .map((line) => glossLine(line, glossary))
    .join('\n');
}
