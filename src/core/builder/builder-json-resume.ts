import { type JsonResume, toJsonResume } from '@core/export/to-json-resume';
import type { JsonResumeInput } from '@core/json-resume/json-resume-schema';
import { readJsonResume } from '@core/json-resume/read-json-resume';
import type { DocumentSection, ResumeDocument } from '@shared/resume-document';
import {
  type BuilderContact,
  type BuilderData,
  type BuilderEducation,
  type BuilderExperience,
  type BuilderProfile,
  builderProfileSchema,
} from './builder-data';
import { builderSkillLabels, builderToDocument, HONORS_LABEL } from './builder-document';
import { generateId } from './generate-id';
import { commaList } from './kept-entries';
import { newEducation, newExperience } from './new-builder-data';
import { addSkill } from './skill-lists';

/** A JSON Resume written by the builder: `meta.vitaeBuilderProfile` keeps the profile step for a round trip. */
export type BuilderJsonResume = JsonResume & {
  meta: JsonResume['meta'] & { vitaeBuilderProfile: BuilderProfile };
};

/**
 * The spoken languages as a "Languages" section of their own (typed "other"), not a skills group: to-json-resume
 * then writes them in JSON Resume's `languages` list ("Tamil (Fluent)" as language and fluency), where the schema
 * keeps spoken languages. A skills group named "Languages" in JSON Resume lists programming languages in practice
 * (the schema's own examples do), so the import reads such a group as technical skills.
 */
function withLanguagesApart(document: ResumeDocument): ResumeDocument {
  const sections = document.sections.flatMap((section): DocumentSection[] => {
    if (section.type !== 'skills') return [section];
    const isLanguages = (item: DocumentSection['items'][number]) =>
      item.kind === 'skills' && item.label === builderSkillLabels.languages;
    const languages = section.items.flatMap((item) =>
      item.kind === 'skills' && isLanguages(item) ? item.skills : [],
    );
    const skills = { ...section, items: section.items.filter((item) => !isLanguages(item)) };
    const spoken: DocumentSection = {
      type: 'other',
      heading: builderSkillLabels.languages,
      line: -1,
      isEdited: false,
      items: languages.map((text) => ({ kind: 'line', text, isBullet: false, line: -1 })),
    };
    return [skills, spoken].filter((part) => part.items.length > 0);
  });
  return { ...document, sections };
}

/**
 * The builder's data as a JSON Resume v1.0.0 (https://jsonresume.org/schema): through the document
 * (`builderToDocument`, what the preview shows) and the export's `toJsonResume`, so the file is the one the file
 * manager's JSON Resume export writes of the same resume, with the spoken languages in `languages` and the profile
 * step under `meta.vitaeBuilderProfile` (JSON Resume's `meta` allows properties of its own) so an import of the
 * file gives it back.
 */
export function builderToJsonResume(data: BuilderData): BuilderJsonResume {
  const resume = toJsonResume(withLanguagesApart(builderToDocument(data)));
  return { ...resume, meta: { ...resume.meta, vitaeBuilderProfile: data.profile } };
}

/** What importing a resume.json gives: the builder's data, or why the file does not fit. */
export type ImportBuilderJson = { ok: true; data: BuilderData } | { ok: false; message: string };

/** A text field, trimmed; '' when blank or not text (an extra property of another tool). */
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const textsOf = (values: unknown): string[] =>
  Array.isArray(values) ? values.map(textOf).filter((text) => text !== '') : [];

/**
 * A JSON Resume date as the builder's month: "2021-03-15" and "2021-03" are "2021-03"; a year alone is January of
 * that year, as the month input holds no year alone; '' when not given.
 */
function monthOf(date: unknown): string {
  const [year, month] = textOf(date).split('-');
  if (!year) return '';
  return `${year}-${month ?? '01'}`;
}

const profileFields: [RegExp, keyof BuilderContact][] = [
  [/linkedin/iu, 'linkedin'],
  [/github/iu, 'github'],
  [/portfolio/iu, 'portfolio'],
  [/website|homepage|personal/iu, 'website'],
];

function contactOf(basics: NonNullable<JsonResumeInput['basics']>): BuilderContact {
  const location = basics.location ?? {};
  const contact: BuilderContact = {
    fullName: textOf(basics.name),
    email: textOf(basics.email),
    phone: textOf(basics.phone),
    location: [location.address, location.city, location.region, location.postalCode, location.countryCode]
      .map(textOf)
      .filter(Boolean)
      .join(', '),
    linkedin: '',
    github: '',
    portfolio: '',
    website: '',
  };
  for (const profile of basics.profiles ?? []) {
    const field = profileFields.find(([network]) => network.test(textOf(profile.network)))?.[1];
    const url = textOf(profile.url) || textOf(profile.username);
    if (field && url && !contact[field]) contact[field] = url;
  }
  // The site in `url` is the website, unless it is a link already held (a portfolio written there).
  const site = textOf(basics.url);
  if (site && !contact.website && ![contact.linkedin, contact.github, contact.portfolio].includes(site))
    contact.website = site;
  return contact;
}

type Work = NonNullable<JsonResumeInput['work']>[number];
type Education = NonNullable<JsonResumeInput['education']>[number];

