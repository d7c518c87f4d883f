/**
 * The "json-resume-theme" family: JSON Resume themes published on the npm registry, each rendered by its own
 * code, untouched. A theme is a package whose `render(resume)` returns a page of HTML (some return a Promise);
 * Chromium prints that page to PDF as a person's browser would.
 *
 * The packages are pinned and installed outside the repo's node_modules, into `.zoo-cache/themes` (gitignored),
 * by one `npm install` the first time (`installThemes()`). Each render runs in a child Node process, because
 * themes register Handlebars helpers on a shared Handlebars module, keep a language in module state or log to
 * stdout: a fresh process per render keeps one theme from changing another's page.
 *
 * What each theme prints was read from its template source: the heading over each part (as written in the
 * template, before any CSS text-transform), the order of the parts (two-column themes: the left column first,
 * as their HTML has it), and the fields it leaves out. A field left out of one kind of entry only (work
 * summaries but not volunteer ones, education dates as years but work dates with months) is declared left
 * out, so the truth never asks for what the page lacks; `profiles` is declared when the profile URLs are not
 * printed as text (a username, an icon or a link alone). Themes written for the schema before 1.0
 * (work.company, website, gpa) are given the resume with those old names beside the new ones, as their users
 * write it; nothing else of the resume is changed.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type JsonResume, type OmittedField, type ResumePart, resumeParts, type ZooLayout } from '../layout';
import { printHtml } from '../print-html';

const run = promisify(execFile);
const cacheDir = fileURLToPath(new URL('../../../.zoo-cache/themes/', import.meta.url));

interface Theme {
  /** The package is `jsonresume-theme-<name>`, the layout `theme-<name>`. */
  name: string;
  version: string;
  licence: string;
  /** A4 when the theme's CSS or its pdfRenderOptions ask for it. */
  paper?: 'A4';
  /** Reads the schema before 1.0 (work.company, website, education.gpa). */
  legacySchema?: boolean;
  /** Throws when basics.location or basics.profiles is absent: it is given empty ones. */
  needsContactLists?: boolean;
  /** An ES module whose CommonJS build cannot load: this file of the package is imported instead. */
  esmEntry?: string;
  /** The parts it prints, in the order it prints them, with the heading over each ('' for none). */
  headings: readonly (readonly [ResumePart, string])[];
  /** Its headings in other languages (`changeLanguage`), in the order of `headings`. */
  translations?: Map<string, readonly string[]>;
  omits?: readonly OmittedField[];
}

