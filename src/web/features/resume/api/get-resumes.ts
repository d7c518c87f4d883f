import type { ResumeSummary } from '@shared/api/resumes';
import { useQuery } from '@tanstack/react-query';
import { resumeKeys } from './resume-keys';

/** The visitor's resumes, newest first: the newest is the current one after a reload. */
export function useResumes() {
  return useQuery<{ resumes: ResumeSummary[] }>({ queryKey: resumeKeys.list() });
}
