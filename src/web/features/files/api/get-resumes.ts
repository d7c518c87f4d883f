import type { ResumeSummary } from '@shared/api/resumes';
import { useQuery } from '@tanstack/react-query';
import { fileKeys } from './file-keys';

/** GET /api/resumes: the visitor's resumes, newest first; the file manager works on the one chosen. */
export function useResumes() {
  return useQuery<{ resumes: ResumeSummary[] }>({ queryKey: fileKeys.resumes() });
}
