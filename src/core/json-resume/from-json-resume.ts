import { entryFields, FIELD_SEPARATOR } from '@core/resume/render-parts';
import type { ResumeSectionType } from '@shared/resume';
import type {
  Basics,
  DateRange,
  DocumentLine,
  DocumentSection,
  DocumentYearMonth,
  Entry,
  ResumeDocument,
  SectionItem,
} from '@shared/resume-document';
import {
  type JsonResumeInput,
  type JsonResumeListKey,
  type JsonResumeLocation,
  jsonResumeListKeys,
  type VitaeOutlinePart,
  vitaeOutlineSchema,
} from './json-resume-schema';

/** What each part of a JSON Resume becomes in the document: the section's type and its heading by default. */
export const sectionOfKey: Record<VitaeOutlinePart['key'], { type: ResumeSectionType; heading: string }> = {
  header: { type: 'header', heading: '' },
  summary: { type: 'summary', heading: 'Summary' },
  work: { type: 'experience', heading: 'Experience' },
  volunteer: { type: 'experience', heading: 'Volunteer Experience' },
  education: { type: 'education', heading: 'Education' },
  skills: { type: 'skills', heading: 'Skills' },
  projects: { type: 'projects', heading: 'Projects' },
  certificates: { type: 'certifications', heading: 'Certifications' },
  awards: { type: 'other', heading: 'Awards' },
  publications: { type: 'other', heading: 'Publications' },
  languages: { type: 'other', heading: 'Languages' },
  interests: { type: 'other', heading: 'Interests' },
  references: { type: 'other', heading: 'References' },
};

