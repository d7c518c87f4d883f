import { LRUCache } from 'lru-cache';

/** Words kept per function: more than the distinct words of a day's postings and resumes. */
const WORDS_KEPT = 50_000;
/** Texts kept per function: one request checks many rewrites of one resume. */
const TEXTS_KEPT = 16;

function memoized<T extends NonNullable<unknown>>(
  max: number,
  compute: (key: string) => T,
): (key: string) => T {
  const kept = new LRUCache<string, T>({ max });
  return (key) => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    kept.set(key, value);
    return value;
  };
}

/**
 * The engine's caches, both bounded and least-recently-used: what is computed from a word (its stem) comes
 * back in every posting and resume; what is read from a whole text comes back while one request checks many
 * rewrites of one resume. Callers share what is kept: they read it and never change it (a part read lazily
 * may be filled in once).
 */
export const perWord = <T extends NonNullable<unknown>>(compute: (word: string) => T) =>
  memoized(WORDS_KEPT, compute);

/** `compute` of a whole text, kept for the last few texts (see `perWord`). */
export const perText = <T extends NonNullable<unknown>>(compute: (text: string) => T) =>
  memoized(TEXTS_KEPT, compute);
