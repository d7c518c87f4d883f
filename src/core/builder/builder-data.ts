import { z } from 'zod';

/**
 * The builder's data (platform spec §3 "Builder data"), kept in browser storage while the visitor builds a
 * resume. It becomes a resume document (builder-document.ts) for the preview, the exports and the analysis.
 * Dates are months as `<input type="month">` gives them ("2021-03"), '' when not set.
 */

export const careerStages = ['entry', 'mid', 'senior', 'changer'] as const;
export type CareerStage = (typeof careerStages)[number];

export const transitionTypes = [
  'same-field',
  'industry-switch',
  'role-change',
  'academic-to-industry',
] as const;
export type TransitionType = (typeof transitionTypes)[number];

export const backgroundCategories = ['corporate', 'startup', 'academic', 'technical', 'creative'] as const;
export type BackgroundCategory = (typeof backgroundCategories)[number];

/** A month as "YYYY-MM", or '' when not set. */
const monthSchema = z.union([z.literal(''), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/u)]);

export const builderProfileSchema = z.object({
  careerStage: z.enum(careerStages),
  transitionType: z.enum(transitionTypes),
  backgroundCategory: z.enum(backgroundCategories),
  targetIndustry: z.string(),
  targetRole: z.string(),
});
export type BuilderProfile = z.infer<typeof builderProfileSchema>;

export const builderContactSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  linkedin: z.string(),
  github: z.string(),
  portfolio: z.string(),
  website: z.string(),
});
export type BuilderContact = z.infer<typeof builderContactSchema>;

export const builderExperienceSchema = z.object({
  id: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  location: z.string(),
  startDate: monthSchema,
  endDate: monthSchema,
  current: z.boolean(),
  achievements: z.array(z.string()),
});
export type BuilderExperience = z.infer<typeof builderExperienceSchema>;

export const builderEducationSchema = z.object({
  id: z.string(),
  degree: z.string(),
  institution: z.string(),
  location: z.string(),
  graduationDate: monthSchema,
  gpa: z.string(),
  honors: z.array(z.string()),
  relevantCoursework: z.array(z.string()),
});
export type BuilderEducation = z.infer<typeof builderEducationSchema>;

export const skillListNames = ['technical', 'soft', 'languages', 'certifications'] as const;
export type SkillListName = (typeof skillListNames)[number];

export const builderSkillsSchema = z.object({
  technical: z.array(z.string()),
  soft: z.array(z.string()),
  languages: z.array(z.string()),
  certifications: z.array(z.string()),
});
export type BuilderSkills = z.infer<typeof builderSkillsSchema>;

export const builderDataSchema = z.object({
  profile: builderProfileSchema,
  contact: builderContactSchema,
  experience: z.array(builderExperienceSchema),
  education: z.array(builderEducationSchema),
  skills: builderSkillsSchema,
  summary: z.object({ text: z.string() }),
});
export type BuilderData = z.infer<typeof builderDataSchema>;

/** The builder's seven steps (platform spec §2), in order; the step index is a position in this list. */
export const builderSteps = [
  'profile',
  'contact',
  'experience',
  'education',
  'skills',
  'summary',
  'preview',
] as const;
export type BuilderStep = (typeof builderSteps)[number];
