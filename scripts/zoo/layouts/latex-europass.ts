import type { JsonResume, ResumePart } from '../layout';
import { resumeParts } from '../layout';
import {
  type CvEntry,
  type CvItem,
  headingOf,
  itemize,
  joined,
  languageOf,
  leadText,
  lines,
  type PartBody,
  placeOf,
  sections,
  tex,
  texLines,
  texUrl,
} from './latex-common';
import { babelNames, type LatexClass, languagePreamble } from './latex-compile';

/**
 * The Europass look, a two-column grid with the labels and dates right-aligned on the left: europasscv
 * (LPPL 1.3, the 2013 Europass; section headings in capitals by \MakeUppercase, a "Personal information"
 * block with Europass icons, a footer with the date of compiling and europass.cedefop.europa.eu) and europecv
 * (LPPL 1.3, the 2004 Europass; a longtable under the Europass logo, "Personal information" rows labelled
 * "Name / Surname", "Address"…). Each is written as its example document does: the personal data commands,
 * then \ecvsection and \ecvitem rows. The classes print their own words ("Personal information", "Page 1") in
 * the class's language, English for Chinese.
 */

/** The class option naming the language of a Europass class's own words. */
const classLanguages = new Map([
  ['es', 'spanish'],
  ['de', 'german'],
  ['fr', 'french'],
]);
const classLanguage = (language: string): string => classLanguages.get(language) ?? 'english';

/** The Europass language setup: babel as its example loads it, xeCJK for Chinese. */
const europassLanguage = (language: string): string =>
  language === 'zh'
    ? languagePreamble(language, 'xelatex', 'babel')
    : `\\usepackage[${babelNames.get(language) ?? 'english'}]{babel}`;

/** The networks europasscv has a command (and an icon) for; other profiles join the home pages. */
const europasscvNetworks = new Map([
  ['github', 'ecvgithubpage'],
  ['gitlab', 'ecvgitlabpage'],
  ['linkedin', 'ecvlinkedinpage'],
]);

function europasscvPersonalData(resume: JsonResume): string[] {
  const { basics } = resume;
  const profiles = basics.profiles ?? [];
  const command = (network: string) => europasscvNetworks.get(network.toLowerCase());
  const pages = [basics.url, ...profiles.filter((p) => !command(p.network)).map((p) => p.url)];
  return [
    `\\ecvname{${tex(basics.name)}}`,
    placeOf(resume) ? `\\ecvaddress{${tex(placeOf(resume))}}` : '',
    basics.phone ? `\\ecvmobile{${tex(basics.phone)}}` : '',
    basics.email ? `\\ecvemail{${tex(basics.email)}}` : '',
    joined(pages, ' ') ? `\\ecvhomepage{${texUrl(joined(pages, ' '))}}` : '',
    ...profiles.flatMap((p) => (command(p.network) ? [`\\${command(p.network)}{${texUrl(p.url)}}`] : [])),
  ];
}

/** A dated entry: \ecvtitle{dates}{title}, then the employer and place, the grade, the text, the bullets. */
function europasscvEntry(entry: CvEntry): string {
  const rows = [
    joined([tex(entry.organisation), tex(entry.location)], ', '),
    tex(entry.grade),
    tex(entry.paragraph),
    itemize(entry.bullets, 'ecvitemize'),
  ].filter(Boolean);
  return [
    `\\ecvtitle{${tex(entry.dates)}}{${tex(entry.title)}}`,
    ...rows.map((row) => `\\ecvitem{}{${row}}`),
  ].join('\n');
}

const europasscvItem = (item: CvItem): string =>
  item.lead ? `\\ecvitem{}{${leadText(item)}}` : `\\ecvblueitem{${tex(item.label)}}{${tex(item.text)}}`;

function europasscvSection(resume: JsonResume, part: ResumePart, body: PartBody): string {
  const heading = `\\ecvsection{${headingOf(resume, part)}}`;
  switch (body.kind) {
    case 'text':
      return `${heading}\n\\ecvitem{}{${texLines(body.text)}}`;
    case 'entries':
      return [heading, ...body.entries.map(europasscvEntry)].join('\n\n');
    case 'items':
      return [heading, ...body.items.map(europasscvItem)].join('\n');
  }
}

