import { AppError } from '@core/errors';
import { resumeAsDocx, resumeAsPdf } from '@test/builders/resume-files';
import { parseResumeMarkup, sampleResume, sampleResumeNames } from '@test/builders/resume-markup';
import { relationships, withZipEntries, zeroBombZip } from '@test/builders/scan-samples';
import {
  Document,
  Footer,
  Header,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
} from 'docx';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DOCX_XML_MAX_BYTES, docxMessages, readDocx } from './read-docx';
import { readPdf } from './read-pdf';

/** A Word resume as the docx library writes it; the hand-written parts below replace some of its entries. */
const base = await resumeAsDocx(sampleResume('staff-accountant'));
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const cell = (...paragraphs: string[]) => `<w:tc>${paragraphs.map(p).join('')}</w:tc>`;
const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
const documentXml = (body: string) =>
  `<w:document ${W} ${R}><w:body>${body}<w:sectPr/></w:body></w:document>`;
const flat = (text: string) => text.replace(/^• /gm, '').replace(/\s+/g, ' ').trim();
const bulletCount = (text: string) => text.split('\n').filter((line) => line.startsWith('• ')).length;

/** A Word document of plain paragraphs, built by the docx library with the given extras. */
async function wordFile(options: {
  body: (Paragraph | Table | Textbox)[];
  header?: string[];
  footer?: Paragraph[];
}): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        headers: options.header
          ? { default: new Header({ children: options.header.map((text) => new Paragraph(text)) }) }
          : undefined,
        footers: options.footer ? { default: new Footer({ children: options.footer }) } : undefined,
        children: options.body,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

