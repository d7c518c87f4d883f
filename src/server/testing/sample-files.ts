import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, unzipSync, Zip, ZipDeflate, zipSync } from 'fflate';

/** Real corpus files and hand-built hostile ones, for route tests. */
export const corpusDir = path.resolve(import.meta.dirname, '../../../../shared/corpus/dev');

export function corpusFile(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(corpusDir, relative)));
}

/** A one-page PDF whose catalog runs JavaScript when opened. */
export function pdfWithJavaScript(): Uint8Array {
  return strToU8(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R',
      '   /Resources << /Font << /F1 5 0 R >> >> >> endobj',
      '4 0 obj << /Length 44 >> stream',
      'BT /F1 12 Tf 72 720 Td (Jane Doe resume) Tj ET',
      'endstream endobj',
      '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
      'trailer << /Root 1 0 R /Size 6 >>',
      '%%EOF',
    ].join('\n'),
  );
}

/** A real DOCX with a VBA macro project added, as Word stores one. */
export function docxWithMacro(): Uint8Array {
  const entries = unzipSync(corpusFile('resumes/docx/soupboss-02-accountant.docx'));
  entries['word/vbaProject.bin'] = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]);
  return zipSync(entries);
}

/** A ZIP named like a DOCX whose one entry inflates to `megabytes` MB of zeros; built streaming, so it stays small here. */
export function zipBomb(megabytes = 200): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const add = (name: string, level: 9 | 1) => {
    const entry = new ZipDeflate(name, { level });
    zip.add(entry);
    return entry;
  };
  const types = add('[Content_Types].xml', 1);
  types.push(strToU8('<?xml version="1.0"?><Types/>'), true);
  const bomb = add('word/document.xml', 9);
  const zeros = new Uint8Array(1024 * 1024);
  for (let index = 0; index < megabytes; index++) bomb.push(zeros, index === megabytes - 1);
  zip.end();
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

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
