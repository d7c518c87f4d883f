import type { ResumeVersion } from '@shared/api/versions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateResumeVersions } from './invalidate-resume';

/** POST /api/resumes/{id}/versions/{versionId}/activate: that version becomes the active one. */
export function useActivateVersion(resumeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: ResumeVersion) =>
      apiRequest('POST', `/api/resumes/${resumeId}/versions/${version.id}/activate`),
    onSuccess: () => invalidateResumeVersions(queryClient, resumeId),
  });
}
