import { stem } from './stem';

/**
 * Words that mean the same thing in resumes and postings, first word canonical. Only true synonyms: a
 * resume saying one must fully answer a posting asking for the other. Related but different skills stay
 * apart ("lead" is not "manage", "assist" is not "support", "teach" is not "coach"). British spellings are
 * handled before this, in stem.ts.
 */
const groups: readonly (readonly string[])[] = [
  // "client service" is "customer service"; "client relationships" are "customer relationships".
  ['client', 'customer'],
  // Porter leaves the noun and the verb apart: "data analysis" is "analyze data".
  ['analysis', 'analyze', 'analyses'],
  ['sales', 'selling', 'sell'],
  ['recruitment', 'recruiting', 'hiring', 'hire'],
  ['purchasing', 'procurement'],
  ['staff', 'personnel'],
  ['physician', 'doctor'],
  ['student', 'pupil'],
];

const canonical = new Map<string, string>();
for (const group of groups) {
  const [first] = group;
  if (!first) continue;
  const target = stem(first);
  for (const word of group) {
    const variant = stem(word);
    if (variant !== target) canonical.set(variant, target);
  }
}

/** One stem for words that mean the same thing ("customer" -> "client"); other stems unchanged. */
export function canonicalStem(stemmed: string): string {
  return canonical.get(stemmed) ?? stemmed;
}

/** `stemPhrase`-style stems with `canonicalStem` applied to each: what keyword matching compares. */
export function canonicalStems(stems: string): string {
  return stems
    .split(' ')
    .map((part) => canonicalStem(part))
    .join(' ');
}
