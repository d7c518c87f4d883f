import type { JsonResume, ResumePart } from '../layout';
import { resumeParts } from '../layout';
import {
  accountOf,
  bareUrl,
  type CvEntry,
  type CvItem,
  headingOf,
  itemize,
  joined,
  languageOf,
  lines,
  type PartBody,
  placeOf,
  sections,
  splitName,
  tex,
  texLines,
  texUrl,
} from './latex-common';
import { type LatexClass, languagePreamble } from './latex-compile';

/**
 * moderncv (LPPL 1.3c), its five styles, and its moderntimeline add-on, written as its template.tex does:
 * \name, \title, \address, \phone, \email, \homepage and \social in the preamble, \makecvtitle, then a
 * \section per part with \cventry{dates}{title}{employer}{city}{grade}{description} and \cvitem{label}{text}.
 * The summary is a \cvitem without a label under its own \section. Dates sit in the left column, headings
 * to the right of a coloured rule (classic) or above; \social prints an icon and the account name only.
 */

export const moderncvStyles = ['classic', 'casual', 'banking', 'oldstyle', 'fancy'] as const;
type ModerncvStyle = (typeof moderncvStyles)[number];

/** The networks moderncv 2.3 has an icon and an address pattern for. */
const knownNetworks = new Set([
  'linkedin',
  'xing',
  'twitter',
  'github',
  'gitlab',
  'stackoverflow',
  'bitbucket',
  'skype',
  'orcid',
  'researchgate',
  'researcherid',
  'telegram',
  'googlescholar',
]);

function socials(resume: JsonResume): string[] {
  return (resume.basics.profiles ?? []).map((profile) => {
    const network = profile.network.toLowerCase().replace(/[^a-z]/gu, '');
    const account = tex(accountOf(profile));
    return knownNetworks.has(network)
      ? `\\social[${network}]{${account}}`
      : `\\social[${network || 'web'}][${texUrl(bareUrl(profile.url))}]{${account}}`;
  });
}

/** \address{street}{postcode city, region}{country}, as template.tex splits it. */
function address(resume: JsonResume): string {
  const location = resume.basics.location;
  const city = joined([joined([location?.postalCode, location?.city], ' '), location?.region], ', ');
  return `\\address{${tex(location?.address)}}{${tex(city)}}{${tex(location?.countryCode)}}`;
}

function personalData(resume: JsonResume): string {
  const { basics } = resume;
  const [first, last] = splitName(basics.name);
  return lines([
    `\\name{${tex(first)}}{${tex(last)}}`,
    basics.label ? `\\title{${tex(basics.label)}}` : '',
    placeOf(resume) ? address(resume) : '',
    basics.phone ? `\\phone[mobile]{${tex(basics.phone)}}` : '',
    basics.email ? `\\email{${tex(basics.email)}}` : '',
    basics.url ? `\\homepage{${tex(bareUrl(basics.url))}}` : '',
    ...socials(resume),
  ]);
}

/** An entry's description: its paragraph, then its highlights as an itemize, as in template.tex. */
const description = (entry: CvEntry): string =>
  [tex(entry.paragraph), itemize(entry.bullets)].filter(Boolean).join('\n');

/** \cventry's arguments after the dates: title, employer, city, grade, description. */
const entryArguments = (entry: CvEntry): string =>
  `{${tex(entry.title)}}{${tex(entry.organisation)}}{${tex(entry.location)}}{${
    entry.grade ? `\\textit{${tex(entry.grade)}}` : ''
  }}{${description(entry)}}`;

const cventry = (entry: CvEntry): string => `\\cventry{${tex(entry.dates)}}${entryArguments(entry)}`;

function cvitem(item: CvItem, part: ResumePart): string {
  if (item.lead) return `\\cvitem{}{\\textbf{${tex(item.label)}}\\newline ${tex(item.text)}}`;
  if (part === 'languages') return `\\cvitemwithcomment{${tex(item.label)}}{${tex(item.text)}}{}`;
  return `\\cvitem{${tex(item.label)}}{${tex(item.text)}}`;
}

