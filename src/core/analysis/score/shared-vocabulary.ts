import { stem } from '../text/stem';
import { isGenericWord, isStopword } from '../text/stopwords';
import { canonicalStem } from '../text/synonyms';
import { words } from '../text/words';

export type WordVector = Map<string, number>;

/**
 * The content words of a text as a vector of canonical stems with dampened counts (1 + ln count): stopwords,
 * vague words ("experience", "team") and numbers left out.
 */
export function wordVector(text: string): WordVector {
  const vector: WordVector = new Map();
  for (const word of words(text)) {
    if (word.length < 3 || /\d/.test(word) || isStopword(word) || isGenericWord(word)) continue;
    const key = canonicalStem(stem(word));
    vector.set(key, (vector.get(key) ?? 0) + 1);
  }
  for (const [key, count] of vector) vector.set(key, 1 + Math.log(count));
  return vector;
}

/**
 * How much of their vocabulary a posting and a resume share, 0-1 (cosine of their word vectors): the field's
 * words ("patients", "ledger", "deployment") that no short keyword list captures all of.
 */
export function sharedVocabulary(posting: WordVector, resume: WordVector): number {
  let dot = 0;
  let postingNorm = 0;
  let resumeNorm = 0;
  for (const [key, weight] of posting) {
    postingNorm += weight * weight;
    dot += weight * (resume.get(key) ?? 0);
  }
  for (const weight of resume.values()) resumeNorm += weight * weight;
  return postingNorm === 0 || resumeNorm === 0 ? 0 : dot / Math.sqrt(postingNorm * resumeNorm);
}
