import type { VersionDiff } from '@shared/api/versions';
import { useQuery } from '@tanstack/react-query';
import { fileKeys } from './file-keys';

/** GET /api/resumes/{id}/versions/diff?from=&to=: the line diff of two versions' text (ids of versions). */
export function useVersionDiff(resumeId: number, from: number | undefined, to: number | undefined) {
  return useQuery<VersionDiff>({
    queryKey: fileKeys.diff(resumeId, from ?? 0, to ?? 0),
    enabled: from !== undefined && to !== undefined && from !== to,
  });
}
