import { index, json, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerColumn } from './owner';

/** Job descriptions, core spec §3. The description is plain text, never HTML. */
export const jobDescriptions = pgTable(
  'job_descriptions',
  {
    id: serial('id').primaryKey(),
    owner: ownerColumn(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    description: text('description').notNull(),
    url: text('url'),
    companyUrl: text('company_url'),
    companyResearch: json('company_research'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [index('job_descriptions_owner_idx').on(table.owner)],
);