describe('readDocx', () => {
  // Every paragraph of a Word resume is read, list items as "• " lines, and nothing is reported missing.
  it('reads each sample resume with all its lines and bullets, and no warnings', async () => {
    for (const name of sampleResumeNames) {
      const markup = sampleResume(name);
      const result = await readDocx(await resumeAsDocx(markup));
      expect(result.warnings, name).toEqual([]);
      const lines = result.text.split('\n');
      for (const block of parseResumeMarkup(markup)) {
        const expected = block.kind === 'bullet' ? `• ${block.text}` : block.text;
        expect(lines, name).toContain(expected);
      }
      expect(bulletCount(result.text), name).toBe(
        parseResumeMarkup(markup).filter((block) => block.kind === 'bullet').length,
      );
    }
  });

  // The same resume saved as Word and as PDF reads the same: no line lost or added by either reader.
  it('gives the same lines and bullets as the PDF of the same resume', async () => {
    for (const name of ['software-engineer', 'teacher'] as const) {
      const markup = sampleResume(name);
      const docx = (await readDocx(await resumeAsDocx(markup))).text;
      const pdf = (await readPdf(await resumeAsPdf(markup))).text;
      const missing = docx
        .split('\n')
        .filter(Boolean)
        .filter((line) => !flat(pdf).includes(flat(line)));
      expect(missing, name).toEqual([]);
      expect(bulletCount(docx), name).toBe(bulletCount(pdf));
    }
  });

  it('keeps list items as bulleted lines', async () => {
    const { text } = await readDocx(base);
    expect(text.split('\n')).toContain(
      '• Prepare journal entries, accruals, prepaid amortization and fixed asset depreciation in NetSuite',
    );
    expect(text.split('\n')[0]).toBe('Kevin Larsen');
  });

  it('reads a data table row by row and a layout table cell by cell', async () => {
    const body =
      p('Skills') +
      `<w:tbl>${row(cell('Python'), cell('5 years'))}${row(cell('SQL'), cell('3 years'))}</w:tbl>` +
      p('Two columns') +
      `<w:tbl>${row(cell('Contact', 'jane@example.com', 'Paris'), cell('Experience', 'Acme Corp, engineer'))}</w:tbl>`;
    const { text } = await readDocx(withZipEntries(base, { 'word/document.xml': documentXml(body) }));
    expect(text.split('\n')).toEqual([
      'Skills',
      'Python | 5 years',
      'SQL | 3 years',
      'Two columns',
      'Contact',
      'jane@example.com',
      'Paris',
      'Experience',
      'Acme Corp, engineer',
    ]);
  });

  // Word's own table markup (widths, properties, grid) reads like the hand-written one.
  it('reads a table written by Word row by row', async () => {
    const tableRow = (...texts: string[]) =>
      new TableRow({ children: texts.map((text) => new TableCell({ children: [new Paragraph(text)] })) });
    const docx = await wordFile({
      body: [
        new Paragraph('Languages'),
        new Table({ rows: [tableRow('English', 'Native'), tableRow('Spanish', 'Fluent')] }),
      ],
    });
    expect((await readDocx(docx)).text.split('\n')).toEqual([
      'Languages',
      'English | Native',
      'Spanish | Fluent',
    ]);
  });

  it('puts the page header first, without repeating lines or page numbers', async () => {
    const header = `<w:hdr ${W}>${p('Jane Doe')}${p('jane@example.com | +1 555 0100')}${p('Page 1 of 2')}</w:hdr>`;
    const docx = withZipEntries(base, {
      'word/document.xml': documentXml(p('Jane Doe') + p('Summary') + p('Engineer.')),
      'word/header1.xml': header,
      'word/_rels/document.xml.rels': relationships('header', 'header1.xml', false),
    });
    const { text } = await readDocx(docx);
    expect(text.split('\n')).toEqual(['jane@example.com | +1 555 0100', 'Jane Doe', 'Summary', 'Engineer.']);
  });

  // Templates often put the name and contact line in the page header, and notes in the footer.
  it('reads the header and footer Word writes: header before the body, footer after, page number fields dropped', async () => {
    const docx = await wordFile({
      header: ['Jane Doe', 'jane@example.com | (555) 010-0199'],
      body: [new Paragraph('Summary'), new Paragraph('Engineer who ships.')],
      footer: [
        new Paragraph('References available on request'),
        new Paragraph({ children: [new TextRun({ children: [PageNumber.CURRENT] })] }),
      ],
    });
    expect((await readDocx(docx)).text.split('\n')).toEqual([
      'Jane Doe',
      'jane@example.com | (555) 010-0199',
      'Summary',
      'Engineer who ships.',
      'References available on request',
    ]);
  });

  // A sidebar or contact block drawn in a text box is read where it is anchored.
  it('reads the text of a text box in place', async () => {
    const docx = await wordFile({
      body: [
        new Paragraph('Jane Doe'),
        new Textbox({
          style: { width: '200pt', height: '60pt' },
          children: [new Paragraph('jane@example.com'), new Paragraph('Berlin, Germany')],
        }),
        new Paragraph('Experience'),
      ],
    });
    const lines = (await readDocx(docx)).text.split('\n');
    expect(lines.indexOf('jane@example.com')).toBeGreaterThan(lines.indexOf('Jane Doe'));
    expect(lines.indexOf('Berlin, Germany')).toBeGreaterThan(lines.indexOf('jane@example.com'));
    expect(lines.indexOf('Experience')).toBeGreaterThan(lines.indexOf('Berlin, Germany'));
  });

  it('refuses a damaged file with a plain message', async () => {
    const damaged = new AppError('UNPROCESSABLE', docxMessages.damaged);
    await expect(readDocx(base.subarray(0, 2000))).rejects.toThrowError(damaged);
    await expect(readDocx(strToU8('not a word file'))).rejects.toThrowError(damaged);
    const noDocument = zipSync({
      '[Content_Types].xml': unzipSync(base)['[Content_Types].xml'] as Uint8Array,
    });
    await expect(readDocx(noDocument)).rejects.toThrowError(damaged);
  });

  it('refuses a Word file whose XML unpacks to more than DOCX_XML_MAX_BYTES, before reading it', async () => {
    // Paragraphs of two words in a random order: they pack about 30 times, far under the zip-bomb ratio.
    let seed = 7;
    const coin = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed & 0x10000 ? 'engineer' : 'built';
    };
    const paragraphs: string[] = [];
    for (let size = 0; size <= DOCX_XML_MAX_BYTES; size += 60)
      paragraphs.push(p(Array.from({ length: 5 }, coin).join(' ')));
    const big = withZipEntries(base, { 'word/document.xml': documentXml(paragraphs.join('')) });
    await expect(readDocx(big)).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: docxMessages.tooLarge,
    });
  });

  it('refuses to inflate a zip bomb', async () => {
    await expect(readDocx(zeroBombZip(200))).rejects.toBeInstanceOf(AppError);
  });

  it('warns when a document has no text', async () => {
    const empty = withZipEntries(base, { 'word/document.xml': documentXml('<w:p/>') });
    expect(await readDocx(empty)).toEqual({ text: '', warnings: [docxMessages.noText] });
  });
});
