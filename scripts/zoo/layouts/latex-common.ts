import { headingIn, printedDateIn, printedRangeIn } from '../headings';
import type { JsonResume, ResumePart } from '../layout';

/**
 * What every LaTeX layout writes with: a text field made safe for TeX, and the parts of a resume as entries
 * and items, so that each class's writer only puts them into its own commands (see latex-classes.ts).
 */

const specials = new Map<string, string>([
  ['\\', '\\textbackslash{}'],
  ['{', '\\{'],
  ['}', '\\}'],
  ['$', '\\$'],
  ['&', '\\&'],
  ['#', '\\#'],
  ['^', '\\textasciicircum{}'],
  ['_', '\\_'],
  ['%', '\\%'],
  ['~', '\\textasciitilde{}'],
  ["'", '\\textquotesingle{}'],
  ['"', '\\textquotedbl{}'],
  ['`', '\\textasciigrave{}'],
  ['<', '\\textless{}'],
  ['>', '\\textgreater{}'],
  ['|', '\\textbar{}'],
  ['\n', ' '],
]);

/** A text field as TeX source that prints it as written: specials escaped, no "--" or quote ligatures. */
export const tex = (text: string | undefined): string =>
  (text ?? '').replace(/[\\{}$&#^_%~'"`<>|\n]|-(?=-)/gu, (char) => specials.get(char) ?? '-{}');

/** A multi-line text (a summary) with its line breaks kept (blank lines dropped: \newline cannot end one). */
export const texLines = (text: string | undefined, newline = '\\newline '): string =>
  (text ?? '')
    .split('\n')
    .filter((line) => line.trim())
    .map(tex)
    .join(newline);

/** A list of bullets in an itemize-like environment ('' when there are none). */
export const itemize = (bullets: string[], environment = 'itemize'): string =>
  bullets.length
    ? `\\begin{${environment}}\n${bullets.map((bullet) => `\\item ${tex(bullet)}`).join('\n')}\n\\end{${environment}}`
    : '';

/** An address as a link's argument: TeX's specials that can occur in one escaped. */
export const texUrl = (url: string): string => url.replace(/[%#&]/gu, (char) => `\\${char}`);

export const joined = (parts: (string | undefined)[], separator: string): string =>
  parts.filter(Boolean).join(separator);

/** A dated entry of a part (a job, a degree, a certificate…), its fields as written in the JSON. */
export interface CvEntry {
  dates: string;
  title: string;
  organisation: string;
  location: string;
  /** An education's score. */
  grade: string;
  paragraph: string;
  bullets: string[];
  start?: string;
  end?: string;
}

/** A labelled line (a skill group, a language); `lead` when the label belongs before the text, in bold. */
export interface CvItem {
  label: string;
  text: string;
  lead?: boolean;
}

export type PartBody =
  | { kind: 'text'; text: string }
  | { kind: 'entries'; entries: CvEntry[] }
  | { kind: 'items'; items: CvItem[] };

/** An entry from the JSON's fields, the absent ones empty. */
const entry = (fields: Partial<CvEntry> & { title: string }): CvEntry => ({
  dates: fields.dates ?? '',
  title: fields.title,
  organisation: fields.organisation ?? '',
  location: fields.location ?? '',
  grade: fields.grade ?? '',
  paragraph: fields.paragraph ?? '',
  bullets: fields.bullets ?? [],
  start: fields.start,
  end: fields.end,
});

/** The dated entries of a part, in the JSON's order. */
function entriesOf(resume: JsonResume, part: ResumePart, language: string): CvEntry[] {
  const range = (start?: string, end?: string) => ({
    dates: printedRangeIn(language, start, end),
    start,
    end,
  });
  const date = (iso?: string) => ({ dates: iso ? printedDateIn(language, iso) : '', end: iso });
  switch (part) {
    case 'work':
      return (resume.work ?? []).map((job) =>
        entry({
          ...range(job.startDate, job.endDate),
          title: job.position,
          organisation: job.name,
          location: job.location,
          paragraph: job.summary,
          bullets: job.highlights,
        }),
      );
    case 'volunteer':
      return (resume.volunteer ?? []).map((role) =>
        entry({
          ...range(role.startDate, role.endDate),
          title: role.position,
          organisation: role.organization,
          paragraph: role.summary,
          bullets: role.highlights,
        }),
      );
    case 'education':
      return (resume.education ?? []).map((school) =>
        entry({
          ...range(school.startDate, school.endDate),
          title: joined([school.studyType, school.area], ' '),
          organisation: school.institution,
          grade: school.score,
          paragraph: school.courses?.join(', '),
        }),
      );
    case 'projects':
      return (resume.projects ?? []).map((project) =>
        entry({
          ...range(project.startDate, project.endDate),
          title: project.name,
          paragraph: project.description,
          bullets: project.highlights,
        }),
      );
    case 'certificates':
      return (resume.certificates ?? []).map((item) =>
        entry({ ...date(item.date), title: item.name, organisation: item.issuer }),
      );
    case 'awards':
      return (resume.awards ?? []).map((item) =>
        entry({ ...date(item.date), title: item.title, organisation: item.awarder, paragraph: item.summary }),
      );
    case 'publications':
      return (resume.publications ?? []).map((item) =>
        entry({
          ...date(item.releaseDate),
          title: item.name,
          organisation: item.publisher,
          paragraph: item.summary,
        }),
      );
    default:
      return [];
  }
}

function itemsOf(resume: JsonResume, part: ResumePart): CvItem[] {
  switch (part) {
    case 'skills':
      return (resume.skills ?? []).map((group) => ({
        label: group.name,
        text: (group.keywords ?? []).join(', '),
      }));
    case 'languages':
      return (resume.languages ?? []).map((item) => ({ label: item.language, text: item.fluency ?? '' }));
    case 'interests':
      return (resume.interests ?? []).map((item) => ({
        label: item.name,
        text: (item.keywords ?? []).join(', '),
      }));
    case 'references':
      return (resume.references ?? []).map((item) => ({
        label: item.name,
        text: item.reference ?? '',
        lead: true,
      }));
    default:
      return [];
  }
}

const itemParts: readonly ResumePart[] = ['skills', 'languages', 'interests', 'references'];

/** What a part prints, undefined when the resume has nothing for it. */
export function partBody(resume: JsonResume, part: ResumePart): PartBody | undefined {
  const language = languageOf(resume);
  if (part === 'summary')
    return resume.basics.summary ? { kind: 'text', text: resume.basics.summary } : undefined;
  if (itemParts.includes(part)) {
    const items = itemsOf(resume, part);
    return items.length ? { kind: 'items', items } : undefined;
  }
  const entries = entriesOf(resume, part, language);
  return entries.length ? { kind: 'entries', entries } : undefined;
}

export const languageOf = (resume: JsonResume): string => resume.meta?.language ?? 'en';

/** The name split for classes that take a first and a last name (a Chinese name is all first name). */
export function splitName(name: string): [string, string] {
  const at = name.trim().lastIndexOf(' ');
  return at < 0 ? [name.trim(), ''] : [name.slice(0, at).trim(), name.slice(at + 1).trim()];
}

export const placeOf = (resume: JsonResume): string => {
  const location = resume.basics.location;
  return joined([location?.city, location?.region, location?.countryCode], ', ');
};

/** An address without its scheme, as classes that add "https://" to the link want it. */
export const bareUrl = (url: string): string => url.replace(/^https?:\/\//u, '').replace(/\/$/u, '');

/** A profile's account name: its username, or the last part of its address. */
export const accountOf = (profile: { username?: string; url: string }): string =>
  profile.username || (bareUrl(profile.url).split('/').pop() ?? profile.url);

/** The part's body as the class writes it, for each part the resume has, in `resumeParts` order. */
export function sections(
  resume: JsonResume,
  parts: readonly ResumePart[],
  write: (part: ResumePart, body: PartBody) => string,
): string {
  return parts
    .map((part) => {
      const body = partBody(resume, part);
      return body ? write(part, body) : '';
    })
    .filter(Boolean)
    .join('\n\n');
}

/**
 * A header for the packages that have none (they style the body only): the name large and bold, the job
 * title, then the contact details and the profiles' addresses, centred, as their examples start.
 */
export function plainHeader(resume: JsonResume): string {
  const { basics } = resume;
  const contact = joined([tex(basics.email), tex(basics.phone), tex(placeOf(resume))], ' \\textbullet\\ ');
  const urls = joined(
    [basics.url, ...(basics.profiles ?? []).map((p) => p.url)].map(tex),
    ' \\textbullet\\ ',
  );
  const rows = [`{\\LARGE\\bfseries ${tex(basics.name)}}`, tex(basics.label), contact, urls].filter(Boolean);
  return `\\begin{center}\n${rows.join('\\\\[2pt]\n')}\n\\end{center}`;
}

/** A part's heading in the resume's language, as TeX source. */
export const headingOf = (resume: JsonResume, part: ResumePart): string =>
  tex(headingIn(languageOf(resume), part));

/** Source lines, the empty ones left out. */
export const lines = (list: string[]): string => list.filter(Boolean).join('\n');

/** A reference as a paragraph: the name in bold, the text on the next line. */
export const leadText = (item: CvItem): string => `\\textbf{${tex(item.label)}}\\newline ${tex(item.text)}`;