const themes: readonly Theme[] = [
  {
    // One column, headings in a narrow column left of the content, feather icons by the contact lines.
    name: 'even',
    version: '0.26.1',
    licence: 'MIT',
    esmEntry: 'dist/index.js',
    headings: [
      ['summary', ''],
      ['work', 'Work'],
      ['volunteer', 'Volunteer'],
      ['education', 'Education'],
      ['projects', 'Projects'],
      ['awards', 'Awards'],
      ['certificates', 'Certificates'],
      ['publications', 'Publications'],
      ['skills', 'Skills'],
      ['languages', 'Languages'],
      ['interests', 'Interests'],
      ['references', 'References'],
    ],
    omits: ['score', 'profiles'],
  },
  {
    // Two columns: experience, projects, publications, volunteering wide on the left; the rest on the right.
    name: 'actual',
    version: '0.2.2',
    licence: 'MIT',
    paper: 'A4',
    needsContactLists: true,
    headings: [
      ['summary', ''],
      ['work', 'Experience'],
      ['projects', 'Projects'],
      ['publications', 'Publications'],
      ['volunteer', 'Volunteer'],
      ['skills', 'Skills'],
      ['education', 'Education'],
      ['certificates', 'Certificates'],
      ['awards', 'Awards'],
      ['references', 'References'],
      ['languages', 'Languages'],
      ['interests', 'Interests'],
    ],
    omits: ['courses', 'score', 'dates'],
  },
  {
    // One plain column for applicant tracking systems, contact line centred under the name.
    name: 'dev-ats',
    version: '1.0.1',
    licence: 'MIT',
    paper: 'A4',
    headings: [
      ['summary', 'Summary'],
      ['skills', 'Skills'],
      ['work', 'Work Experience'],
      ['volunteer', 'Volunteering'],
      ['education', 'Education'],
      ['certificates', 'Certifications'],
      ['projects', 'Projects'],
      ['awards', 'Awards & Recognitions'],
    ],
    omits: ['entrySummary', 'highlights', 'courses', 'area'],
  },
  {
    // A sidebar (contact, one heading per skill group, languages, interests) beside the main column.
    name: 'macchiato',
    version: '1.1.0',
    licence: 'MIT',
    paper: 'A4',
    legacySchema: true,
    headings: [
      ['skills', ''],
      ['languages', 'Languages'],
      ['interests', 'Interests'],
      ['summary', 'Summary'],
      ['work', 'Experience'],
      ['projects', 'Open Source Projects'],
      ['education', 'Education'],
      ['volunteer', 'Volunteer'],
      ['awards', 'Awards'],
      ['publications', 'Publications'],
      ['references', 'References'],
    ],
    omits: ['location', 'profiles'],
  },
  {
    // A coloured name band; headings right-aligned in a column left of the content.
    name: 'flat',
    version: '0.3.7',
    licence: 'MIT',
    legacySchema: true,
    headings: [
      ['summary', 'About'],
      ['work', 'Work'],
      ['volunteer', 'Volunteer'],
      ['education', 'Education'],
      ['awards', 'Awards'],
      ['publications', 'Publications'],
      ['skills', 'Skills'],
      ['languages', 'Languages'],
      ['interests', 'Interests'],
      ['references', 'References'],
    ],
    omits: ['location', 'score', 'profiles', 'basicsLocation'],
  },
  {
    // Compact single column, headings in capitals by CSS, skills first.
    name: 'short',
    version: '0.1.7',
    licence: 'MIT',
    legacySchema: true,
    headings: [
      ['summary', ''],
      ['skills', 'Skills'],
      ['work', 'Experience'],
      ['volunteer', 'Volunteering'],
      ['education', 'Education'],
      ['awards', 'Awards'],
      ['publications', 'Publications'],
      ['languages', 'Languages'],
      ['interests', 'Interests'],
      ['references', 'References'],
    ],
    omits: ['location', 'courses', 'profiles', 'basicsLocation', 'label'],
  },
  {
    // Headings with an icon in a column left of the content, profiles as icons only.
    name: 'slick',
    version: '0.1.16',
    licence: 'MIT',
    legacySchema: true,
    needsContactLists: true,
    headings: [
      ['summary', ''],
      ['work', 'Work Experience'],
      ['volunteer', 'Volunteer'],
      ['education', 'Education'],
      ['awards', 'Awards'],
      ['publications', 'Publications'],
      ['skills', 'Skills'],
      ['languages', 'Languages'],
      ['interests', 'Interests'],
      ['references', 'References'],
    ],
    omits: ['location', 'profiles', 'basicsLocation'],
  },
  {
    // Dense one page: ALL-CAPS headings (in the source) left of the content, rules between sections.
    name: 'onepage-plus',
    version: '1.1.0',
    licence: 'MIT',
    paper: 'A4',
    headings: [
      ['summary', 'SUMMARY'],
      ['work', 'EXPERIENCE'],
      ['skills', 'SKILLS'],
      ['certificates', 'CERTIFICATES'],
      ['projects', 'PROJECTS'],
      ['languages', 'LANGUAGES'],
      ['education', 'EDUCATION'],
      ['publications', 'PUBLICATIONS'],
      ['awards', 'AWARDS'],
      ['volunteer', 'VOLUNTEERING'],
      ['interests', 'INTERESTS'],
      ['references', 'REFERENCES'],
    ],
    omits: ['location', 'courses', 'score', 'url', 'dates'],
  },
  {
    // Bootstrap boxes (two columns on screen, stacked at print width), headings in capitals by CSS.
    name: 'kendall',
    version: '0.2.0',
    licence: 'MIT',
    headings: [
      ['summary', 'About'],
      ['work', 'Work Experience'],
      ['awards', 'Awards'],
      ['volunteer', 'Volunteer'],
      ['projects', 'Projects'],
      ['education', 'Education'],
      ['skills', 'Skills'],
      ['publications', 'Publications'],
      ['interests', 'Interests'],
      ['references', 'References'],
    ],
    omits: ['highlights', 'profiles', 'months', 'dates'],
  },
  {
    // Categories in a left column, dates under them; no summary.
    name: 'paper',
    version: '0.5.0',
    licence: 'MIT',
    legacySchema: true,
    headings: [
      ['skills', 'Professional Skills Summary'],
      ['work', 'Work Experience'],
      ['education', 'Education'],
      ['volunteer', 'Volunteering'],
      ['languages', 'Languages'],
      ['awards', 'Awards'],
      ['interests', 'Personal'],
    ],
    omits: ['location', 'courses', 'profiles', 'basicsLocation', 'dates'],
  },
  {
    // A profile card (photo, contact, languages) above a card of background sections.
    name: 'elegant',
    version: '1.16.1',
    licence: 'MIT',
    needsContactLists: true,
    headings: [
      ['summary', 'About'],
      ['work', 'Work Experience'],
      ['projects', 'Projects Experience'],
      ['skills', 'Skills'],
      ['education', 'Education'],
      ['certificates', 'Certificates'],
      ['awards', 'Awards'],
      ['volunteer', 'Volunteer Work'],
      ['publications', 'Publications'],
      ['interests', 'Interests'],
      ['references', 'References'],
    ],
    omits: ['location', 'score', 'url', 'profiles'],
  },
  {
    // Bootstrap cards, dates in a right-hand column, headings in capitals by CSS after an icon.
    name: 'eloquent',
    version: '5.0.0',
    licence: 'MIT',
    legacySchema: true,
    headings: [
      ['summary', 'About'],
      ['work', 'Experience'],
      ['volunteer', 'Projects'],
      ['education', 'Education'],
      ['skills', 'Skills'],
      ['awards', 'Awards'],
      ['publications', 'Publications'],
      ['interests', 'Interests'],
      ['languages', 'Languages'],
      ['references', 'References'],
    ],
    omits: ['location', 'months'],
  },
  {
    // Red name, headings in a left column, education first, contact lines at the end.
    name: 'simple-red',
    version: '1.0.4',
    licence: 'MIT',
    headings: [
      ['summary', ''],
      ['education', 'Education'],
      ['work', 'Work'],
      ['volunteer', 'Volunteer'],
      ['awards', 'Awards'],
      ['publications', 'Publications'],
      ['skills', 'Skills'],
      ['languages', 'Languages'],
      ['interests', 'Interests'],
      ['references', 'References'],
    ],
    omits: ['location', 'score', 'profiles'],
  },
  {
    // One column, grey rules, full month names.
    name: 'spartan',
    version: '0.3.0',
    licence: 'MIT',
    legacySchema: true,
    headings: [
      ['summary', 'About'],
      ['work', 'Experience'],
      ['education', 'Education'],
      ['volunteer', 'Volunteer'],
      ['awards', 'Awards'],
      ['publications', 'Publications'],
      ['skills', 'Skills'],
      ['languages', 'Languages'],
      ['interests', 'Interests'],
      ['references', 'References'],
    ],
    omits: ['location', 'profiles', 'months'],
  },
  {
    // Stack Overflow's look: letter-spaced capital headings by CSS, skills in a grid; headings localized.
    name: 'stackoverflow',
    version: '3.3.0',
    licence: 'MIT',
    headings: [
      ['summary', 'Summary'],
      ['skills', 'Skills'],
      ['work', 'Work Experience'],
      ['projects', 'Projects'],
      ['volunteer', 'Volunteer'],
      ['education', 'Education'],
      ['awards', 'Awards'],
      ['certificates', 'Certificates'],
      ['publications', 'Publications'],
      ['languages', 'Languages'],
      ['interests', 'Interests'],
      ['references', 'References'],
    ],
    translations: new Map([
      [
        'es',
        [
          'Resumen',
          'Habilidades',
          'Experiencia laboral',
          'Proyectos',
          'Voluntariado',
          'Educación',
          'Premios',
          'Certificaciones',
          'Publicaciones',
          'Idiomas',
          'Intereses',
          'Referencias',
        ],
      ],
      [
        'de',
        [
          'Übersicht',
          'Kenntnisse',
          'Berufserfahrung',
          'Projekte',
          'Ehrenamtliche Tätigkeiten',
          'Bildung',
          'Auszeichnungen',
          'Zertifikate',
          'Veröffentlichungen',
          'Sprachkenntnisse',
          'Interessen',
          'Empfehlungen',
        ],
      ],
      [
        'fr',
        [
          'Résumé',
          'Compétences',
          'Expérience professionnelle',
          'Projets',
          'Bénévolat',
          'Formation',
          'Prix',
          'Certifications',
          'Publications',
          'Langues',
          "Centres d'intérêt",
          'Références',
        ],
      ],
      [
        'zh',
        [
          '简介',
          '技能',
          '工作经历',
          '项目',
          '志愿服务',
          '教育背景',
          '奖项',
          '证书',
          '出版物',
          '语言能力',
          '兴趣爱好',
          '推荐信',
        ],
      ],
    ]),
    omits: ['score', 'url'],
  },
  {
    // Centred header, small-caps-like headings with a rule, one dense column.
    name: 'straightforward',
    version: '0.5.0',
    licence: 'MIT',
    headings: [
      ['summary', ''],
      ['work', 'Experience'],
      ['volunteer', 'Volunteering'],
      ['projects', 'Projects'],
      ['education', 'Education'],
      ['publications', 'Publications'],
      ['awards', 'Awards'],
      ['skills', 'Skills and Tech'],
      ['interests', 'Interests'],
    ],
    omits: ['entrySummary', 'courses', 'label', 'dates'],
  },
];

