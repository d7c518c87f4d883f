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
  placeOf,
  sections,
  tex,
  texLines,
} from './latex-common';
import { cjkBody, type LatexClass, languagePreamble } from './latex-compile';

/**
 * ecv (all-permissive; a German "tabular" CV for pdflatex, with English and German words of its own): a
 * longtable with a rule between a left column of tags (dates, labels, headings in small capitals) and the
 * text. Its title is "Curriculum Vitae"; the name is printed only in the footer, so the contact details are
 * the first section's rows, under its own heading "Personal Information". Written as its commands document:
 * \ecvSection, \ecvEPB{tag}{justified value}, \ecvEPR{tag}{ragged value}, \ecvOVR{value}.
 */

/** A row: a plain tag (the dates, a label) and a justified value. */
const row = (tag: string, value: string) => `\\ecvEPB{${tag}}{${value}}`;

/** An entry's row: the dates, then the title, employer and place, the grade, the text and the bullets. */
function ecvEntry(entry: CvEntry): string {
  const head = joined([`\\textbf{${tex(entry.title)}}`, tex(entry.organisation), tex(entry.location)], ', ');
  const rest = [tex(entry.grade), tex(entry.paragraph), itemize(entry.bullets, 'compactitem')];
  return row(tex(entry.dates), [head, ...rest].filter(Boolean).join('\\newline\n'));
}

function ecvSection(resume: JsonResume, part: ResumePart, body: PartBody): string {
  const heading = `\\ecvBreakSection{${headingOf(resume, part)}}`;
  switch (body.kind) {
    case 'text':
      return `${heading}\n${row('', texLines(body.text))}`;
    case 'entries':
      return [heading, ...body.entries.map(ecvEntry)].join('\n\\ecvBreaksubsections\n');
    case 'items':
      return lines([
        heading,
        ...body.items.map((item) =>
          item.lead ? row('', leadText(item)) : `\\ecvEPR{${tex(item.label)}}{${tex(item.text)}}`,
        ),
      ]);
  }
}

function ecvPersonalRows(resume: JsonResume): string[] {
  const { basics } = resume;
  const values = [
    `\\textbf{${tex(basics.name)}}`,
    tex(basics.label),
    tex(placeOf(resume)),
    tex(basics.phone),
    tex(basics.email),
    tex(basics.url),
    ...(basics.profiles ?? []).map((profile) => tex(profile.url)),
  ];
  return ['\\ecvSection{\\ecvPerson}', ...values.filter(Boolean).map((value) => `\\ecvOVR{${value}}`)];
}

export const ecvClass: LatexClass = {
  id: 'latex-ecv',
  licence: 'all-permissive ("unlimited permission to copy and/or distribute it", notice kept)',
  engine: 'pdflatex',
  prerequisites: [
    { file: 'ecv.cls', debianPackage: 'texlive-latex-extra' },
    // T1 Computer Modern as Type 1 (without it, bitmap Type 3 fonts whose ligatures and dashes do not extract).
    { file: 'sfrm1000.pfb', debianPackage: 'cm-super-minimal' },
    { file: 'ngerman.ldf', debianPackage: 'texlive-lang-german' },
  ],
  source: (resume) => {
    const language = languageOf(resume);
    const body = [
      '\\begin{ecv}',
      ...ecvPersonalRows(resume),
      sections(resume, resumeParts, (part, partBody) => ecvSection(resume, part, partBody)),
      '\\end{ecv}',
    ].join('\n');
    return {
      tex: lines([
        // CJKutf8 asks inputenc for utf8, which the class loads with latin9.
        language === 'zh' ? '\\PassOptionsToPackage{utf8}{inputenc}' : '',
        `\\documentclass[${language === 'de' ? 'german' : 'english'}]{ecv}`,
        // The class sets latin9; the zoo writes UTF-8.
        '\\inputencoding{utf8}',
        language === 'zh' ? languagePreamble(language, 'pdflatex', 'babel') : '',
        `\\ecvName{${tex(resume.basics.name)}}`,
        '\\begin{document}',
        cjkBody(language, 'pdflatex', body),
        '\\end{document}',
      ]),
    };
  },
};
