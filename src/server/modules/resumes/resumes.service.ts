import { AppError } from '@core/errors';
import { ingestResume } from '@core/ingest/ingest-resume';
import { buildResumeDocument } from '@core/resume/build-document';
import type { Resume, ResumeSection, UpdateSectionBody } from '@shared/api/resumes';
import { serverMessages } from '@shared/messages';
import { withDocument } from './resume-document';
import type { ResumesRepository } from './resumes.repository';

const notFound = () => new AppError('NOT_FOUND', serverMessages.notFound('Resume'));

export function createResumesService(repository: ResumesRepository) {
  return {
    /** Checks and reads the file first; only a fully read resume is stored. Answers it with its document. */
    async upload(owner: string, file: { bytes: Uint8Array; fileName: string }): Promise<Resume> {
      const ingested = await ingestResume(file);
      const stored = await repository.create(owner, ingested, file.bytes);
      const { text, sections, contact } = ingested;
      return withDocument(stored, buildResumeDocument({ text, sections, contact }));
    },

    list: (owner: string) => repository.list(owner),

    /** The resume with its document as the visitor left it (section edits included). */
    async get(owner: string, id: number): Promise<Resume> {
      const found = await repository.documentOf(owner, id);
      if (!found) throw notFound();
      return withDocument(found.resume, found.document);
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
