import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '@core/errors';
import { corpusDir } from '@core/testing/corpus-dir';
import { relationships, withZipEntries, zeroBombZip } from '@test/builders/scan-samples';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { docxMessages, readDocx } from './read-docx';

const resumes = path.join(corpusDir, 'resumes');
const read = (file: string) => new Uint8Array(readFileSync(path.join(resumes, file)));
const base = read('docx/soupboss-02-accountant.docx');
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const cell = (...paragraphs: string[]) => `<w:tc>${paragraphs.map(p).join('')}</w:tc>`;
const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
const documentXml = (body: string) =>
  `<w:document ${W} ${R}><w:body>${body}<w:sectPr/></w:body></w:document>`;
const flat = (text: string) => text.replace(/^• /gm, '').replace(/\s+/g, ' ').trim();

async function pdfText(file: string): Promise<string> {
  const pdf = await getDocumentProxy(read(file));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('readDocx', () => {
  it('reads every corpus DOCX with text and no warnings', async () => {
    for (const file of readdirSync(path.join(resumes, 'docx'))) {
      const result = await readDocx(read(`docx/${file}`));
      expect(result.text.length, file).toBeGreaterThan(500);
      expect(result.warnings, file).toEqual([]);
    }
  });

  it('gives the same lines and bullets as the PDF export of the same resume', async () => {
    const pairs = readdirSync(path.join(resumes, 'docx'))
      .map((file) => file.replace(/\.docx$/, ''))
      .filter((name) => readdirSync(path.join(resumes, 'pdf')).includes(`${name}.pdf`));
    expect(pairs.length).toBeGreaterThanOrEqual(5);
    for (const name of pairs) {
      const docx = await readDocx(read(`docx/${name}.docx`));
      const pdf = await pdfText(`pdf/${name}.pdf`);
      const lines = docx.text.split('\n').filter(Boolean);
      const missing = lines.filter((line) => !flat(pdf).includes(flat(line)));
      expect(missing, name).toEqual([]);
      const bullets = (text: string) => text.split('\n').filter((line) => /^\s*•/.test(line)).length;
      expect(bullets(docx.text), name).toBe(bullets(pdf));
    }
  });

  it('keeps list items as bulleted lines', async () => {
    const { text } = await readDocx(base);
    expect(text).toContain('• Oversee the daily operations in the accounting department');
    expect(text.split('\n')).toContain('Sofia Flores');
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

  it('refuses a damaged file with a plain message', async () => {
    const damaged = new AppError('UNPROCESSABLE', docxMessages.damaged);
    await expect(readDocx(base.subarray(0, 2000))).rejects.toThrowError(damaged);
    await expect(readDocx(strToU8('not a word file'))).rejects.toThrowError(damaged);
    const noDocument = zipSync({
      '[Content_Types].xml': unzipSync(base)['[Content_Types].xml'] as Uint8Array,
    });
    await expect(readDocx(noDocument)).rejects.toThrowError(damaged);
  });

  it('refuses to inflate a zip bomb', async () => {
    await expect(readDocx(zeroBombZip(200))).rejects.toBeInstanceOf(AppError);
  });

  it('warns when a document has no text', async () => {
    const empty = withZipEntries(base, { 'word/document.xml': documentXml('<w:p/>') });
    expect(await readDocx(empty)).toEqual({ text: '', warnings: [docxMessages.noText] });
  });
});
