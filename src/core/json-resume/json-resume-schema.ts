import { z } from 'zod';

/**
 * JSON Resume v1.0.0 (https://jsonresume.org/schema, resume-schema's schema.json) as zod: what an imported
 * resume.json must be. Every field is optional, as in the schema; objects allow properties of their own (the
 * schema's `additionalProperties: true`), so a file written by another tool with extra fields still reads. Dates
 * are the schema's `iso8601` partial dates (YYYY, YYYY-MM, YYYY-MM-DD), held to a real month and day. The
 * `email` and `uri` formats are not checked: the schema's own validator leaves formats to the caller, and a
 * resume is better imported with an odd link than refused.
 */

/** The schema's `iso8601` pattern. */
const iso8601 = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/u;

/** The message of a date that is not one (see read-json-resume.ts for how the path goes before it). */
export const dateExpectation = 'expected a date like 2021-03';

/** A partial ISO 8601 date whose month is 1-12 and day 1-31, in the years the resume document holds. */
export const isoDateSchema = z.string().refine((text) => {
  if (!iso8601.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number);
  return (
    year !== undefined &&
    year >= 1900 &&
    year <= 2200 &&
    (month === undefined || (month >= 1 && month <= 12)) &&
    (day === undefined || (day >= 1 && day <= 31))
  );
}, dateExpectation);

const text = z.string();
const texts = z.array(z.string());

export const jsonResumeLocationSchema = z.looseObject({
  address: text.optional(),
  postalCode: text.optional(),
  city: text.optional(),
  /** ISO-3166-1 ALPHA-2, e.g. "US". */
  countryCode: text.optional(),
  region: text.optional(),
});
export type JsonResumeLocation = z.infer<typeof jsonResumeLocationSchema>;

export const jsonResumeProfileSchema = z.looseObject({
  network: text.optional(),
  username: text.optional(),
  url: text.optional(),
});

export const jsonResumeBasicsSchema = z.looseObject({
  name: text.optional(),
  label: text.optional(),
  image: text.optional(),
  email: text.optional(),
  phone: text.optional(),
  url: text.optional(),
  summary: text.optional(),
  location: jsonResumeLocationSchema.optional(),
  profiles: z.array(jsonResumeProfileSchema).optional(),
});

export const jsonResumeWorkSchema = z.looseObject({
  name: text.optional(),
  location: text.optional(),
  description: text.optional(),
  position: text.optional(),
  url: text.optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  summary: text.optional(),
  highlights: texts.optional(),
});

export const jsonResumeVolunteerSchema = z.looseObject({
  organization: text.optional(),
  position: text.optional(),
  url: text.optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  summary: text.optional(),
  highlights: texts.optional(),
});

export const jsonResumeEducationSchema = z.looseObject({
  institution: text.optional(),
  url: text.optional(),
  area: text.optional(),
  studyType: text.optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  score: text.optional(),
  courses: texts.optional(),
});

export const jsonResumeAwardSchema = z.looseObject({
  title: text.optional(),
  date: isoDateSchema.optional(),
  awarder: text.optional(),
  summary: text.optional(),
});

export const jsonResumeCertificateSchema = z.looseObject({
  name: text.optional(),
  date: isoDateSchema.optional(),
  url: text.optional(),
  issuer: text.optional(),
});

export const jsonResumePublicationSchema = z.looseObject({
  name: text.optional(),
  publisher: text.optional(),
  releaseDate: isoDateSchema.optional(),
  url: text.optional(),
  summary: text.optional(),
});

export const jsonResumeSkillSchema = z.looseObject({
  name: text.optional(),
  level: text.optional(),
  keywords: texts.optional(),
});

export const jsonResumeLanguageSchema = z.looseObject({
  language: text.optional(),
  fluency: text.optional(),
});

export const jsonResumeInterestSchema = z.looseObject({
  name: text.optional(),
  keywords: texts.optional(),
});

export const jsonResumeReferenceSchema = z.looseObject({
  name: text.optional(),
  reference: text.optional(),
});

export const jsonResumeProjectSchema = z.looseObject({
  name: text.optional(),
  description: text.optional(),
  highlights: texts.optional(),
  keywords: texts.optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  url: text.optional(),
  roles: texts.optional(),
  entity: text.optional(),
  type: text.optional(),
});

/** The keys of JSON Resume's lists, in the order the schema gives them. */
export const jsonResumeListKeys = [
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const;
export type JsonResumeListKey = (typeof jsonResumeListKeys)[number];

/**
 * Where Vitae keeps, in `meta`, what JSON Resume has no place for: its sections' order and headings as printed.
 * Each part names the JSON Resume key it reads from ('header' for the header block, 'summary' for
 * `basics.summary`, one line a part) and how many of that key's items (or summary lines) it holds, so a resume
 * with two experience sections ("Experience", "Internships") comes back as two. Other tools ignore it; a file
 * whose lists no longer match it is still read, its items past the counted ones in a section of their own.
 */
export const vitaeOutlinePartSchema = z.object({
  key: z.enum(['header', 'summary', ...jsonResumeListKeys]),
  heading: z.string().max(200),
  count: z.number().int().min(0),
});
export type VitaeOutlinePart = z.infer<typeof vitaeOutlinePartSchema>;
export const vitaeOutlineSchema = z.array(vitaeOutlinePartSchema).max(200);

export const jsonResumeMetaSchema = z.looseObject({
  canonical: text.optional(),
  version: text.optional(),
  lastModified: text.optional(),
});

export const jsonResumeSchema = z.looseObject({
  $schema: text.optional(),
  basics: jsonResumeBasicsSchema.optional(),
  work: z.array(jsonResumeWorkSchema).optional(),
  volunteer: z.array(jsonResumeVolunteerSchema).optional(),
  education: z.array(jsonResumeEducationSchema).optional(),
  awards: z.array(jsonResumeAwardSchema).optional(),
  certificates: z.array(jsonResumeCertificateSchema).optional(),
  publications: z.array(jsonResumePublicationSchema).optional(),
  skills: z.array(jsonResumeSkillSchema).optional(),
  languages: z.array(jsonResumeLanguageSchema).optional(),
  interests: z.array(jsonResumeInterestSchema).optional(),
  references: z.array(jsonResumeReferenceSchema).optional(),
  projects: z.array(jsonResumeProjectSchema).optional(),
  meta: jsonResumeMetaSchema.optional(),
});
/** A resume.json as read: every field optional, extra properties kept. */
export type JsonResumeInput = z.infer<typeof jsonResumeSchema>;
