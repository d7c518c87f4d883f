import { z } from 'zod';
import { resumeSectionTypes } from './resume';

/**
 * The resume document: one structured model of a resume that ingestion builds, the section editor edits, the
 * analysis reads, the optimizer changes and every renderer writes out (DESIGN.md, "The resume document").
 *
 * Close to JSON Resume (https://jsonresume.org/schema), with these differences, each for a reason:
 * - Sections stay in the resume's own reading order, with their headings as printed ("Work History", "专业技能"),
 *   instead of JSON Resume's fixed keys (work, education…): a resume read back must keep its outline.
 * - One `entry` shape serves experience, education and projects (title, organisation, location, dates, lines):
 *   JSON Resume's work.position/name, education.studyType+area/institution and projects.name map onto it
 *   (see core/resume/to-json-resume when it lands), and a resume does not always say which one it is.
 * - Dates are kept as printed ("Jun 2019 – Present") next to their parsed year and month: a renderer writes
 *   them as the person wrote them; the analysis counts with the parsed values.
 * - Every item keeps `line`, the 0-based line of the source text it came from (-1 when the optimizer or the
 *   builder added it), so evidence, edits and rewrites stay traceable to the upload.
 */

/** A year and month (1-12, absent when only the year is printed). */
export const yearMonthSchema = z.object({
  year: z.number().int().min(1900).max(2200),
  month: z.number().int().min(1).max(12).optional(),
});
export type DocumentYearMonth = z.infer<typeof yearMonthSchema>;

export const dateRangeSchema = z.object({
  /**
   * The dates as printed, e.g. "03/2016 - 05/2019", "2014–2018", "Jun 2019 – Present", "Summer 2019", "2017";
   * without words printed before them ("Expected May 2026" is "May 2026").
   */
  text: z.string(),
  /** Absent for a single date ("2017", a graduation): a single date is when the entry ended. */
  start: yearMonthSchema.optional(),
  /** Absent with `isCurrent` ("Present", "Current", "至今", "現在", "현재") or when no end is printed. */
  end: yearMonthSchema.optional(),
  isCurrent: z.boolean(),
});
export type DateRange = z.infer<typeof dateRangeSchema>;

/**
 * How many lines of the source text an item spans from its `line`, blank lines between included, when more than
 * one: a bullet the PDF wrapped over two lines, a skills list printed one skill a line. Absent for one line (and
 * for an item that is not in the text, `line` -1).
 */
const lineCountSchema = z.number().int().min(2).optional();

/**
 * A line of text: an achievement bullet or a plain line (a paragraph, a course list, a note). `text` is the
 * printed line without its bullet marker (`isBullet` says there was one), its wrapped lines joined by a space.
 */
export const documentLineSchema = z.object({
  kind: z.literal('line'),
  text: z.string(),
  isBullet: z.boolean(),
  /**
   * A numbered item's number as printed ("1.", "2)", "(3)"), written in place of the bullet mark; absent for
   * a bullet mark ("•", "-") or a plain line.
   */
  marker: z.string().optional(),
  line: z.number().int().min(-1),
  lineCount: lineCountSchema,
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** A role, a degree or a project: its header (one to three printed lines) and the lines under it. */
export const entrySchema = z.object({
  kind: z.literal('entry'),
  /** The role, the degree ("B.S. in Accounting") or the project's name. */
  title: z.string().optional(),
  /** The employer, the school or the client. */
  organisation: z.string().optional(),
  location: z.string().optional(),
  dates: dateRangeSchema.optional(),
  /**
   * The header lines as printed (trimmed, one a source line, wrapped ones each on their own), for traceability and
   * for the renderers: an entry whose fields do not hold every word of them is written as printed, so nothing the
   * person wrote is lost ("WeatherNow – mobile app (Flutter, Firebase, Dart)"). A sentence run into the header
   * after its dates is no header line but the entry's first line. After a rewrite, the line as rewritten.
   */
  headerLines: z.array(z.object({ text: z.string(), line: z.number().int().min(-1) })),
  lines: z.array(documentLineSchema),
});
export type Entry = z.infer<typeof entrySchema>;

/** A list of skills, with its label when printed ("Languages: Python, Go" has the label "Languages"). */
export const skillGroupSchema = z.object({
  kind: z.literal('skills'),
  label: z.string().optional(),
  skills: z.array(z.string()),
  /**
   * How the list was separated as printed (", ", " | ", " • "), so a renderer writes it the same way; "\n" for a
   * list printed one skill a line.
   */
  separator: z.string(),
  line: z.number().int().min(-1),
  lineCount: lineCountSchema,
});
export type SkillGroup = z.infer<typeof skillGroupSchema>;

export const sectionItemSchema = z.discriminatedUnion('kind', [
  documentLineSchema,
  entrySchema,
  skillGroupSchema,
]);
export type SectionItem = z.infer<typeof sectionItemSchema>;

export const documentSectionSchema = z.object({
  type: z.enum(resumeSectionTypes),
  /** The heading as printed; '' for a section without one (the header, an untitled summary). */
  heading: z.string(),
  /** The line of the heading (or of the first item when there is none); -1 when added. */
  line: z.number().int().min(-1),
  /** True when the visitor edited this section in the section editor. */
  isEdited: z.boolean(),
  items: z.array(sectionItemSchema),
});
export type DocumentSection = z.infer<typeof documentSectionSchema>;

export const profileSchema = z.object({
  /** "LinkedIn", "GitHub", "Portfolio", "Website"… */
  network: z.string(),
  url: z.string(),
});

/** The person: JSON Resume's `basics`, as found in the header (and wherever a resume puts its contact block). */
export const basicsSchema = z.object({
  name: z.string().optional(),
  /** The title printed under the name ("Registered Nurse"); JSON Resume's `label`. */
  label: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  location: z.string().optional(),
  profiles: z.array(profileSchema),
});
export type Basics = z.infer<typeof basicsSchema>;

export const resumeDocumentSchema = z.object({
  basics: basicsSchema,
  /** In reading order; the header first when the resume has one. */
  sections: z.array(documentSectionSchema),
});
export type ResumeDocument = z.infer<typeof resumeDocumentSchema>;
