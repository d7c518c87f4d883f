import type { DatedRange } from '../types';

export interface YearMonth {
  year: number;
  /** 1-12. */
  month: number;
}

/** Month names and abbreviations in English, German, Spanish and French, lower-case, without dots. */
const monthNames: Record<string, number> = {};
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
  ['dec', 'december', 'dezember', 'dez', 'diciembre', 'dic', 'décembre', 'decembre'],
];
monthLists.forEach((names, index) => {
  for (const name of names) monthNames[name] = index + 1;
});
/** Seasons as the months they span: "Summer 2019" is June to August. */
const seasons: Record<string, [number, number]> = {
  spring: [3, 5],
  frühling: [3, 5],
  frühjahr: [3, 5],
  primavera: [3, 5],
  summer: [6, 8],
  sommer: [6, 8],
  verano: [6, 8],
  fall: [9, 11],
  autumn: [9, 11],
  herbst: [9, 11],
  otoño: [9, 11],
  winter: [1, 2],
  invierno: [1, 2],
};

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
];
/** Longest first, so "presente" is not read as "present" + "e". */
const alternation = (names: readonly string[]) => [...names].sort((a, b) => b.length - a.length).join('|');
const year = "(?:19|20)\\d{2}|['’]\\d{2}";
/** One date, or "present", as written on a resume line. */
const datePattern = new RegExp(
  [
    `(?<monthName>${alternation(Object.keys(monthNames))})\\.?(?:\\s+\\d{1,2}(?:st|nd|rd|th)?,?)?(?:\\s+de)?[\\s,.]*(?<monthYear>${year})`,
    `(?<season>${alternation(Object.keys(seasons))})(?:\\s+(?:of|de))?\\s+(?<seasonYear>${year})`,
    `(?<day>\\d{1,2})[/.](?<dayMonth>\\d{1,2})[/.](?<dayYear>(?:19|20)\\d{2})`,
    `(?<month>0?[1-9]|1[0-2])\\s?[/.-]\\s?(?<numericYear>(?:19|20)\\d{2})`,
    `(?<isoYear>(?:19|20)\\d{2})[/.-](?<isoMonth>0?[1-9]|1[0-2])(?![\\d/.-]?\\d)`,
    `(?<year>(?:19|20)\\d{2})`,
    `(?<present>${alternation(presentWords)})`,
  ]
    .map((part) => `(?:${part})`)
    .join('|'),
  'giu',
);
const edgeBefore = /[\p{L}\p{N}]$/u;
const edgeAfter = /^[\p{L}\p{N}]/u;
/** Between a start and an end date: a dash, "to", "bis", "hasta", "a", "au"... (or "Exp." for expected). */
const connector =
  /^\s*(?:[-–—‒−~]+|to|till|until|through|thru|bis|a|al|hasta|au|à|→|(?:exp\.?|expected))?\s*$/i;
const connectorAtStart = /^\s*(?:[-–—‒−~]+|to|till|until|through|thru|bis|hasta)(?=\s|$)/i;
/** "seit 2020", "since 2019", "desde 2018": a start date and no end means it goes on. */
const sinceBefore = /(?:seit|since|desde|depuis)\s*$/i;

