import { isActionVerb } from '@core/analysis/rewrite/action-verbs';
import { isRoleNoun } from '@core/analysis/rewrite/role-title';
import { usStateCodeAlternation, usStateNameAlternation } from '../analysis/text/us-states';

/**
 * Words that tell the parts of an entry's header apart: a role ("Staff Nurse"), a degree ("B.S. in Accounting"),
 * an organisation ("Lakeshore General Hospital", "Birch & Halvorsen LLP") and a place ("Austin, TX").
 */

/** Role nouns that also name other things ("Head Office", "Partner Network"): a role only as the last word. */
const roleOnlyAtEnd = /^(?:head|lead|partner|owner|associate)s?$/iu;

/** Whether the text names a role: one of its words is a role noun ("Registered Nurse", "Engineer/Developer"). */
export function namesRole(text: string): boolean {
  const words = text.split(/\s+/u).filter(Boolean);
  return words.some((word, at) =>
    word.split('/').some((part) => {
      if (!isRoleNoun(part)) return false;
      const bare = part.replace(/[^\p{L}]/gu, '');
      return !roleOnlyAtEnd.test(bare) || at === words.length - 1 || /^of$/iu.test(words[at + 1] ?? '');
    }),
  );
}

/** A degree as printed: "B.S. in …", "Bachelor of …", "MBA", "Ph.D.", "Master of Education (M.Ed.)". */
const degree =
  /(?:^|[\s(])(?:B\.?\s?S\.?c?|B\.?\s?A\.?|B\.?\s?Eng\.?|B\.?\s?Tech|B\.?\s?Com|B\.?\s?Ed\.?|BBA|BFA|BSN|M\.?\s?S\.?c?|M\.?\s?A\.?|M\.?\s?Eng\.?|M\.?\s?Tech|M\.?\s?Ed\.?|MBA|MFA|MSN|MPH|LL\.?[BM]\.?|J\.?D\.?|M\.?D\.?|Ph\.?\s?D\.?|D\.?Phil|A\.?\s?A\.?S?\.?|A\.?\s?S\.?)(?=[\s,.)]|$)|\b(?:bachelor|bachelors|bachelor's|master|masters|master's|associate's|associate of|associate degree|doctor of|doctorate|diploma|degree|licence|license|certificate of|high school|ged|a-levels?|abitur|bsc|msc|m\.sc|b\.sc|undergraduate|postgraduate|graduate certificate|coursework)\b/iu;

export const namesDegree = (text: string) => degree.test(text);

/** Words that make a name an institution wherever they stand ("University of Washington", "Harper College"). */
const institution =
  /\b(?:university|universit[äé]t?|universidad|college|school|schools|institute|institut|academy|hospital|clinic|bank|library|museum|church|ministry|department|council|agency|foundation|association|society|authority|government|district|county|court|army|navy|air force|embassy|union|center|centre|laboratory|laboratories|hochschule|gymnasium|polytechnic|seminary)\b/iu;
/** Words that end a company's name ("Northfield Manufacturing Co.", "Harborview Insurance Group"). */
const companySuffix =
  /\b(?:inc|llc|llp|ltd|limited|plc|gmbh|ag|sa|s\.a|bv|nv|pty|corp|corporation|co|company|companies|group|partners|associates|holdings|technologies|technology|systems|solutions|labs|software|consulting|consultants|services|studios?|media|enterprises|industries|international|global|ventures|capital|networks|analytics|logistics|insurance|pharmaceuticals|health|healthcare|bank|store|stores|restaurant|hotel|firm)\.?$/iu;

/** Whether the text names an organisation by its words. */
export function namesOrganisation(text: string): boolean {
  const plain = text.replace(/\([^)]*\)/gu, ' ').trim();
  return institution.test(plain) || companySuffix.test(plain) || /\b(?:inc|llc|ltd|gmbh)\b\.?/iu.test(plain);
}

