/**
 * `compute` remembered for the `size` keys used most recently: a posting is analysed against many resumes and
 * versions in a row, so each thread profiles it once. Only for pure functions whose results are never written.
 */
export function boundedMemo<A extends unknown[], R>(
  size: number,
  keyOf: (...args: A) => string,
  compute: (...args: A) => R,
): (...args: A) => R {
  const recent = new Map<string, R>();
  return (...args) => {
    const key = keyOf(...args);
    const known = recent.get(key);
    if (known !== undefined) {
      // Map keeps insertion order: moved to the end, it is the newest.
      recent.delete(key);
      recent.set(key, known);
      return known;
    }
    const value = compute(...args);
    recent.set(key, value);
    if (recent.size > size) recent.delete(recent.keys().next().value as string);
    return value;
  };
}