const packageName = (theme: Theme) => `jsonresume-theme-${theme.name}`;

function installedVersion(theme: Theme): string | undefined {
  const file = path.join(cacheDir, 'node_modules', packageName(theme), 'package.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version
    : undefined;
}

let installing: Promise<void> | undefined;

/**
 * Installs the pinned theme packages into `.zoo-cache/themes`, all in one `npm install` (a later install of
 * fewer packages would prune the others). Install scripts are not run: no theme needs one.
 */
export function installThemes(): Promise<void> {
  installing ??= (async () => {
    if (themes.every((theme) => installedVersion(theme) === theme.version)) return;
    mkdirSync(cacheDir, { recursive: true });
    const manifest = path.join(cacheDir, 'package.json');
    if (!existsSync(manifest)) writeFileSync(manifest, '{ "private": true }\n');
    const specs = themes.map((theme) => `${packageName(theme)}@${theme.version}`);
    await run('npm', [
      'install',
      '--no-save',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--prefix',
      cacheDir,
      ...specs,
    ]);
  })();
  installing.catch(() => {
    installing = undefined;
  });
  return installing;
}

/** Run by `node --input-type=module -e`: loads one theme and writes its HTML (resume on stdin) to stdout. */
const childScript = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const [cacheDir, packageName, esmEntry, language] = process.argv.slice(1);
console.log = console.error;
const require = createRequire(path.join(cacheDir, 'package.json'));
const loaded = esmEntry
  ? await import(pathToFileURL(path.join(cacheDir, 'node_modules', packageName, esmEntry)).href)
  : require(packageName);
const theme = loaded.render ? loaded : loaded.default;
if (language) theme.changeLanguage(language);
const html = await theme.render(JSON.parse(readFileSync(0, 'utf8')));
process.stdout.write(html);
`;

async function renderHtml(theme: Theme, resume: JsonResume): Promise<string> {
  const language = theme.translations ? (resume.meta?.language ?? 'en') : '';
  const args = [
    '--input-type=module',
    '-e',
    childScript,
    cacheDir,
    packageName(theme),
    theme.esmEntry ?? '',
    language,
  ];
  const child = run(process.execPath, args, { cwd: cacheDir, maxBuffer: 64 * 1024 * 1024 });
  child.child.stdin?.end(JSON.stringify(asTheThemeReadsIt(theme, resume)));
  try {
    return (await child).stdout;
  } catch (error) {
    // The command line is the script: say the theme's own error instead.
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    const cause =
      stderr.split('\n').find((line) => /^\w*Error\b/u.test(line)) ?? stderr.trim().split('\n')[0];
    throw new Error(`${packageName(theme)}@${theme.version} failed: ${cause}`);
  }
}

function asTheThemeReadsIt(theme: Theme, resume: JsonResume): JsonResume {
  const named = theme.legacySchema ? withLegacyNames(resume) : resume;
  if (!theme.needsContactLists) return named;
  const { location = {}, profiles = [] } = named.basics;
  return { ...named, basics: { ...named.basics, location, profiles } };
}

/** The resume with the pre-1.0 schema's names beside the current ones, for themes that read those. */
function withLegacyNames(resume: JsonResume): JsonResume {
  return {
    ...resume,
    basics: { ...resume.basics, website: resume.basics.url } as JsonResume['basics'],
    work: resume.work?.map((work) => ({ ...work, company: work.name, website: work.url })),
    volunteer: resume.volunteer?.map((entry) => ({ ...entry, website: entry.url })),
    education: resume.education?.map((entry) => ({ ...entry, gpa: entry.score })),
    publications: resume.publications?.map((entry) => ({ ...entry, website: entry.url })),
  };
}

function layout(theme: Theme): ZooLayout {
  const parts = theme.headings.map(([part]) => part);
  const inSchemaOrder = resumeParts.filter((part) => parts.includes(part));
  return {
    id: `theme-${theme.name}`,
    family: 'json-resume-theme',
    licence: theme.licence,
    needs: [],
    heading(part, language) {
      const index = parts.indexOf(part);
      if (index < 0) return undefined;
      return theme.translations?.get(language)?.[index] ?? theme.headings[index]?.[1];
    },
    ...(parts.some((part, index) => inSchemaOrder[index] !== part) && { order: parts }),
    ...(theme.omits && { omits: theme.omits }),
    async render(resume, dir, name) {
      await installThemes();
      const html = await renderHtml(theme, resume);
      mkdirSync(path.join(dir, '.work'), { recursive: true });
      writeFileSync(path.join(dir, '.work', `${name}.html`), html);
      const pdfPath = path.join(dir, `${name}.pdf`);
      await printHtml(html, pdfPath, theme.paper ?? 'Letter');
      return pdfPath;
    },
  };
}

export function jsonResumeThemeLayouts(): ZooLayout[] {
  return themes.map(layout);
}
