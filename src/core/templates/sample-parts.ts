import type {
  DateRange,
  DocumentLine,
  DocumentSection,
  Entry,
  ResumeDocument,
  SkillGroup,
} from '@shared/resume-document';

/**
 * Short ways to write the templates' sample resumes as resume documents, the shape the builder makes: a header
 * section left empty (`basics` holds the person), then titled sections of entries, bullets and skill groups.
 * Every item is marked `line: -1`, as content that comes from no uploaded text.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2021-03" as a year and month; "2021" as a year. */
function yearMonth(date: string): { year: number; month?: number } {
  const [year, month] = date.split('-').map(Number);
  return month ? { year: year ?? 0, month } : { year: year ?? 0 };
}

const printed = (date: string) => {
  const { year, month } = yearMonth(date);
  return month ? `${MONTHS[month - 1]} ${year}` : String(year);
};

/** A date range from "YYYY-MM" (or "YYYY") to another or to 'present', printed "Mar 2021 – Present". */
export function dates(start: string, end: string | 'present'): DateRange {
  const isCurrent = end === 'present';
  return {
    text: `${printed(start)} – ${isCurrent ? 'Present' : printed(end)}`,
    start: yearMonth(start),
    ...(isCurrent ? {} : { end: yearMonth(end) }),
    isCurrent,
  };
}

/** A single date (a graduation), printed "May 2016". */
export function onDate(date: string): DateRange {
  return { text: printed(date), end: yearMonth(date), isCurrent: false };
}

export const bullet = (text: string): DocumentLine => ({ kind: 'line', text, isBullet: true, line: -1 });
export const plain = (text: string): DocumentLine => ({ kind: 'line', text, isBullet: false, line: -1 });
/** A numbered item ("1."), as a publication list prints it. */
export const numbered = (marker: string, text: string): DocumentLine => ({
  kind: 'line',
  text,
  isBullet: true,
  marker,
  line: -1,
});

interface EntryFields {
  title?: string;
  organisation?: string;
  location?: string;
  dates?: DateRange;
  lines?: DocumentLine[];
}

/** A role, a degree or a project, written as its fields (no printed header lines). */
export function entry({ lines = [], ...fields }: EntryFields): Entry {
  return { kind: 'entry', ...fields, headerLines: [], lines };
}

/** A labelled list of skills, printed with ", ". */
export const skills = (label: string, list: string[]): SkillGroup => ({
  kind: 'skills',
  label,
  skills: list,
  separator: ', ',
  line: -1,
});

export function section(
  type: DocumentSection['type'],
  heading: string,
  items: DocumentSection['items'],
): DocumentSection {
  return { type, heading, line: -1, isEdited: false, items };
}

/** A sample resume: the person, then the sections after an empty header (the builder's shape). */
export function sampleResume(basics: ResumeDocument['basics'], sections: DocumentSection[]): ResumeDocument {
  return { basics, sections: [section('header', '', []), ...sections] };
}
