import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { ownerColumn } from './owner';

/** Uploaded resumes, core spec §3. */
export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    owner: ownerColumn(),
    userId: text('user_id'),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    originalText: text('original_text').notNull(),
    structuredData: text('structured_data'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [index('resumes_owner_idx').on(table.owner)],
);

/** The sections found in a resume, core spec §3; the original content is kept beside any edit. */
export const resumeSections = pgTable(
  'resume_sections',
  {
    id: serial('id').primaryKey(),
    owner: ownerColumn(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    type: text('type'),
    title: text('title'),
    content: text('content').array().notNull(),
    originalOrder: integer('original_order'),
    startLine: integer('start_line'),
    endLine: integer('end_line'),
    isModified: boolean('is_modified').default(false),
    modifiedContent: text('modified_content').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [index('resume_sections_resume_idx').on(table.resumeId)],
);

/**
 * The original bytes of an uploaded resume, apart from `resumes` so lists never load them. Kept in the
 * database, not on local disk, so several server instances share them (DESIGN: stateless server).
 */
export const resumeFiles = pgTable('resume_files', {
  resumeId: integer('resume_id')
    .primaryKey()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  owner: ownerColumn(),
  mimeType: text('mime_type').notNull(),
  data: bytea('data').notNull(),
});
