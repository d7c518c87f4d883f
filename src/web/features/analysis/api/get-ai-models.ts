import type { AiModelsResponse } from '@shared/api/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readAiModelsAnswer } from '../model-choice';
import { analysisKeys } from './analysis-keys';

/** GET /api/ai-models: the picker's options and the default model. */
export async function getAiModels(): Promise<AiModelsResponse> {
  const response = await apiRequest('GET', '/api/ai-models');
  const answer = readAiModelsAnswer(await response.json());
  if (!answer) throw new Error('The list of AI models is malformed.');
  return answer;
}

export const aiModelsQueryOptions = () =>
  queryOptions({ queryKey: analysisKeys.models(), queryFn: getAiModels });

export function useAiModels() {
  return useQuery(aiModelsQueryOptions());
}
