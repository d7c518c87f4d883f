import {
  connector,
  connectorAtStart,
  type DateToken,
  joins,
  monthIndex,
  sinceBefore,
  tokensOf,
  type YearMonth,
} from '@core/resume/dates';
import type { DatedRange } from '../types';

export type { YearMonth };

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
