/**
 * The one tokenizer shared by the taxonomy builder, the phrase index and the finder, so that a skill name and
 * the words of a text are cut the same way. Tokens are runs of letters and digits; "#" and "++" stay glued to
 * the word before them (C#, C++), and a dot opening a word stays glued to it (.NET), because there the
 * punctuation is part of the name. Every other character separates tokens, so "Node.js", "Node JS" and
 * "node-js" all give the tokens "node", "js".
 */
export interface Token {
  /** Lower case, accents folded: what the index compares. */
  norm: string;
  /** Offsets of the token in the tokenized string. */
  start: number;
  end: number;
  /** The characters between the previous token (or the start of the string) and this one. */
  before: string;
}

const nonAsciiWordChars = new Map<number, boolean>();

/** Whether the character at `index` is a letter or digit of any script (false past the end). */
function isWordAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (Number.isNaN(code)) return false;
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  let isWord = nonAsciiWordChars.get(code);
  if (isWord === undefined) {
    isWord = /[\p{L}\p{N}]/u.test(String.fromCharCode(code));
    nonAsciiWordChars.set(code, isWord);
  }
  return isWord;
}

/** Lower case with accents removed ("Café" -> "cafe"), so spellings with and without accents meet. */
export function foldCase(word: string): string {
  const lower = word.toLowerCase();
  for (let index = 0; index < lower.length; index++) {
    if (lower.charCodeAt(index) > 127) return lower.normalize('NFD').replace(/\p{M}/gu, '');
  }
  return lower;
}

const isSpaceAt = (text: string, index: number) =>
  index < 0 || index >= text.length || /\s/.test(text[index] as string);

/** Length of a trailing "#" or "+"/"++" glued to a word, when nothing word-like follows it. */
function suffixLength(text: string, at: number): number {
  let length = 0;
  if (text[at] === '#') length = 1;
  else if (text[at] === '+') length = text[at + 1] === '+' ? 2 : 1;
  return length > 0 && !isWordAt(text, at + length) ? length : 0;
}

/** Splits a string into tokens; possessive "'s" is dropped ("Bachelor's" -> "bachelor"). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    // A lone "&" reads as "and" ("Health & Safety"); inside a word ("R&D") it stays a separator.
    if (char === '&' && isSpaceAt(text, index - 1) && isSpaceAt(text, index + 1)) {
      tokens.push({ norm: 'and', start: index, end: index + 1, before: text.slice(previousEnd, index) });
      previousEnd = ++index;
      continue;
    }
    const startsDotWord = char === '.' && isWordAt(text, index + 1) && !isWordAt(text, index - 1);
    if (!startsDotWord && !isWordAt(text, index)) {
      index++;
      continue;
    }
    const start = index;
    index++;
    while (isWordAt(text, index)) index++;
    index += suffixLength(text, index);
    const end = index;
    const isPossessive =
      (text[index] === "'" || text[index] === '’') && (text[index + 1] ?? '').toLowerCase() === 's';
    if (isPossessive && !isWordAt(text, index + 2)) index += 2;
    tokens.push({
      norm: foldCase(text.slice(start, end)),
      start,
      end,
      before: text.slice(previousEnd, start),
    });
    previousEnd = index;
  }
  return tokens;
}

const keepAsIs = /(ss|us|is)$/;

/**
 * A light singular for the last word of a multi-word name ("data pipelines" -> "data pipeline"); Greek "-sis"
 * nouns too ("needs analyses" -> "needs analysis", "differential diagnoses").
 */
export function singular(word: string): string {
  if (/(aly|gno|the)ses$/.test(word)) return `${word.slice(0, -2)}is`;
  if (word.length <= 3 || !word.endsWith('s') || keepAsIs.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|ches|shes|xes|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The index key of a name: its tokens, the last one made singular when there are several. */
export function phraseKey(name: string): string {
  const words = tokenize(name).map((token) => token.norm);
  const last = words.length - 1;
  if (last > 0) words[last] = singular(words[last] as string);
  return words.join(' ');
}
