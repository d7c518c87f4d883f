/** Query keys of the file manager; the first element is the URL the default query function GETs. */
export const fileKeys = {
  /** The same list the workflow reads: a resume uploaded on "/" shows here too. */
  resumes: () => ['/api/resumes'] as const,
  /** The resume and its sections as the workflow on "/" caches them: the active version rewrites both. */
  resume: (resumeId: number) => [`/api/resumes/${resumeId}`] as const,
  sections: (resumeId: number) => [`/api/resumes/${resumeId}/sections`] as const,
  versions: (resumeId: number) => [`/api/resumes/${resumeId}/versions`] as const,
  versionText: (resumeId: number, versionId: number) =>
    [`/api/resumes/${resumeId}/versions/${versionId}/text`] as const,
  diff: (resumeId: number, from: number, to: number) =>
    [`/api/resumes/${resumeId}/versions/diff?from=${from}&to=${to}`] as const,
};
