import type { JsonResume, ResumePart } from '../layout';
import { resumeParts } from '../layout';
import {
  accountOf,
  bareUrl,
  type CvEntry,
  type CvItem,
  headingOf,
  itemize,
  languageOf,
  lines,
  type PartBody,
  placeOf,
  sections,
  splitName,
  tex,
  texLines,
} from './latex-common';
import { type LatexClass, languagePreamble } from './latex-compile';

/**
 * Two KOMA-Script classes that took moderncv's commands: komacv (LPPL 1.3, styles classic, casual and
 * oldstyle; fontawesome icons) and koma-moderncvclassic (LPPL 1.3, moderncv's classic look on scrartcl;
 * marvosym icons). Personal data are macros the document redefines (komacv: \renewcommand*{\firstname}…;
 * koma-moderncvclassic: \newcommand* before the package, which measures the name as it loads), then
 * \maketitle, \section, \cventry and \cvitem as in moderncv. komacv prints a GitHub, LinkedIn, Twitter or
 * Facebook profile as its account name (any other in \extrainfo); koma-moderncvclassic has no profile fields,
 * so the profiles' addresses go whole in its \extrainfo.
 */

export const komacvStyles = ['classic', 'casual', 'oldstyle'] as const;
type KomacvStyle = (typeof komacvStyles)[number];

/** The networks komacv has a field (and an icon) for; any other profile goes to \extrainfo. */
const komacvNetworks = new Set(['github', 'linkedin', 'twitter', 'facebook']);

/** komacv's fields are macros the document redefines; an empty one is left as the class provides it. */
const renew = (command: string, value: string): string =>
  value ? `\\renewcommand*{\\${command}}{${value}}` : '';

function komacvPersonalData(resume: JsonResume): string[] {
  const { basics } = resume;
  const [first, last] = splitName(basics.name);
  const profiles = basics.profiles ?? [];
  const fielded = profiles.filter((profile) => komacvNetworks.has(profile.network.toLowerCase()));
  const others = profiles.filter((profile) => !fielded.includes(profile));
  return [
    renew('firstname', tex(first)),
    renew('familyname', tex(last)),
    renew('acadtitle', tex(basics.label)),
    renew('addressstreet', tex(placeOf(resume))),
    renew('mobile', tex(basics.phone)),
    renew('email', tex(basics.email)),
    renew('homepage', tex(basics.url)),
    ...fielded.map((profile) => renew(profile.network.toLowerCase(), tex(accountOf(profile)))),
    renew('extrainfo', others.map((profile) => tex(bareUrl(profile.url))).join('\\\\')),
  ];
}

/**
 * koma-moderncvclassic's fields are macros defined before the package (it measures the name as it loads, and
 * compares the name and title, so those three are defined even when empty); the home page and the profiles
 * go in \extrainfo, one a line.
 */
function komaModerncvPersonalData(resume: JsonResume): string[] {
  const { basics } = resume;
  const [first, last] = splitName(basics.name);
  const define = (command: string, value: string, always = false) =>
    value || always ? `\\newcommand*{\\${command}}{${value}}` : '';
  const urls = [basics.url, ...(basics.profiles ?? []).map((profile) => profile.url)];
  return [
    define('firstname', tex(first), true),
    define('familyname', tex(last), true),
    define('acadtitle', tex(basics.label), true),
    define('addressstreet', tex(placeOf(resume))),
    define('mobile', tex(basics.phone)),
    define('email', tex(basics.email)),
    define('extrainfo', urls.filter(Boolean).map(tex).join('\\\\')),
  ];
}

const description = (entry: CvEntry, list: string): string =>
  [tex(entry.paragraph), itemize(entry.bullets, list)].filter(Boolean).join('\n');

const cventry = (entry: CvEntry, list: string): string =>
  `\\cventry{${tex(entry.dates)}}{${tex(entry.title)}}{${tex(entry.organisation)}}{${tex(entry.location)}}{${
    entry.grade ? `\\textit{${tex(entry.grade)}}` : ''
  }}{${description(entry, list)}}`;

/** A labelled line: \cvitem in komacv, \cvline (its \cvitem) in koma-moderncvclassic. */
const labelled = (item: CvItem, command: string): string =>
  item.lead
    ? `\\${command}{}{\\textbf{${tex(item.label)}}\\newline ${tex(item.text)}}`
    : `\\${command}{${tex(item.label)}}{${tex(item.text)}}`;

function komaSection(
  resume: JsonResume,
  part: ResumePart,
  body: PartBody,
  line: string,
  list: string,
): string {
  const heading = `\\section{${headingOf(resume, part)}}`;
  switch (body.kind) {
    case 'text':
      return `${heading}\n\\${line}{}{${texLines(body.text)}}`;
    case 'entries':
      return [heading, ...body.entries.map((entry) => cventry(entry, list))].join('\n');
    case 'items':
      return [heading, ...body.items.map((item) => labelled(item, line))].join('\n');
  }
}

export function komacvClass(style: KomacvStyle): LatexClass {
  return {
    id: `latex-komacv-${style}`,
    licence: 'LPPL 1.3',
    engine: 'xelatex',
    prerequisites: [
      { file: 'komacv.cls', debianPackage: 'texlive-latex-extra' },
      { font: 'FontAwesome', debianPackage: 'fonts-font-awesome' },
    ],
    // \github, \linkedin, \twitter and \facebook print the account name beside the network's icon.
    omits: ['profiles'],
    source: (resume) => ({
      tex: lines([
        `\\documentclass[style=${style}]{komacv}`,
        languagePreamble(languageOf(resume), 'xelatex', 'polyglossia'),
        ...komacvPersonalData(resume),
        '\\begin{document}',
        '\\maketitle',
        sections(resume, resumeParts, (part, body) =>
          komaSection(resume, part, body, 'cvitem', 'compactitem'),
        ),
        '\\end{document}',
      ]),
    }),
  };
}

export const komaModerncvClassic: LatexClass = {
  id: 'latex-koma-moderncvclassic',
  licence: 'LPPL 1.3',
  engine: 'xelatex',
  prerequisites: [{ file: 'koma-moderncvclassic.sty', debianPackage: 'texlive-latex-extra' }],
  source: (resume) => ({
    tex: lines([
      '\\documentclass{scrartcl}',
      ...komaModerncvPersonalData(resume),
      '\\usepackage{koma-moderncvclassic}',
      // After the package: polyglossia's makecmds would define \providelength, which the package defines.
      languagePreamble(languageOf(resume), 'xelatex', 'polyglossia'),
      '\\begin{document}',
      '\\maketitle',
      sections(resume, resumeParts, (part, body) => komaSection(resume, part, body, 'cvline', 'itemize')),
      '\\end{document}',
    ]),
  }),
};
