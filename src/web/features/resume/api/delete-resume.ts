import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resumeKeys } from './resume-keys';

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/resumes/${id}`),
    onSuccess: (_response, id) => {
      queryClient.removeQueries({ queryKey: resumeKeys.detail(id) });
      queryClient.removeQueries({ queryKey: resumeKeys.sections(id) });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.list() });
    },
  });
}
