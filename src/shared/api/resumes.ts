import { z } from 'zod';
import { contactSchema, resumeSectionTypes } from '../resume';
import { resumeDocumentSchema } from '../resume-document';

/** Ids in paths are positive integers (serial keys). */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const resumeSummarySchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/** The resume as stored: its text as read at upload, the contact details found and upload warnings. */
export const storedResumeSchema = resumeSummarySchema.extend({
  textPreview: z.string(),
  originalText: z.string(),
  contact: contactSchema,
  /** Non-blocking problems found on upload, e.g. a scanned PDF with no text. */
  warnings: z.array(z.string()),
});
export type StoredResume = z.infer<typeof storedResumeSchema>;

/**
 * POST /api/resumes and GET /api/resumes/{id}: the resume with its text (core spec §3 "Resume") and, beyond
 * the spec, its document: the text read at upload with the visitor's section edits (DESIGN.md, "The resume
 * document"), and that document written out as Markdown and as plain text (what the analysis reads).
 */
export const resumeSchema = storedResumeSchema.extend({
  document: resumeDocumentSchema,
  markdown: z.string(),
  documentText: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

export const resumeResponseSchema = z.object({ resume: resumeSchema });
export const resumeListResponseSchema = z.object({ resumes: z.array(resumeSummarySchema) });

/** A stored section: the original content is kept; an edit lives in modifiedContent (core spec §3, §4). */
export const resumeSectionSchema = z.object({
  id: z.number().int(),
  index: z.number().int().min(0),
  type: z.enum(resumeSectionTypes),
  title: z.string(),
  content: z.array(z.string()),
  startLine: z.number().int().nullable(),
  endLine: z.number().int().nullable(),
  isModified: z.boolean(),
  modifiedContent: z.array(z.string()).nullable(),
});
export type ResumeSection = z.infer<typeof resumeSectionSchema>;

export const sectionsResponseSchema = z.object({ sections: z.array(resumeSectionSchema) });
export const sectionResponseSchema = z.object({ section: resumeSectionSchema });

export const sectionParamsSchema = idParamsSchema.extend({
  index: z.coerce.number().int().min(0).max(500),
});

/** PATCH /api/resumes/{id}/sections/{index}: the edited title and lines (core spec §7). */
export const updateSectionBodySchema = z.object({
  title: z.string().trim().min(1, 'A section needs a title').max(200),
  content: z.array(z.string().max(5000)).max(500),
});
export type UpdateSectionBody = z.infer<typeof updateSectionBodySchema>;
