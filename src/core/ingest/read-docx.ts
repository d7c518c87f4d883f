import { AppError } from '@core/errors';
import mammoth from 'mammoth';
import type { ExtractedText } from './extracted-text';
import { htmlToLines } from './html-to-lines';
import { normalizeText } from './normalize-text';
import { readDocxMargins } from './read-docx-margins';
import { checkArchiveShape } from './scan/archive-limits';
import { hasOverlappingEntries, listZipEntries, type ZipEntry } from './scan/zip-archive';

export const docxMessages = {
  damaged: 'This Word file is damaged and could not be read.',
  noText: 'No text was found in this Word file.',
  tooLarge:
    'This Word file holds far more text and formatting than a resume, too much to read. Upload a shorter file.',
} as const;

/**
 * The most a DOCX's XML parts (the text, styles, numbering, notes, headers and footers, wherever the package puts
 * them) may unpack to in all: eight times the largest resume we have seen (250 KB). The DOCX library reads each part
 * whole, at about a third of a second and 50 MB of memory per megabyte: a 1.5 MB file holding 50 MB of XML took
 * 30 seconds.
 */
export const DOCX_XML_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Reads a DOCX: paragraphs and headings as lines, list items as "• " lines (numbered lists as "1. "),
 * tables row by row (see htmlToLines), text boxes in place, and the page header and footer text
 * (often the name and contact line) before and after the body. Pictures are skipped.
 * Callers scan the file first (scanOffice); this still refuses archives whose declared shape is a
 * zip bomb, since the DOCX library inflates every part, and files whose XML is too big to read (DOCX_XML_MAX_BYTES).
 * @throws AppError UNPROCESSABLE when the file is not a readable DOCX, or too big.
 */
export async function readDocx(bytes: Uint8Array): Promise<ExtractedText> {
  assertSafeArchive(bytes);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        // Pictures carry no text; skipping them avoids base64-encoding every image into the HTML.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        externalFileAccess: false,
      },
    );
    html = result.value;
  } catch (error) {
    throw new AppError('UNPROCESSABLE', docxMessages.damaged, undefined, { cause: error });
  }
  let body: string[];
  try {
    body = htmlToLines(html);
  } catch (error) {
    throw new AppError('UNPROCESSABLE', docxMessages.damaged, undefined, { cause: error });
  }
  const { headers, footers } = readDocxMargins(bytes, body);
  const text = normalizeText([...headers, ...body, ...footers].join('\n'));
  return { text, warnings: text ? [] : [docxMessages.noText] };
}

function assertSafeArchive(bytes: Uint8Array): void {
  let entries: ZipEntry[];
  try {
    entries = listZipEntries(bytes);
    const shape = checkArchiveShape(entries, hasOverlappingEntries(entries));
    if (shape.some((finding) => finding.severity === 'high')) throw new Error('Unsafe archive');
  } catch (error) {
    throw new AppError('UNPROCESSABLE', docxMessages.damaged, undefined, { cause: error });
  }
  // The sizes are as declared: the scan (scanOffice) has checked that no part inflates past what it declares.
  const xml = entries.filter((entry) => /\.xml$/i.test(entry.name));
  if (xml.reduce((sum, entry) => sum + entry.uncompressedSize, 0) > DOCX_XML_MAX_BYTES)
    throw new AppError('UNPROCESSABLE', docxMessages.tooLarge);
}
