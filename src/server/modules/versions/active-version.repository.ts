import type { ResumeContent } from '@core/versions/resume-content';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { resumeFiles, resumeSections, resumes, resumeVersionFiles, resumeVersions } from '../../db/schema';

/**
 * The writes that keep a resume and its versions in step, each inside the caller's transaction: the lock that
 * orders them, version 1 made from the upload, and the active version written into the resume.
 */

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type VersionRow = typeof resumeVersions.$inferSelect;

/** The title and description version 1 gets when it is made from the resume's upload. */
export interface FirstVersionLabel {
  title: string;
  description: string;
}

/** How a version's text becomes the resume's sections and contact details (the service's core call). */
export type ContentOf = (text: string) => ResumeContent;

/** The upload warnings kept in resumes.structured_data, as resumes.repository.ts writes them. */
const storedWarningsSchema = z.object({ warnings: z.array(z.string()).catch([]) }).catch({ warnings: [] });

const ofResume = (owner: string, resumeId: number) =>
  and(eq(resumeVersions.owner, owner), eq(resumeVersions.resumeId, resumeId));
const ofResumeRow = (owner: string, resumeId: number) =>
  and(eq(resumes.owner, owner), eq(resumes.id, resumeId));

/** Locks the visitor's resume row until the transaction ends; false when there is no such resume. */
export async function lockResume(tx: Transaction, owner: string, resumeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: resumes.id })
    .from(resumes)
    .where(ofResumeRow(owner, resumeId))
    .for('update');
  return row !== undefined;
}

/** A resume with no versions yet gets its upload as version 1, active (it is the resume's file). */
export async function ensureFirstVersion(
  tx: Transaction,
  owner: string,
  resumeId: number,
  label: FirstVersionLabel,
): Promise<void> {
  const [existing] = await tx
    .select({ id: resumeVersions.id })
    .from(resumeVersions)
    .where(ofResume(owner, resumeId))
    .limit(1);
  if (existing) return;
  const [resume] = await tx.select().from(resumes).where(ofResumeRow(owner, resumeId));
  if (!resume) return;
  const [row] = await tx
    .insert(resumeVersions)
    .values({
      owner,
      resumeId,
      version: 1,
      title: label.title,
      description: label.description,
      tags: [],
      fileName: resume.fileName,
      fileSize: resume.fileSize,
      mimeType: resume.fileType,
      extractedText: resume.originalText,
      warnings: storedWarningsSchema.parse(JSON.parse(resume.structuredData ?? '{}')).warnings,
      createdAt: resume.uploadedAt ?? new Date(),
      isActive: true,
    })
    .returning({ id: resumeVersions.id });
  if (!row) throw new Error('insert into resume_versions returned no row');
  await tx.execute(sql`
    insert into ${resumeVersionFiles} (version_id, owner, data)
    select cast(${row.id} as integer), cast(${owner} as text), ${resumeFiles.data} from ${resumeFiles}
    where ${resumeFiles.resumeId} = ${resumeId} and ${resumeFiles.owner} = ${owner}`);
}

/** Makes `version` the only active one and the resume's current file, text, sections and contact details. */
export async function makeCurrent(
  tx: Transaction,
  owner: string,
  version: VersionRow,
  contentOf: ContentOf,
): Promise<VersionRow> {
  const { resumeId } = version;
  await tx.update(resumeVersions).set({ isActive: false }).where(ofResume(owner, resumeId));
  const [active] = await tx
    .update(resumeVersions)
    .set({ isActive: true })
    .where(and(ofResume(owner, resumeId), eq(resumeVersions.id, version.id)))
    .returning();
  if (!active) throw new Error('the version to make active is gone');
  const { sections, contact } = contentOf(version.extractedText);
  await tx
    .update(resumes)
    .set({
      fileName: version.fileName,
      fileSize: version.fileSize,
      fileType: version.mimeType,
      originalText: version.extractedText,
      structuredData: JSON.stringify({ contact, warnings: version.warnings }),
    })
    .where(ofResumeRow(owner, resumeId));
  await tx.execute(sql`
    insert into ${resumeFiles} (resume_id, owner, mime_type, data)
    select cast(${resumeId} as integer), cast(${owner} as text), cast(${version.mimeType} as text), ${resumeVersionFiles.data} from ${resumeVersionFiles}
    where ${resumeVersionFiles.versionId} = ${version.id} and ${resumeVersionFiles.owner} = ${owner}
    on conflict (resume_id) do update set mime_type = excluded.mime_type, data = excluded.data`);
  // The old text's sections, and any edits of them, belong to the old text.
  await tx
    .delete(resumeSections)
    .where(and(eq(resumeSections.owner, owner), eq(resumeSections.resumeId, resumeId)));
  if (sections.length > 0) {
    await tx.insert(resumeSections).values(
      sections.map((section) => ({
        owner,
        resumeId,
        type: section.type,
        title: section.title,
        content: section.content,
        originalOrder: section.originalOrder,
        startLine: section.startLine,
        endLine: section.endLine,
      })),
    );
  }
  return active;
}