/** Canadian provinces, as two capitals ("ON") or in full. */
const provinceCodes = 'AB|BC|MB|NB|NL|NS|ON|PE|QC|SK';
const provinceNames = 'Ontario|Quebec|British Columbia|Alberta';
/** A US state or Canadian province as two capitals ("TX", "ON"), with a ZIP code or not. */
const stateCode = new RegExp(
  `^(?:${usStateCodeAlternation}|${provinceCodes})(?:\\s+\\d{5}(?:-\\d{4})?)?$`,
  'u',
);
/** A US state or Canadian province written in full ("Montgomery, Alabama"). */
const stateName = new RegExp(`^(?:${usStateNameAlternation}|${provinceNames})$`, 'u');
/** The names of common countries. */
const country =
  /^(?:S\.\s?Korea|Republic of Korea|USA|U\.S\.A?\.?|US|United States(?: of America)?|UK|U\.K\.|United Kingdom|England|Scotland|Wales|Ireland|Canada|Australia|New Zealand|India|Germany|Deutschland|France|Spain|España|Italy|Netherlands|Belgium|Switzerland|Austria|Sweden|Norway|Denmark|Finland|Poland|Portugal|Brazil|Mexico|Argentina|Chile|Colombia|China|Japan|Korea|South Korea|Singapore|Malaysia|Philippines|Indonesia|Vietnam|Thailand|Pakistan|Bangladesh|Nigeria|Kenya|South Africa|Egypt|Israel|UAE|United Arab Emirates|Saudi Arabia|Qatar|Turkey|Greece|Romania|Ukraine|Russia)$/iu;
