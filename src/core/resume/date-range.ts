import type { DateRange, DocumentYearMonth } from '@shared/resume-document';
import { connectorAtStart, type DateToken, joins, sinceBefore, tokensOf, type YearMonth } from './dates';

/** The dates of an entry's header as found in one line: the range, and where it is printed. */
export interface FoundDates {
  range: DateRange;
  /** Where the printed dates start and end in the line. */
  from: number;
  to: number;
  /** A single date ("2017", "May 2026"): a graduation, a project's year, not a span. */
  isSingle: boolean;
  /** A range cut by the line's end (see `findSplitRange`): where its end stops in the next line. */
  nextTo?: number;
}

/**
 * Two-digit years ("Jan '19") are read against this date: '00 to '51 are 2000s, the rest 1900s. The document
 * reads no clock, so the same text always gives the same document.
 */
const pivot: YearMonth = { year: 2050, month: 12 };

/**
 * A line is read for an entry's dates in its first this many characters: a header line is a few dozen words, and
 * a line's dates are read several times over (a hostile line of megabytes of dates took seconds).
 */
const MAX_DATED_CHARS = 1_000;
const datedPart = (line: string) => (line.length > MAX_DATED_CHARS ? line.slice(0, MAX_DATED_CHARS) : line);

const yearMonthOf = (month: number, precise: boolean): DocumentYearMonth =>
  precise ? { year: Math.floor(month / 12), month: (month % 12) + 1 } : { year: Math.floor(month / 12) };

/**
 * The dates an entry's header prints, from one line: a range ("Jan 2019 – Present", "2014–2018",
 * "06/2019 - 02/2022"), a start that goes on ("Since 2021", "seit 2020"), a season ("Summer 2019"), or else a
 * single date ("2017", "Expected May 2026" gives "May 2026"). The first range of the line wins over single dates.
 * A single date is an end (when a degree was finished, when a project was made): it sets `end`, not `start`.
 * Only the line's first MAX_DATED_CHARS characters are read.
 */
export function findDates(line: string): FoundDates | undefined {
  const read = datedPart(line);
  const found = firstDates(read);
  return found ? withListedDates(read, found) : undefined;
}

/**
 * Dates listed with the first ("Summer 2013, 2014", "2012 & 2014", "Sep. 2013, Mar. 2011 – Oct. 2011") belong
 * to it: the text runs from the first to the last, and a date listed after it gives the end.
 */
function withListedDates(line: string, found: FoundDates): FoundDates {
  const tokens = tokensOf(line, pivot);
  // Dates listed before it ("Sep. 2013, Mar. 2011 – Oct. 2011") belong to it too.
  let from = found.from;
  for (;;) {
    const joint = /\s*(?:,|&|and)\s*$/u.exec(line.slice(0, from));
    const previous = joint && tokens.find((token) => token.end === joint.index && !token.isPresent);
    if (!previous) break;
    from = previous.start;
  }
  let to = found.to;
  let last: DateToken | undefined;
  for (;;) {
    const joint = /^\s*(?:,|&|and)\s*/u.exec(line.slice(to));
    const next = joint && tokens.find((token) => token.start === to + joint[0].length && !token.isPresent);
    if (!next) break;
    last = next;
    to = next.end;
  }
  if (!last && from === found.from) return found;
  return {
    ...found,
    from,
    to,
    range: {
      ...found.range,
      text: line.slice(from, to),
      ...(last ? { end: yearMonthOf(last.last, last.precise) } : {}),
    },
  };
}

/**
 * A range cut by the line's end, as a left margin of dates prints it: "2017 –" ends the date part of a line and
 * its end ("Present", "May 2020") opens the next line ("2017 – Product Manager, Google" / "Present Leading…").
 * The dates' text is the two parts joined by a space ("2017 – Present"); `from` and `to` are in this line,
 * `nextTo` where the end stops in the next line. Only the lines' first MAX_DATED_CHARS characters are read.
 */
export function findSplitRange(printed: string, printedNext: string): FoundDates | undefined {
  const line = datedPart(printed);
  const next = datedPart(printedNext);
  if (firstDates(line)?.isSingle === false) return undefined;
  const nextTokens = tokensOf(next, pivot);
  const end = nextTokens[0];
  if (!end || !/^[\s•·*-]*$/u.test(next.slice(0, end.start))) return undefined;
  for (const start of tokensOf(line, pivot)) {
    if (start.isPresent) continue;
    const dash = connectorAtStart.exec(line.slice(start.end));
    if (!dash || (!end.isPresent && end.last < start.first)) continue;
    const to = start.end + dash[0].length;
    return {
      range: {
        text: `${line.slice(start.start, to).trim()} ${next.slice(end.start, end.end)}`,
        start: yearMonthOf(start.first, start.precise),
        ...(end.isPresent ? {} : { end: yearMonthOf(end.last, end.precise) }),
        isCurrent: end.isPresent,
      },
      from: start.start,
      to,
      isSingle: false,
      nextTo: end.end,
    };
  }
  return undefined;
}

function firstDates(line: string): FoundDates | undefined {
  const tokens = tokensOf(line, pivot);
  for (let at = 0; at + 1 < tokens.length; at++) {
    const start = tokens[at] as DateToken;
    const end = tokens[at + 1] as DateToken;
    if (!joins(line, start, end) || (!end.isPresent && end.last < start.first)) continue;
    return {
      range: {
        text: line.slice(start.start, end.end),
        start: yearMonthOf(start.first, start.precise),
        ...(end.isPresent ? {} : { end: yearMonthOf(end.last, end.precise) }),
        isCurrent: end.isPresent,
      },
      from: start.start,
      to: end.end,
      isSingle: false,
    };
  }
  const dated = tokens.filter((token) => !token.isPresent);
  for (const token of dated) {
    const since = sinceBefore.exec(line.slice(0, token.start));
    if (since) {
      const from = token.start - since[0].length;
      return {
        range: {
          text: line.slice(from, token.end),
          start: yearMonthOf(token.first, token.precise),
          isCurrent: true,
        },
        from,
        to: token.end,
        isSingle: false,
      };
    }
    if (token.isSeason) {
      return {
        range: {
          text: line.slice(token.start, token.end),
          start: yearMonthOf(token.first, true),
          end: yearMonthOf(token.last, true),
          isCurrent: false,
        },
        from: token.start,
        to: token.end,
        isSingle: false,
      };
    }
  }
  const single = dated[0];
  if (!single) return undefined;
  return {
    range: {
      text: line.slice(single.start, single.end),
      end: yearMonthOf(single.first, single.precise),
      isCurrent: false,
    },
    from: single.start,
    to: single.end,
    isSingle: true,
  };
}
