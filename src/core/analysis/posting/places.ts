import { usStateCodeAlternation as states } from '../text/us-states';

/**
 * Where the job is: address and location lines of a posting, and the place names they hold (issue 15).
 * No keyword comes from them: a resume should not be asked to say "Haldon", "Road" or "Exeter".
 *
 * A line reads as an address or a location when it
 * - is labelled so: "Location: …", "Job location – …", "Address: …", "Based in: …", "Office: …";
 * - holds a street address: a number, capitalised words, a street word ("12 Haldon Road", "Unit 4 Haldon
 *   Business Park", "1600 Amphitheatre Pkwy"), or "Suite 200", "PO Box 17";
 * - holds a UK postcode ("EX2 7LB"), or a US "City, ST 12345" or "City, ST" (the 50 states, DC and PR;
 *   `text/us-states.ts`). A state code is two capitals standing alone, not followed by "-" or a letter, and
 *   "City, ST" without a ZIP code is an address only where it ends the line or a part of it (before ";", "|",
 *   "·", "(" or " - ", a ", USA" aside): "PA-C", "Tableau, OR Looker" name no state.
 * - names a street without its number, before a comma and a town that ends the line or a part of it
 *   ("Haldon Road, Exeter"; not "Supreme Court, Court of Appeal").
 * A short line (14 words or fewer) of that kind is read whole as the address; in a longer line only the
 * address itself (with up to two capitalised words just before a postcode) is. The capitalised words of the
 * addresses, of what follows a location label, and of the names after "based in", "located in", "offices
 * in" and the like are place words, left out wherever the posting writes them capitalised ("our Exeter
 * site").
 */
export interface Places {
  /** Lines (0-based) that are an address or a location as a whole. */
  lines: ReadonlySet<number>;
  /** Per line, [start, end) spans that are an address inside a longer line. */
  spans: ReadonlyMap<number, readonly (readonly [number, number])[]>;
  /** Lower-case place words, left out where written capitalised. */
  words: ReadonlySet<string>;
}

const streetWord =
  'Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Way|Close|Court|Ct|Place|Pl|Crescent|Cres|Boulevard|Blvd|Parkway|Pkwy|Terrace|Square|Sq|Row|Walk|Gardens|Park|Highway|Hwy|Circle|Cir|Trail|Hill|Mews|Grove|Green|Parade|Quay|Wharf|Estate';
const name = "[A-Z][\\p{L}'’.-]*";
/** A city's word is written as a name, not in capitals: "Austin", "San Francisco"; "ER, OR" is no city. */
const cityWord = "[A-Z]\\p{Ll}[\\p{L}'’.-]*";
/** Where a line or a part of it ends: nothing more, or ";", "|", "·", "•", "(", "/" or a dash between spaces. */
const partEnd = '(?=\\s*(?:$|[;|·•(/]|\\s[-–—]\\s))';
const ukPostcode = '[A-PR-UWYZ][A-HK-Y]?\\d[A-Z\\d]?\\s?\\d[ABD-HJLNP-UW-Z]{2}\\b';
const patterns: readonly RegExp[] = [
  // "12 Haldon Road", "Unit 4, Haldon Business Park", "1600 Amphitheatre Pkwy".
  new RegExp(`\\b\\d{1,5}[A-Za-z]?,?\\s+(?:${name}\\s+){1,4}(?:${streetWord})\\b\\.?`, 'gu'),
  // "Haldon Road, Exeter": a street named without its number, followed by the rest of the address.
  // Its town ends the line or a part of it, or comes before a comma or a postcode.
  new RegExp(
    `(?:${name}\\s+){1,3}(?:${streetWord})\\b(?=,\\s*${cityWord}(?:\\s+${cityWord}){0,2}(?:${partEnd}|\\s*,|\\s+${ukPostcode}))`,
    'gu',
  ),
  /\b(?:Suite|Unit|Floor|Building|PO Box|P\.O\. Box)\s+\d{1,5}[A-Za-z]?\b/g,
  // A UK postcode, with up to two capitalised words before it ("Exeter EX2 7LB").
  new RegExp(`(?:${name},?\\s+){0,2}\\b${ukPostcode}`, 'gu'),
  // "Austin, TX 78701", "Newark, NJ 07102-1234"; "San Francisco, CA" and "Austin, TX, USA" where they end the
  // line or a part of it. The code stands alone: "Physician Assistant, PA-C", "Tableau, OR Looker" are no place.
  new RegExp(
    `\\b${cityWord}(?:\\s+${cityWord}){0,3},\\s*(?:${states})(?![\\p{L}\\d-])(?:\\s+\\d{5}(?:-\\d{4})?(?![\\p{L}\\d-])|(?:,\\s*(?:USA|U\\.S\\.A?\\.?|US|United States))?${partEnd})`,
    'gu',
  ),
];
const locationLabel =
  /^\s*(?:[-*•]\s*)?(?:job\s+|work\s+|office\s+|primary\s+|main\s+)?(?:locations?|address|based(?:\s+(?:in|at))?|site|base|office|workplace)\s*(?:[:：|]|\s[-–—]\s)/i;
const placeAfter = new RegExp(
  `\\b(?:based|located|situated|headquartered|offices?|sites?)\\s+(?:in|at|near)\\s+(${name}(?:\\s+${name}){0,2})`,
  'gu',
);
const SHORT_LINE_WORDS = 14;
const capitalised = /\b[A-Z]\p{L}*(?:['’]\p{L}+)*/gu;

function addCapitalised(words: Set<string>, text: string): void {
  for (const match of text.matchAll(capitalised)) if (match[0].length > 1) words.add(match[0].toLowerCase());
}

export function placesOf(lines: readonly string[]): Places {
  const whole = new Set<number>();
  const spans = new Map<number, [number, number][]>();
  const words = new Set<string>();
  lines.forEach((line, index) => {
    if (!/[A-Z]/.test(line)) return;
    const label = locationLabel.exec(line);
    if (label) {
      whole.add(index);
      addCapitalised(words, line.slice(label[0].length));
      return;
    }
    const found: [number, number][] = [];
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      for (const match of line.matchAll(pattern)) found.push([match.index, match.index + match[0].length]);
    }
    if (found.length > 0) {
      const wordCount = line.split(/\s+/).filter(Boolean).length;
      if (wordCount <= SHORT_LINE_WORDS) whole.add(index);
      else spans.set(index, found);
      for (const [start, end] of found) addCapitalised(words, line.slice(start, end));
    }
    for (const match of line.matchAll(placeAfter)) addCapitalised(words, match[1] ?? '');
  });
  return { lines: whole, spans, words };
}
