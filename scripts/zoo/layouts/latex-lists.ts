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
  partBody,
  placeOf,
  plainHeader,
  sections,
  tex,
  texLines,
} from './latex-common';
import { type LatexClass, languagePreamble } from './latex-compile';

/**
 * The classic "label column" CVs, where each entry is a list item or a table row whose label (the dates, a
 * skill group) stands in a column left of the text: CurVe (LPPL, \begin{rubric}{Heading} with
 * \entry*[dates] rows in a longtable, each rubric its own file put in with \makerubric), currvita (GPL,
 * \begin{cvlist}{Heading} with \item[dates] in a cv environment titled with the name), simplecv (LPPL,
 * \section and a topic list with \item[dates]) and cv (GPL, CV.sty on article: \section in small capitals
 * over a rule and a CV list; it has no header, so the name and contact lines are centred above).
 */

/** An entry's text: the title in bold, the employer and place, then the grade, paragraph and bullets. */
const entryText = (entry: CvEntry): string =>
  [
    joined([`\\textbf{${tex(entry.title)}}`, tex(entry.organisation), tex(entry.location)], ', '),
    joined([tex(entry.grade), tex(entry.paragraph)], '\\newline '),
  ]
    .filter(Boolean)
    .join('\\newline ') + (entry.bullets.length ? `\n${itemize(entry.bullets)}` : '');

/** A part as a list of labelled rows, `row(label, text)` being the class's own command. */
function labelledRows(body: PartBody, row: (label: string, text: string) => string): string[] {
  switch (body.kind) {
    case 'text':
      return [row('', texLines(body.text))];
    case 'entries':
      return body.entries.map((entry) => row(tex(entry.dates), entryText(entry)));
    case 'items':
      return body.items.map((item) =>
        item.lead ? row('', leadText(item)) : row(tex(item.label), tex(item.text)),
      );
  }
}

/** CurVe: the headers, the title, then one rubric file per part, as its documentation lays a CV out. */
export const curveClass: LatexClass = {
  id: 'latex-curve',
  licence: 'LPPL 1.1 or later',
  engine: 'xelatex',
  prerequisites: [{ file: 'curve.cls', debianPackage: 'texlive-pictures' }],
  source(resume, name) {
    const { basics } = resume;
    const files = new Map<string, string>();
    for (const part of resumeParts) {
      const body = partBody(resume, part);
      if (!body) continue;
      // A paragraph without a key is CurVe's \text; keyed rows are \entry* (multi-paragraph).
      const rows =
        body.kind === 'text'
          ? [`\\text{${texLines(body.text)}}`]
          : labelledRows(body, (label, text) => `\\entry*[{${label}}] ${text}`);
      files.set(
        `${name}-${part}.tex`,
        `\\begin{rubric}{${headingOf(resume, part)}}\n${lines(rows)}\n\\end{rubric}\n`,
      );
    }
    const left = [tex(placeOf(resume)), tex(basics.phone), tex(basics.email)].filter(Boolean);
    const right = [basics.url, ...(basics.profiles ?? []).map((p) => p.url)].filter(Boolean).map(tex);
    const main = lines([
      '\\documentclass[a4paper]{curve}',
      languagePreamble(languageOf(resume), 'xelatex', 'polyglossia'),
      `\\leftheader{${left.join('\\\\') || '~'}}`,
      `\\rightheader{${right.join('\\\\') || '~'}}`,
      `\\title{${tex(basics.name)}}`,
      basics.label ? `\\subtitle{${tex(basics.label)}}` : '',
      '\\begin{document}',
      '\\makeheaders[c]',
      '\\maketitle',
      ...[...files.keys()].map((file) => `\\makerubric{${file.replace(/\.tex$/u, '')}}`),
      '\\end{document}',
    ]);
    return { tex: main, files };
  },
};

