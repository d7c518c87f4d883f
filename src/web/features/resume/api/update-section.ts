import type { ResumeSection, UpdateSectionBody } from '@shared/api/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resumeKeys } from './resume-keys';

/** Saves a section's edit; the resume's document is read again, since the edit changes it. */
export function useUpdateSection(resumeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ index, edit }: { index: number; edit: UpdateSectionBody }) => {
      const response = await apiRequest('PATCH', `/api/resumes/${resumeId}/sections/${index}`, edit);
      return (await response.json()) as { section: ResumeSection };
    },
    onSuccess: ({ section }) => {
      queryClient.setQueryData<{ sections: ResumeSection[] }>(resumeKeys.sections(resumeId), (previous) =>
        previous
          ? { sections: previous.sections.map((item) => (item.index === section.index ? section : item)) }
          : previous,
      );
      // The resume's document holds the edit: fetch it again, so downloads and the next analysis see it.
      void queryClient.invalidateQueries({ queryKey: resumeKeys.detail(resumeId) });
    },
  });
}
