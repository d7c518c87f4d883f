import { AppError } from '@core/errors';
import { renderTemplate } from '@core/templates/render-template';
import { exportFormats } from '@shared/api/export';
import { versionMessages } from '@shared/messages';
import type { ResumeDocument } from '@shared/resume-document';
import { sampleDocument } from '@test/builders/export-documents';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { defaultExportOptions } from './export-options';
import { exportResume } from './export-resume';

const now = new Date('2026-03-01T12:00:00Z');

/** The first bytes each format's file starts with. */
const signatures = {
  pdf: '%PDF-',
  docx: 'PK\u0003\u0004',
  txt: 'Angela Whitfield',
  html: '<!DOCTYPE html>',
  json: '{',
};

describe('exportResume', () => {
  it('writes the document in each format', async () => {
    const document = sampleDocument('teacher');
    for (const format of exportFormats) {
      const bytes = await exportResume(document, format, defaultExportOptions, now);
      expect(strFromU8(bytes.subarray(0, signatures[format].length), true), format).toBe(signatures[format]);
    }
  });

  it('answers a renderer failure as an AppError with the export message, its cause kept for the log', async () => {
    const broken = { basics: { profiles: [] }, sections: null } as unknown as ResumeDocument;
    for (const format of exportFormats) {
      const failure = await exportResume(broken, format, defaultExportOptions, now).catch(
        (error: unknown) => error,
      );
      expect(failure, format).toBeInstanceOf(AppError);
      expect(failure, format).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: versionMessages.exportFailed,
      });
      expect((failure as AppError).cause, format).toBeInstanceOf(TypeError);
    }
  });

  it("writes a template's HTML as that template's own page, the one the gallery and the builder show", async () => {
    const document = sampleDocument('teacher');
    const options = { ...defaultExportOptions, template: 'academic-excellence' as const };
    const html = strFromU8(await exportResume(document, 'html', options, now));
    expect(html).toBe(renderTemplate('academic-excellence', document, { language: 'en' }));
  });

  it("gives PDF and Word the template's colour and typeface, their one column kept", async () => {
    const document = sampleDocument('teacher');
    const options = { ...defaultExportOptions, optimizeForATS: false, template: 'executive-pro' as const };
    const pdf = Buffer.from(await exportResume(document, 'pdf', options, now)).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Tinos/u);
    expect(pdf).not.toMatch(/\/BaseFont \/[A-Z]{6}\+Arimo/u);
    const docx = unzipSync(await exportResume(document, 'docx', options, now));
    const body = strFromU8(docx['word/document.xml'] ?? new Uint8Array());
    expect(body).toContain('1B2A4A');
    expect(strFromU8(docx['word/styles.xml'] ?? new Uint8Array()) + body).toContain('Georgia');
  });
});
