import type { ResumeDocument } from '@shared/resume-document';
import PDFDocument from 'pdfkit';
import { accentOf, boldParts, type ExportBlock, exportBlocksOf } from './export-layout';
import { type ExportMetadata, metadataOf } from './export-metadata';
import { type ExportOptions, POINTS_PER_INCH } from './export-options';
import { fontKindOf } from './font-family';
import {
  type FontWeight,
  type HasGlyph,
  loadPdfFonts,
  type PdfFontName,
  scriptRuns,
  type TextByWeight,
  UnwritableTextError,
  unwritableCharacters,
} from './pdf-fonts';

/** The bullet glyph of the PDF and where a list item's text starts, from the left margin. */
const BULLET = '•';
const LIST_INDENT = 18;
const MARKER_GAP = 5;
/** Extra space between wrapped lines, as a share of the size. */
const LINE_GAP = 0.15;
/** Blocks measured ahead to keep a heading with what follows it (a heading, an entry header, its first line). */
const KEEP_AHEAD = 3;

type Pdf = PDFKit.PDFDocument;

interface Page {
  left: number;
  width: number;
  top: number;
  bottom: number;
  fontSize: number;
  color: string;
  /** The name's and headings' colour when not plain. */
  accent: string;
  isPlain: boolean;
}

/** The longest words tied together at the end of a line (a URL is left free to break). */
const MAX_TIED_WORD = 20;
const lastTwoWords = new RegExp(`(?<=(?:^|\\s)\\S{1,${MAX_TIED_WORD}}) (?=\\S{1,${MAX_TIED_WORD}}$)`, 'u');

/**
 * The text with its last two words tied by a no-break space, so a wrapped line never ends its block with one
 * word alone: a lone "Software" under a line of coursework reads as a heading to a parser (ours did).
 */
export const tieLastWords = (text: string) => text.replace(lastTwoWords, '\u00a0');

/** A tab (a header's fields apart, as printed) has no glyph: spaces keep the gap and the words apart. */
const withoutTabs = (text: string) => text.replace(/\t+/gu, '   ');

/** The pieces of a block's text, each in the font that writes it (bold part first, CJK runs in the CJK font). */
function piecesOf(block: ExportBlock, hasGlyph: HasGlyph): { text: string; font: PdfFontName }[] {
  const { bold, rest } = boldParts(block);
  const parts: [string, FontWeight][] = [
    [rest ? bold : tieLastWords(bold), 'bold'],
    [tieLastWords(rest), 'regular'],
  ];
  return parts.flatMap(([text, weight]) =>
    scriptRuns(withoutTabs(text), weight, hasGlyph).map((run) => ({
      text: run.text,
      font: `${run.script}-${weight}` as PdfFontName,
    })),
  );
}

/** The text the document writes in bold and in regular (the bullets' markers too), as the PDF writes it. */
function textByWeight(blocks: ExportBlock[]): TextByWeight {
  const text = { regular: [BULLET], bold: [] as string[] };
  for (const block of blocks) {
    const { bold, rest } = boldParts(block);
    text.bold.push(bold);
    text.regular.push(rest, block.marker ?? '');
  }
  return { regular: withoutTabs(text.regular.join('\n')), bold: withoutTabs(text.bold.join('\n')) };
}

const sizeOf = (block: ExportBlock, page: Page) => block.scale * page.fontSize;
const indentOf = (doc: Pdf, block: ExportBlock, page: Page) => {
  if (block.kind !== 'bullet') return 0;
  doc.font('latin-regular').fontSize(sizeOf(block, page));
  return Math.max(LIST_INDENT, doc.widthOfString(block.marker ?? BULLET) + 2 * MARKER_GAP);
};

/** The height a block takes (all its lines, or only its first), measured in its Latin font. */
function heightOf(doc: Pdf, block: ExportBlock, page: Page, isFirstLineOnly: boolean): number {
  const size = sizeOf(block, page);
  const width = page.width - indentOf(doc, block, page);
  doc.font(block.boldLength > 0 ? 'latin-bold' : 'latin-regular').fontSize(size);
  const lineGap = size * LINE_GAP;
  if (isFirstLineOnly) return doc.currentLineHeight(true) + lineGap;
  return doc.heightOfString(block.text, { width, lineGap });
}

/**
 * The space a block needs at the foot of a page before it is written there: its first line (pdfkit carries the
 * rest of a long block over to the next page itself) or, for a heading or an entry header, all of it and the
 * blocks kept with it down to the first line after them, so no heading is left alone at the foot of a page.
 */
function neededFor(doc: Pdf, blocks: ExportBlock[], at: number, page: Page): number {
  let needed = 0;
  for (let ahead = at; ahead < Math.min(blocks.length, at + KEEP_AHEAD); ahead++) {
    const block = blocks[ahead] as ExportBlock;
    const isKept = block.isKeptWithNext && ahead + 1 < blocks.length;
    if (ahead > at) needed += block.spaceBefore * page.fontSize;
    needed += heightOf(doc, block, page, !isKept);
    if (!isKept) break;
  }
  return needed;
}

