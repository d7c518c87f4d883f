import type { JobDescription } from '@shared/api/job-descriptions';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobDescriptions } from '../../db/schema';

type JobRow = typeof jobDescriptions.$inferSelect;

function toJobDescription(row: JobRow): JobDescription {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    description: row.description,
    url: row.url,
    companyUrl: row.companyUrl,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
  };
}

export interface NewJobDescription {
  title: string;
  company: string;
  description: string;
  url?: string;
  companyUrl?: string;
}

/** Job descriptions, scoped by the visitor's owner key. */
export function createJobsRepository(db: Database) {
  return {
    async create(owner: string, job: NewJobDescription): Promise<JobDescription> {
      const [row] = await db
        .insert(jobDescriptions)
        .values({ owner, ...job, url: job.url ?? null, companyUrl: job.companyUrl ?? null })
        .returning();
      if (!row) throw new Error('insert into job_descriptions returned no row');
      return toJobDescription(row);
    },

    async list(owner: string): Promise<JobDescription[]> {
      const rows = await db
        .select()
        .from(jobDescriptions)
        .where(eq(jobDescriptions.owner, owner))
        .orderBy(desc(jobDescriptions.id))
        .limit(100);
      return rows.map(toJobDescription);
    },

    async find(owner: string, id: number): Promise<JobDescription | undefined> {
      const [row] = await db
        .select()
        .from(jobDescriptions)
        .where(and(eq(jobDescriptions.owner, owner), eq(jobDescriptions.id, id)));
      return row && toJobDescription(row);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
