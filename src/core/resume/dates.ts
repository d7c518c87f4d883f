/**
 * Dates as resumes print them, one line at a time: "Jan 2019", "03/2017", "2017.03", "Summer 2019", "2019",
 * "Present", in English, German, Spanish and French, in Chinese, Japanese and Korean ("2019年3月", "2019년 3월",
 * "至今", "現在", "현재"), and whether two of them side by side make a range.
 * Shared by the analysis (years of experience, `analysis/resume/dated-ranges.ts`) and the resume document
 * (an entry's dates, `date-range.ts`).
 */

export interface YearMonth {
  year: number;
  /** 1-12. */
  month: number;
}

/** Month names and abbreviations in English, German, Spanish and French, lower-case, without dots. */
const monthNames = new Map<string, number>();
const monthLists: readonly (readonly string[])[] = [
  ['jan', 'january', 'januar', 'jänner', 'enero', 'ene', 'janvier', 'janv'],
  ['feb', 'february', 'februar', 'febrero', 'février', 'fevrier', 'févr', 'fevr'],
  ['mar', 'march', 'märz', 'maerz', 'marz', 'mrz', 'mär', 'marzo', 'mars'],
  ['apr', 'april', 'abril', 'abr', 'avril', 'avr'],
  ['may', 'mai', 'mayo'],
  ['jun', 'june', 'juni', 'junio', 'juin'],
  ['jul', 'july', 'juli', 'julio', 'juillet', 'juil'],
  ['aug', 'august', 'agosto', 'ago', 'août', 'aout'],
  ['sep', 'sept', 'september', 'septiembre', 'setiembre', 'set', 'septembre'],
  ['oct', 'october', 'oktober', 'okt', 'octubre', 'octobre'],
  ['nov', 'november', 'noviembre', 'novembre'],
  ['dec', 'december', 'dezember', 'dez', 'diciembre', 'dic', 'décembre', 'decembre', 'déc'],
];
monthLists.forEach((names, index) => {
  for (const name of names) monthNames.set(name, index + 1);
});
/** Seasons as the months they span: "Summer 2019" is June to August. */
const seasons = new Map<string, [number, number]>([
  ['spring', [3, 5]],
  ['frühling', [3, 5]],
  ['frühjahr', [3, 5]],
  ['primavera', [3, 5]],
  ['summer', [6, 8]],
  ['sommer', [6, 8]],
  ['verano', [6, 8]],
  ['fall', [9, 11]],
  ['autumn', [9, 11]],
  ['herbst', [9, 11]],
  ['otoño', [9, 11]],
  ['winter', [1, 2]],
  ['invierno', [1, 2]],
]);

/** "Present" in the languages above: the range goes on to `now`. */
const presentWords = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'to date',
  'till date',
  'heute',
  'jetzt',
  'aktuell',
  'dato',
  'laufend',
  'actualidad',
  'presente',
  'actual',
  'hoy',
  'la fecha',
  'présent',
  "aujourd'hui",
  'aujourd’hui',
  '至今',
  '现在',
  '現在',
  '目前',
  '현재',
];
/** Longest first, so "presente" is not read as "present" + "e". */
const alternation = (names: readonly string[]) => [...names].sort((a, b) => b.length - a.length).join('|');
const year = "(?:19|20)\\d{2}|['’]\\d{2}";
/** One date, or "present", as written on a resume line. */
const datePattern = new RegExp(
  [
    `(?<monthName>${alternation([...monthNames.keys()])})\\.?(?:\\s+\\d{1,2}(?:st|nd|rd|th)?,?)?(?:\\s+de)?[\\s,.]*(?<monthYear>${year})`,
    `(?<season>${alternation([...seasons.keys()])})(?:\\s+(?:of|de))?\\s+(?<seasonYear>${year})`,
    `(?<day>\\d{1,2})[/.](?<dayMonth>\\d{1,2})[/.](?<dayYear>(?:19|20)\\d{2})`,
    `(?<month>0?[1-9]|1[0-2])\\s?[/.-]\\s?(?<numericYear>(?:19|20)\\d{2})`,
    `(?<isoYear>(?:19|20)\\d{2})[/.-](?<isoMonth>0?[1-9]|1[0-2])(?![\\d/.-]?\\d)`,
    `(?<cjkYear>(?:19|20)\\d{2})\\s*[年년](?:\\s*(?<cjkMonth>1[0-2]|0?[1-9])\\s*[月월])?`,
    `(?<year>(?:19|20)\\d{2})`,
    `(?<present>${alternation(presentWords)})`,
  ]
    .map((part) => `(?:${part})`)
    .join('|'),
  'giu',
);
/**
 * A letter or digit glued to a date makes it part of a word; Chinese, Japanese and Korean print no spaces
 * between words, so their characters do not ("2019年3月至今", "任职2019年").
 */
const edgeBefore = /(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])[\p{L}\p{N}]$/u;
const edgeAfter = /^(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])[\p{L}\p{N}]/u;
/** Between a start and an end date: a dash, "to", "bis", "hasta", "a", "au"... (or "Exp." for expected). */
export const connector =
  /^\s*(?:[-–—‒−~～〜－]+|to|till|until|through|thru|bis|a|al|hasta|au|à|→|至|(?:exp\.?|expected))?\s*$/i;
