/**
 * PDFs written by hand from text placed on the page, for the rules that depend on layout (columns, a date
 * margin, a heading's size): each test states exactly where every piece of text sits. Standard fonts only
 * (Helvetica, Helvetica-Bold, Times-Roman), so pdf.js needs no font file; `cjk` text uses Adobe's STSong-Light
 * through the predefined CMap UniGB-UCS2-H, which pdf.js can only decode with its CMap files.
 */

export interface PdfText {
  text: string;
  /** Points from the left edge. */
  x: number;
  /** Points from the top edge (the baseline). */
  y: number;
  /** Points; 10 unless given. */
  size?: number;
  font?: 'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'cjk';
}

export interface PdfOptions {
  /** Written into the document information dictionary (some rules read the producing tool). */
  producer?: string;
  /** Page width and height in points; US Letter unless given. */
  pageSize?: [number, number];
}

const fontNames = { Helvetica: 'F1', 'Helvetica-Bold': 'F2', 'Times-Roman': 'F3', cjk: 'F4' } as const;

const c1Range = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** A string in the WinAnsi encoding of the standard fonts, as a PDF literal string. */
function winAnsiLiteral(text: string): string {
  const bytes = [...text].map((char) => {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code < 0x80 || (code >= 0xa0 && code < 0x100)) return code;
    const index = c1Range.indexOf(char);
    return index >= 0 ? 0x80 + index : 0x3f;
  });
  const escaped = bytes.map((byte) => {
    const char = String.fromCharCode(byte);
    return char === '\\' || char === '(' || char === ')' ? `\\${char}` : char;
  });
  return `(${escaped.join('')})`;
}

/** A string as UCS-2 code units, as a PDF hex string (for UniGB-UCS2-H). */
const ucs2Hex = (text: string) =>
  `<${[...text].map((char) => (char.codePointAt(0) ?? 0x3f).toString(16).padStart(4, '0')).join('')}>`;

function contentStream(items: readonly PdfText[], height: number): string {
  return items
    .map((item) => {
      const font = item.font ?? 'Helvetica';
      const shown = font === 'cjk' ? ucs2Hex(item.text) : winAnsiLiteral(item.text);
      return `BT /${fontNames[font]} ${item.size ?? 10} Tf ${item.x} ${height - item.y} Td ${shown} Tj ET`;
    })
    .join('\n');
}

/** A PDF with one page per list of placed text. */
export function pdfFromPages(pages: readonly (readonly PdfText[])[], options: PdfOptions = {}): Uint8Array {
  const [width, height] = options.pageSize ?? [612, 792];
  const fonts = [
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [8 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 9 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] ' +
      '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  // Objects: 1 catalog, 2 pages, 3 info, 4-9 fonts, then a page and its content for each page.
  const firstPage = 10;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${firstPage + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    `<< /Producer ${winAnsiLiteral(options.producer ?? 'Vitae test fixture')} >>`,
    ...fonts,
  ];
  const fontResources = '/Font << /F1 4 0 R /F2 5 0 R /F3 6 0 R /F4 7 0 R >>';
  for (const [i, items] of pages.entries()) {
    const content = contentStream(items, height);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << ${fontResources} >> ` +
        `/Contents ${firstPage + 2 * i + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  // Every character is one byte (literal strings are already WinAnsi bytes), so lengths are byte counts.
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0) & 0xff);
}

/** Lines of one font and size stacked from `top`, `pitch` points apart: a column of text. */
export function stackedLines(
  texts: readonly string[],
  at: { x: number; top: number; pitch?: number; size?: number; font?: PdfText['font'] },
): PdfText[] {
  const pitch = at.pitch ?? 14;
  return texts.map((text, i) => ({ text, x: at.x, y: at.top + i * pitch, size: at.size, font: at.font }));
}
