import type { ResumeSection } from '@shared/api/resumes';
import type { QueryClient } from '@tanstack/react-query';
import { fileKeys } from './file-keys';

/**
 * GET /api/resumes/{id}/sections, read afresh (the sections may have been edited on "/" in another tab since
 * they were cached): the resume's sections, each saying whether the visitor edited it.
 */
export function fetchSections(queryClient: QueryClient, resumeId: number) {
  return queryClient.fetchQuery<{ sections: ResumeSection[] }>({
    queryKey: fileKeys.sections(resumeId),
    staleTime: 0,
  });
}
