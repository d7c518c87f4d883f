/** Query keys of the resume feature; the first element is the URL the default query function GETs. */
export const resumeKeys = {
  list: () => ['/api/resumes'] as const,
  detail: (id: number) => [`/api/resumes/${id}`] as const,
  sections: (id: number) => [`/api/resumes/${id}/sections`] as const,
};
