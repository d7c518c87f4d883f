import type { JobDescription } from '@shared/api/job-descriptions';
import { useQuery } from '@tanstack/react-query';
import { jobKeys } from './job-keys';

/** The visitor's job descriptions, newest first. */
export function useJobDescriptions() {
  return useQuery<{ jobDescriptions: JobDescription[] }>({ queryKey: jobKeys.list() });
}
