import { stem } from '../text/stem';
import { isGenericWord, isStopword } from '../text/stopwords';
import { canonicalStem } from '../text/synonyms';
import { words } from '../text/words';
import data from './occupation-words.json' with { type: 'json' };

/**
 * Which kind of work a text reads as: its words' leanings towards the 23 SOC major groups ("nurse", "patient"
 * towards Healthcare; "invoice", "ledger" towards Business and Financial Operations), summed with dampened
 * counts. Built from the O*NET occupation titles and descriptions by scripts/build-occupations.ts.
 */
export type OccupationProfile = readonly number[];

const groups: readonly string[] = data.groups;
/** Each word's leanings, by its lookup key (a Map: a key is a word of the text, and may be "constructor"). */
const leanings = new Map(
  Object.entries(data.words as unknown as Record<string, readonly [number, number][]>),
);

/** A word worth looking up: three letters or more, no digits, not a stopword or a vague word. */
export const usableWord = (word: string) =>
  word.length >= 3 && !/\d/.test(word) && !isStopword(word) && !isGenericWord(word);
/** The form words are looked up by: the canonical stem ("nurses", "nursing" -> "nurs"). */
export const occupationKey = (word: string) => canonicalStem(stem(word));

/** The lookup key of a word, '' when the word is not worth looking up. */
function keyOf(word: string): string {
  const key = usableWord(word) ? occupationKey(word) : '';
  return key && leanings.has(key) ? key : '';
}

/** The kind of work a text reads as: the leanings of its known words, each count dampened (1 + ln n). */
export function occupationProfile(text: string): OccupationProfile {
  const counts = new Map<string, number>();
  for (const word of words(text)) {
    const key = keyOf(word);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const profile = new Array<number>(groups.length).fill(0);
  for (const [key, count] of counts) {
    for (const [group, weight] of leanings.get(key) ?? [])
      profile[group] = (profile[group] ?? 0) + weight * (1 + Math.log(count));
  }
  return profile;
}

/** How alike two texts read as kinds of work, 0-1 (cosine of their profiles). */
export function occupationFit(a: OccupationProfile, b: OccupationProfile): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  a.forEach((value, group) => {
    const other = b[group] ?? 0;
    dot += value * other;
    normA += value * value;
    normB += other * other;
  });
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The major group a profile leans to most ("Office and Administrative Support"), if any. */
export function leadingGroup(profile: OccupationProfile): string | undefined {
  let best = -1;
  profile.forEach((value, group) => {
    if (value > 0 && (best < 0 || value > (profile[best] ?? 0))) best = group;
  });
  return best < 0 ? undefined : groups[best];
}
