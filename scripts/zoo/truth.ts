import { sectionOfKey } from '@core/json-resume/from-json-resume';
import type { ResumeSectionType } from '@shared/resume';
import type { DocumentYearMonth } from '@shared/resume-document';
import { type JsonResume, type LayoutFamily, type ResumePart, resumeParts, type ZooLayout } from './layout';

/**
 * The truth of one rendered file, by construction: what the resume's JSON holds, as the layout declares it
 * prints it. The benchmark (bench/zoo-score.ts) compares the reader's document with it.
 */
export interface ZooTruth {
  layout: string;
  family: LayoutFamily;
  resume: string;
  language: string;
  contact: { name: string; email?: string; phone?: string; urls: string[] };
  /** The sections after the header, in reading order, with their headings as printed ('' for none). */
  sections: { type: ResumeSectionType; heading: string }[];
  entries: ZooEntry[];
  /** Every highlight, whole. */
  bullets: string[];
  /** The words of the body as the person wrote them (contact details apart), for "words lost". */
  words: string[];
}

export interface ZooEntry {
  section: 'experience' | 'education' | 'projects';
  title: string;
  organisation?: string;
  start?: DocumentYearMonth;
  end?: DocumentYearMonth;
  isCurrent: boolean;
}

/**
 * The words of a text as the benchmark counts them: letters and digits folded, a Han character a word (a figure
 * before Chinese is a word of its own: "25个" is "25" and "个", however the page spaces them).
 */
export const wordsOf = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu) ?? [];

function yearMonth(iso: string | undefined, months: boolean): DocumentYearMonth | undefined {
  if (!iso) return undefined;
  const [year, month] = iso.split('-').map(Number);
  if (!year) return undefined;
  return month && months ? { year, month } : { year };
}

/** Whether the resume has anything to print for a part. */
function hasPart(resume: JsonResume, part: ResumePart): boolean {
  if (part === 'summary') return Boolean(resume.basics.summary);
  const list = resume[part];
  return Array.isArray(list) && list.length > 0;
}

/**
 * The section type a reader should give a part: the document's own (from-json-resume), except that a list of
 * spoken languages is a skills section, as the reader types any "Languages" list.
 */
const typeOfPart = (part: ResumePart): ResumeSectionType =>
  part === 'summary' ? 'summary' : part === 'languages' ? 'skills' : sectionOfKey[part].type;

export function truthOf(resume: JsonResume, name: string, layout: ZooLayout): ZooTruth {
  const language = resume.meta?.language ?? 'en';
  const omits = new Set(layout.omits ?? []);
  const months = !omits.has('months');
  const printed = (layout.order ?? resumeParts).filter(
    (part) => hasPart(resume, part) && layout.heading(part, language) !== undefined,
  );
  const sections = printed.map((part) => ({
    type: typeOfPart(part),
    heading: layout.heading(part, language) ?? '',
  }));
  const entries: ZooEntry[] = [];
  const bullets: string[] = [];
  const texts: string[] = [];
  const dates = (start?: string, end?: string) =>
    omits.has('dates')
      ? { isCurrent: false }
      : { start: yearMonth(start, months), end: yearMonth(end, months), isCurrent: Boolean(start) && !end };
  const highlights = (list?: string[]) => {
    if (omits.has('highlights')) return;
    bullets.push(...(list ?? []));
    texts.push(...(list ?? []));
  };
  const paragraph = (text?: string) => {
    if (text && !omits.has('entrySummary')) texts.push(text);
  };
  for (const part of printed) {
    switch (part) {
      case 'summary':
        texts.push(resume.basics.summary ?? '');
        break;
      case 'work':
        for (const job of resume.work ?? []) {
          entries.push({
            section: 'experience',
            title: job.position,
            organisation: job.name,
            ...dates(job.startDate, job.endDate),
          });
          texts.push(job.position, job.name);
          paragraph(job.summary);
          highlights(job.highlights);
        }
        break;
      case 'volunteer':
        for (const role of resume.volunteer ?? []) {
          entries.push({
            section: 'experience',
            title: role.position,
            organisation: role.organization,
            ...dates(role.startDate, role.endDate),
          });
          texts.push(role.position, role.organization);
          paragraph(role.summary);
          highlights(role.highlights);
        }
        break;
      case 'education':
        for (const school of resume.education ?? []) {
          const area = omits.has('area') ? undefined : school.area;
          const title = [school.studyType, area].filter(Boolean).join(' ');
          entries.push({
            section: 'education',
            title,
            organisation: school.institution,
            ...dates(school.startDate, school.endDate),
          });
          texts.push(title, school.institution);
          if (!omits.has('courses')) texts.push(...(school.courses ?? []));
        }
        break;
      case 'projects':
        for (const project of resume.projects ?? []) {
          entries.push({
            section: 'projects',
            title: project.name,
            ...dates(project.startDate, project.endDate),
          });
          texts.push(project.name);
          paragraph(project.description);
          highlights(project.highlights);
        }
        break;
      case 'skills':
        for (const group of resume.skills ?? []) texts.push(group.name, ...(group.keywords ?? []));
        break;
      case 'certificates':
        for (const certificate of resume.certificates ?? []) texts.push(certificate.name);
        break;
      case 'awards':
        for (const award of resume.awards ?? []) texts.push(award.title);
        break;
      case 'publications':
        for (const publication of resume.publications ?? []) texts.push(publication.name);
        break;
      case 'languages':
        for (const language of resume.languages ?? []) texts.push(language.language);
        break;
      case 'interests':
        for (const interest of resume.interests ?? []) texts.push(interest.name);
        break;
      case 'references':
        for (const reference of resume.references ?? []) texts.push(reference.name);
        break;
    }
  }
  const { basics } = resume;
  return {
    layout: layout.id,
    family: layout.family,
    resume: name,
    language,
    contact: {
      name: basics.name,
      ...(basics.email && !omits.has('email') ? { email: basics.email } : {}),
      ...(basics.phone && !omits.has('phone') ? { phone: basics.phone } : {}),
      urls: omits.has('profiles') ? [] : (basics.profiles ?? []).map((profile) => profile.url),
    },
    sections,
    entries,
    bullets,
    words: texts.flatMap(wordsOf),
  };
}