function experienceOf(item: Work): BuilderExperience | undefined {
  const startDate = monthOf(item.startDate);
  const endDate = monthOf(item.endDate);
  const highlights = textsOf(item.highlights);
  const summary = textOf(item.summary).replace(/\s+/gu, ' ');
  const entry: BuilderExperience = {
    id: generateId(),
    jobTitle: textOf(item.position),
    company: textOf(item.name),
    location: textOf(item.location),
    startDate,
    endDate,
    // JSON Resume's convention: a start without an end is the current role.
    current: startDate !== '' && endDate === '',
    achievements: highlights.length > 0 ? highlights : summary ? [summary] : [''],
  };
  const saysSomething = entry.jobTitle || entry.company || startDate || endDate || entry.achievements[0];
  return saysSomething ? entry : undefined;
}

/** "Academic Honors: A, B" or "Honors: A, B", as the builder (or a person) writes them. */
const honorsLine = new RegExp(`^(?:${HONORS_LABEL}|honou?rs)\\s*:\\s*(.+)$`, 'iu');

function educationOf(item: Education): BuilderEducation | undefined {
  const studyType = textOf(item.studyType);
  const area = textOf(item.area);
  const lines = [...textOf(item.summary).split('\n'), ...textsOf(item.highlights)].map((line) => line.trim());
  const entry: BuilderEducation = {
    id: generateId(),
    degree: studyType && area ? `${studyType} in ${area}` : studyType || area,
    institution: textOf(item.institution),
    // Not in JSON Resume's education: to-json-resume writes it as an extra property, as the schema allows.
    location: textOf(item.location),
    graduationDate: monthOf(item.endDate),
    gpa: textOf(item.score),
    honors: lines.flatMap((line) => commaList(honorsLine.exec(line)?.[1] ?? '')),
    relevantCoursework: textsOf(item.courses),
  };
  return entry.degree || entry.institution ? entry : undefined;
}

/** Where a skills group goes: soft skills by its name, spoken languages by its name, else technical. */
function skillListOf(name: string): 'technical' | 'soft' | 'languages' {
  if (/soft/iu.test(name)) return 'soft';
  if (/\b(?:spoken|foreign|human)\s+languages?\b/iu.test(name)) return 'languages';
  return 'technical';
}

/**
 * A resume.json opened in the builder: read and checked with `readJsonResume` (JSON Resume v1.0.0; on failure
 * its message, naming the first wrong field, e.g. 'work[0].startDate: expected a date like 2021-03 (got
 * "March 2021")'), then the fields the builder holds mapped into its data:
 * - basics: name, email, phone; location parts joined ("Austin, TX, US"); profiles by network (LinkedIn,
 *   GitHub, Portfolio, Website), `url` as the website; summary as the summary.
 * - work: position, name, location, dates as months (no end date: current), highlights as achievements (the
 *   summary as one when there are none).
 * - education: "studyType in area" as the degree, institution, location, end date as graduation, score as GPA,
 *   courses as coursework, honors from an "Academic Honors:"/"Honors:" line.
 * - skills groups as technical skills (soft skills by the group's name), languages as "Tamil (Fluent)",
 *   certificates by name.
 * - the profile step from `meta.vitaeBuilderProfile` when the file has a valid one (builderToJsonResume writes
 *   it), else `current`'s.
 * Volunteering, projects, awards, publications, interests and references have no step in the builder and are
 * left out. Every entry gets a new id; an empty list becomes one empty card, as in `emptyBuilderData`.
 */
export function importBuilderJson(text: string, current: BuilderData): ImportBuilderJson {
  const read = readJsonResume(text);
  if (!read.ok) return { ok: false, message: read.message };
  const resume = read.jsonResume;
  const experience = (resume.work ?? []).flatMap((item) => experienceOf(item) ?? []);
  const education = (resume.education ?? []).flatMap((item) => educationOf(item) ?? []);
  const skills: BuilderData['skills'] = { technical: [], soft: [], languages: [], certifications: [] };
  for (const group of resume.skills ?? []) {
    const keywords = textsOf(group.keywords);
    const name = textOf(group.name);
    const list = skillListOf(name);
    for (const skill of keywords.length > 0 ? keywords : [name]) skills[list] = addSkill(skills[list], skill);
  }
  for (const item of resume.languages ?? []) {
    const language = textOf(item.language);
    const fluency = textOf(item.fluency);
    skills.languages = addSkill(
      skills.languages,
      language && fluency ? `${language} (${fluency})` : language || fluency,
    );
  }
  for (const certificate of resume.certificates ?? [])
    skills.certifications = addSkill(skills.certifications, textOf(certificate.name));
  const profile = builderProfileSchema.safeParse(resume.meta?.vitaeBuilderProfile);
  return {
    ok: true,
    data: {
      profile: profile.success ? profile.data : current.profile,
      contact: contactOf(resume.basics ?? {}),
      experience: experience.length > 0 ? experience : [newExperience()],
      education: education.length > 0 ? education : [newEducation()],
      skills,
      summary: { text: textOf(resume.basics?.summary) },
    },
  };
}
