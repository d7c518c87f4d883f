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
