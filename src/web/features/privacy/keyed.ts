/**
 * Gives each item a React key from its content, numbering repeats ("a", "a#2"), so identical rows (two uploads
 * of the same kind in the same second) still get distinct keys without using the list position.
 */
export function keyed<T>(items: readonly T[], contentKey: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = contentKey(item);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { key: count === 1 ? base : `${base}#${count}`, item };
  });
}
