import type { ResumeFileType } from '@shared/resume';

/** The MIME type a resume of each type is stored and served back with. */
export const mimeTypeOf: Record<ResumeFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};
