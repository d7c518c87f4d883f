import { headingIn } from '../headings';
import type { JsonResume, ResumePart } from '../layout';
import { resumeParts } from '../layout';
import {
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
  tex,
  texLines,
} from './latex-common';
import { cjkBody, type LatexClass, languagePreamble } from './latex-compile';

/**
 * Two classes made for pdflatex (T1 Type 1 fonts; babel for Spanish, German and French, CJKutf8 with the
 * Arphic gbsn font for Chinese): harnon-cv (public domain; a summary box under the header without a heading,
 * then timelines of \timelineitem{dates}{…} with the dates left of a grey rule) and ReadableCV (LPPL 1.3,
 * Roboto Thin; \newRole prints the English words "Role outline" and \roleAchievements "Achievements"
 * whatever the language, skills in three columns by \addSkills; no Chinese, see below).
 */

const labelled = (item: CvItem): string => `\\textbf{${tex(item.label)}}: ${tex(item.text)}`;

function harnonEntry(entry: CvEntry): string {
  const where = joined([tex(entry.organisation), tex(entry.location)], ', ');
  const body = [
    `\\addsubheader{${tex(entry.title)}}`,
    where ? `\\addcallout{${where}}` : '',
    joined([tex(entry.grade), tex(entry.paragraph)], '\\newline '),
    ...entry.bullets.map((bullet) => `\\addtimelinebullet{${tex(bullet)}}`),
  ];
  // Paragraphs apart: the callout (employer) is inline, and a bullet does not start a paragraph itself.
  return `\\timelineitem{${tex(entry.dates)}}{${body.filter(Boolean).join('\n\n')}}`;
}

function harnonSection(resume: JsonResume, part: ResumePart, body: PartBody): string {
  const heading = `\\addheadertext{${headingOf(resume, part)}}`;
  switch (body.kind) {
    case 'text':
      return '';
    case 'entries':
      return lines([heading, '\\starttimeline', ...body.entries.map(harnonEntry), '\\stoptimeline']);
    case 'items':
      return lines([
        heading,
        '\\begin{itemize}',
        ...body.items.map(
          (item) => `\\listitem{${tex(item.label)}}${item.lead ? '\\newline ' : ''}${tex(item.text)}`,
        ),
        '\\end{itemize}',
      ]);
  }
}

export const harnonCvClass: LatexClass = {
  id: 'latex-harnon-cv',
  licence: 'public domain',
  engine: 'pdflatex',
  prerequisites: [
    { file: 'harnon-cv.cls', debianPackage: 'texlive-latex-extra' },
    // T1 Computer Modern as Type 1 (without it, bitmap Type 3 fonts whose ligatures and dashes do not extract).
    { file: 'sfrm1000.pfb', debianPackage: 'cm-super-minimal' },
  ],
  // The summary is the class's "recent history" box under the header, without a heading.
  heading: (part, language) => (part === 'summary' ? '' : headingIn(language, part)),
  // One website (\yourwebsite); no job title or profile field.
  omits: ['label', 'profiles'],
  source: (resume) => {
    const { basics } = resume;
    const language = languageOf(resume);
    const body = lines([
      '\\maketitle',
      sections(resume, resumeParts, (part, partBody) => harnonSection(resume, part, partBody)),
    ]);
    return {
      tex: lines([
        '\\documentclass{harnon-cv}',
        languagePreamble(language, 'pdflatex', 'babel'),
        `\\yourname{${tex(basics.name)}}`,
        basics.email ? `\\youremail{${tex(basics.email)}}` : '',
        basics.url ? `\\yourwebsite{${basics.url.replace(/[%#]/gu, '\\$&')}}` : '',
        basics.phone ? `\\yournumber{${tex(basics.phone)}}` : '',
        placeOf(resume) ? `\\youraddress{${tex(placeOf(resume))}}` : '',
        basics.summary ? `\\recenthistory{${texLines(basics.summary, '\\\\ ')}}` : '',
        '\\begin{document}',
        cjkBody(language, 'pdflatex', body),
        '\\end{document}',
      ]),
    };
  },
};

