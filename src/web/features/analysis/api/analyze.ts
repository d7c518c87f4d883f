import type { Analysis } from '@shared/api/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

export async function analyze(body: {
  resumeId: number;
  jobDescriptionId: number;
  model: string;
}): Promise<{ analysis: Analysis }> {
  const response = await apiRequest('POST', '/api/analyze', body);
  return response.json();
}

export function useAnalyze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyze,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: analysisKeys.list() }),
  });
}
