import { createRequire } from 'node:module';
import path from 'node:path';
import { AppError } from '@core/errors';
import { getDocumentProxy } from 'unpdf';
import type { ExtractedText } from './extracted-text';
import { normalizeText } from './normalize-text';
import { orderBlocks } from './pdf-columns';
import { styledHeadings } from './pdf-heading-style';
import { joinHyphenatedLines } from './pdf-hyphens';
import { bodySize, markSymbolFonts, type PdfTextItem, type TextBox, toTextBoxes } from './pdf-items';
import { groupLines, linesToParagraphs, type PrintedLine } from './pdf-lines';

/** Pages read from one PDF: a resume is one to three pages, the cap bounds the work on anything else. */
export const PDF_MAX_PAGES = 20;

export const pdfMessages = {
  noText:
    'No text was found in this PDF. It may be a scanned image: upload a text-based PDF, a Word file or a text file for analysis.',
  encrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  damaged: 'This PDF is damaged and could not be read.',
  pagesCapped: (read: number, total: number) =>
    `Only the first ${read} of the ${total} pages of this PDF were read.`,
  pagesSkipped: (pages: number[]) =>
    `Some pages of this PDF could not be read and were left out (page ${pages.join(', ')}).`,
} as const;

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * The data files pdf.js needs and unpdf does not bundle: the predefined CMaps (text in a non-embedded CJK font,
 * e.g. STSong-Light with UniGB-UCS2-H, decodes to characters only through them) and the standard font data.
 * They come from the `pdfjs-dist` package of the same pdf.js version, whose code is never imported (one pdf.js
 * per process). In Node, pdf.js reads these "URLs" as file-system paths: each ends with a separator.
 */
export const pdfjsData = (() => {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    cMapUrl: path.join(root, 'cmaps') + path.sep,
    standardFontDataUrl: path.join(root, 'standard_fonts') + path.sep,
  };
})();

/**
 * Read the text of a PDF in reading order: lines rebuilt from glyph positions, columns read one after the
 * other, paragraphs separated by a blank line, end-of-line hyphenation undone, then `normalizeText`; and the
 * lines printed in the style of its headings (pdf-heading-style.ts).
 * A PDF without a text layer gives '' and a warning; an encrypted or unreadable one throws AppError UNPROCESSABLE.
 */
export async function readPdf(bytes: Uint8Array): Promise<ExtractedText> {
  const document = await openPdf(bytes);
  try {
    const total = document.numPages;
    const count = Math.min(total, PDF_MAX_PAGES);
    const numbers = Array.from({ length: count }, (_, i) => i + 1);
    // A page pdf.js cannot read is left out; the rest of the document is still worth reading.
    const pages = await Promise.all(
      numbers.map((number) => readTextBoxes(document, number).catch(() => undefined)),
    );
    const skipped = numbers.filter((_, i) => pages[i] === undefined);
    if (skipped.length === count) throw new AppError('UNPROCESSABLE', pdfMessages.damaged);
    const printed = pages.flatMap((boxes, i) => (boxes ? pageParagraphs(boxes, i === 0) : []));
    const paragraphs = printed.map((lines) => lines.map((line) => line.text));
    const read = normalizeText(joinParagraphs(paragraphs, await isHyphenatingProducer(document)));
    // Page numbers alone on scanned pages are no text to analyse.
    const text = /\p{L}/u.test(read) ? read : '';
    const warnings = [
      ...(text ? [] : [pdfMessages.noText]),
      ...(skipped.length > 0 ? [pdfMessages.pagesSkipped(skipped)] : []),
      ...(total > count ? [pdfMessages.pagesCapped(count, total)] : []),
    ];
    const headings = text
      ? styledHeadings(printed.flat()).map((heading) => normalizeText(heading).trim())
      : [];
    return { text, pages: total, warnings, headings };
  } finally {
    await document.destroy().catch(() => undefined);
  }
}

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js may take ownership of the buffer it is given: hand it a copy so the caller's bytes stay intact.
    return await getDocumentProxy(bytes.slice(), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      isOffscreenCanvasSupported: false,
      disableAutoFetch: true,
      verbosity: 0,
      cMapUrl: pdfjsData.cMapUrl,
      cMapPacked: true,
      standardFontDataUrl: pdfjsData.standardFontDataUrl,
    });
  } catch (error) {
    // pdf.js refuses a document it cannot open without a password; one that opens (an owner password only) is read.
    const isEncrypted = error instanceof Error && error.name === 'PasswordException';
    const message = isEncrypted ? pdfMessages.encrypted : pdfMessages.damaged;
    throw new AppError('UNPROCESSABLE', message, undefined, { cause: error });
  }
}

/** The text of one page, placed on the page as seen. */
async function readTextBoxes(document: PdfDocument, number: number): Promise<TextBox[]> {
  const page = await document.getPage(number);
  try {
    const content = await page.getTextContent();
    const items = content.items.filter((item): item is PdfTextItem & typeof item => 'str' in item);
    return markSymbolFonts(toTextBoxes(items, page.getViewport({ scale: 1 }).transform));
  } finally {
    page.cleanup();
  }
}

/** One page as paragraphs of lines, in reading order. */
function pageParagraphs(boxes: readonly TextBox[], isFirstPage: boolean): PrintedLine[][] {
  const size = bodySize(boxes);
  return orderBlocks(boxes, { isFirstPage, bodySize: size }).flatMap((block) =>
    linesToParagraphs(groupLines(block), size),
  );
}

/** Typesetting tools that hyphenate at line ends on their own; elsewhere a hyphen at a line end was typed. */
const hyphenatingProducers =
  /\b(?:pdf|xe|lua)?(?:la)?tex\b|dvipdf|dvips|xdvipdfmx|indesign|quarkxpress|typst/i;

async function isHyphenatingProducer(document: PdfDocument): Promise<boolean> {
  try {
    const { info, metadata } = await document.getMetadata();
    const fields = info as { Producer?: unknown; Creator?: unknown };
    const tools = [
      fields.Producer,
      fields.Creator,
      metadata?.get('pdf:producer'),
      metadata?.get('xmp:creatortool'),
    ];
    return hyphenatingProducers.test(tools.filter((tool) => typeof tool === 'string').join(' '));
  } catch {
    return false;
  }
}

function joinParagraphs(paragraphs: string[][], isHyphenating: boolean): string {
  const documentText = paragraphs.map((lines) => lines.join('\n')).join('\n');
  const context = { lowerText: documentText.toLowerCase(), isHyphenating };
  return (
    paragraphs
      .map((lines) => joinHyphenatedLines(lines, context).join('\n'))
      .join('\n\n')
      // A soft hyphen that reaches the text mid-line was printed: a hyphen (Word for Mac maps "-" to "-\u00AD‐").
      .replace(/[-\u2010\u2011]*\u00AD[-\u2010\u2011]*/g, '-')
  );
}
