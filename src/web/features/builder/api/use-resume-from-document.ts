import type { CreateResumeFromDocumentBody, Resume } from '@shared/api/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { builderKeys } from './builder-keys';

/** POST /api/resumes/from-document: the built resume stored as one of the visitor's resumes (issue 18). */
export async function createResumeFromDocument(
  body: CreateResumeFromDocumentBody,
): Promise<{ resume: Resume }> {
  const response = await apiRequest('POST', '/api/resumes/from-document', body);
  return (await response.json()) as { resume: Resume };
}

/**
 * 'Use in Analysis': stores the built resume. The new resume is cached, and the resume list is read again (even
 * with no screen showing it) before the mutation settles, so the workflow on "/", which opens the newest resume
 * when it mounts, opens this one.
 */
export function useResumeFromDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResumeFromDocument,
    onSuccess: async ({ resume }) => {
      queryClient.setQueryData(builderKeys.resume(resume.id), { resume });
      await queryClient.invalidateQueries({ queryKey: builderKeys.resumes(), refetchType: 'all' });
    },
  });
}
