import type { ResumeVersion } from '@shared/api/versions';
import { useQuery } from '@tanstack/react-query';
import { fileKeys } from './file-keys';

/** GET /api/resumes/{id}/versions: the resume's versions, newest first. */
export function useVersions(resumeId: number | undefined) {
  return useQuery<{ versions: ResumeVersion[] }>({
    queryKey: fileKeys.versions(resumeId ?? 0),
    enabled: resumeId !== undefined,
  });
}
