import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerColumn } from './owner';
import { resumes } from './resumes';

/**
 * Issue 19: what the privacy pages show and the retention job reads. Every row but an erasure receipt is the
 * visitor's (owner-keyed) and goes with the visitor's erasure.
 */

/** Each consent the visitor gives is a new row (platform spec §3 "Consent record sent"): the latest is the status. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    owner: ownerColumn(),
    /** Among `consentPurposes` (src/shared/api/privacy.ts). */
    purposes: text('purposes').array().notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    improvements: boolean('improvements').notNull(),
    privacyPolicyVersion: text('privacy_policy_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consent_records_owner_created_idx').on(table.owner, table.createdAt),
    index('consent_records_created_idx').on(table.createdAt),
  ],
);

/** What was processed for the visitor, when and why (issue 19): the processing-activity log. No personal data. */
export const processingActivities = pgTable(
  'processing_activities',
  {
    id: serial('id').primaryKey(),
    owner: ownerColumn(),
    /** Among `processingActivityKinds`. */
    kind: text('kind').notNull(),
    purpose: text('purpose').notNull(),
    /** What, without personal data: an export format, "Provider: Groq". */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('processing_activities_owner_created_idx').on(table.owner, table.createdAt),
    index('processing_activities_created_idx').on(table.createdAt),
  ],
);

/**
 * One security scan of a file the visitor sent (file validation, resume upload, version upload): the verdict,
 * the file's type and size, never its name or content. `resumeId` links a file that was kept; a scan of a file
 * that was not kept (or whose resume was deleted since) is temporary data.
 */
export const securityScans = pgTable(
  'security_scans',
  {
    id: serial('id').primaryKey(),
    owner: ownerColumn(),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    /** `validation`, `resume_upload` or `version_upload`. */
    source: text('source').notNull(),
    riskLevel: text('risk_level').notNull(),
    /** 0-100, higher is riskier (see privacy/scan-record.ts). */
    riskScore: integer('risk_score').notNull(),
    threatFound: boolean('threat_found').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('security_scans_owner_idx').on(table.owner),
    index('security_scans_resume_idx').on(table.resumeId),
    index('security_scans_unkept_created_idx').on(table.createdAt).where(sql`${table.resumeId} is null`),
  ],
);

/** When each visitor was last seen (at most an hour out of date): inactivity is measured from it. */
export const visitorActivity = pgTable(
  'visitor_activity',
  {
    owner: ownerColumn().primaryKey(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('visitor_activity_last_seen_idx').on(table.lastSeenAt)],
);

/** That an erasure happened, and how much it deleted: nothing that names or keys the visitor. */
export const erasureReceipts = pgTable('erasure_receipts', {
  id: serial('id').primaryKey(),
  rowsDeleted: integer('rows_deleted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
