/**
 * Files for route tests: the sample resumes as uploaded files, the real PDFs of test/fixtures/public, and
 * hostile ones (built by the scan builders).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resumeAsDocx, resumeAsPdf, resumeAsText } from '@test/builders/resume-files';
import { type SampleResumeName, sampleResume } from '@test/builders/resume-markup';
import { simplePdf, withMacros, zeroBombZip } from '@test/builders/scan-samples';
import { strToU8 } from 'fflate';

export type PublicPdfName = 'resume-matcher-john-doe' | 'resume-matcher-modern-two-column';

/** A real PDF written by another tool (test/fixtures/public), as its bytes. */
export function publicPdf(name: PublicPdfName): Uint8Array {
  const file = path.resolve(import.meta.dirname, '../fixtures/public', `${name}.pdf`);
  return new Uint8Array(readFileSync(file));
}

/** A sample resume (test/fixtures/documents) as the bytes of a text file. */
export const sampleResumeText = (name: SampleResumeName) => strToU8(resumeAsText(sampleResume(name)));

/** A sample resume as a one-column PDF. */
export const sampleResumePdf = (name: SampleResumeName) => resumeAsPdf(sampleResume(name));

/** A sample resume as a Word document. */
export const sampleResumeDocx = (name: SampleResumeName) => resumeAsDocx(sampleResume(name));

/** A one-page PDF whose catalog runs JavaScript when opened. */
export const pdfWithJavaScript = () =>
  simplePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>', 'Jane Doe resume');

/** A sample resume's DOCX turned macro-enabled, with a VBA project as Word stores one. */
export const docxWithMacro = async () => withMacros(await sampleResumeDocx('staff-accountant'));

/** A ZIP named like a DOCX whose one entry inflates to `megabytes` MB of zeros (built small). */
export const zipBomb = (megabytes = 200) => zeroBombZip(megabytes);

/** A Windows program header, to be renamed as a resume. */
export function windowsExecutable(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set(strToU8('MZ'), 0);
  bytes.set(strToU8('This program cannot be run in DOS mode.'), 78);
  return bytes;
}

/** The start of a PNG image: signature and an IHDR chunk. */
export function pngBytes(): Uint8Array {
  const bytes = new Uint8Array(2048);
  bytes.set([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
    1, 8, 2,
  ]);
  return bytes;
}

export function utf16LeWithBom(text: string): Uint8Array {
  const body = Buffer.from(text, 'utf16le');
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), body]));
}

/** Pseudo-random but reproducible bytes. */
export function noise(length: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    bytes[index] = state & 0xff;
  }
  return bytes;
}
