import type { ResumeSection, UpdateSectionBody } from '@shared/api/resumes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resumeKeys } from './resume-keys';

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
    },
  });
}
