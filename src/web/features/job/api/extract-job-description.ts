import type { ExtractedJob } from '@shared/api/job-descriptions';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function extractJobDescription(body: {
  url: string;
  model?: string;
}): Promise<{ data: ExtractedJob }> {
  const response = await apiRequest('POST', '/api/extract-job-description', body);
  return response.json();
}

export function useExtractJobDescription() {
  return useMutation({ mutationFn: extractJobDescription });
}
