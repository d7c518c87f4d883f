import { wordList } from '../knowledge/word-lists';

/**
 * Nouns that name a role ("Engineer", "Nurse", "Accountant"), in English, Spanish and German: the part of a
 * posting's title that holds one is the role; the rest is team, place, pay or form ("IEN - Registered Nurse
 * Emergency Room", "Plumber - Bethlem Royal Hospital £12.88ph").
 */
const roleNouns = wordList('role-noun');

/** Role nouns that also name other things ("Head Office", "Partner Network"): a role only last or before "of". */
const roleOnlyAtEnd = wordList('role-only-at-end');

const bareWord = (word: string) =>
  word
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '')
    .replace(/s$/u, '');

/** Whether a word is a role noun, singular or plural ("Nurse", "engineers"). */
export function isRoleNoun(word: string): boolean {
  const bare = bareWord(word);
  return bare.length > 0 && roleNouns.has(bare);
}

/** Whether the word at `at` names a role; "Engineer/Developer" is two words. */
function isRoleAt(words: readonly string[], at: number): boolean {
  const word = words[at] ?? '';
  const parts = word.split('/').map(bareWord);
  if (!parts.some((part) => roleNouns.has(part))) return false;
  const isLast = at === words.length - 1 || words[at + 1]?.toLowerCase() === 'of';
  return isLast || parts.some((part) => roleNouns.has(part) && !roleOnlyAtEnd.has(part));
}

/** A title written in capitals ("REGISTERED NURSE") as a name is written ("Registered Nurse"). */
const unshouted = (title: string) =>
  /\p{Ll}/u.test(title)
    ? title
    : title
        .toLowerCase()
        .replace(
          /(^|[\s/-])(\p{Ll})/gu,
          (_, before: string, letter: string) => before + letter.toUpperCase(),
        );

/**
 * The role a posting's title names, as a summary would lead with it: "Senior Backend Engineer (m/w/d)" ->
 * "Senior Backend Engineer", "Login.gov: Data Analyst" -> "Data Analyst", "IEN - Registered Nurse Emergency
 * Room" -> "Registered Nurse", "Director of Operations" and "Desarrollador Full Stack" as they are. A title of
 * one part is its own role ("Barista"); undefined for the default title ("Position") and for a title of several
 * parts none of which names a role ("TechToGov - TTS: GS 13 Term Limited Various Roles").
 */
export function roleOfTitle(jobTitle: string): string | undefined {
  const title = unshouted(jobTitle)
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[£$€]\s?[\d.,]+\S*/gu, ' ')
    .replace(/\b\d{4}\s*[-–]\s*\d{2,4}\b/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (!title || title.toLowerCase() === 'position') return undefined;
  const segments = title.split(/\s+[-–—|]\s+|:\s+/u);
  for (const segment of segments) {
    const words = segment.split(' ');
    const last = words.findLastIndex((_, at) => isRoleAt(words, at));
    if (last < 0) continue;
    // "Registered Nurse Emergency Room": what follows the role is its ward; "Director of Operations",
    // "Senior Manager, Data Engineering" and "Desarrollador Full Stack" go on with the role's own field.
    const goesOn = last === 0 || words[last]?.endsWith(',') || words[last + 1]?.toLowerCase() === 'of';
    return (goesOn ? words : words.slice(0, last + 1)).join(' ');
  }
  return segments.length === 1 ? title : undefined;
}
