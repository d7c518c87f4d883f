import { execFile } from 'node:child_process';
import { access, copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Packer } from 'docx';
import type { JsonResume, Needed, ZooLayout } from '../layout';
import { flowStyles } from './word-flow-styles';
import type { WordStyle } from './word-page';
import { sidebarStyle, tableStyle } from './word-table-styles';
import { wordHeading } from './word-words';

/**
 * Word documents laid out as people do it in Word, written with the docx package: a borderless table with the
 * headings in a gutter ("table"), a shaded sidebar ("sidebar"), the name in a framed box ("text-boxes"), newspaper
 * columns ("two-columns"), contact in the page header ("header-footer") and plain typed bullets ("classic").
 * Each gives two layouts: the .docx a person uploads (word-<style>-docx) and the PDF LibreOffice makes of it
 * (word-<style>-pdf), as a person saving "as PDF" from Writer would. Headings are the zoo's in the resume's
 * language (headings.ts), typed in capitals where the style shows capitals; every part the resume has is printed.
 */
const run = promisify(execFile);
const licence = 'our own (docx: MIT; LibreOffice: MPL-2.0)';
const soffice: Needed = { command: 'soffice', debianPackage: 'libreoffice-writer' };
/** A profile of our own, so a person's LibreOffice (or its lock) is left alone. */
const profile = 'file:///tmp/zoo-lo-profile';

/** Writes <dir>/.work/<name>.docx and returns its path. */
async function writeDocx(style: WordStyle, resume: JsonResume, dir: string, name: string): Promise<string> {
  const work = join(dir, '.work');
  await mkdir(work, { recursive: true });
  const path = join(work, `${name}.docx`);
  await writeFile(path, await Packer.toBuffer(style.build(resume)));
  return path;
}

/** One conversion at a time: two soffice processes on one profile hand work to each other or fail. */
let conversions: Promise<unknown> = Promise.resolve();

/** LibreOffice's PDF of a .docx, written as <dir>/<name>.pdf (soffice names it after the .docx). */
function convertToPdf(docx: string, dir: string, name: string): Promise<string> {
  const converted = conversions.then(async () => {
    const pdf = join(dir, `${name}.pdf`);
    await rm(pdf, { force: true });
    const args = [
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      docx,
    ];
    await run('soffice', args, { timeout: 180_000 });
    await access(pdf); // soffice exits 0 even when it wrote nothing
    return pdf;
  });
  conversions = converted.catch(() => undefined);
  return converted;
}

function layoutsOf(style: WordStyle): ZooLayout[] {
  const shared = {
    family: 'word' as const,
    licence,
    heading: (part: Parameters<ZooLayout['heading']>[0], language: string) =>
      wordHeading(part, language, style.caps),
    ...(style.order ? { order: style.order } : {}),
  };
  return [
    {
      ...shared,
      id: `word-${style.name}-docx`,
      needs: [],
      async render(resume, dir, name) {
        const path = join(dir, `${name}.docx`);
        await copyFile(await writeDocx(style, resume, dir, name), path);
        return path;
      },
    },
    {
      ...shared,
      id: `word-${style.name}-pdf`,
      needs: [soffice],
      async render(resume, dir, name) {
        return convertToPdf(await writeDocx(style, resume, dir, name), dir, name);
      },
    },
  ];
}

export const wordLayouts: ZooLayout[] = [tableStyle, sidebarStyle, ...flowStyles].flatMap(layoutsOf);
