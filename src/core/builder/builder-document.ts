import { dateRangeOf, printedDate } from '@core/json-resume/from-json-resume';
import { entryFields, FIELD_SEPARATOR } from '@core/resume/render-parts';
import type {
  Basics,
  DateRange,
  DocumentLine,
  DocumentSection,
  Entry,
  ResumeDocument,
  SectionItem,
  SkillGroup,
} from '@shared/resume-document';
import type { BuilderContact, BuilderData, BuilderEducation, BuilderExperience } from './builder-data';
import { keptEducation, keptExperience } from './kept-entries';

/** The builder's links as the document's profiles, in the order the contact step lists them. */
export const builderProfileNetworks: [keyof BuilderContact, string][] = [
  ['linkedin', 'LinkedIn'],
  ['github', 'GitHub'],
  ['portfolio', 'Portfolio'],
  ['website', 'Website'],
];

/** The headings and labels the builder's document prints. */
export const builderHeadings = {
  summary: 'Professional Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
} as const;
export const builderSkillLabels = {
  technical: 'Technical',
  soft: 'Soft Skills',
  languages: 'Languages',
} as const;

const textOf = (text: string) => text.trim() || undefined;

const lineOf = (text: string, isBullet: boolean): DocumentLine => ({
  kind: 'line',
  text,
  isBullet,
  line: -1,
});

/** The object without its undefined fields, so the document holds only what the visitor gave. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * An entry of the builder, built as from-json-resume.ts builds one of an import: its header line is its fields
 * as the renderers write them ("Title | Organisation | Location | Dates").
 */
function entryOf(
  fields: Pick<Entry, 'title' | 'organisation' | 'location' | 'dates'>,
  lines: DocumentLine[],
): Entry {
  const item: Entry = defined({ kind: 'entry' as const, ...fields, headerLines: [], lines });
  const header = entryFields(item).join(FIELD_SEPARATOR);
  return { ...item, headerLines: header ? [{ text: header, line: -1 }] : [] };
}

/**
 * A role's dates: "Mar 2021 – Present" when current (just "Present" without a start), "Mar 2021 – Dec 2023", an
 * end alone as a single date. A start with neither an end nor the current flag prints as that month alone, kept
 * as the start.
 */
export function experienceDates(entry: BuilderExperience): DateRange | undefined {
  if (entry.current)
    return entry.startDate ? dateRangeOf(entry.startDate) : { text: 'Present', isCurrent: true };
  const range = dateRangeOf(entry.startDate || undefined, entry.endDate || undefined);
  if (range?.start && !entry.endDate)
    return { text: printedDate(range.start), start: range.start, isCurrent: false };
  return range;
}

function experienceEntry(entry: BuilderExperience): Entry {
  return entryOf(
    {
      title: textOf(entry.jobTitle),
      organisation: textOf(entry.company),
      location: textOf(entry.location),
      dates: experienceDates(entry),
    },
    entry.achievements.map((achievement) => lineOf(achievement, true)),
  );
}

/**
 * The label of the honors line. Not "Honors": our own ingestion reads a line "Honors: …" as an Honors section
 * opening inside the education (a resume's "Honors: Dean's List" after its education often is one), so the text
 * export would come back with another section; "Academic Honors: …" reads back as a line of the degree.
 */
export const HONORS_LABEL = 'Academic Honors';

/** The plain lines under a degree: "GPA: 3.8", "Academic Honors: …", "Relevant Coursework: …", those given. */
export function educationLines(entry: BuilderEducation): string[] {
  return [
    ...(entry.gpa ? [`GPA: ${entry.gpa}`] : []),
    ...(entry.honors.length > 0 ? [`${HONORS_LABEL}: ${entry.honors.join(', ')}`] : []),
    ...(entry.relevantCoursework.length > 0
      ? [`Relevant Coursework: ${entry.relevantCoursework.join(', ')}`]
      : []),
  ];
}

function educationEntry(entry: BuilderEducation): Entry {
  return entryOf(
    {
      title: textOf(entry.degree),
      organisation: textOf(entry.institution),
      location: textOf(entry.location),
      // The graduation month: a single date, when the degree ended.
      dates: dateRangeOf(undefined, entry.graduationDate || undefined),
    },
    educationLines(entry).map((text) => lineOf(text, false)),
  );
}

/** The person: name, target role as the title under it, contact details and links, those given. */
function basicsOf(data: BuilderData): Basics {
  const { contact } = data;
  return defined({
    name: textOf(contact.fullName),
    label: textOf(data.profile.targetRole),
    email: textOf(contact.email),
    phone: textOf(contact.phone),
    location: textOf(contact.location),
    profiles: builderProfileNetworks.flatMap(([field, network]) => {
      const url = contact[field].trim();
      return url ? [{ network, url }] : [];
    }),
  });
}

const trimmed = (list: string[]) => list.map((text) => text.trim()).filter(Boolean);

function skillGroups(data: BuilderData): SkillGroup[] {
  return (['technical', 'soft', 'languages'] as const).flatMap((list) => {
    const skills = trimmed(data.skills[list]);
    return skills.length > 0
      ? [{ kind: 'skills' as const, label: builderSkillLabels[list], skills, separator: ', ', line: -1 }]
      : [];
  });
}

/**
 * The builder's data as a resume document (src/shared/resume-document.ts), what the preview, the exports, the
 * JSON Resume file and the analysis read. Sections in a resume's usual order, each only when it has content:
 * the header (the person is in `basics`, as from-json-resume.ts makes it), Professional Summary, Experience and
 * Education (only the entries the wizard keeps: `keptExperience`, `keptEducation`), Skills (groups Technical,
 * Soft Skills, Languages) and Certifications (one line each). Every item is the builder's: `line` -1.
 */
export function builderToDocument(data: BuilderData): ResumeDocument {
  const basics = basicsOf(data);
  const section = (
    type: DocumentSection['type'],
    heading: string,
    items: SectionItem[],
  ): DocumentSection[] =>
    items.length > 0 || type === 'header' ? [{ type, heading, line: -1, isEdited: false, items }] : [];
  const { profiles, ...person } = basics;
  // The header holds no lines of its own (the person is `basics`): it opens the document when there is a person.
  const hasPerson = Object.keys(person).length > 0 || profiles.length > 0;
  const summary = data.summary.text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    basics,
    sections: [
      ...(hasPerson ? section('header', '', []) : []),
      ...section(
        'summary',
        builderHeadings.summary,
        summary.map((text) => lineOf(text, false)),
      ),
      ...section(
        'experience',
        builderHeadings.experience,
        keptExperience(data.experience).map(experienceEntry),
      ),
      ...section('education', builderHeadings.education, keptEducation(data.education).map(educationEntry)),
      ...section('skills', builderHeadings.skills, skillGroups(data)),
      ...section(
        'certifications',
        builderHeadings.certifications,
        trimmed(data.skills.certifications).map((text) => lineOf(text, false)),
      ),
    ],
  };
}
