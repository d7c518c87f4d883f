/** Query keys the builder touches; the first element is the URL the default query function GETs. */
export const builderKeys = {
  /** The visitor's resumes, as the workflow on "/" reads them: its newest is the one it opens. */
  resumes: () => ['/api/resumes'] as const,
  /** One resume as the workflow on "/" caches it. */
  resume: (resumeId: number) => [`/api/resumes/${resumeId}`] as const,
};