/** currvita: a cv environment titled with the name, the contact lines, then a cvlist per part. */
export const currvitaClass: LatexClass = {
  id: 'latex-currvita',
  licence: 'GPL (TeX Catalogue: "gpl", any version)',
  engine: 'xelatex',
  prerequisites: [{ file: 'currvita.sty', debianPackage: 'texlive-latex-extra' }],
  source: (resume) => {
    const { basics } = resume;
    const contact = [tex(basics.label), tex(placeOf(resume)), tex(basics.phone), tex(basics.email)];
    const urls = [basics.url, ...(basics.profiles ?? []).map((p) => p.url)].map(tex);
    const body = sections(resume, resumeParts, (part, partBody) =>
      lines([
        `\\begin{cvlist}{${headingOf(resume, part)}}`,
        ...labelledRows(partBody, (label, text) => `\\item[{${label}}] ${text}`),
        '\\end{cvlist}',
      ]),
    );
    return {
      tex: lines([
        '\\documentclass[a4paper]{article}',
        // NoDate: the cv environment would end with the day it was compiled.
        '\\usepackage[NoDate]{currvita}',
        languagePreamble(languageOf(resume), 'xelatex', 'polyglossia'),
        '\\begin{document}',
        `\\begin{cv}{${tex(basics.name)}}`,
        `\\begin{cvlist}{}\n\\item[] ${[...contact, ...urls].filter(Boolean).join('\\\\\n')}\n\\end{cvlist}`,
        body,
        '\\end{cv}',
        '\\end{document}',
      ]),
    };
  },
};

/** simplecv: left and right headers, the name as title, then \section and a topic list per part. */
export const simplecvClass: LatexClass = {
  id: 'latex-simplecv',
  licence: 'LPPL 1.2 or later',
  engine: 'xelatex',
  prerequisites: [{ file: 'simplecv.cls', debianPackage: 'texlive-latex-extra' }],
  source: (resume) => {
    const { basics } = resume;
    const left = [tex(basics.label), tex(placeOf(resume)), tex(basics.phone)].filter(Boolean);
    const right = [basics.email, basics.url, ...(basics.profiles ?? []).map((p) => p.url)].filter(Boolean);
    const body = sections(resume, resumeParts, (part, partBody) =>
      partBody.kind === 'text'
        ? `\\section{${headingOf(resume, part)}}\n${texLines(partBody.text)}`
        : lines([
            `\\section{${headingOf(resume, part)}}`,
            '\\begin{topic}',
            ...labelledRows(partBody, (label, text) => `\\item[{${label}}] ${text}`),
            '\\end{topic}',
          ]),
    );
    return {
      tex: lines([
        '\\documentclass{simplecv}',
        languagePreamble(languageOf(resume), 'xelatex', 'polyglossia'),
        `\\leftheader{${left.join('\\\\')}}`,
        `\\rightheader{${right.map(tex).join('\\\\')}}`,
        `\\title{${tex(basics.name)}}`,
        '\\begin{document}',
        '\\maketitle',
        body,
        '\\end{document}',
      ]),
    };
  },
};

/** CV.sty: an article with a plain header, then \section and a CV list per part. */
export const cvStyClass: LatexClass = {
  id: 'latex-cv',
  licence: 'GPL (TeX Catalogue: "gpl", any version)',
  engine: 'xelatex',
  prerequisites: [{ file: 'CV.sty', debianPackage: 'texlive-latex-extra' }],
  source: (resume) => ({
    tex: lines([
      '\\documentclass[a4paper,11pt]{article}',
      '\\usepackage{CV}',
      languagePreamble(languageOf(resume), 'xelatex', 'polyglossia'),
      '\\pagestyle{empty}',
      '\\begin{document}',
      plainHeader(resume),
      sections(resume, resumeParts, (part, body) =>
        body.kind === 'text'
          ? `\\section{${headingOf(resume, part)}}\n${texLines(body.text)}`
          : lines([
              `\\section{${headingOf(resume, part)}}`,
              '\\begin{CV}',
              ...labelledRows(body, (label, text) => `\\item[{${label}}] ${text}`),
              '\\end{CV}',
            ]),
      ),
      '\\end{document}',
    ]),
  }),
};
