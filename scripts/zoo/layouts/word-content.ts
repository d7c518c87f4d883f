import { printedDateIn, printedRangeIn } from '../headings';
import type { JsonResume, ResumePart } from '../layout';
import { label, type WordLanguage } from './word-words';

/**
 * What a Word layout prints of a resume, before any look: the contact header and, for each part, a list of
 * blocks (an entry's header line, a paragraph, a bullet, a "label: value" line). The styles only paint them.
 */
export type Block =
  | { kind: 'entry'; title: string; organisation?: string; location?: string; dates: string }
  | { kind: 'text'; text: string; italic?: boolean }
  | { kind: 'bullet'; text: string }
  | { kind: 'pair'; label: string; value: string };

export interface Contact {
  name: string;
  label?: string;
  /** Email, phone, website and city, as printed. */
  details: string[];
  /** Each profile's address, whole. */
  profiles: string[];
}

export function contactOf(resume: JsonResume): Contact {
  const { basics } = resume;
  const place = [basics.location?.city, basics.location?.region, basics.location?.countryCode].filter(
    Boolean,
  );
  const details = [basics.email, basics.phone, basics.url, place.join(', ')];
  return {
    name: basics.name,
    label: basics.label,
    details: details.filter((item): item is string => Boolean(item)),
    profiles: (basics.profiles ?? []).map((profile) => profile.url),
  };
}

/** Whether the resume has anything to print for a part. */
export function hasPart(resume: JsonResume, part: ResumePart): boolean {
  if (part === 'summary') return Boolean(resume.basics.summary);
  const list = resume[part];
  return Array.isArray(list) && list.length > 0;
}

const text = (value: string | undefined, italic = false): Block[] =>
  value ? value.split('\n').map((line) => ({ kind: 'text' as const, text: line, italic })) : [];
const bullets = (list: string[] | undefined): Block[] =>
  (list ?? []).map((item) => ({ kind: 'bullet' as const, text: item }));
const pair = (name: string, value: string | undefined): Block =>
  value ? { kind: 'pair', label: name, value } : { kind: 'text', text: name };
const date = (language: WordLanguage, iso: string | undefined): string =>
  iso ? printedDateIn(language, iso) : '';

/** The blocks of one part, in the order they are printed. */
export function partBlocks(resume: JsonResume, part: ResumePart, language: WordLanguage): Block[] {
  const range = (start?: string, end?: string) => printedRangeIn(language, start, end);
  switch (part) {
    case 'summary':
      return text(resume.basics.summary);
    case 'work':
      return (resume.work ?? []).flatMap((job) => [
        {
          kind: 'entry',
          title: job.position,
          organisation: job.name,
          location: job.location,
          dates: range(job.startDate, job.endDate),
        },
        ...text(job.summary),
        ...bullets(job.highlights),
      ]);
    case 'volunteer':
      return (resume.volunteer ?? []).flatMap((role) => [
        {
          kind: 'entry',
          title: role.position,
          organisation: role.organization,
          dates: range(role.startDate, role.endDate),
        },
        ...text(role.summary),
        ...bullets(role.highlights),
      ]);
    case 'education':
      return (resume.education ?? []).flatMap((school) => [
        {
          kind: 'entry',
          title: [school.studyType, school.area].filter(Boolean).join(' '),
          organisation: school.institution,
          dates: range(school.startDate, school.endDate),
        },
        ...(school.score ? [pair(label(language, 'grade'), school.score)] : []),
        ...(school.courses?.length ? [pair(label(language, 'courses'), school.courses.join(', '))] : []),
      ]);
    case 'projects':
      return (resume.projects ?? []).flatMap((project) => [
        {
          kind: 'entry',
          title: project.name,
          organisation: [...(project.roles ?? []), project.entity].filter(Boolean).join(', ') || undefined,
          dates: range(project.startDate, project.endDate),
        },
        ...text(project.description),
        ...bullets(project.highlights),
        ...text(project.keywords?.join(', '), true),
      ]);
    default:
      return listBlocks(resume, part, language);
  }
}

/** The parts whose items are one line or a small entry each. */
function listBlocks(resume: JsonResume, part: ResumePart, language: WordLanguage): Block[] {
  switch (part) {
    case 'skills':
      return (resume.skills ?? []).map((skill) =>
        pair(skill.level ? `${skill.name} (${skill.level})` : skill.name, skill.keywords?.join(', ')),
      );
    case 'languages':
      return (resume.languages ?? []).map((spoken) => pair(spoken.language, spoken.fluency));
    case 'interests':
      return (resume.interests ?? []).map((interest) => pair(interest.name, interest.keywords?.join(', ')));
    case 'certificates':
      return (resume.certificates ?? []).map((item) => ({
        kind: 'entry',
        title: item.name,
        organisation: item.issuer,
        dates: date(language, item.date),
      }));
    case 'awards':
      return (resume.awards ?? []).flatMap((award) => [
        { kind: 'entry', title: award.title, organisation: award.awarder, dates: date(language, award.date) },
        ...text(award.summary),
      ]);
    case 'publications':
      return (resume.publications ?? []).flatMap((item) => [
        {
          kind: 'entry',
          title: item.name,
          organisation: item.publisher,
          dates: date(language, item.releaseDate),
        },
        ...text(item.summary),
      ]);
    case 'references':
      return (resume.references ?? []).flatMap((reference) => [
        { kind: 'entry', title: reference.name, dates: '' },
        ...text(reference.reference, true),
      ]);
    default:
      return [];
  }
}
