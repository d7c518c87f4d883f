import { capitalize } from './action-verbs';

/** Bullets longer than this many words, or characters (about two printed lines), get skimmed over. */
export const MAX_BULLET_WORDS = 35;
export const MAX_BULLET_CHARS = 200;

/** Filler that says nothing: each rule drops or shortens words, never a fact. */
const fillers: readonly (readonly [RegExp, string])[] = [
  [/\bin order to\b/gi, 'to'],
  [/\bincluding,? but not limited to,?/gi, 'including'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bfor the purpose of\b/gi, 'for'],
  [/\bon an? (daily|weekly|monthly|yearly|annual|quarterly) basis\b/gi, '$1'],
  [/\bon a regular basis\b/gi, 'regularly'],
  [/\bin a timely (?:manner|fashion)\b/gi, 'promptly'],
  [/\bwas responsible for\b/gi, 'handled'],
  [/\butiliz(?:ed|ing|es|e)\b/gi, ''],
  [/\bsuccessfully\s+/gi, ''],
  [/\bvarious\s+/gi, ''],
  [/\ba wide (variety|range) of\b/gi, 'a $1 of'],
];

const utilize = new Map([
  ['utilized', 'used'],
  ['utilizing', 'using'],
  ['utilizes', 'uses'],
  ['utilize', 'use'],
]);

/** Word count of a bullet (tokens holding a letter or digit). */
export function bulletWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function isOverlong(text: string): boolean {
  return bulletWords(text) > MAX_BULLET_WORDS || text.length > MAX_BULLET_CHARS;
}

/** The line with its filler words cut ("in order to" -> "to", "successfully" dropped), or null if none. */
export function tightenBullet(line: string): string | null {
  let result = line;
  for (const [pattern, replacement] of fillers) {
    result = result.replace(pattern, (match, group: unknown) => {
      const lower = match.toLowerCase();
      const plain = utilize.get(lower);
      if (plain !== undefined) return keepCase(match, plain);
      const text = typeof group === 'string' ? replacement.replace('$1', group) : replacement;
      return keepCase(match, text);
    });
  }
  result = result.replace(/ {2,}/g, ' ').trim();
  if (/^\p{Lu}/u.test(line)) result = capitalize(result);
  return result === line ? null : result;
}

function keepCase(match: string, replacement: string): string {
  return /^\p{Lu}/u.test(match) ? capitalize(replacement) : replacement;
}
