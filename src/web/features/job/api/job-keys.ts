export const jobKeys = {
  list: () => ['/api/job-descriptions'] as const,
};