/** A place word: capitalised ("San", "St.", "Jose"), or a joining word ("upon", "de"). */
const placeWord = /^(?:\p{Lu}[\p{L}'’.-]*|of|de|del|la|am|an|upon|on|sur|im)$/u;
const placeName = (text: string) => {
  const words = text.split(/\s+/u).filter(Boolean);
  return words.length > 0 && words.length <= 4 && words.every((word) => placeWord.test(word));
};
/** Anonymised resumes print "City , State": a placeholder place. */
const placeholderPlace = /^city\s*,\s*(?:state|[\p{L} .]+)(?:\s*,\s*[\p{L} .]+)?$/iu;

/**
 * Whether the text is a place as resumes print one: "Austin, TX", "St. Paul, MN 55101", "Berlin, Germany",
 * "San Jose, CA, USA", "Remote", "Germany", and the anonymised "City , State" and "City , Austria".
 */
export function isPlace(text: string): boolean {
  const trimmed = text.trim().replace(/^\((.*)\)$/u, '$1');
  if (/^remote$/iu.test(trimmed) || country.test(trimmed)) return true;
  if (placeholderPlace.test(trimmed)) return true;
  const parts = trimmed.split(/\s*,\s*/u);
  if (parts.length < 2 || parts.length > 3) return false;
  const [city = '', middle = ''] = parts;
  const last = parts.at(-1) ?? '';
  // "City, ST" and "City, Country"; of three parts, "City, ST, Country" ("Inc., Anywhere, USA" is no place).
  if (parts.length === 3 && !((stateCode.test(middle) || stateName.test(middle)) && country.test(last)))
    return false;
  return placeName(city) && (stateCode.test(last) || stateName.test(last) || country.test(last));
}

/** Region words a place ends with: a state code, a country. */
export const isRegion = (text: string) =>
  stateCode.test(text.trim()) || stateName.test(text.trim()) || country.test(text.trim());

/** Cities of two or three words: their first word ("San Francisco", "New York") or their last ("Menlo Park"). */
const cityFirstWords =
  /^(?:san|santa|los|las|new|st\.?|saint|fort|ft\.?|salt|palo|el|la|le|hong|kuala|tel|rio|buenos|sao|são|port|mount|mt\.?|north|south|east|west|upper|lower|grand|kansas|oklahoma|jersey|carson|virginia|baton|des|ho|abu|cape|bad)$/iu;
const cityLastWords =
  /^(?:park|view|city|beach|springs|falls|heights|valley|hills|hill|arbor|lake|rapids|creek|island|bay|harbor|harbour|point|grove|gardens|rock|haven|ridge|station|mills|village|junction|town|vegas|angeles|francisco|york|orleans|jose|diego|antonio|paso|worth|lauderdale|louis|paul|petersburg|moines|rouge|lucia)$/iu;

/** A company's legal form opening a piece ("Ltd. Seoul"): the piece belongs to the name, not to a place. */
const legalFormStart = /^(?:inc|llc|llp|ltd|limited|plc|gmbh|corp|co|ag)\b/iu;

/**
 * A place at the end of a name, the region after the last commas and the city before them: "Stripe San
 * Francisco, CA", "Kasa Seoul, S.Korea", "Omnious. Co., Ltd. Seoul, S.Korea", "Google, Mountain View, CA, USA".
 * The city is the piece after the comma before it when that piece reads as a place name, else the last word
 * before the region (two or three words for "San Francisco", "Menlo Park", "Salt Lake City"). A country run into
 * the name with no comma ("SAMSUNG Electronics S.Korea") is a place too. Undefined when no name stands before
 * the place.
 */
export function splitTrailingPlace(text: string): { name: string; place: string } | undefined {
  const pieces = text.split(/\s*,\s*/u);
  let regions = 0;
  while (regions < pieces.length - 1 && isRegion(pieces[pieces.length - 1 - regions] ?? '')) regions++;
  if (regions === 0) {
    const runIn = /^(.*\S)\s+(\S+(?:\s\S+)?)$/u.exec(text.trim());
    for (const candidate of [runIn?.[2], runIn?.[2]?.split(/\s/u).at(-1)]) {
      if (!candidate || !country.test(candidate) || /^\p{Lu}{2}$/u.test(candidate)) continue;
      const name = text
        .trim()
        .slice(0, text.trim().length - candidate.length)
        .trim();
      return name ? { name, place: candidate } : undefined;
    }
    return undefined;
  }
  const region = pieces.slice(pieces.length - regions).join(', ');
  const before = pieces.slice(0, pieces.length - regions);
  const lastPiece = before.at(-1) ?? '';
  // "MND Seoul": an acronym before a name is the end of the organisation's name, not a city.
  const isCity =
    placeName(lastPiece) && !legalFormStart.test(lastPiece) && !/^\p{Lu}{2,}\s+\p{Lu}\p{Ll}/u.test(lastPiece);
  if (before.length > 1 && isCity)
    return { name: before.slice(0, -1).join(', '), place: `${lastPiece}, ${region}` };
  const words = lastPiece.split(/\s+/u).filter(Boolean);
  let cityWords = 1;
  if (words.length > 1 && (cityLastWords.test(words.at(-1) ?? '') || cityFirstWords.test(words.at(-2) ?? '')))
    cityWords = 2;
  if (cityWords === 2 && words.length > 2 && cityFirstWords.test(words.at(-3) ?? '')) cityWords = 3;
  if (!/^\p{Lu}/u.test(words.at(-cityWords) ?? '')) return undefined;
  const name = [...before.slice(0, -1), words.slice(0, -cityWords).join(' ')].filter(Boolean).join(', ');
  if (!name || (words.length <= cityWords && before.length === 1)) return undefined;
  return { name, place: `${words.slice(-cityWords).join(' ')}, ${region}` };
}

/** A line led by an action verb ("Built…", "Managed…") is an achievement, not a header. */
export function startsWithActionVerb(text: string): boolean {
  const first = /^[\p{L}-]+/u.exec(text)?.[0] ?? '';
  return first.length > 1 && /^\p{Lu}/u.test(first) && isActionVerb(first.toLowerCase());
}
