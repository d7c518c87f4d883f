import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { ownerColumn } from './owner';
import { resumes } from './resumes';

/**
 * The numbered versions of a resume's file (platform spec §3 "Resume version"; issue 17). Version 1 is the
 * file uploaded with the resume. The active one is the resume's current file: its text is the resume's text.
 * Numbers are unique per resume, and at most one version of a resume is active.
 */
export const resumeVersions = pgTable(
  'resume_versions',
  {
    id: serial('id').primaryKey(),
    owner: ownerColumn(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    /** The text read from the file (normalized as at upload), what the resume reads while this version is active. */
    extractedText: text('extracted_text').notNull(),
    /** What could not be read from the file (e.g. a scanned page), kept for the resume when this version is made active. */
    warnings: text('warnings').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(false),
  },
  (table) => [
    uniqueIndex('resume_versions_resume_version_idx').on(table.resumeId, table.version),
    uniqueIndex('resume_versions_one_active_idx').on(table.resumeId).where(sql`${table.isActive}`),
    index('resume_versions_owner_idx').on(table.owner),
  ],
);

/** A version's bytes, apart from `resume_versions` so lists never load them (as resume_files is apart from resumes). */
export const resumeVersionFiles = pgTable('resume_version_files', {
  versionId: integer('version_id')
    .primaryKey()
    .references(() => resumeVersions.id, { onDelete: 'cascade' }),
  owner: ownerColumn(),
  data: bytea('data').notNull(),
});
