import { AppError } from '@core/errors';
import mammoth from 'mammoth';
import type { ExtractedText } from './extracted-text';
import { htmlToLines } from './html-to-lines';
import { normalizeText } from './normalize-text';
import { readDocxMargins } from './read-docx-margins';
import { checkArchiveShape } from './scan/archive-limits';
import { hasOverlappingEntries, listZipEntries } from './scan/zip-archive';

export const docxMessages = {
  damaged: 'This Word file is damaged and could not be read.',
  noText: 'No text was found in this Word file.',
} as const;

/**
 * Reads a DOCX: paragraphs and headings as lines, list items as "• " lines (numbered lists as "1. "),
 * tables row by row (see htmlToLines), text boxes in place, and the page header and footer text
 * (often the name and contact line) before and after the body. Pictures are skipped.
 * Callers scan the file first (scanOffice); this still refuses archives whose declared shape is a
 * zip bomb, since the DOCX library inflates every part.
 * @throws AppError UNPROCESSABLE when the file is not a readable DOCX.
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
  try {
    const entries = listZipEntries(bytes);
    const shape = checkArchiveShape(entries, hasOverlappingEntries(entries));
    if (shape.some((finding) => finding.severity === 'high')) throw new Error('Unsafe archive');
  } catch (error) {
    throw new AppError('UNPROCESSABLE', docxMessages.damaged, undefined, { cause: error });
  }
}
