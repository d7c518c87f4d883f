import type {
  DateRange,
  DocumentSection,
  DocumentYearMonth,
  Entry,
  ResumeDocument,
  SectionItem,
  SkillGroup,
} from '@shared/resume-document';
import type { VitaeOutlinePart } from '../json-resume/json-resume-schema';

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
  references: Fields[];
  projects: Fields[];
  /** Vitae's outline of the sections (order, headings, how many items each holds): see json-resume-schema.ts. */
  meta: { vitae: { sections: VitaeOutlinePart[] } };
}

type ListKey = Exclude<keyof JsonResume, '$schema' | 'basics' | 'meta'>;

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

/** A line that holds the degree's score: "GPA: 3.8/4.0", "Grade: First Class Honours", "… GPA 3.6 …". */
function scoreOf(line: string): string | undefined {
  const labelled = /^(?:GPA|Grade|Score)\s*:\s*(.+)$/iu.exec(line)?.[1]?.trim();
  return labelled || /\bGPA\b[:\s]*([\d.]+(?:\s*\/\s*[\d.]+)?)/iu.exec(line)?.[1];
}

const courseList = /^(?:relevant\s+)?(?:course\s*work|courses)\s*:\s*(.+)$/iu;

/**
 * "B.S. in Accounting" is a study type and an area; a title without " in " is the study type alone. A GPA or
 * grade line is the score, a coursework line the courses; the location and the other lines (honors, a thesis)
 * go in `location`, `summary` and `highlights`, properties JSON Resume's education lacks and allows.
 */
function education(entry: Entry): Fields {
  const [studyType, area] = (entry.title ?? '').split(/\s+in\s+/u, 2).map((part) => part.trim() || undefined);
  const lines = entry.lines.filter((line) => line.text.trim());
  const score = lines.map((line) => scoreOf(line.text.trim())).find(Boolean);
  const scoreLine = lines.find((line) => scoreOf(line.text.trim()) === score && score !== undefined);
  const courses = lines.flatMap((line) => {
    const listed = courseList.exec(line.text.trim())?.[1];
    return listed ? listed.split(/\s*[,;]\s*/u).filter(Boolean) : [];
  });
  const rest = lines.filter((line) => line !== scoreLine && !courseList.test(line.text.trim()));
  return {
    institution: entry.organisation,
    studyType,
    area,
    location: entry.location,
    ...datesOf(entry.dates),
    score,
    courses: courses.length > 0 ? courses : undefined,
    ...linesOf({ ...entry, lines: rest }),
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

const dateOf = (entry: Entry) => isoDate(entry.dates?.end ?? entry.dates?.start);
const plainText = (entry: Entry) =>
  entry.lines
    .map((line) => line.text.trim())
    .filter(Boolean)
    .join('\n') || undefined;

/** How an item of a section typed "other" reads in each list JSON Resume has for one. */
interface OtherPlace {
  key: ListKey;
  entry: (entry: Entry) => Fields;
  line: (text: string) => Fields;
  skills?: (group: SkillGroup) => Fields;
}

/** "Spanish (Native)" is a language and its fluency; anything else the language alone. */
function language(text: string): Fields {
  const [, name, fluency] = /^([^()]+?)\s*\(([^()]+)\)$/u.exec(text) ?? [];
  return name && fluency ? { language: name, fluency } : { language: text };
}

/** Sections typed "other" go where their heading says, when JSON Resume has a place for them. */
const otherPlaces: [RegExp, OtherPlace][] = [
  [
    /award|honou?r|achievement/iu,
    {
      key: 'awards',
      entry: (entry) => ({
        title: entry.title ?? entry.organisation,
        awarder: entry.title ? entry.organisation : undefined,
        date: dateOf(entry),
        summary: plainText(entry),
      }),
      line: (title) => ({ title }),
    },
  ],
  [
    /publication|paper/iu,
    {
      key: 'publications',
      entry: (entry) => ({
        name: entry.title ?? entry.organisation,
        publisher: entry.title ? entry.organisation : undefined,
        releaseDate: dateOf(entry),
        summary: plainText(entry),
      }),
      line: (name) => ({ name }),
    },
  ],
  [
    /language|idioma|sprach|langue/iu,
    {
      key: 'languages',
      entry: (entry) => language(entry.title ?? entry.organisation ?? ''),
      line: language,
    },
  ],
  [
    /interest|hobb/iu,
    {
      key: 'interests',
      entry: (entry) => ({ name: entry.title ?? entry.organisation }),
      line: (name) => ({ name }),
      skills: (group) => ({ name: group.label, keywords: skillsOf(group) }),
    },
  ],
  [
    /referee|reference/iu,
    {
      key: 'references',
      entry: (entry) => ({ name: entry.title ?? entry.organisation, reference: plainText(entry) }),
      line: (reference) => ({ reference }),
    },
  ],
];

const skillsOf = (group: SkillGroup) => group.skills.map((skill) => skill.trim()).filter(Boolean);

/** The items of a section typed "other", in order, as the list its heading names. */
function otherItems(section: DocumentSection, place: OtherPlace): Fields[] {
  return section.items.flatMap((item): Fields[] => {
    if (item.kind === 'entry') return [place.entry(item)];
    if (item.kind === 'skills')
      return place.skills ? [place.skills(item)] : skillsOf(item).map((skill) => place.line(skill));
    return item.text.trim() ? [place.line(item.text.trim())] : [];
  });
}

/** Drops the empty fields of an object (undefined, '', []), so the JSON holds only what the resume says. */
const compact = (value: Fields): Fields =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([, field]) => field !== undefined && field !== '' && !(Array.isArray(field) && field.length === 0),
    ),
  );