/** The order of the sections when the file does not say it (see `vitaeOutlineSchema`): a resume's usual one. */
const defaultOrder: VitaeOutlinePart['key'][] = [
  'header',
  'summary',
  'work',
  'volunteer',
  'education',
  'skills',
  'projects',
  'certificates',
  'awards',
  'publications',
  'languages',
  'interests',
  'references',
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A text field, trimmed; undefined when blank or not text (an extra property of another tool). */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The object without its undefined fields, so the document holds only what the file says. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** "2021-03-15" -> 2021, March: the document keeps years and months. */
function yearMonthOf(iso?: string): DocumentYearMonth | undefined {
  if (!iso) return undefined;
  const [year, month] = iso.split('-').map(Number);
  if (year === undefined) return undefined;
  return month ? { year, month } : { year };
}

/** How the document prints a date it did not read from a page: "Mar 2021", or "2021" for a year. */
export const printedDate = (date: DocumentYearMonth) =>
  date.month ? `${MONTHS[date.month - 1]} ${date.year}` : String(date.year);

/**
 * JSON Resume's start and end as the document's dates: a start without an end is current (the schema's
 * convention: "Mar 2021 – Present"), an end alone is a single date ("2019", when the entry ended).
 */
export function dateRangeOf(startDate?: string, endDate?: string): DateRange | undefined {
  const start = yearMonthOf(startDate);
  const end = yearMonthOf(endDate);
  if (start && end)
    return { text: `${printedDate(start)} – ${printedDate(end)}`, start, end, isCurrent: false };
  if (start) return { text: `${printedDate(start)} – Present`, start, isCurrent: true };
  if (end) return { text: printedDate(end), end, isCurrent: false };
  return undefined;
}

const lineOf = (text: string, isBullet: boolean): DocumentLine => ({
  kind: 'line',
  text,
  isBullet,
  line: -1,
});

/** A multi-line text field as plain lines, one a non-blank line. */
const plainLines = (value: unknown): DocumentLine[] =>
  (textOf(value) ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => lineOf(line, false));

const bullets = (values?: unknown[]): DocumentLine[] =>
  (values ?? []).flatMap((value) => {
    const text = textOf(value);
    return text ? [lineOf(text, true)] : [];
  });

/** An entry the builder or an import made: its header line is its fields, as the renderers write them. */
function entryOf(
  fields: Pick<Entry, 'title' | 'organisation' | 'location' | 'dates'>,
  lines: DocumentLine[],
): Entry | undefined {
  const item: Entry = defined({ kind: 'entry' as const, ...fields, headerLines: [], lines });
  const header = entryFields(item).join(FIELD_SEPARATOR);
  if (!header && lines.length === 0) return undefined;
  return { ...item, headerLines: header ? [{ text: header, line: -1 }] : [] };
}

type Item = Record<string, unknown>;

/** Education's "B.S." and "Computer Science" are its title "B.S. in Computer Science" (to-json-resume splits it). */
function degreeOf(item: Item): string | undefined {
  const studyType = textOf(item.studyType);
  const area = textOf(item.area);
  return studyType && area ? `${studyType} in ${area}` : (studyType ?? area);
}

/** A numeric score is a GPA; any other ("First Class Honours") a grade. to-json-resume reads both back. */
const scoreLine = (score?: string) =>
  score
    ? [lineOf(/^[\d.]+(?:\s*\/\s*[\d.]+)?$/u.test(score) ? `GPA: ${score}` : `Grade: ${score}`, false)]
    : [];

const listOf = (values: unknown): string[] =>
  Array.isArray(values) ? values.map(textOf).filter((value): value is string => value !== undefined) : [];

/** A list with a name: a skills group ("Frontend: React, CSS"), or its name as a line when it lists nothing. */
function groupOf(name: unknown, keywords: unknown): SectionItem | undefined {
  const skills = listOf(keywords);
  const label = textOf(name);
  if (skills.length > 0)
    return defined({ kind: 'skills' as const, label, skills, separator: ', ', line: -1 });
  return label ? lineOf(label, false) : undefined;
}

/** One item of a JSON Resume list as one item of the document (undefined for an item that says nothing). */
const itemOfKey: Record<JsonResumeListKey, (item: Item) => SectionItem | undefined> = {
  work: (item) =>
    entryOf(
      {
        title: textOf(item.position),
        organisation: textOf(item.name),
        location: textOf(item.location),
        dates: dateRangeOf(textOf(item.startDate), textOf(item.endDate)),
      },
      [...plainLines(item.summary), ...bullets(item.highlights as unknown[])],
    ),
  volunteer: (item) =>
    entryOf(
      {
        title: textOf(item.position),
        organisation: textOf(item.organization),
        location: textOf(item.location),
        dates: dateRangeOf(textOf(item.startDate), textOf(item.endDate)),
      },
      [...plainLines(item.summary), ...bullets(item.highlights as unknown[])],
    ),
  education: (item) => {
    const courses = listOf(item.courses);
    return entryOf(
      {
        title: degreeOf(item),
        organisation: textOf(item.institution),
        // Not in JSON Resume's education; to-json-resume writes it as an extra property, as the schema allows.
        location: textOf(item.location),
        dates: dateRangeOf(textOf(item.startDate), textOf(item.endDate)),
      },
      [
        ...scoreLine(textOf(item.score)),
        ...(courses.length > 0 ? [lineOf(`Relevant coursework: ${courses.join(', ')}`, false)] : []),
        ...plainLines(item.summary),
        ...bullets(item.highlights as unknown[]),
      ],
    );
  },
  awards: (item) =>
    entryOf(
      {
        title: textOf(item.title),
        organisation: textOf(item.awarder),
        dates: dateRangeOf(undefined, textOf(item.date)),
      },
      plainLines(item.summary),
    ),
  certificates: (item) =>
    entryOf(
      {
        title: textOf(item.name),
        organisation: textOf(item.issuer),
        dates: dateRangeOf(undefined, textOf(item.date)),
      },
      [],
    ),
  publications: (item) =>
    entryOf(
      {
        title: textOf(item.name),
        organisation: textOf(item.publisher),
        dates: dateRangeOf(undefined, textOf(item.releaseDate)),
      },
      plainLines(item.summary),
    ),
  skills: (item) => groupOf(item.name, item.keywords),
  languages: (item) => {
    const language = textOf(item.language);
    const fluency = textOf(item.fluency);
    const text = language && fluency ? `${language} (${fluency})` : (language ?? fluency);
    return text ? lineOf(text, false) : undefined;
  },
  interests: (item) => groupOf(item.name, item.keywords),
  references: (item) => entryOf({ title: textOf(item.name) }, plainLines(item.reference)),
  projects: (item) =>
    entryOf(
      {
        title: textOf(item.name),
        organisation: textOf(item.entity),
        dates: dateRangeOf(textOf(item.startDate), textOf(item.endDate)),
      },
      [...plainLines(item.description), ...bullets(item.highlights as unknown[])],
    ),
};

/** "Austin, TX, US": the location's parts that exist, in the order a resume prints them. */
function locationOf(location?: JsonResumeLocation) {
  if (!location) return undefined;
  const parts = [location.address, location.city, location.region, location.postalCode, location.countryCode]
    .map(textOf)
    .filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** The person: name, label, contact details, the profiles (with the site of `url` as a "Website" profile). */
function basicsOf(basics: JsonResumeInput['basics'] = {}): Basics {
  const profiles = (basics.profiles ?? []).flatMap((profile) => {
    const url = textOf(profile.url) ?? textOf(profile.username);
    return url ? [{ network: textOf(profile.network) ?? 'Website', url }] : [];
  });
  const site = textOf(basics.url);
  if (site && !profiles.some((profile) => profile.url === site))
    profiles.push({ network: 'Website', url: site });
  return defined({
    name: textOf(basics.name),
    label: textOf(basics.label),
    email: textOf(basics.email),
    phone: textOf(basics.phone),
    location: locationOf(basics.location),
    profiles,
  });
}

/** The outline Vitae wrote in `meta.vitae.sections`, when the file has a valid one. */
function outlineOf(resume: JsonResumeInput): VitaeOutlinePart[] | undefined {
  const vitae = (resume.meta as { vitae?: { sections?: unknown } } | undefined)?.vitae;
  const parsed = vitaeOutlineSchema.safeParse(vitae?.sections);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A JSON Resume (already validated, see read-json-resume.ts) as a resume document: `basics` as the person (its
 * summary as the summary section), each list as a section (work and volunteer as experience, certificates as
 * certifications; awards, publications, languages, interests and references as sections typed "other" under
 * their name), each item as an entry, a skills group or a line. The sections come in the order and under the
 * headings of Vitae's outline in `meta` when the file has one (to-json-resume.ts writes it), else in a resume's
 * usual order under plain headings. Items are the builder's: every `line` is -1. What the document has no place
 * for is left out: basics.image, a profile's username beside its URL, work.description and url, a skill's
 * level, a project's keywords, roles, type and url.
 */
export function fromJsonResume(resume: JsonResumeInput): ResumeDocument {
  const lists = Object.fromEntries(jsonResumeListKeys.map((key) => [key, resume[key] ?? []])) as Record<
    VitaeOutlinePart['key'],
    unknown[]
  >;
  lists.header = [];
  lists.summary = (textOf(resume.basics?.summary) ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const used = Object.fromEntries(Object.keys(lists).map((key) => [key, 0])) as Record<string, number>;
  const sections: DocumentSection[] = [];
  const addSection = (key: VitaeOutlinePart['key'], heading: string, count: number) => {
    const from = used[key] ?? 0;
    const taken = lists[key].slice(from, from + count);
    used[key] = from + taken.length;
    const items =
      key === 'header'
        ? []
        : key === 'summary'
          ? (taken as string[]).map((text) => lineOf(text, false))
          : taken.flatMap((item) => itemOfKey[key](item as Item) ?? []);
    sections.push({ type: sectionOfKey[key].type, heading, line: -1, isEdited: false, items });
  };
  const outline = outlineOf(resume);
  for (const part of outline ?? []) addSection(part.key, part.heading, part.count);
  for (const key of defaultOrder) {
    const isHeaderDue = key === 'header' && !outline;
    if (isHeaderDue || (used[key] ?? 0) < lists[key].length)
      addSection(key, sectionOfKey[key].heading, lists[key].length);
  }
  return { basics: basicsOf(resume.basics), sections };
}
