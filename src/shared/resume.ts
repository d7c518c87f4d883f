import { z } from 'zod';

/** Section types of core spec §3. */
export const resumeSectionTypes = [
  'header',
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
  'other',
] as const;
export type ResumeSectionType = (typeof resumeSectionTypes)[number];

/** A section as found in the text: lines are 0-based indexes into the resume's originalText split on "\n". */
export const detectedSectionSchema = z.object({
  type: z.enum(resumeSectionTypes),
  title: z.string(),
  content: z.array(z.string()),
  originalOrder: z.number().int().min(0),
  startLine: z.number().int().min(0),
  endLine: z.number().int().min(0),
});
export type DetectedSection = z.infer<typeof detectedSectionSchema>;

/** Contact details found in a resume; absent fields were not found. */
export const contactSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  location: z.string().optional(),
  linkedin: z.string().optional(),
  github: z.string().optional(),
  portfolio: z.string().optional(),
});
export type Contact = z.infer<typeof contactSchema>;

export const resumeFileTypes = ['pdf', 'docx', 'txt'] as const;
export type ResumeFileType = (typeof resumeFileTypes)[number];
