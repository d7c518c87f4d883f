import type { ResumeSection } from '@shared/api/resumes';
import { useQuery } from '@tanstack/react-query';
import { resumeKeys } from './resume-keys';

export function useResumeSections(resumeId: number) {
  return useQuery<{ sections: ResumeSection[] }>({ queryKey: resumeKeys.sections(resumeId) });
}
