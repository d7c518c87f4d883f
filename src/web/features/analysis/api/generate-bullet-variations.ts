import type { BulletVariation } from '@shared/api/analysis';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function generateBulletVariations(body: {
  resumeText: string;
  jobDescription: string;
  jobDescriptionId?: number;
}): Promise<{ variations: BulletVariation[] }> {
  const response = await apiRequest('POST', '/api/generate-bullet-variations', body);
  return response.json();
}

export function useGenerateBulletVariations() {
  return useMutation({ mutationFn: generateBulletVariations });
}
