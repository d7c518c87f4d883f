import { LRUCache } from 'lru-cache';

/**
 * The engine's caches, one per kind of key, both bounded: what is computed from a word (its stem, its family)
 * comes back in every posting and resume; what is read from a whole text comes back while one request checks
 * many rewrites of one resume. Callers share what is kept: they read it and never change it (a part read
 * lazily may be filled in once).
 */
const byWord = new LRUCache<string, NonNullable<unknown>>({ max: 50_000 });
const byText = new LRUCache<string, NonNullable<unknown>>({ max: 16 });

function memoIn<Input, T extends NonNullable<unknown>>(
  cache: LRUCache<string, NonNullable<unknown>>,
  kind: string,
  compute: (input: Input) => T,
  keyOf: (input: Input) => string,
): (input: Input) => T {
  return (input) => {
    const cacheKey = `${kind}\u0000${keyOf(input)}`;
    const known = cache.get(cacheKey) as T | undefined;
    if (known !== undefined) return known;
    const value = compute(input);
    cache.set(cacheKey, value);
    return value;
  };
}

const itself = (text: string) => text;

/** `compute` of a word, kept in the word cache under `kind`. */
export const perWord = <T extends NonNullable<unknown>>(kind: string, compute: (word: string) => T) =>
  memoIn(byWord, kind, compute, itself);

/** `compute` of a whole text, kept in the text cache under `kind`. */
export const perText = <T extends NonNullable<unknown>>(kind: string, compute: (text: string) => T) =>
  memoIn(byText, kind, compute, itself);
