import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { headingIn } from '../headings';
import type { JsonResume, OmittedField, ResumePart, ZooLayout } from '../layout';

/**
 * How a LaTeX layout is run: the language's packages for the engine, the compiler run twice in <dir>/.work,
 * the check that the class and the fonts it loads are installed, and the ZooLayout made of a class's writer.
 */

const run = promisify(execFile);

export type Engine = 'xelatex' | 'pdflatex';

const polyglossiaNames = new Map([
  ['es', 'spanish'],
  ['de', 'german'],
  ['fr', 'french'],
]);
export const babelNames = new Map([
  ['en', 'english'],
  ['es', 'spanish'],
  ['de', 'ngerman'],
  ['fr', 'french'],
]);

/**
 * The preamble lines for the resume's language: xeCJK and Noto CJK for Chinese under xelatex (CJKutf8 under
 * pdflatex, see `cjkBody`), polyglossia (or babel, for classes whose documentation loads it) for the others.
 */
export function languagePreamble(
  language: string,
  engine: Engine,
  hyphenation: 'polyglossia' | 'babel',
): string {
  if (language === 'zh')
    return engine === 'xelatex'
      ? '\\usepackage{xeCJK}\n\\setCJKmainfont{Noto Serif CJK SC}\n\\setCJKsansfont{Noto Sans CJK SC}'
      : '\\usepackage{CJKutf8}';
  if (hyphenation === 'babel') return `\\usepackage[${babelNames.get(language) ?? 'english'}]{babel}`;
  const name = polyglossiaNames.get(language);
  return name ? `\\usepackage{polyglossia}\n\\setdefaultlanguage{${name}}` : '';
}

/** The document body, inside a CJK environment for Chinese under pdflatex. */
export const cjkBody = (language: string, engine: Engine, body: string): string =>
  language === 'zh' && engine === 'pdflatex'
    ? `\\begin{CJK*}{UTF8}{gbsn}\n${body}\n\\clearpage\\end{CJK*}`
    : body;

/** The first error of a LaTeX log ("! Undefined control sequence."), for the generator's message. */
async function firstError(logPath: string): Promise<string> {
  const log = await readFile(logPath, 'utf8').catch(() => '');
  const at = log.indexOf('\n!');
  return at < 0 ? 'no log' : log.slice(at + 1, log.indexOf('\n', at + 1));
}

/**
 * How far a block the class cannot break (ESIEEcv's tabularx rubric, moderncv fancy's section) ran past the
 * text's bottom, in points. A few lines still print in the bottom margin (the smallest here, tucv's, is 54pt);
 * past that its end is off the paper, and the file would not hold what the truth says it does.
 */
async function pageOverflow(logPath: string): Promise<number> {
  const log = await readFile(logPath, 'utf8').catch(() => '');
  const overflows = [
    ...log.matchAll(/Overfull \\vbox \(([\d.]+)pt too high\) has occurred while \\output/gu),
  ];
  return Math.max(0, ...overflows.map((match) => Number(match[1])));
}
const OVERFLOW_TOLERANCE_PT = 48;

/**
 * Writes `<dir>/.work/<name>.tex` (and the class's helper files), runs the engine twice (page totals, longtable
 * widths) from there, and copies the PDF to `<dir>/<name>.pdf`; refuses a resume whose text runs off a page.
 */
export async function compile(
  dir: string,
  name: string,
  engine: Engine,
  source: string,
  files: ReadonlyMap<string, string> = new Map(),
): Promise<string> {
  const work = resolve(dir, '.work');
  await mkdir(work, { recursive: true });
  await writeFile(join(work, `${name}.tex`), source);
  for (const [file, text] of files) await writeFile(join(work, file), text);
  const args = ['-interaction=nonstopmode', '-halt-on-error', `-output-directory=${work}`, `${name}.tex`];
  for (const _pass of [1, 2]) {
    try {
      await run(engine, args, { cwd: work, timeout: 60_000, maxBuffer: 64 * 1024 * 1024 });
    } catch {
      throw new Error(`${engine} ${name}.tex: ${await firstError(join(work, `${name}.log`))}`);
    }
  }
  const overflow = await pageOverflow(join(work, `${name}.log`));
  if (overflow > OVERFLOW_TOLERANCE_PT)
    throw new Error(`${name}.tex: a block the class cannot break runs ${overflow}pt off the page`);
  const path = join(dir, `${name}.pdf`);
  await copyFile(join(work, `${name}.pdf`), path);
  return path;
}