/**
 * Where a line's baseline sits below its top, in the Latin face: every run of the line is written on it, so a
 * CJK run (whose face rises higher) and a bullet stand on the same line as the Latin text. pdfkit keeps the
 * ascender of its current font on `_font` (pinned version).
 */
function baselineOf(doc: Pdf, size: number): number {
  doc.font('latin-regular').fontSize(size);
  const { ascender } = (doc as unknown as { _font: { ascender: number } })._font;
  return -(ascender / 1000) * size;
}

function writeBlock(doc: Pdf, block: ExportBlock, page: Page, hasGlyph: HasGlyph): void {
  const size = sizeOf(block, page);
  const lineGap = size * LINE_GAP;
  const baseline = baselineOf(doc, size);
  const isAccented = !page.isPlain && (block.kind === 'name' || block.kind === 'heading');
  doc.fillColor(isAccented ? page.accent : page.color);
  const indent = indentOf(doc, block, page);
  const top = doc.y;
  if (block.kind === 'bullet') {
    const marker = block.marker ?? BULLET;
    const [run] = scriptRuns(marker, 'regular', hasGlyph);
    doc.font(run?.script === 'cjk' ? 'cjk-regular' : 'latin-regular').fontSize(size);
    doc.text(marker, page.left + indent - MARKER_GAP - doc.widthOfString(marker), top, {
      lineBreak: false,
      baseline,
    });
  }
  const pieces = piecesOf(block, hasGlyph);
  pieces.forEach((piece, at) => {
    doc.font(piece.font).fontSize(size);
    const options = { width: page.width - indent, lineGap, baseline, continued: at < pieces.length - 1 };
    if (at === 0) doc.text(piece.text, page.left + indent, top, options);
    else doc.text(piece.text, options);
  });
  if (block.kind === 'heading' && !page.isPlain) {
    const y = doc.y + 1;
    doc
      .moveTo(page.left, y)
      .lineTo(page.left + page.width, y)
      .lineWidth(0.75)
      .strokeColor(page.accent)
      .stroke();
    doc.y = y + 2;
  }
}

function infoOf(meta: ExportMetadata): PDFKit.DocumentInfo {
  return {
    Title: meta.title,
    ...(meta.author ? { Author: meta.author } : {}),
    Subject: meta.subject,
    Keywords: meta.keywords.join(', '),
    Creator: meta.creator,
  };
}

/**
 * The resume as a PDF: real text (selectable, searchable, read back by our own ingestion) in the export layout
 * (export-layout.ts) on US Letter, with the chosen font size and margins (inches, 72 pt each), lines wrapped to
 * the width, bullets as a bullet glyph (a numbered item's own number) with a hanging indent, and page breaks
 * that never leave a heading or an entry's header at the foot of a page. The fonts are embedded (subsets, see
 * pdf-fonts.ts): Arimo or Tinos by the chosen family's kind, Noto Sans SC for runs of CJK text and for symbols
 * only it has (✓ ★). Without ATS optimization, the name and headings in colour with a rule under each heading.
 * With `includeMetadata`, the Info dictionary holds Title, Author, Subject, Keywords and Creator "Vitae"; the
 * language is always set.
 * @throws UnwritableTextError, before anything is written, when the text has characters the PDF cannot write
 * (no face has their glyphs, or a right-to-left script): the export is refused rather than written with blanks.
 */
export async function renderPdf(document: ResumeDocument, options: ExportOptions): Promise<Uint8Array> {
  const blocks = exportBlocksOf(document);
  const { fontFamily, fontSize, margins } = options.customizations;
  const text = textByWeight(blocks);
  const { files, hasGlyph } = await loadPdfFonts(fontKindOf(fontFamily), text);
  const unwritable = unwritableCharacters(text, hasGlyph);
  if (unwritable.length > 0) throw new UnwritableTextError(unwritable);
  const meta = metadataOf(document);
  const inPoints = (inches: number) => inches * POINTS_PER_INCH;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: {
      top: inPoints(margins.top),
      right: inPoints(margins.right),
      bottom: inPoints(margins.bottom),
      left: inPoints(margins.left),
    },
    // No default font: pdfkit would otherwise reference Helvetica, a font this document does not embed.
    font: null as unknown as string,
    lang: meta.language,
    displayTitle: options.includeMetadata,
    pdfVersion: '1.7',
    info: options.includeMetadata ? infoOf(meta) : {},
  });
  for (const [name, bytes] of Object.entries(files)) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const page: Page = {
    left: inPoints(margins.left),
    width: doc.page.width - inPoints(margins.left) - inPoints(margins.right),
    top: inPoints(margins.top),
    bottom: doc.page.height - inPoints(margins.bottom),
    fontSize,
    color: '#000000',
    accent: accentOf(options),
    isPlain: options.optimizeForATS,
  };
  blocks.forEach((block, at) => {
    const isPageTop = doc.y <= page.top + 0.5;
    const space = isPageTop ? 0 : block.spaceBefore * fontSize;
    if (!isPageTop && doc.y + space + neededFor(doc, blocks, at, page) > page.bottom) doc.addPage();
    else doc.y += space;
    writeBlock(doc, block, page, hasGlyph);
  });
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
