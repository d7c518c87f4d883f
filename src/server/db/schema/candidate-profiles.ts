import { index, json, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerColumn } from './owner';

/** What is known of a candidate across resumes, core spec §3. */
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    id: serial('id').primaryKey(),
    owner: ownerColumn(),
    userId: text('user_id').notNull(),
    extractedData: json('extracted_data'),
    preferences: json('preferences'),
    lastResumeUpdate: timestamp('last_resume_update', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [index('candidate_profiles_owner_idx').on(table.owner)],
);
