import { AppError } from '@core/errors';
import { extensionOf, sanitizeFileName } from '@core/ingest/file-name';
import { mimeTypeOf } from '@core/ingest/resume-mime-types';
import { readJsonResume, readJsonResumeValue } from '@core/json-resume/read-json-resume';
import { sectionsOfDocument } from '@core/resume/document-sections';
import {
  DOCUMENT_TEXT_MAX_CHARS,
  type Resume,
  type ResumeSection,
  type UpdateSectionBody,
} from '@shared/api/resumes';
import { serverMessages } from '@shared/messages';
import type { ResumeDocument } from '@shared/resume-document';
import type { WorkPool } from '../../work/work-pool';
import { documentUploadDetail } from '../privacy/privacy.messages';
import type { PrivacyRecorder } from '../privacy/privacy-recorder';
import { claimedFileTypeOf, summaryOfFindings, summaryOfRefusal } from '../privacy/scan-record';
import { contactOf, withDocument } from './resume-document';
import type { ResumesRepository } from './resumes.repository';

const notFound = () => new AppError('NOT_FOUND', serverMessages.notFound('Resume'));

/** The name a resume made from a document is stored under: the one given, else the person's, as a .txt file. */
function documentFileName(document: ResumeDocument, given?: string): string {
  const name = sanitizeFileName(given ?? `${document.basics.name?.trim() || 'Resume'}.txt`) || 'Resume.txt';
  return extensionOf(name) === '.txt' ? name : `${name.replace(/\.[a-z0-9]{1,16}$/iu, '')}.txt`;
}

/**
 * `work` reads uploads on a worker thread (issue 22). `privacy` (issue 19) is told of each upload (the
 * processing activity) and each file's security scan.
 */
export function createResumesService(
  repository: ResumesRepository,
  work: WorkPool,
  privacy?: PrivacyRecorder,
) {
  /**
   * A resume document (the builder's, a JSON Resume import) stored as an upload of its plain text would be: the
   * text is its file (text/plain) and its text, its sections are the document's, and the document itself is
   * kept, so the resume's document is this one, not one read back from the text. 400 for a document that prints
   * nothing or more than DOCUMENT_TEXT_MAX_CHARS.
   */
  async function fromDocument(owner: string, document: ResumeDocument, fileName?: string): Promise<Resume> {
    const { text, sections } = sectionsOfDocument(document);
    if (text.trim() === '') throw new AppError('VALIDATION_FAILED', serverMessages.emptyDocument);
    if (text.length > DOCUMENT_TEXT_MAX_CHARS)
      throw new AppError('VALIDATION_FAILED', serverMessages.documentTooLong(DOCUMENT_TEXT_MAX_CHARS));
    const bytes = new TextEncoder().encode(text);
    const stored = await repository.create(
      owner,
      {
        fileName: documentFileName(document, fileName),
        fileSize: bytes.byteLength,
        mimeType: mimeTypeOf.txt,
        text,
        contact: contactOf(document),
        warnings: [],
        sections,
        document,
      },
      bytes,
    );
    await privacy?.activity(owner, 'upload', documentUploadDetail);
    return withDocument(stored, document);
  }

  return {
    fromDocument,

    /** Checks and reads the file first; only a fully read resume is stored. Answers it with its document. */
    async upload(owner: string, file: { bytes: Uint8Array; fileName: string }): Promise<Resume> {
      // An upload's document is read from its text each time (section edits included), so it is not stored;
      // the one the worker read answers this upload.
      const { document, findings, ...ingested } = await work
        .run('ingest', file, owner)
        .catch(async (error) => {
          const summary = summaryOfRefusal(error);
          const { fileName, bytes } = file;
          const scan = {
            source: 'resume_upload',
            fileType: claimedFileTypeOf(fileName),
            fileSize: bytes.byteLength,
          } as const;
          if (summary) await privacy?.scan(owner, { ...scan, summary, resumeId: null });
          throw error;
        });
      const stored = await repository.create(owner, ingested, file.bytes);
      const scanned = { fileType: ingested.mimeType, fileSize: ingested.fileSize, resumeId: stored.id };
      await privacy?.scan(owner, {
        source: 'resume_upload',
        summary: summaryOfFindings(findings),
        ...scanned,
      });
      await privacy?.activity(owner, 'upload', ingested.fileType);
      return withDocument(stored, document);
    },

    /** A JSON Resume (the parsed file, or its text) read (json-resume/read-json-resume.ts) and stored as above. */
    async fromJsonResume(owner: string, jsonResume: unknown, fileName?: string): Promise<Resume> {
      const read =
        typeof jsonResume === 'string' ? readJsonResume(jsonResume) : readJsonResumeValue(jsonResume);
      if (!read.ok) throw new AppError('VALIDATION_FAILED', read.message);
      return fromDocument(owner, read.document, fileName);
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
