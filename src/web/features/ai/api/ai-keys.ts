export const aiKeys = {
  status: () => ['/api/ai-provider/status'] as const,
};