/**
 * "Austin, TX" is a city and a region, "Austin, TX, US" a city, a region and a country code; any other place is
 * kept whole as the address.
 */
function locationOf(location?: string): Fields | undefined {
  if (!location?.trim()) return undefined;
  const parts = location.split(',').map((part) => part.trim());
  if (parts.length === 2 && parts.every(Boolean)) return { city: parts[0], region: parts[1] };
  if (parts.length === 3 && parts.every(Boolean) && /^[A-Z]{2}$/u.test(parts[2] ?? ''))
    return { city: parts[0], region: parts[1], countryCode: parts[2] };
  return { address: location.trim() };
}

/**
 * The document as JSON Resume (https://jsonresume.org/schema, v1.0.0): basics from the person and the summary,
 * experience entries as work (volunteer when the heading says so), education (study type and area from "X in
 * Y", a GPA or grade as score, a coursework line as courses, its location and other lines as extra properties),
 * skills groups as skills, projects, certifications as certificates, and "other" sections as awards,
 * publications, languages, interests or references by their heading. `meta.vitae.sections` keeps the sections'
 * order and headings, so that json-resume/from-json-resume.ts reads the file back into the same document.
 * Lossy where the schema has no place (lines before a section's first entry, sections it has no key for, dates
 * as printed): the export's `sections` keep everything.
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
    references: [],
    projects: [],
    meta: { vitae: { sections: [] } },
  };
  const summary = document.sections
    .filter((section) => section.type === 'summary')
    .flatMap((section) => looseTexts(section.items));
  // The site JSON Resume's `url` holds: a "Website" profile (as read from a resume.json) first, else a portfolio.
  const website =
    basics.profiles.find((profile) => profile.network === 'Website') ??
    basics.profiles.find((profile) => /portfolio|website/iu.test(profile.network));
  out.basics = compact({
    name: basics.name,
    label: basics.label,
    email: basics.email,
    phone: basics.phone,
    url: website?.url,
    summary: summary.join('\n'),
    location: locationOf(basics.location),
    profiles: basics.profiles
      .filter((profile) => !(profile === website && profile.network === 'Website'))
      .map((profile) => ({ network: profile.network, url: profile.url })),
  });
  const outline = out.meta.vitae.sections;
  for (const section of document.sections) {
    const heading = section.heading;
    if (section.type === 'header') outline.push({ key: 'header', heading, count: 0 });
    else if (section.type === 'summary')
      outline.push({ key: 'summary', heading, count: looseTexts(section.items).length });
    else {
      const placed = listItemsOf(section);
      if (!placed) continue;
      out[placed.key].push(...placed.items.map(compact));
      outline.push({ key: placed.key, heading, count: placed.items.length });
    }
  }
  return out;
}

/** The section's items as the JSON Resume list they belong in; undefined for a section it has no list for. */
function listItemsOf(section: DocumentSection): { key: ListKey; items: Fields[] } | undefined {
  const entries = entriesOf(section);
  switch (section.type) {
    case 'experience': {
      if (!/volunt/iu.test(section.heading)) return { key: 'work', items: entries.map(work) };
      const items = entries.map((entry) => ({
        ...work(entry),
        name: undefined,
        organization: entry.organisation,
      }));
      return { key: 'volunteer', items };
    }
    case 'education':
      return { key: 'education', items: entries.map(education) };
    case 'projects':
      return { key: 'projects', items: entries.map(project) };
    case 'skills':
      return { key: 'skills', items: skills(section) };
    case 'certifications':
      return {
        key: 'certificates',
        items: section.items.flatMap((item): Fields[] =>
          item.kind === 'entry'
            ? [
                {
                  name: item.title ?? item.organisation,
                  issuer: item.title ? item.organisation : undefined,
                  date: dateOf(item),
                },
              ]
            : looseTexts([item]).map((name) => ({ name })),
        ),
      };
    case 'other': {
      const place = otherPlaces.find(([pattern]) => pattern.test(section.heading))?.[1];
      return place && { key: place.key, items: otherItems(section, place) };
    }
    default:
      return undefined;
  }
}
