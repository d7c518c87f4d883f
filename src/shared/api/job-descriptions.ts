import { z } from 'zod';
import { isAnalysableDescription } from '../job-description-rules';
import { validationMessages } from '../messages';

/** Core spec §5: blank title and company default to these. */
export const DEFAULT_JOB_TITLE = 'Position';
export const DEFAULT_COMPANY = 'Company';
export const JOB_DESCRIPTION_MAX_CHARS = 20_000;

const httpUrlMessage = 'must be a valid http(s) URL';
/** An optional http(s) URL; a blank string counts as absent. */
const optionalHttpUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .url({ protocol: /^https?$/, message: httpUrlMessage })
    .max(2000)
    .optional(),
);
const textOrDefault = (fallback: string) =>
  z
    .string()
    .max(200)
    .optional()
    .transform((value) => value?.trim() || fallback);

/** POST /api/job-descriptions (core spec §7). */
export const createJobDescriptionBodySchema = z.object({
  title: textOrDefault(DEFAULT_JOB_TITLE),
  company: textOrDefault(DEFAULT_COMPANY),
  description: z
    .string({ message: 'Job description text is required' })
    .trim()
    .min(1, 'Job description text is required')
    .max(
      JOB_DESCRIPTION_MAX_CHARS,
      `The job description is too long (${JOB_DESCRIPTION_MAX_CHARS.toLocaleString('en')} characters at most)`,
    )
    // Issue 15: 50 characters and a sentence at least (job-description-rules.ts), the browser's own rule.
    .refine(isAnalysableDescription, validationMessages.jobDescriptionTooShort),
  url: optionalHttpUrl,
  companyUrl: optionalHttpUrl,
});
export type CreateJobDescriptionBody = z.input<typeof createJobDescriptionBodySchema>;

export const jobDescriptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  companyUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type JobDescription = z.infer<typeof jobDescriptionSchema>;

export const jobDescriptionResponseSchema = z.object({ jobDescription: jobDescriptionSchema });
export const jobDescriptionListResponseSchema = z.object({ jobDescriptions: z.array(jobDescriptionSchema) });

/** POST /api/extract-job-description (core spec §7). */
export const extractJobBodySchema = z.object({
  url: z.url({ protocol: /^https?$/, message: httpUrlMessage }).max(2000),
  model: z.string().max(200).optional(),
});

export const extractedJobSchema = z.object({
  title: z.string().optional(),
  company: z.string().optional(),
  description: z.string().optional(),
});
export type ExtractedJob = z.infer<typeof extractedJobSchema>;
export const extractJobResponseSchema = z.object({ data: extractedJobSchema });
