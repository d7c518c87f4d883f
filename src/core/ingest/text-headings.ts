import {
  classifyHeading,
  isVocabularyHeading,
  isWeakHeading,
  mayStartHeading,
  normalizeHeading,
} from './section-headings';
import { structuredPart } from './structure-limit';

/**
 * Plain text exported from other systems (job boards, applicant tracking systems, CSV dumps) runs a resume's
 * headings into its other text: "...SQL Server.Education Details", "...monthsCompany Details", "Skills * Python",
 * "...team player. SKILLS: Java", "Summary     Financial analyst...". `separateHeadings` puts such a heading on a
 * line of its own (or at the start of its "Heading: value" line), so that the section finder reads it like any
 * heading line. It only inserts line breaks: every character of the text stays, in order.
 *
 * A heading here is a known one (a vocabulary spelling that is not a list-like word, see section-headings.ts),
 * printed Capitalised or in capitals, and one of these rules says where it starts (each rule has its fixture in
 * text-headings.test.ts):
 * 1. Glued: it starts right after a lowercase letter, a digit, a sentence's end or a run of capitals, with no
 *    space between ("monthsCompany Details", "2019.Work Experience", "Computer EXTRAEducation Details"), and no
 *    capital is glued to its end (that is one camel-case name: "OccupationalExperienceRequirements").
 * 2. After a sentence: it follows ". " and a colon, the line's end, a bullet or a wide gap comes after it (or a
 *    capitalised word, for a heading of two words or more) — never inside a bulleted line, which is one statement.
 * 3. Between wide gaps: three spaces or a tab on both sides set it apart like a column ("Summary     Financial");
 *    here a list-like word ("Highlights") counts too, the section finder judging it on its own line.
 * 4. In capitals inside a line of lower-case text ("...player. SKILLS: Java, SQL"), not within a longer run of
 *    capitals ("MS OFFICE SKILLS"): capitals are how a heading stands out once line breaks are lost. A heading
 *    made of heading words counts too ("PERSONAL SKILLS").
 * 5. Opening a line: followed by a bullet or a wide gap ("Skills * Python"); on the document's first line, also
 *    by a capitalised word ("Areas of Interest Deep Learning, ...").
 * 6. Before the line's first bullet, which starts the heading's list ("...and Java Personal Skills * Quick
 *    learner"); here a heading made of two heading words or more counts too ("Personal Skills"). After a bullet,
 *    it is part of that list's item ("Operations Manager • Managed Projects • Team Leadership").
 * 7. CJK: a heading in 【】 or followed by a colon, opening a line or after a sentence's end ("。【项目经历】",
 *    "。项目经历：", "【技能】Java、Python").
 * A heading that ends a line after a plain space is left alone: "...Visual Studio Code Education Details" cannot be
 * told from a sentence's object ("Every summer we organised Volunteer Work"); after a sentence's end or glued,
 * rules 1 and 2 take it.
 * Where the heading is followed by more text, that text starts the next line, except after a colon: "Skills:
 * Python" stays one line, a heading with its first content line, which the section finder accepts only where a
 * section may start (not "Skills: SQL" inside a job).
 *
 * At most `HEADING_STARTS_MAX` places where a heading could start (a capitalised word, a CJK heading) are examined in
 * a text; past them the text is left as it is. Each costs a few heading lookups, and a long resume has a few
 * thousand: a hostile text of megabytes of capitals would otherwise keep the reader busy for half a minute. And only
 * the lines the section finder reads are looked at (see structure-limit.ts).
 */
export function separateHeadings(text: string): string {
  // Only the lines read for headings (structure-limit.ts) are looked at; cuts there only add lines before the rest.
  const { lines, end } = structuredPart(text);
  if (lines.length === 0) return text;
  const firstLine = lines.findIndex((line) => line.trim() !== '');
  const budget: Budget = { starts: HEADING_STARTS_MAX };
  const separated = lines.map((line, index) => separateLine(line, index === firstLine, 0, budget));
  return separated.join('\n') + text.slice(end);
}

