import type {
  DateRange,
  DocumentSection,
  DocumentYearMonth,
  Entry,
  ResumeDocument,
  SectionItem,
} from '@shared/resume-document';

/** The JSON Resume schema version the rendering follows (https://jsonresume.org/schema). */
export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

type Fields = Record<string, unknown>;

/** A JSON Resume document: the parts of the schema this rendering fills. */
export interface JsonResume {
  $schema: string;
  basics: Fields;
  work: Fields[];
  volunteer: Fields[];
  education: Fields[];
  awards: Fields[];
  certificates: Fields[];
  publications: Fields[];
  skills: Fields[];
  languages: Fields[];
  interests: Fields[];
  projects: Fields[];
}

/** A parsed date as JSON Resume writes dates (ISO 8601 "2019-06" or "2019"). */
const isoDate = (date?: DocumentYearMonth) =>
  date ? (date.month ? `${date.year}-${String(date.month).padStart(2, '0')}` : String(date.year)) : undefined;

function datesOf(dates?: DateRange): Fields {
  if (!dates) return {};
  // A single date is when the entry ended (see dateRangeSchema).
  return { startDate: isoDate(dates.start), endDate: dates.isCurrent ? undefined : isoDate(dates.end) };
}

/** The entry's bullets and its plain lines apart. */
function linesOf(entry: Entry) {
  const text = (isBullet: boolean) =>
    entry.lines
      .filter((line) => line.isBullet === isBullet && line.text.trim())
      .map((line) => line.text.trim());
  return { highlights: text(true), summary: text(false).join('\n') || undefined };
}

/** The text of the items that are no entries: plain lines, bullets, and skills groups as printed. */
function looseTexts(items: SectionItem[]): string[] {
  return items.flatMap((item) => {
    if (item.kind === 'line') return item.text.trim() ? [item.text.trim()] : [];
    if (item.kind === 'skills') return item.skills.map((skill) => skill.trim()).filter(Boolean);
    return [];
  });
}

const entriesOf = (section: DocumentSection) =>
  section.items.filter((item): item is Entry => item.kind === 'entry');

function work(entry: Entry): Fields {
  return {
    name: entry.organisation,
    position: entry.title,
    location: entry.location,
    ...datesOf(entry.dates),
    ...linesOf(entry),
  };
}

/** "B.S. in Accounting" is a study type and an area; a title without " in " is the study type alone. */
function education(entry: Entry): Fields {
  const [studyType, area] = (entry.title ?? '').split(/\s+in\s+/u, 2).map((part) => part.trim() || undefined);
  const lines = entry.lines.map((line) => line.text.trim());
  const score = lines
    .map((line) => /\bGPA\b[:\s]*([\d.]+(?:\s*\/\s*[\d.]+)?)/iu.exec(line)?.[1])
    .find(Boolean);
  const courses = lines.flatMap((line) => {
    const listed = /^(?:relevant\s+)?(?:course\s*work|courses)\s*:\s*(.+)$/iu.exec(line)?.[1];
    return listed ? listed.split(/\s*[,;]\s*/u).filter(Boolean) : [];
  });
  return {
    institution: entry.organisation,
    studyType,
    area,
    ...datesOf(entry.dates),
    score,
    courses: courses.length > 0 ? courses : undefined,
  };
}

function project(entry: Entry): Fields {
  const { highlights, summary } = linesOf(entry);
  return {
    name: entry.title ?? entry.organisation,
    entity: entry.title ? entry.organisation : undefined,
    description: summary,
    highlights,
    ...datesOf(entry.dates),
  };
}

function skills(section: DocumentSection): Fields[] {
  return section.items.flatMap((item): Fields[] => {
    if (item.kind === 'skills')
      return [
        {
          name: item.label ?? section.heading,
          keywords: item.skills.map((skill) => skill.trim()).filter(Boolean),
        },
      ];
    if (item.kind === 'line' && item.text.trim()) return [{ name: item.text.trim() }];
    return [];
  });
}

