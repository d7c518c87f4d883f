import type { Resume } from '@shared/api/resumes';
import { useQuery } from '@tanstack/react-query';
import { resumeKeys } from './resume-keys';

export function useResume(resumeId: number | undefined) {
  return useQuery<{ resume: Resume }>({
    queryKey: resumeKeys.detail(resumeId ?? 0),
    enabled: resumeId !== undefined,
  });
}
