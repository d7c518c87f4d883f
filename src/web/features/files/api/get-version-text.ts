import { useQuery } from '@tanstack/react-query';
import { fileKeys } from './file-keys';

/** GET /api/resumes/{id}/versions/{versionId}/text: the text read from the version's file, once asked for. */
export function useVersionText(resumeId: number, versionId: number | undefined) {
  return useQuery<{ text: string }>({
    queryKey: fileKeys.versionText(resumeId, versionId ?? 0),
    enabled: versionId !== undefined,
  });
}