export const europasscvClass: LatexClass = {
  id: 'latex-europasscv',
  licence: 'LPPL 1.3',
  engine: 'xelatex',
  prerequisites: [
    { file: 'europasscv.cls', debianPackage: 'texlive-latex-extra' },
    { file: 'soul.sty', debianPackage: 'texlive-plain-generic' },
    { font: 'TeX Gyre Heros Cn', debianPackage: 'fonts-texgyre' },
  ],
  // The class has no field for the job title; its "Job applied for" row would print a word of its own.
  omits: ['label'],
  source: (resume) => ({
    tex: lines([
      `\\documentclass[${classLanguage(languageOf(resume))},a4paper]{europasscv}`,
      europassLanguage(languageOf(resume)),
      ...europasscvPersonalData(resume),
      '\\begin{document}',
      '\\begin{europasscv}',
      '\\ecvpersonalinfo',
      sections(resume, resumeParts, (part, body) => europasscvSection(resume, part, body)),
      '\\end{europasscv}',
      '\\end{document}',
    ]),
  }),
};

/** europecv's rows: a title row with the dates on the left, then the rest, as its example's entries. */
function europecvEntry(entry: CvEntry): string {
  const head = joined([`\\textbf{${tex(entry.title)}}`, tex(entry.organisation), tex(entry.location)], ', ');
  const rows = [tex(entry.grade), tex(entry.paragraph), itemize(entry.bullets)].filter(Boolean);
  return [`\\ecvitem{${tex(entry.dates)}}{${head}}`, ...rows.map((row) => `\\ecvitem{}{${row}}`)].join('\n');
}

function europecvSection(resume: JsonResume, part: ResumePart, body: PartBody): string {
  const heading = `\\ecvsection{${headingOf(resume, part)}}`;
  switch (body.kind) {
    case 'text':
      return `${heading}\n\\ecvitem{}{${texLines(body.text)}}`;
    case 'entries':
      return [heading, ...body.entries.map(europecvEntry)].join('\n');
    case 'items':
      return [
        heading,
        ...body.items.map((item) =>
          item.lead ? `\\ecvitem{}{${leadText(item)}}` : `\\ecvitem{${tex(item.label)}}{${tex(item.text)}}`,
        ),
      ].join('\n');
  }
}

function europecvPersonalData(resume: JsonResume): string[] {
  const { basics } = resume;
  return [
    `\\ecvname{${tex(basics.name)}}`,
    placeOf(resume) ? `\\ecvaddress{${tex(placeOf(resume))}}` : '',
    basics.phone ? `\\ecvtelephone{${tex(basics.phone)}}` : '',
    basics.email ? `\\ecvemail{${tex(basics.email)}}` : '',
    basics.url ? `\\ecvhomepage{${tex(basics.url)}}` : '',
  ];
}

/** Profiles and the job title as rows of the personal information, after the class's own. */
const europecvExtraRows = (resume: JsonResume): string[] => [
  ...(resume.basics.profiles ?? []).map((p) => `\\ecvitem{${tex(p.network)}}{${tex(p.url)}}`),
  ...(resume.basics.label ? [`\\ecvitem{}{\\textbf{${tex(resume.basics.label)}}}`] : []),
];

export const europecvClass: LatexClass = {
  id: 'latex-europecv',
  licence: 'LPPL 1.3',
  engine: 'xelatex',
  prerequisites: [{ file: 'europecv.cls', debianPackage: 'texlive-latex-extra' }],
  source: (resume) => ({
    tex: lines([
      `\\documentclass[${classLanguage(languageOf(resume))},a4paper]{europecv}`,
      europassLanguage(languageOf(resume)),
      // Its logo needs graphicx; hyperref loaded here, as the class otherwise loads it too late for LaTeX 2022.
      '\\usepackage{graphicx}',
      '\\usepackage{hyperref}',
      ...europecvPersonalData(resume),
      '\\begin{document}',
      '\\begin{europecv}',
      '\\ecvpersonalinfo',
      ...europecvExtraRows(resume),
      sections(resume, resumeParts, (part, body) => europecvSection(resume, part, body)),
      '\\end{europecv}',
      '\\end{document}',
    ]),
  }),
};
