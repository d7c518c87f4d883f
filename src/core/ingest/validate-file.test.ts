import { AppError } from '@core/errors';
import { RESUME_MAX_BYTES, VALIDATE_MAX_BYTES } from '@shared/constants';
import { fileValidationResultSchema } from '@shared/file-validation';
import { validationMessages } from '@shared/messages';
import { resumeAsDocx, resumeAsPdf, resumeAsText } from '@test/builders/resume-files';
import { sampleResume } from '@test/builders/resume-markup';
import {
  buildDoc,
  rawZip,
  relationships,
  simplePdf,
  withMacros,
  withZipEntries,
  zeroBombZip,
} from '@test/builders/scan-samples';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkResumeUpload, validateFile } from './validate-file';
import { fileMessages } from './validate-messages';

/** One sample resume (two pages as a PDF) saved the three ways the upload takes. */
const markup = sampleResume('software-engineer');
const docx = await resumeAsDocx(markup);
const pdf = await resumeAsPdf(markup);
const txt = strToU8(resumeAsText(markup));
const png = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
]);
const exe = new Uint8Array(1024);
exe.set([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
const javascriptPdf = simplePdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>');
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

async function validate(bytes: Uint8Array, fileName: string) {
  const result = await validateFile({ bytes, fileName });
  return fileValidationResultSchema.parse(result);
}

describe('validateFile', () => {
  it('accepts a resume as PDF, DOCX and TXT with its metadata', async () => {
    const fromPdf = await validate(pdf, 'cv.pdf');
    expect(fromPdf).toMatchObject({
      isValid: true,
      issues: [],
      metadata: { mimeType: 'application/pdf', pages: 2 },
      securityScan: { riskLevel: 'low', hasMaliciousContent: false, hasScripts: false },
    });
    expect(fromPdf.metadata.wordCount).toBeGreaterThan(150);
    const fromDocx = await validate(docx, 'cv.docx');
    expect(fromDocx.isValid).toBe(true);
    expect(fromDocx.metadata.wordCount).toBeGreaterThan(150);
    // The same resume, exported twice, counts about the same words.
    expect(Math.abs(fromDocx.metadata.wordCount - fromPdf.metadata.wordCount)).toBeLessThan(10);
    expect(await validate(txt, 'cv.txt')).toMatchObject({ isValid: true, metadata: { encoding: 'utf-8' } });
  });

  it('blocks empty, oversized and unsupported files', async () => {
    expect(await validate(new Uint8Array(0), 'cv.pdf')).toMatchObject({
      isValid: false,
      issues: [fileMessages.empty],
    });
    const big = await validate(new Uint8Array(VALIDATE_MAX_BYTES + 1), 'cv.pdf');
    expect(big).toMatchObject({
      isValid: false,
      issues: [fileMessages.tooLarge],
      metadata: { fileSize: VALIDATE_MAX_BYTES + 1 },
    });
    const markdown = await validate(txt, 'cv.md');
    expect(markdown.issues).toContain(fileMessages.unsupportedExtension);
  });

  it('blocks files whose content does not match their name', async () => {
    const program = await validate(exe, 'resume.docx');
    expect(program.isValid).toBe(false);
    expect(program.issues).toEqual([fileMessages.mismatch('.docx', 'a program')]);
    expect((await validate(png, 'resume.pdf')).issues).toEqual([fileMessages.mismatch('.pdf', 'an image')]);
    expect((await validate(pdf, 'resume.txt')).issues).toEqual([fileMessages.mismatch('.txt', 'a PDF')]);
    const random = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7919 + ((i * i) % 253)) & 0xff);
    expect((await validate(random, 'resume.pdf')).issues).toEqual([fileMessages.unknownContent]);
  });

  it('scores a Windows program as high risk under any name, and text that starts with "MZ" as text', async () => {
    for (const name of ['resume.docx', 'resume.pdf', 'setup.exe']) {
      const program = await validate(exe, name);
      expect(program.securityScan, name).toMatchObject({ riskLevel: 'high', hasMaliciousContent: true });
      expect(program.isValid).toBe(false);
    }
    const text = await validate(strToU8(`MZ Consulting\n${resumeAsText(markup)}`), 'resume.txt');
    expect(text).toMatchObject({ isValid: true, securityScan: { riskLevel: 'low' } });
  });

  it('blocks a PDF with JavaScript and reports scripts', async () => {
    const result = await validate(javascriptPdf, 'cv.pdf');
    expect(result).toMatchObject({
      isValid: false,
      securityScan: { riskLevel: 'high', hasMaliciousContent: true, hasScripts: true },
    });
    expect(result.issues).toEqual([
      'This PDF contains JavaScript that runs automatically when the file is opened.',
    ]);
  });

  it('blocks a web page with an onload handler and counts its visible words', async () => {
    const html = strToU8(
      '<!doctype html><html><body onload="steal()"><h1>Jane Doe</h1><p>Engineer in Paris</p></body></html>',
    );
    const result = await validate(html, 'cv.html');
    expect(result).toMatchObject({ isValid: false, securityScan: { hasScripts: true, riskLevel: 'high' } });
    expect(result.metadata.wordCount).toBe(5);
    expect(result.warnings).toContain(fileMessages.webPage);
  });

  it('blocks macro documents, zip bombs and path traversal without opening them', async () => {
    const macros = await validate(withMacros(docx), 'cv.docx');
    expect(macros.issues).toContain('This Word file contains macros, which can run code on your computer.');
    expect(macros.securityScan).toEqual({ riskLevel: 'high', hasMaliciousContent: true, hasScripts: true });
    const bomb = await validate(zeroBombZip(200), 'cv.docx');
    expect(bomb.isValid).toBe(false);
    expect(bomb.issues.join(' ')).toMatch(/zip bomb/);
    expect(bomb.metadata.wordCount).toBe(0);
    const traversal = await validate(rawZip([{ name: '../../evil.txt', data: strToU8('x') }]), 'cv.docx');
    expect(traversal.issues.join(' ')).toMatch(/"\.\.\/"/);
  });

  it('accepts ordinary links with a warning, and low risk', async () => {
    const linked = withZipEntries(docx, {
      'word/_rels/document.xml.rels': relationships('hyperlink', 'https://www.linkedin.com/in/jane'),
    });
    const result = await validate(linked, 'cv.docx');
    expect(result.isValid).toBe(true);
    expect(result.securityScan.riskLevel).toBe('low');
    expect(result.warnings.join(' ')).toMatch(/1 link to websites/);
  });

  it("accepts a Word file made from a template on its author's disk, listing the template as a note", async () => {
    const fromTemplate = withZipEntries(docx, {
      'word/_rels/settings.xml.rels': relationships(
        'attachedTemplate',
        'file:///C:\\Users\\jane\\AppData\\Roaming\\Microsoft\\Templates\\Normal.dotm',
      ),
    });
    const result = await validate(fromTemplate, 'cv.docx');
    expect(result).toMatchObject({
      isValid: true,
      issues: [],
      securityScan: { riskLevel: 'low', hasMaliciousContent: false, hasScripts: false },
    });
    // The note is informational: kept in the scan's findings (checkResumeUpload), never shown as a warning.
    expect(result.warnings.join(' ')).not.toMatch(/template/);
  });

  it('blocks a password-protected PDF without calling it malicious', async () => {
    const locked = simplePdf();
    const withEncrypt = buildLockedPdf(locked);
    const result = await validate(withEncrypt, 'cv.pdf');
    expect(result.isValid).toBe(false);
    expect(result.issues).toEqual([
      'This PDF is password-protected. Remove the password and upload it again.',
    ]);
    expect(result.securityScan.hasMaliciousContent).toBe(false);
  });

  it('reads legacy formats with a warning about formatting, and warns about short text', async () => {
    const rtf = await validate(strToU8(`{\\rtf1\\ansi ${words(80)}\\par}`), 'cv.rtf');
    expect(rtf).toMatchObject({ isValid: true, metadata: { wordCount: 80, mimeType: 'application/rtf' } });
    expect(rtf.warnings).toEqual([fileMessages.legacyFormat('RTF')]);
    const doc = await validate(buildDoc('Jane Doe\nSoftware Engineer'), 'cv.doc');
    expect(doc.isValid).toBe(true);
    expect(doc.metadata).toMatchObject({ wordCount: 4, mimeType: 'application/msword' });
    expect(doc.warnings).toEqual([
      fileMessages.shortText(4),
      fileMessages.legacyFormat('DOC (Word 97-2003)'),
    ]);
  });

  it('reports the encoding of text files and warns about very long ones', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from('Jané Doe', (c) => [c.charCodeAt(0), 0]).flat()]);
    expect((await validate(utf16, 'cv.txt')).metadata.encoding).toBe('utf-16le');
    const cp1252 = new Uint8Array([...strToU8('caf'), 0xe9, 0x20, 0x72, 0xe9, 0x73, 0x75, 0x6d, 0xe9]);
    expect((await validate(cp1252, 'cv.txt')).metadata.encoding).toBe('windows-1252');
    const long = await validate(strToU8(words(3200)), 'cv.txt');
    expect(long.warnings).toEqual([fileMessages.longText(7)]);
  });

  it('reads HTML saved as .txt as text: its markup is never rendered', async () => {
    const page = strToU8('<html><body onload="x()"><p>Jane Doe</p></body></html>');
    const result = await validate(page, 'cv.txt');
    expect(result).toMatchObject({ isValid: true, securityScan: { riskLevel: 'low', hasScripts: false } });
  });

  it('reports the type the name claims when the content is not examined', async () => {
    expect((await validate(new Uint8Array(0), 'cv.docx')).metadata.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('warns when no text is found', async () => {
    const result = await validate(strToU8('   \n  '), 'cv.txt');
    expect(result.isValid).toBe(true);
    expect(result.metadata.wordCount).toBe(0);
    expect(result.warnings.length).toBeGreaterThan(0);
  });
});

describe('checkResumeUpload', () => {
  const refusal = async (bytes: Uint8Array, fileName: string) => {
    const error = await checkResumeUpload({ bytes, fileName }).catch((e: unknown) => e);
    if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
    return { code: error.code, message: error.message };
  };

  it('accepts resumes and names their kind', async () => {
    expect(await checkResumeUpload({ bytes: pdf, fileName: 'cv.pdf' })).toEqual({
      kind: 'pdf',
      findings: [],
    });
    expect((await checkResumeUpload({ bytes: docx, fileName: 'cv.docx' })).kind).toBe('docx');
    expect((await checkResumeUpload({ bytes: txt, fileName: 'cv.txt' })).kind).toBe('txt');
  });

  it('accepts a Word file made from a local template and reports the template among the findings', async () => {
    const fromTemplate = withZipEntries(docx, {
      'word/_rels/settings.xml.rels': relationships(
        'attachedTemplate',
        '/Users/jane/Library/Group Containers/UBF8T346G9.Office/User Content.localized/Templates.localized/Normal.dotm',
      ),
    });
    const { kind, findings } = await checkResumeUpload({ bytes: fromTemplate, fileName: 'cv.docx' });
    expect(kind).toBe('docx');
    expect(findings.map((f) => `${f.kind}:${f.severity}`)).toEqual(['local-template:info']);
  });

  it('refuses other types and mismatches with the spec message', async () => {
    const invalid = { code: 'UNSUPPORTED_MEDIA_TYPE', message: validationMessages.invalidFileType };
    expect(await refusal(buildDoc('Jane'), 'cv.doc')).toEqual(invalid);
    expect(await refusal(pdf, 'cv.txt')).toEqual(invalid);
    expect(await refusal(png, 'cv.pdf')).toEqual(invalid);
    expect(await refusal(exe, 'cv.docx')).toEqual(invalid);
    expect(await refusal(docx, 'cv')).toEqual(invalid);
  });

  it('refuses files of 5 MB or more with the spec message, and empty files', async () => {
    const tooLarge = { code: 'PAYLOAD_TOO_LARGE', message: validationMessages.fileTooLarge };
    expect(await refusal(new Uint8Array(RESUME_MAX_BYTES + 1).fill(0x61), 'cv.txt')).toEqual(tooLarge);
    expect(await refusal(new Uint8Array(RESUME_MAX_BYTES).fill(0x61), 'cv.txt')).toEqual(tooLarge);
    expect(await refusal(new Uint8Array(0), 'cv.pdf')).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The file is empty.',
    });
  });

  it('refuses dangerous content with a plain explanation', async () => {
    expect(await refusal(withMacros(docx), 'cv.docx')).toEqual({
      code: 'UNPROCESSABLE',
      message: 'This file was refused: it contains macros, which can run code on your computer.',
    });
    expect(await refusal(javascriptPdf, 'cv.pdf')).toEqual({
      code: 'UNPROCESSABLE',
      message:
        'This file was refused: it contains JavaScript that runs automatically when the file is opened.',
    });
    const template = withZipEntries(docx, {
      'word/_rels/settings.xml.rels': relationships('attachedTemplate', 'http://evil.example/t.dotm'),
    });
    expect((await refusal(template, 'cv.docx')).message).toMatch(
      /^This file was refused: it loads a template/,
    );
    expect((await refusal(zeroBombZip(200), 'cv.docx')).message).toMatch(
      /^This file was refused: it is built to expand/,
    );
    expect((await refusal(rawZip([{ name: '../../evil.txt', data: strToU8('x') }]), 'cv.docx')).code).toBe(
      'UNPROCESSABLE',
    );
  });

  it('says a truncated DOCX is damaged rather than of the wrong type', async () => {
    expect(await refusal(docx.subarray(0, docx.length - 40), 'cv.docx')).toEqual({
      code: 'UNPROCESSABLE',
      message: 'This file is damaged and could not be read.',
    });
  });

  it('refuses a locked PDF', async () => {
    expect(await refusal(buildLockedPdf(simplePdf()), 'cv.pdf')).toEqual({
      code: 'UNPROCESSABLE',
      message: 'This PDF is password-protected. Remove the password and upload it again.',
    });
  });

  it('treats HTML saved as .txt as text: it is never rendered', async () => {
    const page = strToU8('<html><body onload="x()"><p>Jane Doe</p></body></html>');
    expect(await checkResumeUpload({ bytes: page, fileName: 'cv.txt' })).toEqual({
      kind: 'txt',
      findings: [],
    });
  });
});

/** Adds a standard-security /Encrypt entry whose user password is not empty, so the PDF cannot be opened. */
function buildLockedPdf(pdfBytes: Uint8Array): Uint8Array {
  const text = new TextDecoder('latin1').decode(pdfBytes);
  const hex32 = 'ab'.repeat(32);
  const locked = text.replace(
    '/Root 1 0 R ',
    `/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /P -4 /O <${hex32}> /U <${hex32}> >> /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] `,
  );
  return Uint8Array.from(locked, (c) => c.charCodeAt(0));
}