/** A part as moderncv writes it, `entry` writing a dated entry (\\cventry, or moderntimeline's). */
function moderncvSection(
  resume: JsonResume,
  part: ResumePart,
  body: PartBody,
  entry: (entry: CvEntry) => string,
): string {
  const heading = `\\section{${headingOf(resume, part)}}`;
  switch (body.kind) {
    case 'text':
      return `${heading}\n\\cvitem{}{${texLines(body.text)}}`;
    case 'entries':
      return [heading, ...body.entries.map(entry)].join('\n');
    case 'items':
      return [heading, ...body.items.map((item) => cvitem(item, part))].join('\n');
  }
}

function moderncvSource(resume: JsonResume, style: ModerncvStyle, timeline: boolean): string {
  const entry = timeline ? timelineEntry : cventry;
  return lines([
    '\\documentclass[11pt,a4paper,sans]{moderncv}',
    `\\moderncvstyle{${style}}`,
    '\\moderncvcolor{blue}',
    languagePreamble(languageOf(resume), 'xelatex', 'polyglossia'),
    '\\usepackage[scale=0.75]{geometry}',
    timeline ? `\\usepackage{moderntimeline}\n\\tlmaxdates{${yearSpan(resume).join('}{')}}` : '',
    personalData(resume),
    '\\begin{document}',
    '\\makecvtitle',
    sections(resume, resumeParts, (part, body) => moderncvSection(resume, part, body, entry)),
    '\\end{document}',
  ]);
}

/** The first and last year the timeline bars span: the resume's dates, a year past the last. */
function yearSpan(resume: JsonResume): [number, number] {
  const isos = [
    ...(resume.work ?? []).flatMap((job) => [job.startDate, job.endDate]),
    ...(resume.volunteer ?? []).flatMap((role) => [role.startDate, role.endDate]),
    ...(resume.education ?? []).flatMap((school) => [school.startDate, school.endDate]),
    ...(resume.projects ?? []).flatMap((project) => [project.startDate, project.endDate]),
    ...(resume.certificates ?? []).map((item) => item.date),
    ...(resume.awards ?? []).map((item) => item.date),
    ...(resume.publications ?? []).map((item) => item.releaseDate),
  ];
  const years = isos.map((iso) => Number(iso?.slice(0, 4))).filter((year) => year > 1900);
  return years.length ? [Math.min(...years), Math.max(...years) + 1] : [2000, 2030];
}

/** "2021/3" as moderntimeline reads a date (the month only places the bar; the label is the year). */
const tlDate = (iso: string): string => {
  const [year, month] = iso.split('-');
  return month ? `${year}/${Number(month)}` : (year ?? iso);
};

/** A dated entry on moderntimeline's bar: a range (0 as end: "since"), a single date, or none. */
function timelineEntry(entry: CvEntry): string {
  const rest = entryArguments(entry);
  if (entry.start) return `\\tlcventry{${tlDate(entry.start)}}{${entry.end ? tlDate(entry.end) : 0}}${rest}`;
  if (entry.end) return `\\tldatecventry{${entry.end.slice(0, 4)}}${rest}`;
  return cventry(entry);
}

export function moderncvClass(style: ModerncvStyle): LatexClass {
  return {
    id: `latex-moderncv-${style}`,
    licence: 'LPPL 1.3c',
    engine: 'xelatex',
    prerequisites: [
      { file: 'moderncv.cls', debianPackage: 'texlive-latex-extra' },
      // fancy sets EB Garamond, whose initials Debian ships apart from TeX Live.
      ...(style === 'fancy'
        ? [{ font: 'EB Garamond Initials', debianPackage: 'fonts-ebgaramond-extra' }]
        : []),
    ],
    omits: ['profiles'],
    source: (resume) => ({ tex: moderncvSource(resume, style, false) }),
  };
}

export const moderntimelineClass: LatexClass = {
  id: 'latex-moderncv-timeline',
  licence: 'LPPL 1.3c (moderncv), LPPL 1.3 (moderntimeline)',
  engine: 'xelatex',
  prerequisites: [
    { file: 'moderncv.cls', debianPackage: 'texlive-latex-extra' },
    { file: 'moderntimeline.sty', debianPackage: 'texlive-latex-extra' },
  ],
  omits: ['profiles', 'months'],
  source: (resume) => ({ tex: moderncvSource(resume, 'classic', true) }),
};