/** A cut can leave a heading at the start of a new line, where rule 5 reads it: the rules apply to each piece. */
function separateLine(line: string, isFirstLine: boolean, depth: number, budget: Budget): string {
  const pieces = splitLine(line, isFirstLine, budget);
  if (pieces.length === 1 || depth >= 3) return pieces.join('\n');
  return pieces
    .map((piece, index) => separateLine(piece, isFirstLine && index === 0, depth + 1, budget))
    .join('\n');
}

/** How many places where a heading could start are examined in one text: several times a long resume's count. */
export const HEADING_STARTS_MAX = 20_000;
/** What is left of HEADING_STARTS_MAX while a text is read. */
interface Budget {
  starts: number;
}

/** What comes before a heading on its line. */
type Left = 'line' | 'glued' | 'sentence' | 'gap' | 'space' | 'other';
/** What comes after it. */
type Right = 'end' | 'colon' | 'gap' | 'bullet' | 'glued' | 'word' | 'capsWord' | 'other';
type Rule = 'glued' | 'sentence' | 'gap' | 'caps' | 'opening' | 'bullet';

interface Span {
  end: number;
  /** Words read, small connecting words included. */
  words: number;
  text: string;
}
/** A span with its normalised form. */
interface Heading extends Span {
  key: string;
}
interface LineContext {
  isBulleted: boolean;
  /** Where the line's first bullet is (its length when it has none). */
  firstBullet: number;
  isFirstLine: boolean;
  hasLowercase: boolean;
}

const maxWords = 6;
/**
 * A heading's word is no longer than this: a longer run of letters (a hyphenated chain, a string with no spaces) is
 * no heading word, and reading no further keeps the work per capital small on any line.
 */
const maxWordLength = 40;
const bulleted = /^\s*[•*-]\s/u;
/** One word of a heading: Capitalised or lower case (hyphenated parts kept), or a run of capitals. */
const word = /\p{Lu}?[\p{Ll}\p{M}'’]+(?:-\p{L}[\p{Ll}\p{M}'’]*)*|\p{Lu}+(?:-\p{Lu}+)*(?!\p{Ll})/uy;
/** Between two words of a heading: one space, or "&" / "/" / "+". */
const separator = / ?[&/+] ?| (?=\p{L})/uy;
const blankToEnd = /\s*$/y;
const bulletGlyphs = '•▪■●◦‣⁃∙○◆◇❖➢➣➤►▶▸▹✓✔✦★*';
const bullets = new RegExp(`^\\s*[${bulletGlyphs}]`, 'u');
const anyBullet = new RegExp(`[${bulletGlyphs}]`, 'u');
/** Small words that join the words of a heading ("Areas of Interest", "References Available on Request"). */
const connectingWords = new Set('a an the and or of in on at for with to from by'.split(' '));
const cjkLetter = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}';
/** Rule 7: a CJK heading in 【】 or before a colon (where it may start is checked by `startsSentence`). */
const cjkHeading = new RegExp(`【([${cjkLetter} ]{2,12})】|([${cjkLetter}]{2,10})(?=\\s*[:：])`, 'gu');

/** The line cut where the rules find a heading. */
function splitLine(line: string, isFirstLine: boolean, budget: Budget): string[] {
  if (budget.starts <= 0 || line.length < 4 || !/\p{L}/u.test(line)) return [line];
  const cuts = new Set<number>();
  const bulletAt = line.search(anyBullet);
  const context: LineContext = {
    isBulleted: bulleted.test(line),
    firstBullet: bulletAt < 0 ? line.length : bulletAt,
    isFirstLine,
    hasLowercase: /\p{Ll}/u.test(line),
  };
  let from = 0;
  for (const match of line.matchAll(/\p{Lu}/gu)) {
    const at = match.index;
    if (at < from || !isWordStart(line, at)) continue;
    if (budget.starts-- <= 0) break;
    const first = wordAt(line, at);
    // The capitals inside this word follow a hyphen ("Work-Experience", "A-B-C") or another capital, where no rule
    // starts a heading: skip them (a word too long to read is skipped as far as it was read).
    from = at + (first.length || maxWordLength);
    if (!mayStartHeading(first)) continue;
    const left = leftOf(line, at);
    const found = headingAt(line, at, left, context);
    if (!found) continue;
    if (left !== 'line') cuts.add(at);
    if (found.cutAfter !== undefined) cuts.add(found.cutAfter);
    from = found.cutAfter ?? found.end;
  }
  for (const match of line.matchAll(cjkHeading)) {
    if (budget.starts-- <= 0) break;
    const heading = match[1] ?? match[2] ?? '';
    if (!startsSentence(line, match.index) || !isStrongKey(normalizeHeading(heading))) continue;
    cuts.add(match.index);
    if (match[1]) cuts.add(match.index + match[0].length);
  }
  return cutAt(line, cuts);
}

