import type { JsonResume, ResumePart } from '../layout';
import { resumeParts } from '../layout';
import {
  type CvEntry,
  headingOf,
  itemize,
  joined,
  languageOf,
  leadText,
  lines,
  type PartBody,
  plainHeader,
  sections,
  tex,
  texLines,
} from './latex-common';
import { type LatexClass, languagePreamble } from './latex-compile';

/**
 * Two packages that style an article's body and leave the header to the writer (a centred name, job title and
 * contact lines here): ESIEEcv (LPPL; \begin{rubrique}{Heading} of tabularx rows set by \Date, \Titre,
 * \Lieu, \Descr and \Apport, which prints the employer in small capitals before the title, and adds a full
 * stop to the title and to each bullet; a rubric is one table, so it never breaks across pages) and tucv
 * (CC BY-SA 3.0; grey heading bars, \resemployer and \resjob with the dates in a right-hand column, the
 * start over the end).
 */

/** ESIEEcv's sub-rubric: the dates (\Date), the employer (\Lieu), the title (\Titre), text and bullets. */
function sousrubrique(fields: {
  date?: string;
  lieu?: string;
  titre?: string;
  descr?: string;
  apports?: string[];
}) {
  return lines([
    '\\begin{sousrubrique}',
    fields.date ? `\\Date{${fields.date}}` : '',
    fields.lieu ? `\\Lieu{${fields.lieu}}` : '',
    fields.titre ? `\\Titre{${fields.titre}}` : '',
    fields.descr ? `\\Descr{${fields.descr}}` : '',
    ...(fields.apports ?? []).map((apport) => `\\Apport{${tex(apport)}}`),
    '\\end{sousrubrique}',
  ]);
}

function esieeRows(body: PartBody): string[] {
  switch (body.kind) {
    case 'text':
      return [sousrubrique({ descr: texLines(body.text) })];
    case 'entries':
      return body.entries.map((entry) =>
        sousrubrique({
          date: tex(entry.dates),
          lieu: joined([tex(entry.organisation), tex(entry.location)], ', '),
          titre: tex(entry.title),
          descr: joined([tex(entry.grade), tex(entry.paragraph)], '\\newline '),
          apports: entry.bullets,
        }),
      );
    case 'items':
      return body.items.map((item) =>
        item.lead
          ? sousrubrique({ descr: leadText(item) })
          : sousrubrique({ date: tex(item.label), descr: tex(item.text) }),
      );
  }
}

export const esieecvClass: LatexClass = {
  id: 'latex-esieecv',
  licence: 'LPPL (TeX Catalogue: "lppl", any version)',
  engine: 'xelatex',
  prerequisites: [{ file: 'ESIEEcv.sty', debianPackage: 'texlive-latex-extra' }],
  source: (resume) => ({
    tex: lines([
      '\\documentclass[a4paper,11pt]{article}',
      '\\usepackage{ESIEEcv}',
      languagePreamble(languageOf(resume), 'xelatex', 'polyglossia'),
      '\\begin{document}',
      plainHeader(resume),
      sections(resume, resumeParts, (part, body) =>
        lines([`\\begin{rubrique}{${headingOf(resume, part)}}`, ...esieeRows(body), '\\end{rubrique}']),
      ),
      '\\end{document}',
    ]),
  }),
};

/** A printed range's two ends ("Mar 2021", "Present"). */
const ends = (entry: CvEntry): [string, string] => {
  const [from = '', to = ''] = entry.dates.split(' – ');
  return [from, to];
};

/** An entry's grade, paragraph and bullets, below its title. */
const details = (entry: CvEntry): string =>
  joined([joined([tex(entry.grade), tex(entry.paragraph)], '\\newline '), itemize(entry.bullets)], '\n');

function tucvEntry(entry: CvEntry, part: ResumePart): string {
  const [from, to] = ends(entry).map(tex);
  if (part === 'education')
    return lines([
      `\\resschool{${tex(entry.organisation)}}{${tex(entry.dates)}}`,
      `\\ressubentrysinglecol{${joined([tex(entry.title), details(entry)], '\\newline ')}}`,
    ]);
  if (!entry.start) {
    const head = joined([`\\textbf{${tex(entry.title)}}`, tex(entry.organisation)], ', ');
    return `\\resentry{${joined([head, details(entry)], '\\newline ')}}{${tex(entry.dates)}}`;
  }
  return lines([
    entry.organisation ? `\\resemployer{${tex(entry.organisation)}}{${tex(entry.location)}}` : '',
    `\\resjob[{${details(entry)}}]{${tex(entry.title)}}{${from}}{${to}}`,
  ]);
}

function tucvSection(resume: JsonResume, part: ResumePart, body: PartBody): string {
  const heading = `\\resheading{${headingOf(resume, part)}}`;
  switch (body.kind) {
    case 'text':
      return `${heading}\n\\resentrysinglecol{${texLines(body.text)}}`;
    case 'entries':
      return lines([heading, ...body.entries.map((entry) => tucvEntry(entry, part))]);
    case 'items':
      return lines([
        heading,
        ...body.items.map((item) => `\\resdesc{${tex(item.label)}:}{${tex(item.text)}}`),
      ]);
  }
}

export const tucvClass: LatexClass = {
  id: 'latex-tucv',
  licence: 'CC-BY-SA-3.0',
  engine: 'xelatex',
  prerequisites: [{ file: 'tucv.sty', debianPackage: 'texlive-latex-extra' }],
  source: (resume) => ({
    tex: lines([
      '\\documentclass[letterpaper,11pt]{article}',
      '\\usepackage[pagesetup]{tucv}',
      languagePreamble(languageOf(resume), 'xelatex', 'polyglossia'),
      '\\begin{document}',
      plainHeader(resume),
      sections(resume, resumeParts, (part, body) => tucvSection(resume, part, body)),
      '\\end{document}',
    ]),
  }),
};
