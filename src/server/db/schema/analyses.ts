import { index, integer, json, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jobDescriptions } from './job-descriptions';
import { ownerColumn } from './owner';
import { resumes } from './resumes';

/** Analyses of a resume against a job description, core spec §3. */
export const analyses = pgTable(
  'analyses',
  {
    id: serial('id').primaryKey(),
    owner: ownerColumn(),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'cascade' }),
    jobDescriptionId: integer('job_description_id').references(() => jobDescriptions.id, {
      onDelete: 'cascade',
    }),
    overallScore: integer('overall_score').notNull(),
    skillsScore: integer('skills_score').notNull(),
    keywordsScore: integer('keywords_score').notNull(),
    experienceScore: integer('experience_score').notNull(),
    suggestions: json('suggestions').notNull(),
    skillsAnalysis: json('skills_analysis').notNull(),
    optimizedText: text('optimized_text'),
    /** Beyond core spec §3: the job title analysed, the engine that answered, the model asked for, and the evidence. */
    jobTitle: text('job_title').notNull().default(''),
    provider: text('provider').notNull().default('built-in'),
    model: text('model').notNull().default(''),
    evidence: json('evidence'),
    /** The optimized resume document (src/shared/resume-document.ts), kept so a reload restores it. */
    optimizedDocument: json('optimized_document'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [
    index('analyses_owner_idx').on(table.owner),
    // The retention job deletes analyses past their period every hour: by date, not by a scan of the table.
    index('analyses_created_at_idx').on(table.createdAt),
  ],
);