export const connectorAtStart = /^\s*(?:[-–—‒−~～〜－]+|to|till|until|through|thru|bis|hasta)(?=\s|$)/i;
/** "seit 2020", "since 2019", "desde 2018": a start date and no end means it goes on. */
export const sinceBefore = /(?:seit|since|desde|depuis)\s*$/i;

export interface DateToken {
  start: number;
  end: number;
  /** Months counted from year 0, as in DatedRange; for "present", the `now` month. */
  first: number;
  last: number;
  /** Month known (not a bare year): two such dates side by side are a range even without a dash. */
  precise: boolean;
  isPresent: boolean;
  isSeason: boolean;
}

function fullYear(written: string, now: YearMonth): number {
  if (!/^['’]/.test(written)) return Number(written);
  const short = Number(written.slice(1));
  return short <= (now.year % 100) + 1 ? 2000 + short : 1900 + short;
}

export const monthIndex = (yearValue: number, month: number) => yearValue * 12 + month - 1;

/**
 * The token of one date: its first month, and its last (the year's last when no month is printed). Each token is
 * written out whole, in one shape, by a function of the module: spreading a shared object, or a closure made for each
 * match, cost several times the match itself, and a line's dates are read many times over.
 */
function dateToken(match: RegExpExecArray, yearValue: number, month: number, precise: boolean): DateToken {
  const start = match.index;
  return {
    start,
    end: start + match[0].length,
    first: monthIndex(yearValue, month),
    last: monthIndex(yearValue, precise ? month : 12),
    precise,
    isPresent: false,
    isSeason: false,
  };
}

function tokenOf(match: RegExpExecArray, now: YearMonth): DateToken | undefined {
  const groups = match.groups ?? {};
  const start = match.index;
  const end = start + match[0].length;
  if (groups.present) {
    const current = monthIndex(now.year, now.month);
    return { start, end, first: current, last: current, precise: true, isPresent: true, isSeason: false };
  }
  if (groups.monthName && groups.monthYear) {
    const month = monthNames.get(groups.monthName.toLowerCase());
    return month ? dateToken(match, fullYear(groups.monthYear, now), month, true) : undefined;
  }
  if (groups.season && groups.seasonYear) {
    const [from, to] = seasons.get(groups.season.toLowerCase()) ?? [1, 12];
    const yearValue = fullYear(groups.seasonYear, now);
    return {
      start,
      end,
      first: monthIndex(yearValue, from),
      last: monthIndex(yearValue, to),
      precise: true,
      isPresent: false,
      isSeason: true,
    };
  }
  if (groups.dayYear) {
    const [first, second] = [Number(groups.day), Number(groups.dayMonth)];
    // "03/15/2019" (US) or "15.03.2019": the month is the part that can be one, "/" read US-style.
    const month = match[0].includes('/') ? (first <= 12 ? first : second) : second <= 12 ? second : first;
    return month >= 1 && month <= 12 ? dateToken(match, Number(groups.dayYear), month, true) : undefined;
  }
  if (groups.numericYear) return dateToken(match, Number(groups.numericYear), Number(groups.month), true);
  if (groups.isoYear) return dateToken(match, Number(groups.isoYear), Number(groups.isoMonth), true);
  if (groups.cjkYear)
    return dateToken(
      match,
      Number(groups.cjkYear),
      groups.cjkMonth ? Number(groups.cjkMonth) : 1,
      Boolean(groups.cjkMonth),
    );
  if (groups.year) return dateToken(match, Number(groups.year), 1, false);
  return undefined;
}

/** The dates of one line, whole words only ("2019" in "ISO27001" is no date, nor "ago" in "Chicago, 2017"). */
export function tokensOf(line: string, now: YearMonth): DateToken[] {
  const tokens: DateToken[] = [];
  datePattern.lastIndex = 0;
  for (let match = datePattern.exec(line); match; match = datePattern.exec(line)) {
    // Only the character before the date is looked at (two code units: a letter may be a surrogate pair): the
    // pattern ends at `$`, and given the line up to the date it would read all of it, for each date of a long line.
    const before = line.slice(Math.max(0, match.index - 2), match.index);
    if (edgeBefore.test(before) || edgeAfter.test(line.slice(datePattern.lastIndex))) {
      // A word inside a word ("ago" of "Chicago, 2017") is no month: look again from its next letter. Digits
      // glued to other digits ("555-2019-2020") are no date at all.
      if (/^\p{L}/u.test(match[0])) datePattern.lastIndex = match.index + 1;
      continue;
    }
    const token = tokenOf(match, now);
    if (token) tokens.push(token);
  }
  return tokens;
}

/** Two dates side by side make a range when a dash or "to" joins them, or when both give the month. */
export function joins(line: string, start: DateToken, end: DateToken): boolean {
  if (start.isPresent) return false;
  const between = line.slice(start.end, end.start);
  if (!connector.test(between)) return false;
  return /\S/.test(between) || end.isPresent || (start.precise && end.precise && !start.isSeason);
}
