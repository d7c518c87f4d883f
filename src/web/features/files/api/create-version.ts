import type { ResumeVersion } from '@shared/api/versions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { VersionFields } from '../version-fields';
import { invalidateResumeVersions } from './invalidate-resume';

/** POST /api/resumes/{id}/versions (multipart: resume, title, description, tags): the new, active version. */
export async function createVersion(
  resumeId: number,
  file: File,
  fields: VersionFields,
): Promise<{ version: ResumeVersion }> {
  const form = new FormData();
  form.append('resume', file);
  form.append('title', fields.title);
  form.append('description', fields.description);
  if (fields.tags) form.append('tags', fields.tags);
  const response = await apiRequest('POST', `/api/resumes/${resumeId}/versions`, form);
  return (await response.json()) as { version: ResumeVersion };
}

/** Creates a version; the version list (platform spec §4) and the resume it rewrites are read again. */
export function useCreateVersion(resumeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: VersionFields }) =>
      createVersion(resumeId, file, fields),
    onSuccess: () => invalidateResumeVersions(queryClient, resumeId),
  });
}
