import { AppError } from '@core/errors';
import { ingestResume } from '@core/ingest/ingest-resume';
import type { Resume, ResumeSection, UpdateSectionBody } from '@shared/api/resumes';
import { serverMessages } from '@shared/messages';
import type { ResumesRepository } from './resumes.repository';

const notFound = () => new AppError('NOT_FOUND', serverMessages.notFound('Resume'));

export function createResumesService(repository: ResumesRepository) {
  return {
    /** Checks and reads the file first; only a fully read resume is stored. */
    async upload(owner: string, file: { bytes: Uint8Array; fileName: string }): Promise<Resume> {
      const ingested = await ingestResume(file);
      return repository.create(owner, ingested, file.bytes);
    },

    list: (owner: string) => repository.list(owner),

    async get(owner: string, id: number): Promise<Resume> {
      return (await repository.find(owner, id)) ?? Promise.reject(notFound());
    },

    async getFile(owner: string, id: number) {
      return (await repository.findFile(owner, id)) ?? Promise.reject(notFound());
    },

    async listSections(owner: string, id: number): Promise<ResumeSection[]> {
      if (!(await repository.find(owner, id))) throw notFound();
      return repository.listSections(owner, id);
    },

    async updateSection(
      owner: string,
      id: number,
      index: number,
      edit: UpdateSectionBody,
    ): Promise<ResumeSection> {
      const section = await repository.updateSection(owner, id, index, edit);
      if (!section) throw new AppError('NOT_FOUND', serverMessages.notFound('Section'));
      return section;
    },

    async delete(owner: string, id: number): Promise<void> {
      if (!(await repository.delete(owner, id))) throw notFound();
    },
  };
}

export type ResumesService = ReturnType<typeof createResumesService>;
