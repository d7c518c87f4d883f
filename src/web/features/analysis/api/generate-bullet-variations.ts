import type { BulletVariation } from '@shared/api/analysis';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function generateBulletVariations(body: {
  resumeText: string;
  jobDescription: string;
  jobDescriptionId?: number;
  /** The model to ask first; the analysis' own, so the variations come from the model the visitor chose. */
  model?: string;
}): Promise<{ variations: BulletVariation[] }> {
  const response = await apiRequest('POST', '/api/generate-bullet-variations', body);
  return response.json();
}

export function useGenerateBulletVariations() {
  return useMutation({ mutationFn: generateBulletVariations });
}
