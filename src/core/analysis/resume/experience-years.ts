import type { DetectedSection } from '@shared/resume';
import type { DatedRange } from '../types';
import { datedRanges, type YearMonth } from './dated-ranges';

export interface ExperienceYears {
  /** Total years covered by the ranges, overlaps counted once, rounded to one decimal. */
  years: number;
  /** The ranges counted. */
  ranges: DatedRange[];
}

const inSections = (range: DatedRange, sections: readonly DetectedSection[]) =>
  sections.some((section) => range.line >= section.startLine && range.line <= section.endLine);

/** Months covered by the ranges, each month once however many roles overlap it. */
function coveredMonths(ranges: readonly DatedRange[]): number {
  const sorted = [...ranges].sort((a, b) => a.startMonth - b.startMonth);
  let total = 0;
  let open = Number.NEGATIVE_INFINITY;
  for (const range of sorted) {
    // Months are inclusive: "Jan 2019 - Jan 2019" is one month.
    const from = Math.max(range.startMonth, open + 1);
    if (range.endMonth >= from) total += range.endMonth - from + 1;
    open = Math.max(open, range.endMonth);
  }
  return total;
}

/**
 * Years of experience a resume shows: the date ranges of its experience section(s), or, when it has none
 * (or they hold no dates), of the whole text minus its education section(s). Overlapping roles count once.
 */
export function experienceYears(
  sections: readonly DetectedSection[],
  lines: readonly string[],
  now: YearMonth,
): ExperienceYears {
  const all = datedRanges(lines, now);
  const experience = sections.filter((section) => section.type === 'experience');
  const education = sections.filter((section) => section.type === 'education');
  let ranges = all.filter((range) => inSections(range, experience));
  if (ranges.length === 0) ranges = all.filter((range) => !inSections(range, education));
  return { years: Math.round((coveredMonths(ranges) / 12) * 10) / 10, ranges };
}
