/** Real corpus files and hostile ones (built by core's scan fixtures), for route tests. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@core/testing/corpus-dir';
import { simplePdf, withMacros, zeroBombZip } from '@test/builders/scan-samples';
import { strToU8 } from 'fflate';

export function corpusFile(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(corpusDir, relative)));
}

/** A one-page PDF whose catalog runs JavaScript when opened. */
export const pdfWithJavaScript = () =>
  simplePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>', 'Jane Doe resume');

/** A real DOCX turned macro-enabled, with a VBA project as Word stores one. */
export const docxWithMacro = () => withMacros(corpusFile('resumes/docx/soupboss-02-accountant.docx'));

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
