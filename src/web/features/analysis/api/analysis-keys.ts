export const analysisKeys = {
  list: () => ['/api/analyses'] as const,
  models: () => ['/api/ai-models'] as const,
};
