import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  analyses,
  candidateProfiles,
  consentRecords,
  jobDescriptions,
  processingActivities,
  resumeFiles,
  resumeSections,
  resumes,
  resumeVersionFiles,
  resumeVersions,
  securityScans,
  sessions,
  users,
  visitorActivity,
  visitorRateLimits,
} from '../../db/schema';

/** A table whose rows belong to one visitor, by its `owner` column. */
export type OwnerTable = PgTable & { owner: PgColumn };

/**
 * The visitor's data that goes after the user-data period without a visit: resumes with their files, sections,
 * versions and scans, job descriptions, analyses, candidate profiles and rate-limit counters. Children before
 * their parents, so each delete counts its own rows rather than leaving them to a cascade.
 */
export const userDataTables: readonly OwnerTable[] = [
  resumeVersionFiles,
  resumeVersions,
  resumeSections,
  resumeFiles,
  securityScans,
  analyses,
  resumes,
  jobDescriptions,
  candidateProfiles,
  visitorRateLimits,
];

/**
 * Every owner-keyed table: what an erasure empties of the visitor. The privacy tests check that every table of
 * the schema with an `owner` column is here, so a new one cannot be forgotten.
 */
export const ownerTables: readonly OwnerTable[] = [
  ...userDataTables,
  consentRecords,
  processingActivities,
  visitorActivity,
];

/**
 * Owner-keyed tables that hold no personal data by design (the activity log's kinds and times, scan verdicts)
 * and that the retention job trims every hour: their files are not rewritten after a pass (retention-job.ts),
 * which would lock them each hour for nothing. An erasure rewrites them with the rest.
 */
export const trimmedHourlyTables: readonly PgTable[] = [processingActivities, securityScans];

/** A signed-in user's account and sessions: an erasure in sign-in mode deletes their rows too. */
export const accountTables: readonly PgTable[] = [sessions, users];
