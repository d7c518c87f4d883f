import { validateFileResponseSchema } from '@shared/api/files';
import { fileManagerMessages } from '@shared/messages';
import { multipartBody } from '@test/server/multipart';
import {
  docxWithMacro,
  pdfWithJavaScript,
  publicPdf,
  sampleResumeDocx,
  windowsExecutable,
  zipBomb,
} from '@test/server/sample-files';
import { asVisitor, newSessionId, setUpTestApp } from '@test/server/test-app';
import { describe, expect, it } from 'vitest';

const server = setUpTestApp();

async function validate(fileName: string, bytes: Uint8Array) {
  const body = multipartBody('file', fileName, bytes);
  return server.app.inject({
    method: 'POST',
    url: '/api/files/validate',
    headers: { ...asVisitor(newSessionId()), ...body.headers },
    payload: body.payload,
  });
}

async function validationOf(fileName: string, bytes: Uint8Array) {
  const response = await validate(fileName, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return validateFileResponseSchema.parse(response.json()).validation;
}

describe('POST /api/files/validate', () => {
  // A PDF written by LaTeX (test/fixtures/public): two pages, real fonts, no active content.
  it('passes a real PDF resume with its metadata', async () => {
    const bytes = publicPdf('resume-matcher-john-doe');
    const validation = await validationOf('john_doe.pdf', bytes);
    expect(validation.isValid).toBe(true);
    expect(validation.issues).toEqual([]);
    expect(validation.metadata).toMatchObject({
      fileSize: bytes.length,
      mimeType: 'application/pdf',
      pages: 2,
    });
    expect(validation.metadata.wordCount).toBeGreaterThan(150);
    expect(validation.securityScan).toEqual({
      riskLevel: 'low',
      hasMaliciousContent: false,
      hasScripts: false,
    });
  });

  // A Word document as the docx library writes it (styles, numbering, core properties).
  it('passes a Word resume', async () => {
    const validation = await validationOf('cv.docx', await sampleResumeDocx('registered-nurse'));
    expect(validation.isValid).toBe(true);
    expect(validation.issues).toEqual([]);
    expect(validation.securityScan.hasMaliciousContent).toBe(false);
  });

  it.each([
    ['a DOCX with a macro', 'cv.docx', docxWithMacro],
    ['a PDF with JavaScript', 'cv.pdf', pdfWithJavaScript],
    ['a zip bomb', 'cv.docx', () => zipBomb(200)],
  ])('names the danger in %s', async (_name, fileName, makeBytes) => {
    const validation = await validationOf(fileName, await makeBytes());
    expect(validation.isValid).toBe(false);
    expect(validation.securityScan.riskLevel).toBe('high');
    expect(validation.securityScan.hasMaliciousContent).toBe(true);
    expect(validation.issues.length).toBeGreaterThan(0);
  });

  it('finds the script in an HTML page with an onload handler', async () => {
    const page = Buffer.from('<!doctype html><html><body onload="steal()"><h1>Jane Doe</h1></body></html>');
    const validation = await validationOf('cv.html', page);
    expect(validation.securityScan.hasScripts).toBe(true);
    expect([...validation.issues, ...validation.warnings].join(' ')).toMatch(/script|event/i);
  });

  it('refuses a program renamed as a document', async () => {
    const validation = await validationOf('cv.docx', windowsExecutable());
    expect(validation.isValid).toBe(false);
  });

  it('answers 413 for 10 MB and more', async () => {
    const response = await validate('big.txt', new Uint8Array(10 * 1024 * 1024).fill(0x61));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(fileManagerMessages.fileTooLarge);
  });
});