/** \roleAchievements takes six bullets, \addSkills nine items: a longer list takes more calls. */
function inGroups(values: string[], size: number, command: string): string[] {
  const calls: string[] = [];
  for (let at = 0; at < values.length; at += size) {
    const group = values.slice(at, at + size);
    calls.push(
      `\\${command}${[...group, ...Array(size - group.length).fill('')].map((v) => `{${v}}`).join('')}`,
    );
  }
  return calls;
}

function readableEntry(entry: CvEntry, part: ResumePart): string {
  const organisation = joined([tex(entry.organisation), tex(entry.location)], ', ');
  const rest = joined([tex(entry.grade), tex(entry.paragraph)], '\\newline ');
  if (entry.start && part !== 'education')
    return lines([
      `\\newRole{${tex(entry.dates)}}{${tex(entry.title)}}{${organisation}}{${rest}}`,
      ...inGroups(entry.bullets.map(tex), 6, 'roleAchievements'),
    ]);
  // \newCourse prints "title (institution)", and takes a fourth argument it does not print.
  const head = organisation
    ? `\\newCourse{${tex(entry.dates)}}{${tex(entry.title)}}{${organisation}}{}`
    : `\\noindent\\textbf{${tex(entry.dates)}}\\quad\\textbf{${tex(entry.title)}}`;
  return lines([head, rest ? `\n${rest}\n` : '', itemize(entry.bullets)]);
}

function readableSection(resume: JsonResume, part: ResumePart, body: PartBody): string {
  const heading = `\\newHeading{${headingOf(resume, part)}}{}`;
  switch (body.kind) {
    case 'text':
      return `${heading}\n${texLines(body.text, '\\\\\n')}`;
    case 'entries':
      return lines([heading, ...body.entries.map((entry) => readableEntry(entry, part))]);
    case 'items':
      return part === 'skills'
        ? lines([heading, ...inGroups(body.items.map(labelled), 9, 'addSkills')])
        : lines([
            heading,
            '\\begin{itemize}',
            ...body.items.map((item) => `\\item ${labelled(item)}`),
            '\\end{itemize}',
          ]);
  }
}

export const readableCvClass: LatexClass = {
  id: 'latex-readablecv',
  licence: 'LPPL 1.3 or later',
  engine: 'pdflatex',
  prerequisites: [
    { file: 'ReadableCV.cls', debianPackage: 'texlive-latex-extra' },
    // T1 Computer Modern as Type 1 (without it, bitmap Type 3 fonts whose ligatures and dashes do not extract).
    { file: 'sfrm1000.pfb', debianPackage: 'cm-super-minimal' },
  ],
  // Name, job title, phones, email and one web address: no place or profile field.
  omits: ['basicsLocation', 'profiles'],
  source: (resume) => {
    const { basics } = resume;
    const language = languageOf(resume);
    // Under CJKutf8, after its Roboto headings and a paragraph, Latin letters and digits can come out as
    // Chinese glyphs ("25" as "串丵"): the file would not hold the text, so no Chinese.
    if (language === 'zh') throw new Error('latex-readablecv: Chinese garbles under CJKutf8 and Roboto');
    return {
      tex: lines([
        '\\documentclass{ReadableCV}',
        languagePreamble(language, 'pdflatex', 'babel'),
        `\\setYourName{${tex(basics.name)}}`,
        `\\setYourJobTitle{${tex(basics.label)}}`,
        `\\setYourMobileNo{${tex(basics.phone)}}`,
        '\\setYourHomeNo{}',
        `\\setYourEmailAddr{${tex(basics.email)}}`,
        `\\setYourWebAddr{${tex(basics.url)}}`,
        '\\begin{document}',
        cjkBody(
          language,
          'pdflatex',
          lines([
            '\\showHeader',
            sections(resume, resumeParts, (part, body) => readableSection(resume, part, body)),
          ]),
        ),
        '\\end{document}',
      ]),
    };
  },
};