/** The line in pieces, cut before each position (cuts at its start or its end are dropped). */
function cutAt(line: string, cuts: Set<number>): string[] {
  const positions = [...cuts].filter((at) => at > 0 && at < line.length).sort((a, b) => a - b);
  const pieces: string[] = [];
  let start = 0;
  for (const at of positions) {
    pieces.push(line.slice(start, at));
    start = at;
  }
  pieces.push(line.slice(start));
  return pieces;
}

/** The heading starting at `at`, if a rule accepts it: where it ends, and where its line should end. */
function headingAt(
  line: string,
  at: number,
  left: Left,
  context: LineContext,
): { end: number; cutAfter?: number } | undefined {
  // The longest heading starting here is the one to judge ("Education Details", not "Education").
  const span = longestHeading(spansFrom(line, at));
  if (!span) return undefined;
  const right = rightOf(line, span.end);
  const rule = matchingRule(line, at, span, left, right, context);
  if (!rule) return undefined;
  // "Skills: Python" stays one line: the section finder judges a heading with its first line where it stands.
  if (right === 'end' || right === 'colon') return { end: span.end };
  return { end: span.end, cutAfter: span.end };
}

function matchingRule(
  line: string,
  at: number,
  span: Heading,
  left: Left,
  right: Right,
  { isBulleted, firstBullet, isFirstLine, hasLowercase }: LineContext,
): Rule | undefined {
  const isStrong = isStrongKey(span.key);
  const isCaps = isAllCaps(span.text);
  const hardRight =
    right === 'end' || right === 'colon' || right === 'gap' || right === 'bullet' || right === 'glued';
  const followedByWord = right === 'word' || right === 'capsWord';
  // 1. Glued to the text before it by a lost line break (glued on both sides, it is part of a camel-case name).
  if (isStrong && left === 'glued' && right !== 'glued' && (hardRight || followedByWord)) return 'glued';
  // 2. After a sentence's end.
  if (isStrong && left === 'sentence' && !isBulleted && (hardRight || (followedByWord && span.words >= 2)))
    return 'sentence';
  // 3. Set apart by wide gaps, like a column.
  if (isVocabularyHeading(span.key) && left === 'gap' && hardRight) return 'gap';
  // 4. In capitals inside a line of lower-case text (at a line's start, "SKILLS: Java" is already in place).
  if (
    isCaps &&
    !isWeakHeading(span.key) &&
    left !== 'other' &&
    right !== 'capsWord' &&
    right !== 'other' &&
    !(left === 'line' && (right === 'end' || right === 'colon')) &&
    !followsCapitalsWord(line, at) &&
    hasLowercase
  )
    return 'caps';
  // 5. Opening a line.
  if (
    isStrong &&
    left === 'line' &&
    (right === 'bullet' || right === 'gap' || right === 'glued' || (isFirstLine && right === 'word'))
  )
    return 'opening';
  // 6. Before the line's first bullet, which starts the heading's list (after a bullet, it is part of an item).
  if (
    right === 'bullet' &&
    !isBulleted &&
    firstBullet >= span.end &&
    left !== 'line' &&
    left !== 'other' &&
    (isStrong || span.words >= 2) &&
    (isCaps || isCapitalised(span.text))
  )
    return 'bullet';
  return undefined;
}

/**
 * Candidate headings starting at `at`: one to six words printed alike (all in capitals, or all Capitalised but
 * small connecting words: "Areas of Interest"), shortest first.
 */
