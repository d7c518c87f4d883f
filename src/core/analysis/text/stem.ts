import { stemmer } from 'stemmer';
import { perWord } from './memo';
import { isStopword } from './stopwords';
import { words } from './words';

/** "ae"/"oe" of British medical words: "paediatric" -> "pediatric", "haematology" -> "hematology". */
const aeOe = new Map([
  ['paed', 'ped'],
  ['haem', 'hem'],
  ['anaes', 'anes'],
  ['gynaec', 'gynec'],
  ['oestr', 'estr'],
  ['oesoph', 'esoph'],
  ['leukaem', 'leukem'],
  ['faec', 'fec'],
]);
const aeOePattern = new RegExp([...aeOe.keys()].join('|'), 'u');

/**
 * British spellings rewritten to American before stemming, so "organisation" meets "organization". Both sides
 * of a comparison go through the same rewrite, so a rule that also touches a word spelt that way in America
 * too ("advertise" -> "advertize") is harmless: it merges nothing distinct. The first matching rule applies.
 */
const britishRules: readonly [RegExp, string][] = [
  [/^practis(e|es|ed|ing)$/u, 'practic$1'],
  [/^programme(s|d)?$/u, 'program$1'],
  [/^enquir/u, 'inquir'],
  [/^judgement/u, 'judgment'],
  [/^ageing$/u, 'aging'],
  [/^jewellery$/u, 'jewelry'],
  [/^aluminium$/u, 'aluminum'],
  [/^speciality$/u, 'specialty'],
  [/^grey$/u, 'gray'],
  [/^mould/u, 'mold'],
  [
    /^(behavi|col|lab|fav|hon|hum|neighb|harb|rum|endeav|flav|od|tum|vig|rig|parl|arm|cand|vap|savi|clam|splend|ferv|val)our/u,
    '$1or',
  ],
  [/^(cent|theat|lit|met|fib|calib)re(s|d)?$/u, '$1er$2'],
  [/^(lic|def|off|pret)ence(s)?$/u, '$1ense$2'],
  [/^(catal|dial|anal)ogue(s)?$/u, '$1og$2'],
  // organise, prioritise, specialisation, organisational: "-is-" after at least three letters.
  [/^(\p{L}{3,})is(e|es|ed|ing|ation|ations|ational|er|ers|able)$/u, '$1iz$2'],
  [/^(\p{L}{2,})ys(e|es|ed|ing|er|ers)$/u, '$1yz$2'],
];

/** The American spelling of a lower-case word ("colour" -> "color"); other words unchanged. */
function americanSpelling(word: string): string {
  const result = word.replace(aeOePattern, (found) => aeOe.get(found) ?? found);
  const rule = britishRules.find(([pattern]) => pattern.test(result));
  return rule ? result.replace(rule[0], rule[1]) : result;
}

/**
 * Porter merges a few words that mean different things in resumes and postings: keep them apart.
 * ("customer" and "customize" both stem to "custom"; "community" and "communication" to "commun".)
 */
const exceptions = new Map([
  ['customer', 'customer'],
  ['customers', 'customer'],
  ['community', 'communiti'],
  ['communities', 'communiti'],
]);

/**
 * The Porter stem of one word, lower-cased, after British spellings are made American; hyphens and
 * apostrophes inside the word are dropped ("e-commerce" -> "ecommerc", like "ecommerce"). Words holding
 * digits, and words outside the Latin alphabet, are returned lower-cased but otherwise as they are. The one
 * stemmer of the engine.
 */
export const stem = perWord((word) => {
  const lower = word.toLowerCase().replace(/['’\-‐‑]/g, '');
  return exceptions.get(lower) ?? (/^[a-z]+$/.test(lower) ? stemmer(americanSpelling(lower)) : lower);
});

/** The stems of the words of a text, cut and stemmed as everywhere in the engine (`words`, `stem`). */
export function stemsOf(text: string): string[] {
  return words(text).map(stem);
}

/** Stems of a phrase's non-stopword words, joined by one space ("Managing the budgets" -> "manag budget"). */
export function stemPhrase(phrase: string): string {
  return words(phrase)
    .filter((word) => !isStopword(word))
    .map(stem)
    .join(' ');
}
