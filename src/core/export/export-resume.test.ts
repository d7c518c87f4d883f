import { AppError } from '@core/errors';
import { exportFormats } from '@shared/api/export';
import { versionMessages } from '@shared/messages';
import type { ResumeDocument } from '@shared/resume-document';
import { sampleDocument } from '@test/builders/export-documents';
import { strFromU8 } from 'fflate';
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
});
