import type { OptimizeBody, OptimizeResponse } from '@shared/api/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

export async function optimizeResume(body: OptimizeBody): Promise<OptimizeResponse> {
  const response = await apiRequest('POST', '/api/optimize-resume', body);
  return response.json();
}

export function useOptimizeResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: optimizeResume,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: analysisKeys.list() }),
  });
}