interface DateToken {
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

const monthIndex = (yearValue: number, month: number) => yearValue * 12 + month - 1;

function tokenOf(match: RegExpExecArray, now: YearMonth): DateToken | undefined {
  const groups = match.groups ?? {};
  const base = { start: match.index, end: match.index + match[0].length, isPresent: false, isSeason: false };
  const at = (yearValue: number, month: number, precise: boolean) => ({
    ...base,
    first: monthIndex(yearValue, month),
    last: monthIndex(yearValue, precise ? month : 12),
    precise,
  });
  if (groups.present) {
    const current = monthIndex(now.year, now.month);
    return { ...base, first: current, last: current, precise: true, isPresent: true };
  }
  if (groups.monthName && groups.monthYear) {
    const month = monthNames[groups.monthName.toLowerCase()];
    return month ? at(fullYear(groups.monthYear, now), month, true) : undefined;
  }
  if (groups.season && groups.seasonYear) {
    const [from, to] = seasons[groups.season.toLowerCase()] ?? [1, 12];
    const yearValue = fullYear(groups.seasonYear, now);
    return {
      ...base,
      first: monthIndex(yearValue, from),
      last: monthIndex(yearValue, to),
      precise: true,
      isSeason: true,
    };
  }
  if (groups.dayYear) {
    const [first, second] = [Number(groups.day), Number(groups.dayMonth)];
    // "03/15/2019" (US) or "15.03.2019": the month is the part that can be one, "/" read US-style.
    const month = match[0].includes('/') ? (first <= 12 ? first : second) : second <= 12 ? second : first;
    return month >= 1 && month <= 12 ? at(Number(groups.dayYear), month, true) : undefined;
  }
  if (groups.numericYear) return at(Number(groups.numericYear), Number(groups.month), true);
  if (groups.isoYear) return at(Number(groups.isoYear), Number(groups.isoMonth), true);
  if (groups.year) return at(Number(groups.year), 1, false);
  return undefined;
}

/** The dates of one line, whole words only ("2019" in "ISO27001" is no date). */
function tokensOf(line: string, now: YearMonth): DateToken[] {
  const tokens: DateToken[] = [];
  datePattern.lastIndex = 0;
  for (let match = datePattern.exec(line); match; match = datePattern.exec(line)) {
    if (edgeBefore.test(line.slice(0, match.index)) || edgeAfter.test(line.slice(datePattern.lastIndex)))
      continue;
    const token = tokenOf(match, now);
    if (token) tokens.push(token);
  }
  return tokens;
}

/** At most this long: a longer "range" is two unrelated years. */
const MAX_SPAN_MONTHS = 60 * 12;

function rangeOf(
  start: DateToken,
  end: DateToken,
  line: number,
  text: string,
  now: YearMonth,
): DatedRange | undefined {
  if (start.isPresent) return undefined;
  const current = monthIndex(now.year, now.month);
  const endMonth = Math.min(end.last, current);
  const startMonth = start.first;
  if (startMonth > endMonth || endMonth - startMonth > MAX_SPAN_MONTHS || startMonth < monthIndex(1950, 1))
    return undefined;
  return { startMonth, endMonth, line, text: text.trim() };
}

/** Two dates side by side make a range when a dash or "to" joins them, or when both give the month. */
function joins(line: string, start: DateToken, end: DateToken): boolean {
  if (start.isPresent) return false;
  const between = line.slice(start.end, end.start);
  if (!connector.test(between)) return false;
  return /\S/.test(between) || end.isPresent || (start.precise && end.precise && !start.isSeason);
}

/** The next line holding text, and its index. */
function nextFilled(lines: readonly string[], from: number): number {
  let index = from;
  while (index < lines.length && (lines[index] ?? '').trim() === '') index++;
  return index;
}

/** A date opening a line ("Present Working on...", "May 2020 Developed..."), after any bullet. */
function openingDate(line: string, tokens: readonly DateToken[]): DateToken | undefined {
  const [first] = tokens;
  return first && /^[\s•·*-]*$/.test(line.slice(0, first.start)) ? first : undefined;
}

/**
 * The end of a range whose start closes line `index` and whose end opens a following line, as PDF columns and
 * stacked layouts write it: "June 2020 –" / "Present ...", or "December 2015" / "to" / "August 2016".
 */
function endOnNextLines(
  lines: readonly string[],
  index: number,
  start: DateToken,
  tokensAt: (line: number) => DateToken[],
): { token: DateToken; line: number } | undefined {
  const line = lines[index] ?? '';
  const after = line.slice(start.end);
  const dashAfter = connectorAtStart.test(after);
  if (!dashAfter && after.trim() !== '') return undefined;
  let next = nextFilled(lines, index + 1);
  if (!dashAfter) {
    const nextLine = lines[next] ?? '';
    if (connector.test(nextLine) && nextLine.trim() !== '') next = nextFilled(lines, next + 1);
    else if (!connectorAtStart.test(nextLine)) return undefined;
  }
  if (next >= lines.length || next - index > 3) return undefined;
  const candidate = lines[next] ?? '';
  const tokens = tokensAt(next);
  const token = connectorAtStart.test(candidate) && !dashAfter ? tokens[0] : openingDate(candidate, tokens);
  return token ? { token, line: next } : undefined;
}

/**
 * Every date range of a resume's lines: "Jan 2019 – Present", "January 2019 - Dec 2021", "2018 - 2020",
 * "03/2017 – 06/2019", "2017.03 - 2019.06", "Sept. 2015 to Current", "Summer 2019", "2020–now",
 * "seit 2020", "März 2019 – heute", "2019 - actualidad", "ene. 2020 - presente", and ranges split over lines
 * ("June 2020 –" then "Present"). A year alone starts in January and ends in December; "present" is `now`;
 * nothing ends after `now`. Single dates (graduation years) and nonsense (end before start, over 60 years)
 * are left out. `line` is the line holding the start.
 */
export function datedRanges(lines: readonly string[], now: YearMonth): DatedRange[] {
  const cache = new Map<number, DateToken[]>();
  const tokensAt = (index: number) => {
    let tokens = cache.get(index);
    if (!tokens) {
      tokens = tokensOf(lines[index] ?? '', now);
      cache.set(index, tokens);
    }
    return tokens;
  };
  const used = new Set<DateToken>();
  const ranges: DatedRange[] = [];
  lines.forEach((line, index) => {
    if (!/\d/.test(line)) return;
    const tokens = tokensAt(index).filter((token) => !used.has(token));
    for (let at = 0; at < tokens.length; at++) {
      const start = tokens[at] as DateToken;
      const end = tokens[at + 1];
      if (end && joins(line, start, end)) {
        const range = rangeOf(start, end, index, line, now);
        if (range) ranges.push(range);
        used.add(start).add(end);
        at++;
        continue;
      }
      if (start.isPresent) continue;
      if (sinceBefore.test(line.slice(0, start.start))) {
        const range = rangeOf(start, { ...start, last: Number.POSITIVE_INFINITY }, index, line, now);
        if (range) ranges.push(range);
        continue;
      }
      if (start.isSeason) {
        const range = rangeOf(start, start, index, line, now);
        if (range) ranges.push(range);
        continue;
      }
      if (end) continue;
      const split = endOnNextLines(lines, index, start, tokensAt);
      if (!split) continue;
      const range = rangeOf(start, split.token, index, line, now);
      if (range) ranges.push(range);
      used.add(split.token);
    }
  });
  return ranges;
}
