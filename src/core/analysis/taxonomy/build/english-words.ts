/**
 * Everyday English words, learnt from the lower-case words of the public data sets themselves (ESCO labels,
 * O*NET occupation descriptions): a product called by one of them ("Slack", "Chef") needs a guard.
 * Capitalised words are left out, so proper names ("Python", "Oracle") are not taken for English.
 */
export function englishWords(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/(?<![\p{L}\p{N}.])\p{Ll}[\p{Ll}'-]*\p{Ll}(?![\p{L}\p{N}])/gu)) {
      words.add(match[0]);
    }
  }
  return words;
}
