import { resumeAsDocx, resumeAsPdf, resumeAsText } from '@test/builders/resume-files';
import { sampleResume } from '@test/builders/resume-markup';
import { buildCfb, buildDoc, simplePdf, withMacros, withZipEntries } from '@test/builders/scan-samples';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectFileType, mimeTypes } from './detect-file-type';

/** One sample resume as the three kinds of file people upload. */
const markup = sampleResume('staff-accountant');
const docx = await resumeAsDocx(markup);
const pdf = await resumeAsPdf(markup);
const txt = strToU8(resumeAsText(markup));
const png = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
]);
const exe = new Uint8Array(512);
exe.set([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

describe('detectFileType', () => {
  it('recognises PDF, DOCX and TXT resumes under their own names', async () => {
    expect(await detectFileType(pdf, 'cv.pdf')).toEqual({
      kind: 'pdf',
      mimeType: mimeTypes.pdf,
      extension: '.pdf',
      mismatch: false,
    });
    expect(await detectFileType(docx, 'cv.docx')).toMatchObject({
      kind: 'docx',
      mimeType: mimeTypes.docx,
      mismatch: false,
    });
    expect(await detectFileType(txt, 'cv.txt')).toMatchObject({
      kind: 'txt',
      mimeType: 'text/plain',
      mismatch: false,
    });
  });

  it('sees a PDF renamed .txt and a DOCX renamed .pdf', async () => {
    expect(await detectFileType(pdf, 'resume.txt')).toMatchObject({ kind: 'pdf', mismatch: true });
    expect(await detectFileType(docx, 'resume.pdf')).toMatchObject({ kind: 'docx', mismatch: true });
    expect(await detectFileType(pdf, 'resume')).toMatchObject({ kind: 'pdf', extension: '', mismatch: true });
  });

  it('sees an image or a program renamed as a document', async () => {
    expect(await detectFileType(png, 'resume.pdf')).toMatchObject({
      kind: 'unknown',
      mimeType: 'image/png',
      mismatch: true,
    });
    expect(await detectFileType(png, 'photo.png')).toMatchObject({ kind: 'unknown', mismatch: false });
    const program = await detectFileType(exe, 'resume.docx');
    expect(program).toMatchObject({ kind: 'unknown', mismatch: true });
    expect(program.mimeType).toMatch(/msdownload|dosexec/);
  });

  it('does not take random bytes for a PDF', async () => {
    const random = new Uint8Array(4096);
    for (let i = 0; i < random.length; i++) random[i] = (i * 7919 + ((i * i) % 251)) & 0xff;
    expect(await detectFileType(random, 'resume.pdf')).toMatchObject({ kind: 'unknown', mismatch: true });
  });

  it('requires Word parts for a DOCX and refuses macro-enabled documents', async () => {
    const plainZip = zipSync({ 'notes.txt': strToU8('hello') });
    expect(await detectFileType(plainZip, 'resume.docx')).toMatchObject({
      kind: 'unknown',
      mimeType: 'application/zip',
      mismatch: true,
    });
    expect(await detectFileType(withMacros(docx), 'resume.docx')).toMatchObject({
      kind: 'unknown',
      mimeType: mimeTypes.docm,
      mismatch: true,
    });
  });

  it('requires the declared main part to be present', async () => {
    const withoutDocument = withZipEntries(docx, {});
    const files = unzipSync(withoutDocument);
    delete files['word/document.xml'];
    expect(await detectFileType(zipSync(files), 'resume.docx')).toMatchObject({
      kind: 'unknown',
      mismatch: true,
    });
  });

  it('recognises legacy Word, RTF saved as .doc, and an encrypted DOCX', async () => {
    expect(await detectFileType(buildDoc('Jane Doe'), 'cv.doc')).toMatchObject({
      kind: 'doc',
      mismatch: false,
    });
    expect(await detectFileType(buildDoc('Jane Doe'), 'cv.docx')).toMatchObject({
      kind: 'doc',
      mismatch: true,
    });
    const rtf = strToU8('{\\rtf1\\ansi Jane Doe\\par}');
    expect(await detectFileType(rtf, 'cv.rtf')).toMatchObject({
      kind: 'rtf',
      mimeType: mimeTypes.rtf,
      mismatch: false,
    });
    expect(await detectFileType(rtf, 'cv.doc')).toMatchObject({ kind: 'rtf', mismatch: false });
    expect(await detectFileType(rtf, 'cv.pdf')).toMatchObject({ kind: 'rtf', mismatch: true });
    const encrypted = buildCfb([
      { name: 'EncryptionInfo', content: new Uint8Array(64) },
      { name: 'EncryptedPackage', content: new Uint8Array(64) },
    ]);
    expect(await detectFileType(encrypted, 'cv.docx')).toMatchObject({ kind: 'docx', mismatch: false });
    expect(
      await detectFileType(buildCfb([{ name: 'Workbook', content: new Uint8Array(8) }]), 'cv.doc'),
    ).toMatchObject({
      kind: 'unknown',
      mismatch: true,
    });
  });

  it('sniffs HTML only at the start of the text', async () => {
    const page = strToU8('\n  <!DOCTYPE html><html><body><p>Jane</p></body></html>');
    expect(await detectFileType(page, 'cv.html')).toMatchObject({
      kind: 'html',
      mimeType: 'text/html',
      mismatch: false,
    });
    expect(await detectFileType(page, 'cv.htm')).toMatchObject({ kind: 'html', mismatch: false });
    expect(await detectFileType(strToU8('<body>Jane Doe</body>'), 'cv.html')).toMatchObject({ kind: 'html' });
    const text = strToU8('Skills: HTML, CSS. I wrote <html> templates by hand.');
    expect(await detectFileType(text, 'cv.txt')).toMatchObject({ kind: 'txt', mismatch: false });
    expect(await detectFileType(text, 'cv.html')).toMatchObject({ kind: 'txt', mismatch: true });
  });

  it('reads a hand-written PDF even with a few bytes before the header', async () => {
    const junk = new Uint8Array([...strToU8('garbage\n'), ...simplePdf()]);
    expect(await detectFileType(junk, 'cv.pdf')).toMatchObject({ kind: 'pdf', mismatch: false });
    expect(await detectFileType(strToU8('I like %PDF-1.4 files'), 'cv.txt')).toMatchObject({ kind: 'txt' });
  });

  it('calls an empty file unknown without a mismatch', async () => {
    expect(await detectFileType(new Uint8Array(0), 'cv.pdf')).toMatchObject({
      kind: 'unknown',
      mismatch: false,
    });
  });
});
