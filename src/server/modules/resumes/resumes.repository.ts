import type { IngestedResume } from '@core/ingest/ingest-resume';
import type { ResumeSection, ResumeSummary, StoredResume, UpdateSectionBody } from '@shared/api/resumes';
import { TEXT_PREVIEW_CHARS } from '@shared/constants';
import { type ResumeSectionType, resumeSectionTypes } from '@shared/resume';
import type { ResumeDocument } from '@shared/resume-document';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resumeFiles, resumeSections, resumes } from '../../db/schema';
import { documentOfParts, type StoredParts } from './resume-document';
import { structuredDataSchema } from './structured-data';

/** What `create` stores: an upload as read, or a document's text with its sections (see document-sections.ts). */
export type NewResume = Pick<
  IngestedResume,
  'fileName' | 'fileSize' | 'mimeType' | 'text' | 'contact' | 'warnings' | 'sections'
> & { document?: ResumeDocument };

type ResumeRow = typeof resumes.$inferSelect;
type SectionRow = typeof resumeSections.$inferSelect;

function toSummary(
  row: Pick<ResumeRow, 'id' | 'fileName' | 'fileType' | 'fileSize' | 'uploadedAt'>,
): ResumeSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    uploadedAt: (row.uploadedAt ?? new Date(0)).toISOString(),
  };
}

function toResume(row: ResumeRow): StoredResume {
  const structured = structuredDataSchema.safeParse(JSON.parse(row.structuredData ?? '{}'));
  const { contact, warnings } = structured.success ? structured.data : { contact: {}, warnings: [] };
  return {
    ...toSummary(row),
    textPreview: row.originalText.slice(0, TEXT_PREVIEW_CHARS),
    originalText: row.originalText,
    contact,
    warnings,
  };
}

function toSection(row: SectionRow): ResumeSection {
  const type = resumeSectionTypes.includes(row.type as ResumeSectionType)
    ? (row.type as ResumeSectionType)
    : 'other';
  return {
    id: row.id,
    index: row.originalOrder ?? 0,
    type,
    title: row.title ?? '',
    content: row.content,
    startLine: row.startLine,
    endLine: row.endLine,
    isModified: row.isModified ?? false,
    modifiedContent: row.modifiedContent,
  };
}

/** Every query is scoped by the visitor's owner key: another visitor's row is simply not found. */
export function createResumesRepository(db: Database) {
  async function findRow(owner: string, id: number): Promise<ResumeRow | undefined> {
    const [row] = await db
      .select()
      .from(resumes)
      .where(and(eq(resumes.owner, owner), eq(resumes.id, id)));
    return row;
  }

  const repository = {
    /** Stores the resume, its original bytes and its sections in one transaction: all or nothing. */
    async create(owner: string, ingested: NewResume, bytes: Uint8Array): Promise<StoredResume> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(resumes)
          .values({
            owner,
            fileName: ingested.fileName,
            fileSize: ingested.fileSize,
            fileType: ingested.mimeType,
            originalText: ingested.text,
            structuredData: JSON.stringify({
              contact: ingested.contact,
              warnings: ingested.warnings,
              document: ingested.document,
            }),
          })
          .returning();
        if (!row) throw new Error('insert into resumes returned no row');
        await tx
          .insert(resumeFiles)
          .values({ resumeId: row.id, owner, mimeType: ingested.mimeType, data: bytes });
        if (ingested.sections.length > 0) {
          await tx.insert(resumeSections).values(
            ingested.sections.map((section) => ({
              owner,
              resumeId: row.id,
              type: section.type,
              title: section.title,
              content: section.content,
              originalOrder: section.originalOrder,
              startLine: section.startLine,
              endLine: section.endLine,
            })),
          );
        }
        return toResume(row);
      });
    },

    async list(owner: string): Promise<ResumeSummary[]> {
      const rows = await db
        .select({
          id: resumes.id,
          fileName: resumes.fileName,
          fileType: resumes.fileType,
          fileSize: resumes.fileSize,
          uploadedAt: resumes.uploadedAt,
        })
        .from(resumes)
        .where(eq(resumes.owner, owner))
        .orderBy(desc(resumes.id));
      return rows.map(toSummary);
    },

    async find(owner: string, id: number): Promise<StoredResume | undefined> {
      const row = await findRow(owner, id);
      return row && toResume(row);
    },

    /**
     * The visitor's resume and its document: the text read at upload with the sections as the visitor left them
     * (edits included). What the analysis reads and the optimizer changes; undefined for no such resume.
     */
    async documentOf(
      owner: string,
      id: number,
    ): Promise<{ resume: StoredResume; document: ResumeDocument } | undefined> {
      const parts = await repository.partsOf(owner, id);
      return parts && { resume: parts.resume, document: documentOfParts(parts) };
    },

    /** What the resume's document is built from (see `documentOfParts`), for a worker thread to build it. */
    async partsOf(owner: string, id: number): Promise<StoredParts | undefined> {
      const row = await findRow(owner, id);
      if (!row) return undefined;
      const sections = await repository.listSections(owner, id);
      return { resume: toResume(row), sections, structuredData: row.structuredData };
    },

    async findFile(owner: string, id: number) {
      const [row] = await db
        .select({ mimeType: resumeFiles.mimeType, data: resumeFiles.data, fileName: resumes.fileName })
        .from(resumeFiles)
        .innerJoin(resumes, eq(resumes.id, resumeFiles.resumeId))
        .where(and(eq(resumeFiles.owner, owner), eq(resumeFiles.resumeId, id)));
      return row;
    },

    async listSections(owner: string, resumeId: number): Promise<ResumeSection[]> {
      const rows = await db
        .select()
        .from(resumeSections)
        .where(and(eq(resumeSections.owner, owner), eq(resumeSections.resumeId, resumeId)))
        .orderBy(asc(resumeSections.originalOrder), asc(resumeSections.id));
      return rows.map(toSection);
    },

    /** Keeps the original content; the edit goes to modifiedContent and marks the section modified. */
    async updateSection(
      owner: string,
      resumeId: number,
      index: number,
      edit: UpdateSectionBody,
    ): Promise<ResumeSection | undefined> {
      const [row] = await db
        .update(resumeSections)
        .set({ title: edit.title, modifiedContent: edit.content, isModified: true, updatedAt: sql`now()` })
        .where(
          and(
            eq(resumeSections.owner, owner),
            eq(resumeSections.resumeId, resumeId),
            eq(resumeSections.originalOrder, index),
          ),
        )
        .returning();
      return row && toSection(row);
    },

    async delete(owner: string, id: number): Promise<boolean> {
      const deleted = await db
        .delete(resumes)
        .where(and(eq(resumes.owner, owner), eq(resumes.id, id)))
        .returning({ id: resumes.id });
      return deleted.length > 0;
    },
  };
  return repository;
}

export type ResumesRepository = ReturnType<typeof createResumesRepository>;