/** Sections typed "other" go where their heading says, when JSON Resume has a place for them. */
const otherPlaces: [RegExp, keyof JsonResume, (text: string) => Fields][] = [
  [/award|honou?r|achievement/iu, 'awards', (title) => ({ title })],
  [/publication|paper/iu, 'publications', (name) => ({ name })],
  [/language|idioma|sprach|langue/iu, 'languages', (language) => ({ language })],
  [/interest|hobb/iu, 'interests', (name) => ({ name })],
];

/** Drops the empty fields of an object (undefined, '', []), so the JSON holds only what the resume says. */
const compact = (value: Fields): Fields =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([, field]) => field !== undefined && field !== '' && !(Array.isArray(field) && field.length === 0),
    ),
  );

/** "Austin, TX" is a city and a region; any other place is kept whole as the address. */
function locationOf(location?: string): Fields | undefined {
  if (!location?.trim()) return undefined;
  const parts = location.split(',').map((part) => part.trim());
  return parts.length === 2 && parts.every(Boolean)
    ? { city: parts[0], region: parts[1] }
    : { address: location.trim() };
}

/**
 * The document as JSON Resume (https://jsonresume.org/schema, v1.0.0): basics from the person and the summary,
 * experience entries as work (volunteer when the heading says so), education (study type and area from "X in
 * Y", GPA as score, a coursework line as courses), skills groups as skills, projects, certifications as
 * certificates, and "other" sections as awards, publications, languages or interests by their heading. Lossy
 * where the schema has no place (an education entry's other lines, sections it has no key for): the export's
 * `sections` keep everything.
 */
export function toJsonResume(document: ResumeDocument): JsonResume {
  const { basics } = document;
  const out: JsonResume = {
    $schema: JSON_RESUME_SCHEMA,
    basics: {},
    work: [],
    volunteer: [],
    education: [],
    awards: [],
    certificates: [],
    publications: [],
    skills: [],
    languages: [],
    interests: [],
    projects: [],
  };
  const summary = document.sections
    .filter((section) => section.type === 'summary')
    .flatMap((section) => looseTexts(section.items))
    .join('\n');
  const website = basics.profiles.find((profile) => /portfolio|website/iu.test(profile.network));
  out.basics = compact({
    name: basics.name,
    label: basics.label,
    email: basics.email,
    phone: basics.phone,
    url: website?.url,
    summary,
    location: locationOf(basics.location),
    profiles: basics.profiles.map((profile) => ({ network: profile.network, url: profile.url })),
  });
  for (const section of document.sections) {
    const entries = entriesOf(section);
    if (section.type === 'experience') {
      const isVolunteer = /volunt/iu.test(section.heading);
      for (const entry of entries) {
        const role = work(entry);
        if (isVolunteer) out.volunteer.push(compact({ ...role, name: undefined, organization: role.name }));
        else out.work.push(compact(role));
      }
    } else if (section.type === 'education')
      out.education.push(...entries.map((entry) => compact(education(entry))));
    else if (section.type === 'projects')
      out.projects.push(...entries.map((entry) => compact(project(entry))));
    else if (section.type === 'skills') out.skills.push(...skills(section).map(compact));
    else if (section.type === 'certifications') {
      out.certificates.push(
        ...entries.map((entry) =>
          compact({
            name: entry.title ?? entry.organisation,
            issuer: entry.title ? entry.organisation : undefined,
            date: isoDate(entry.dates?.end ?? entry.dates?.start),
          }),
        ),
        ...looseTexts(section.items).map((name) => ({ name })),
      );
    } else if (section.type === 'other') {
      const place = otherPlaces.find(([heading]) => heading.test(section.heading));
      if (!place) continue;
      const [, key, make] = place;
      const texts = [
        ...entries.map((entry) => entry.title ?? entry.organisation ?? ''),
        ...looseTexts(section.items),
      ];
      (out[key] as Fields[]).push(...texts.filter(Boolean).map(make));
    }
  }
  return out;
}
