import type { ResumeVersion } from '@shared/api/versions';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resumes, resumeVersionFiles, resumeVersions } from '../../db/schema';
import {
  type ContentOf,
  ensureFirstVersion,
  type FirstVersionLabel,
  lockResume,
  makeCurrent,
  type Transaction,
  type VersionRow,
} from './active-version.repository';

export type { ContentOf, FirstVersionLabel };

/** A new version's fields and file, read and checked. */
export interface NewVersion {
  title: string;
  description: string;
  tags: string[];
  fileName: string;
  fileSize: number;
  mimeType: string;
  text: string;
  warnings: string[];
  bytes: Uint8Array;
}

/** What a delete did: `last` when the version is the resume's only one and was kept. */
export type DeleteOutcome = 'deleted' | 'last' | 'not-found';

function toVersion(row: VersionRow): ResumeVersion {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    description: row.description,
    tags: row.tags,
    fileName: row.fileName,
    fileSize: row.fileSize,
    createdAt: row.createdAt.toISOString(),
    isActive: row.isActive,
  };
}

/**
 * The versions of a visitor's resume. Every query is scoped by the owner key, so another visitor's resume or
 * version is simply not found. Writes lock the resume's row first (select … for update), so version numbers and
 * the active flag change one request at a time per resume, on PGlite and PostgreSQL alike; the unique index on
 * (resume, version) backs that up.
 *
 * The active version is the resume's current file: making a version active (creating one makes it active)
 * writes its file, text, sections and contact details into the resume in the same transaction.
 */
export function createVersionsRepository(db: Database) {
  const ofResume = (owner: string, resumeId: number) =>
    and(eq(resumeVersions.owner, owner), eq(resumeVersions.resumeId, resumeId));
  const ofVersion = (owner: string, resumeId: number, versionId: number) =>
    and(ofResume(owner, resumeId), eq(resumeVersions.id, versionId));

  async function findRow(
    owner: string,
    resumeId: number,
    versionId: number,
    tx: Transaction | Database = db,
  ) {
    const [row] = await tx
      .select()
      .from(resumeVersions)
      .where(ofVersion(owner, resumeId, versionId));
    return row;
  }

  return {
    async resumeExists(owner: string, resumeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(eq(resumes.owner, owner), eq(resumes.id, resumeId)));
      return row !== undefined;
    },

    /** The resume's versions, newest first (its upload becomes version 1 on the first call); undefined: no resume. */
    async list(
      owner: string,
      resumeId: number,
      label: FirstVersionLabel,
    ): Promise<ResumeVersion[] | undefined> {
      const select = () =>
        db
          .select()
          .from(resumeVersions)
          .where(ofResume(owner, resumeId))
          .orderBy(desc(resumeVersions.version));
      const rows = await select();
      if (rows.length > 0) return rows.map(toVersion);
      const exists = await db.transaction(async (tx) => {
        if (!(await lockResume(tx, owner, resumeId))) return false;
        await ensureFirstVersion(tx, owner, resumeId, label);
        return true;
      });
      return exists ? (await select()).map(toVersion) : undefined;
    },

    /** Stores the next version number, active and the resume's current file; undefined: no such resume. */
    async create(
      owner: string,
      resumeId: number,
      version: NewVersion,
      label: FirstVersionLabel,
      contentOf: ContentOf,
    ): Promise<ResumeVersion | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockResume(tx, owner, resumeId))) return undefined;
        await ensureFirstVersion(tx, owner, resumeId, label);
        const [last] = await tx
          .select({ version: sql<number>`max(${resumeVersions.version})`.mapWith(Number) })
          .from(resumeVersions)
          .where(ofResume(owner, resumeId));
        const [row] = await tx
          .insert(resumeVersions)
          .values({
            owner,
            resumeId,
            version: (last?.version ?? 0) + 1,
            title: version.title,
            description: version.description,
            tags: version.tags,
            fileName: version.fileName,
            fileSize: version.fileSize,
            mimeType: version.mimeType,
            extractedText: version.text,
            warnings: version.warnings,
          })
          .returning();
        if (!row) throw new Error('insert into resume_versions returned no row');
        await tx.insert(resumeVersionFiles).values({ versionId: row.id, owner, data: version.bytes });
        return toVersion(await makeCurrent(tx, owner, row, contentOf));
      });
    },

    /** Makes the version active (already active: nothing changes, so section edits stay); undefined: not found. */
    async activate(
      owner: string,
      resumeId: number,
      versionId: number,
      contentOf: ContentOf,
    ): Promise<ResumeVersion | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockResume(tx, owner, resumeId))) return undefined;
        const row = await findRow(owner, resumeId, versionId, tx);
        if (!row) return undefined;
        return toVersion(row.isActive ? row : await makeCurrent(tx, owner, row, contentOf));
      });
    },

    /** Deletes a version, never the last; the active one's place goes to the newest left. */
    async delete(
      owner: string,
      resumeId: number,
      versionId: number,
      contentOf: ContentOf,
    ): Promise<DeleteOutcome> {
      return db.transaction(async (tx) => {
        if (!(await lockResume(tx, owner, resumeId))) return 'not-found';
        const row = await findRow(owner, resumeId, versionId, tx);
        if (!row) return 'not-found';
        const [others] = await tx
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(resumeVersions)
          .where(and(ofResume(owner, resumeId), sql`${resumeVersions.id} <> ${versionId}`));
        if (!others?.count) return 'last';
        await tx.delete(resumeVersions).where(ofVersion(owner, resumeId, versionId));
        if (row.isActive) {
          const [newest] = await tx
            .select()
            .from(resumeVersions)
            .where(ofResume(owner, resumeId))
            .orderBy(desc(resumeVersions.version))
            .limit(1);
          if (newest) await makeCurrent(tx, owner, newest, contentOf);
        }
        return 'deleted';
      });
    },

    /** One version with its extracted text. */
    async findWithText(
      owner: string,
      resumeId: number,
      versionId: number,
    ): Promise<{ version: ResumeVersion; text: string } | undefined> {
      const row = await findRow(owner, resumeId, versionId);
      return row && { version: toVersion(row), text: row.extractedText };
    },

    /** A version's stored bytes, type and file name. */
    async findFile(owner: string, resumeId: number, versionId: number) {
      const [row] = await db
        .select({
          fileName: resumeVersions.fileName,
          mimeType: resumeVersions.mimeType,
          data: resumeVersionFiles.data,
        })
        .from(resumeVersions)
        .innerJoin(resumeVersionFiles, eq(resumeVersionFiles.versionId, resumeVersions.id))
        .where(and(ofVersion(owner, resumeId, versionId), eq(resumeVersionFiles.owner, owner)));
      return row;
    },
  };
}

export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
