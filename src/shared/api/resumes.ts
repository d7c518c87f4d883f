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

/** Longest plain text a resume made from a document may have (the builder's, a JSON Resume import). */
export const DOCUMENT_TEXT_MAX_CHARS = 100_000;

/** A file name given for a resume made from a document; ".txt" is added when it has another extension. */
const documentFileNameSchema = z.string().trim().min(1, 'The file name is empty').max(200).optional();

/**
 * POST /api/resumes/from-document: a resume document (the builder's data, the same model ingestion builds) made
 * a resume of the visitor as it is, without a text round trip. Answers 201 `resumeResponseSchema`.
 */
export const createResumeFromDocumentBodySchema = z.object({
  document: resumeDocumentSchema,
  fileName: documentFileNameSchema,
});
export type CreateResumeFromDocumentBody = z.infer<typeof createResumeFromDocumentBodySchema>;

/**
 * POST /api/resumes/from-json-resume: a JSON Resume v1.0.0 (https://jsonresume.org/schema), as the parsed object
 * or as the file's text, made a resume of the visitor. A file that does not fit answers 400 naming the first
 * wrong field. Answers 201 `resumeResponseSchema`.
 */
export const createResumeFromJsonResumeBodySchema = z.object({
  jsonResume: z.unknown().optional(),
  fileName: documentFileNameSchema,
});
export type CreateResumeFromJsonResumeBody = z.infer<typeof createResumeFromJsonResumeBodySchema>;
