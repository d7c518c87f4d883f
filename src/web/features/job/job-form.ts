import type { JobDescription } from '@shared/api/job-descriptions';

/** Core spec §2, §9: "Ready for analysis" shows once the description is longer than 50 characters. */
export const READY_HINT_MIN_CHARS = 50;

export interface JobForm {
  title: string;
  company: string;
  description: string;
  url: string;
  companyUrl: string;
}

export function jobFormFrom(job: JobDescription | undefined): JobForm {
  return {
    title: job?.title ?? '',
    company: job?.company ?? '',
    description: job?.description ?? '',
    url: job?.url ?? '',
    companyUrl: job?.companyUrl ?? '',
  };
}
