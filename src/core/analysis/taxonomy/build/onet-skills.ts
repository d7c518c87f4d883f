import type { Skill, SkillCategory } from '../../types';
import { parseTsv } from './csv';

/** Products used by at least this many occupations are kept even when O*NET does not flag them as in demand. */
const minOccupations = 3;

const categoryOfClass: [RegExp, SkillCategory][] = [
  [/^Object or component oriented development|^Compiler/, 'programming'],
  [/^Web platform development|^Graphical user interface development/, 'framework'],
  [/^Data base|^Business intelligence|^Data mining|^Object oriented data base|^Metadata/, 'data'],
  [
    /^Cloud-based|^Configuration management|^Application server|^Network|^Enterprise system management/,
    'cloud-devops',
  ],
  [
    /^Storage networking|^Clustering|^Transaction server|^Portal server|^Communications server/,
    'cloud-devops',
  ],
];

const genericTail = /\s+(software|software applications|programming language|systems?)$/i;
/** Words that only say what kind of product something is: a name made of them and English words is a class. */
const classWords = new Set([
  'software',
  'system',
  'systems',
  'applications',
  'application',
  'tools',
  'suite',
]);

const words = (text: string) => text.split(/\s+/).filter(Boolean);
/** "SQL", "VoIP", "EC2": capitals, at most two lower-case letters. */
const isAcronym = (word: string) =>
  /^[A-Z][A-Za-z0-9/&.-]*$/.test(word) &&
  word.length >= 3 &&
  word.length <= 8 &&
  (word.match(/[a-z]/g) ?? []).length <= Math.min(2, word.length - 2);

/** "Structured query language SQL": the acronym letters are read, in order, from the words before it. */
function spellsAcronym(acronym: string, longForm: readonly string[]): boolean {
  const letters = acronym.toLowerCase().replace(/[^a-z]/g, '');
  const first = longForm[0]?.[0]?.toLowerCase();
  if (!first || letters[0] !== first || longForm.length < 2) return false;
  const joined = longForm.join(' ').toLowerCase();
  let at = 0;
  for (const letter of letters) {
    at = joined.indexOf(letter, at);
    if (at === -1) return false;
    at++;
  }
  return true;
}

/** Vendors whose names are also English words, so the data cannot tell them from a product's first word. */
const knownVendors = new Set(['Apple', 'Adobe', 'Oracle', 'Quest', 'Vector', 'Exact', 'Palisade', 'Caliper']);

/**
 * Vendors, read from the product list: a first word that starts three products or more and is not an English
 * word ("Microsoft", "Autodesk"), or two capitalised words that always go together ("Red Hat", "Avid Technology").
 */
function findVendors(products: readonly string[], english: Set<string>): Set<string> {
  const counts = new Map<string, number>();
  const bump = (prefix: string) => counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  for (const product of products) {
    const [first, second] = words(product);
    // A vendor is followed by a product name ("Microsoft Excel", "Apple iMovie"), not by plain words.
    if (!first || !second || !/[A-Z0-9]/.test(second)) continue;
    bump(first);
    if (/^[A-Z]/.test(second) && words(product).length > 2) bump(`${first} ${second}`);
  }
  const vendors = new Set<string>();
  for (const [prefix, count] of counts) {
    const [first = '', second] = prefix.split(' ');
    if (second) {
      if (count >= 2 && counts.get(first) === count) vendors.add(prefix);
    } else if (count >= 3 && (knownVendors.has(first) || !english.has(first.toLowerCase())))
      vendors.add(first);
  }
  return vendors;
}

function stripVendor(product: string, vendors: Set<string>): string {
  const [first, second] = words(product);
  if (!first || !second) return product;
  const vendor = [`${first} ${second}`, first].find((prefix) => vendors.has(prefix));
  return vendor && product.length > vendor.length + 1 ? product.slice(vendor.length).trim() : product;
}

const isEnglishPhrase = (phrase: string, english: Set<string>) =>
  words(phrase).every((word) => english.has(word.toLowerCase()) || classWords.has(word.toLowerCase()));

/** One O*NET product as a skill, or undefined when it names a class of software rather than a product. */
function productSkill(
  product: string,
  category: SkillCategory,
  vendors: Set<string>,
  english: Set<string>,
): Skill | undefined {
  const parenthetical = product.match(/^(.*?)\s*\(([^)]+)\)\s*(.*)$/);
  const isClassName = / software$/i.test(product);
  let full = (parenthetical ? `${parenthetical[1]} ${parenthetical[3]}` : product)
    .replace(genericTail, '')
    .trim();
  full = full.replace(genericTail, '').trim();
  const aliases: string[] = parenthetical?.[2] ? [parenthetical[2]] : [];
  const parts = words(full);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length > 5 || isEnglishPhrase(full, english)) return undefined;
  if (isAcronym(last) && parts.length > 1) {
    const longForm = stripVendor(parts.slice(0, -1).join(' '), vendors);
    if (spellsAcronym(last, words(longForm)))
      return { name: last, category, aliases: [longForm, ...aliases] };
    // "Apache Subversion SVN": the acronym repeats a one-word name.
    const name = stripVendor(parts.slice(0, -1).join(' '), vendors);
    if (!name.includes(' ') && name[0] === last[0]) full = parts.slice(0, -1).join(' ');
  }
  // "Applicant tracking software", "Chatbot software": a kind of software, not a product.
  if (isClassName && /^[A-Z][a-z-]+( [a-z-]+)*$/.test(full)) return undefined;
  const short = stripVendor(full, vendors);
  if (short === full) return { name: full, category, aliases };
  if (isEnglishPhrase(short, english) && words(short).length > 1) return undefined;
  const isDistinctive = !isEnglishPhrase(short, english) && !/^\d/.test(short) && short.length >= 3;
  return isDistinctive
    ? { name: short, category, aliases: [full, ...aliases] }
    : { name: full, category, aliases };
}

/**
 * Technology skills from O*NET's "Technology Skills" table: the products flagged Hot Technology or In Demand,
 * plus those several occupations use, under the names people write ("Oracle Java" -> "Java").
 */
export function onetSkills(tsv: string, english: Set<string>): Skill[] {
  const rows = parseTsv(tsv);
  const occupations = new Map<string, Set<string>>();
  const flagged = new Set<string>();
  const classOf = new Map<string, string>();
  for (const row of rows) {
    const product = (row.Example ?? '').trim();
    if (!product) continue;
    const codes = occupations.get(product) ?? new Set<string>();
    codes.add(row['O*NET-SOC Code'] ?? '');
    occupations.set(product, codes);
    if (row['Hot Technology'] === 'Y' || row['In Demand'] === 'Y') flagged.add(product);
    if (!classOf.has(product)) classOf.set(product, row['Commodity Title'] ?? '');
  }
  const products = [...occupations.keys()].sort();
  const vendors = findVendors(products, english);
  const kept = products.filter(
    (product) => flagged.has(product) || (occupations.get(product)?.size ?? 0) >= minOccupations,
  );
  return kept.flatMap((product) => {
    const commodity = classOf.get(product) ?? '';
    const category = categoryOfClass.find(([pattern]) => pattern.test(commodity))?.[1] ?? 'tool';
    const skill = productSkill(product, category, vendors, english);
    return skill ? [skill] : [];
  });
}
