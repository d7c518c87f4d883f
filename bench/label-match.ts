import { stemmer } from 'stemmer';

/**
 * The benchmark's grader for skills: whether a skill the engine found (its display name, e.g. "Microsoft
 * Excel") counts as a free-form label of the ground truth (e.g. "Excel", "Advanced Excel skills").
 *
 * It looks at nothing but the two strings: no taxonomy, no aliases, nothing the engine also uses, so the
 * engine cannot pass by sharing vocabulary with its grader. Both strings are brought to content stems by the
 * grader's own rules:
 * - case and accents folded; a parenthesised part dropped ("Amazon Web Services (AWS)");
 * - punctuation and whitespace are word breaks, but "C++" and "C#" keep their signs, and an apostrophe's "s"
 *   goes ("Bachelor's");
 * - filler words dropped ("skills", "experience", "knowledge of", "proficiency in", "strong"...);
 * - British spellings become American (-ise/-ize, -yse/-yze, -our/-or, -ogue/-og, -tre/-ter);
 * - each word stemmed (Porter: "dashboards" = "dashboard", "modelling" = "modeling").
 *
 * They match when their words run together are equal ("Node.js" = "NodeJS", "e-mail" = "email"), or when the
 * set of stems of one lies inside the other's and makes at least half of it: "Communication" matches "Written
 * communication", "Excel" matches "Microsoft Excel"; "Plumbing" does not match "NVQ Level 3 plumbing" (a
 * quarter of it). The price of that rule: "SQL" also matches "SQL Server".
 */
export function labelMatches(found: string, label: string): boolean {
  const a = words(found);
  const b = words(label);
  if (a.length === 0 || b.length === 0) return false;
  return runTogether(a) === runTogether(b) || covers(stems(a), stems(b));
}

/** Words that carry no skill of their own in a label ("Strong communication skills", "Knowledge of IFRS"). */
const fillers = new Set(
  `a an and or of in on at the for with to by as skill skills experience experienced knowledge ability
  abilities proficiency proficient expertise understanding familiarity familiar strong good excellent solid
  sound basic advanced working demonstrated proven`.split(/\s+/),
);

/** British spelling → American, applied to each word (inflected forms too: "organisation", "centres"). */
const americanSpellings: [RegExp, string][] = [
  [/is(e|es|ed|ing|er|ers|ation|ations|ational)$/, 'iz$1'], // organise, organisation
  [/ys(e|es|ed|ing|er|ers)$/, 'yz$1'], // analyse, analysed
  [/(\w{2,})our(s|ed|ing|al|able|ite|ites)?$/, '$1or$2'], // colour, behavioural (not "four", "hour")
  [/ogue(s?)$/, 'og$1'], // catalogue, dialogues
  [/([^aeiou])tre(s?)$/, '$1ter$2'], // centre, theatres
  [/([^aeiou])tr(ed|ing)$/, '$1ter$2'], // centred ("patient-centred care")
];

const americanize = (word: string) =>
  americanSpellings.reduce((spelled, [british, american]) => spelled.replace(british, american), word);

/** The content words of a skill name or label, normalised as described above. */
function words(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '');
  const tokens = plain.match(/[\p{L}\p{N}]+[+#]*/gu) ?? [];
  return tokens.filter((word) => !fillers.has(word)).map(americanize);
}

const stems = (list: string[]) => new Set(list.map((word) => stemmer(word)));
const runTogether = (list: string[]) => stemmer(list.join(''));

/** Whether the smaller set lies inside the larger one and makes at least half of it. */
function covers(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size * 2 < large.size) return false;
  return [...small].every((stem) => large.has(stem));
}
