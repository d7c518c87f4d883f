import { AppError } from '@core/errors';
import { diffLines } from '@core/versions/line-diff';
import { resumeContentOf } from '@core/versions/resume-content';
import type { ResumeVersion, VersionDiff } from '@shared/api/versions';
import { serverMessages, versionMessages } from '@shared/messages';
import type { WorkPool } from '../../work/work-pool';
import type { PrivacyRecorder } from '../privacy/privacy-recorder';
import type { FirstVersionLabel, VersionsRepository } from './versions.repository';

/** What version 1 is called when the resume's upload becomes it (the spec leaves it open). */
export const firstVersionLabel: FirstVersionLabel = {
  title: 'Original upload',
  description: 'The file uploaded with this resume.',
};

/** The text fields of a new version, checked (see `versionFieldsSchema`). */
export interface VersionFields {
  title: string;
  description: string;
  tags: string[];
}

const resumeNotFound = () => new AppError('NOT_FOUND', serverMessages.notFound('Resume'));
const versionNotFound = () => new AppError('NOT_FOUND', versionMessages.notFound);

/**
 * Resume versions (platform spec §3, §7; issue 17). The active version is the resume's current file: creating a
 * version, making one active, or deleting the active one rewrites the resume's text, sections and contact details
 * from the version now active, so the analysis, the section editor and exports read that file.
 */
export function createVersionsService(
  repository: VersionsRepository,
  work: WorkPool,
  privacy?: PrivacyRecorder,
) {
  async function find(owner: string, resumeId: number, versionId: number) {
    if (!(await repository.resumeExists(owner, resumeId))) throw resumeNotFound();
    return (await repository.findWithText(owner, resumeId, versionId)) ?? Promise.reject(versionNotFound());
  }

  return {
    async list(owner: string, resumeId: number): Promise<ResumeVersion[]> {
      return (await repository.list(owner, resumeId, firstVersionLabel)) ?? Promise.reject(resumeNotFound());
    },

    /**
     * Only a file that passes the file manager's validation (the checks of POST /api/files/validate) is kept.
     * @throws AppError NOT_FOUND (no such resume), UNPROCESSABLE (invalid file, its issues in `details`).
     */
    async create(
      owner: string,
      resumeId: number,
      upload: { bytes: Uint8Array; fileName: string },
      fields: VersionFields,
    ): Promise<ResumeVersion> {
      if (!(await repository.resumeExists(owner, resumeId))) throw resumeNotFound();
      // Validated and read on a worker thread (issue 22): the file is read only when valid.
      const { validation, file } = await work.run('readVersion', upload, owner);
      // Issue 19: the scan's verdict is kept, linked to the resume when the file is kept.
      const scan = (resumeKept: number | null) =>
        privacy?.scan(owner, {
          source: 'version_upload',
          summary: validation.securityScan,
          fileType: validation.metadata.mimeType,
          fileSize: validation.metadata.fileSize,
          resumeId: resumeKept,
        });
      if (!validation.isValid || !file) {
        await scan(null);
        throw new AppError('UNPROCESSABLE', versionMessages.invalidFile, {
          issues: validation.issues,
          warnings: validation.warnings,
        });
      }
      const version = await repository.create(
        owner,
        resumeId,
        { ...fields, ...file, bytes: upload.bytes },
        firstVersionLabel,
        resumeContentOf,
      );
      if (!version) throw resumeNotFound();
      await scan(resumeId);
      await privacy?.activity(owner, 'version', validation.metadata.mimeType);
      return version;
    },

    async activate(owner: string, resumeId: number, versionId: number): Promise<ResumeVersion> {
      if (!(await repository.resumeExists(owner, resumeId))) throw resumeNotFound();
      const version = await repository.activate(owner, resumeId, versionId, resumeContentOf);
      return version ?? Promise.reject(versionNotFound());
    },

    /** @throws AppError UNPROCESSABLE for the resume's only version: a resume keeps at least one. */
    async delete(owner: string, resumeId: number, versionId: number): Promise<void> {
      if (!(await repository.resumeExists(owner, resumeId))) throw resumeNotFound();
      const outcome = await repository.delete(owner, resumeId, versionId, resumeContentOf);
      if (outcome === 'not-found') throw versionNotFound();
      if (outcome === 'last') throw new AppError('UNPROCESSABLE', versionMessages.lastVersion);
    },

    async getText(owner: string, resumeId: number, versionId: number): Promise<string> {
      return (await find(owner, resumeId, versionId)).text;
    },

    async getFile(owner: string, resumeId: number, versionId: number) {
      if (!(await repository.resumeExists(owner, resumeId))) throw resumeNotFound();
      return (await repository.findFile(owner, resumeId, versionId)) ?? Promise.reject(versionNotFound());
    },

    /** The line diff of two versions' extracted text (see `diffLines` for its bound). */
    async diff(owner: string, resumeId: number, fromId: number, toId: number): Promise<VersionDiff> {
      const from = await find(owner, resumeId, fromId);
      const to = await find(owner, resumeId, toId);
      return { from: from.version, to: to.version, ...diffLines(from.text, to.text) };
    },
  };
}

export type VersionsService = ReturnType<typeof createVersionsService>;