function spansFrom(line: string, at: number): Span[] {
  const spans: Span[] = [];
  let position = at;
  let inCapitals = false;
  for (let count = 1; count <= maxWords; count++) {
    const found = wordAt(line, position);
    if (!found) break;
    if (count === 1) inCapitals = isAllCaps(found);
    else if (inCapitals ? !isAllCaps(found) : !/^\p{Lu}/u.test(found) && !connectingWords.has(found)) break;
    position += found.length;
    const text = line.slice(at, position);
    if (!connectingWords.has(found)) spans.push({ end: position, words: count, text });
    separator.lastIndex = position;
    if (!separator.exec(line)) break;
    position = separator.lastIndex;
  }
  return spans;
}

/** The longest of the spans that is a heading, normalised longest first: the shorter ones often need no reading. */
function longestHeading(spans: Span[]): Heading | undefined {
  for (const span of spans.reverse()) {
    const key = normalizeHeading(span.text);
    if (classifyHeading(key)) return { ...span, key };
  }
  return undefined;
}

/** The word starting at `at`, read no further than `maxWordLength` characters: '' when it is longer. */
function wordAt(line: string, at: number): string {
  word.lastIndex = 0;
  const found = word.exec(line.slice(at, at + maxWordLength + 1))?.[0] ?? '';
  return found.length > maxWordLength ? '' : found;
}

/**
 * Only blanks lie between `at` and the line's start or a sentence's end. The blanks before each CJK heading are
 * read once (the headings do not overlap), so a long run of spaces costs no more than its length.
 */
function startsSentence(line: string, at: number): boolean {
  let index = at - 1;
  while (index >= 0 && /\s/u.test(line.charAt(index))) index--;
  return index < 0 || '。！？；.!?'.includes(line.charAt(index));
}

/** A word starts here: after a non-letter, or at a change of case ("monthsCompany", "EXTRAEducation"). */
function isWordStart(line: string, at: number): boolean {
  const previous = line.charAt(at - 1);
  if (!/\p{L}/u.test(previous)) return true;
  if (/\p{Ll}/u.test(previous)) return true;
  return /\p{Lu}/u.test(previous) && /\p{Ll}/u.test(line.charAt(at + 1));
}

/** The text just before `at` (enough to judge what precedes a heading, and cheap on a very long line). */
function textBefore(line: string, at: number): string {
  return line.slice(Math.max(0, at - 80), at);
}

function leftOf(line: string, at: number): Left {
  const before = textBefore(line, at);
  if (at <= 80 && !before.trim()) return 'line';
  const previous = before.charAt(before.length - 1);
  if (/[\p{L}\p{N}.!?;)\]]/u.test(previous)) return 'glued';
  if (/\S(?: {3,}|\t)\s*$/u.test(before)) return 'gap';
  if (/[.!?。！？]\s+$/u.test(before)) return 'sentence';
  if (/[\p{L}\p{N},;)\]'"”’] {1,2}$/u.test(before)) return 'space';
  return 'other';
}

function rightOf(line: string, end: number): Right {
  blankToEnd.lastIndex = end;
  if (blankToEnd.test(line)) return 'end';
  const after = line.slice(end, end + 80);
  if (/^\s*[:：]/u.test(after)) return 'colon';
  if (/^(?: {3,}|\t)/u.test(after)) return 'gap';
  if (bullets.test(after)) return 'bullet';
  if (/^\p{Lu}/u.test(after)) return 'glued';
  if (/^ {1,2}\p{Lu}{2,}\b/u.test(after)) return 'capsWord';
  if (/^ {1,2}[\p{Lu}\p{N}]/u.test(after)) return 'word';
  return 'other';
}

function isStrongKey(key: string): boolean {
  return isVocabularyHeading(key) && !isWeakHeading(key);
}

function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/** First letters upper case, small connecting words aside: "Education Details", "Areas of Interest". */
function isCapitalised(text: string): boolean {
  return text
    .split(/[\s&/+]+/u)
    .filter(Boolean)
    .every((part, index) => /^\p{Lu}/u.test(part) || (index > 0 && connectingWords.has(part)));
}

/** The heading continues a run of capitals ("MS OFFICE SKILLS"): then it is part of a longer name. */
function followsCapitalsWord(line: string, at: number): boolean {
  return /(?:^|[^\p{L}])\p{Lu}{2,}\s+$/u.test(textBefore(line, at));
}
