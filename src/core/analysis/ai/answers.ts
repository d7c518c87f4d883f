import { priorities, suggestionTypes } from '@shared/api/analysis';
import { z } from 'zod';

/**
 * What a model is asked to answer, as zod schemas (the chain validates the answer with them, and asks for them
 * as JSON). The envelope is strict; each item is read on its own, so one malformed item is left out
 * (`null`) without costing the whole answer: an item of the wrong shape, or a priority or type outside the
 * contract's words (read as "medium" and "wording"). The merge steps drop the nulls and check the rest.
 * No transforms: the schemas stay representable as JSON Schema.
 */

/** One suggestion of a model: always about one line of the resume, quoted whole. */
export const modelSuggestionSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(1000),
  priority: z.enum(priorities).catch('medium'),
  type: z.enum(suggestionTypes).catch('wording'),
  /** A whole line of the resume, as written. */
  original: z.string().trim().min(1).max(2000),
  /** The line rewritten, or null for advice about the line. */
  replacement: z.string().max(2000).nullish(),
});
export type ModelSuggestion = z.infer<typeof modelSuggestionSchema>;

export const modelSuggestionsAnswerSchema = z.object({
  suggestions: z.array(modelSuggestionSchema.nullable().catch(null)),
});
export type ModelSuggestionsAnswer = z.infer<typeof modelSuggestionsAnswerSchema>;

/** One bullet of the resume and the model's ways of rewriting it. */
export const modelBulletSchema = z.object({
  original: z.string().trim().min(1).max(2000),
  variations: z.array(z.string().max(2000)),
});
export type ModelBullet = z.infer<typeof modelBulletSchema>;

export const modelBulletsAnswerSchema = z.object({
  bullets: z.array(modelBulletSchema.nullable().catch(null)),
});
export type ModelBulletsAnswer = z.infer<typeof modelBulletsAnswerSchema>;

/** A job posting read from a page's text: each field copied from the page, or null when it has none. */
export const modelJobAnswerSchema = z.object({
  title: z.string().max(1000).nullish(),
  company: z.string().max(1000).nullish(),
  description: z.string().max(60_000).nullish(),
});
export type ModelJobAnswer = z.infer<typeof modelJobAnswerSchema>;
