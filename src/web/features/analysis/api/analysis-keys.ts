export const analysisKeys = {
  list: () => ['/api/analyses'] as const,
};
