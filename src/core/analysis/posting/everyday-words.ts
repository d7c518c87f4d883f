import { everydayKey } from './build-everyday-words';
import data from './everyday-words.json' with { type: 'json' };

/**
 * Everyday words (issue 15): common in general English and rare in the language of work, so never a keyword
 * on their own ("play", "thoughts", "think", "december"); they may still be part of a phrase ("front desk").
 * The list is built by scripts/build-everyday-words.ts from public data (see build-everyday-words.ts).
 */
const everyday: ReadonlySet<string> = new Set(data.words);

export const isEverydayWord = (word: string): boolean => everyday.has(everydayKey(word));
