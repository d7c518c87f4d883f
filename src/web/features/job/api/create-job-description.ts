import type { CreateJobDescriptionBody, JobDescription } from '@shared/api/job-descriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

export async function createJobDescription(
  body: CreateJobDescriptionBody,
): Promise<{ jobDescription: JobDescription }> {
  const response = await apiRequest('POST', '/api/job-descriptions', body);
  return response.json();
}

/** Saving invalidates the cached resume and job description lists (core spec §7). */
export function useCreateJobDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobDescription,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.list() });
      void queryClient.invalidateQueries({ queryKey: ['/api/resumes'] });
    },
  });
}