/** A file the class needs that Debian ships apart (a class, a font), with the package that brings it. */
export interface Prerequisite {
  /** A TeX file found by kpsewhich, or a font family found by fc-list. */
  file?: string;
  font?: string;
  debianPackage: string;
}

async function isPresent(need: Prerequisite): Promise<boolean> {
  try {
    if (need.file) return (await run('kpsewhich', [need.file])).stdout.trim() !== '';
    if (need.font) return (await run('fc-list', [need.font, 'family'])).stdout.trim() !== '';
  } catch {
    return false;
  }
  return true;
}

const checked = new Map<string, Promise<boolean>>();

/** Throws, naming the Debian package, when a file or font the class loads is missing (each looked up once). */
export async function checkPrerequisites(id: string, needs: readonly Prerequisite[]): Promise<void> {
  for (const need of needs) {
    const key = `${need.file ?? ''}|${need.font ?? ''}`;
    if (!checked.has(key)) checked.set(key, isPresent(need));
    if (!(await checked.get(key)))
      throw new Error(`${id}: ${need.file ?? need.font} missing, apt-get install ${need.debianPackage}`);
  }
}

/** What a language needs beyond the class: its babel file and patterns, or the CJK fonts. */
function languagePrerequisites(language: string, engine: Engine): Prerequisite[] {
  switch (language) {
    case 'zh':
      return engine === 'xelatex'
        ? [{ font: 'Noto Serif CJK SC', debianPackage: 'fonts-noto-cjk' }]
        : [
            { file: 'CJKutf8.sty', debianPackage: 'latex-cjk-chinese' },
            { file: 'c70gbsn.fd', debianPackage: 'latex-cjk-chinese-arphic-gbsn00lp' },
          ];
    case 'es':
      return [{ file: 'spanish.ldf', debianPackage: 'texlive-lang-spanish' }];
    case 'de':
      return [{ file: 'ngerman.ldf', debianPackage: 'texlive-lang-german' }];
    case 'fr':
      return [{ file: 'french.ldf', debianPackage: 'texlive-lang-french' }];
    default:
      return [];
  }
}

/** What distinguishes one LaTeX layout: its class, licence, engine, and how it writes a resume. */
export interface LatexClass {
  id: string;
  licence: string;
  engine: Engine;
  /** The class or package file and the Debian package it comes from, then any font or package it loads. */
  prerequisites: readonly Prerequisite[];
  heading?: (part: ResumePart, language: string) => string | undefined;
  order?: readonly ResumePart[];
  omits?: readonly OmittedField[];
  /** The main .tex source, and any file it inputs (name → text). */
  source(resume: JsonResume, name: string): { tex: string; files?: ReadonlyMap<string, string> };
}

const enginePackage = new Map<Engine, string>([
  ['xelatex', 'texlive-xetex'],
  ['pdflatex', 'texlive-latex-base'],
]);

/**
 * The layout of a class. The generator checks commands only, so `needs` names the engine and, through
 * kpsewhich, the class's Debian package; render then checks the class's files and fonts (and the language's),
 * failing with the package to install.
 */
export function latexLayout(spec: LatexClass): ZooLayout {
  return {
    id: spec.id,
    family: 'latex',
    licence: spec.licence,
    needs: [
      { command: spec.engine, debianPackage: enginePackage.get(spec.engine) ?? 'texlive-base' },
      { command: 'kpsewhich', debianPackage: spec.prerequisites[0]?.debianPackage ?? 'texlive-latex-extra' },
    ],
    heading: spec.heading ?? ((part, language) => headingIn(language, part)),
    ...(spec.order ? { order: spec.order } : {}),
    ...(spec.omits ? { omits: spec.omits } : {}),
    async render(resume, dir, name) {
      const language = resume.meta?.language ?? 'en';
      await checkPrerequisites(spec.id, [
        ...spec.prerequisites,
        ...languagePrerequisites(language, spec.engine),
      ]);
      const { tex: source, files } = spec.source(resume, name);
      return compile(dir, name, spec.engine, source, files);
    },
  };
}
