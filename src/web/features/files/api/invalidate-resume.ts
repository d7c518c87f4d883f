import type { QueryClient } from '@tanstack/react-query';
import { fileKeys } from './file-keys';

/**
 * After a version is created or made active: the server rewrites the resume's text, sections and contact
 * details from the active version, so the versions, the resume and its sections are read again (the workflow
 * on "/" then shows the active file's text).
 */
export function invalidateResumeVersions(queryClient: QueryClient, resumeId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: fileKeys.versions(resumeId) }),
    queryClient.invalidateQueries({ queryKey: fileKeys.resume(resumeId) }),
    queryClient.invalidateQueries({ queryKey: fileKeys.sections(resumeId) }),
    queryClient.invalidateQueries({ queryKey: fileKeys.resumes() }),
  ]);
}
