import { z } from 'zod';
import { DEFAULT_MODEL } from '../models';

/**
 * The AI provider calls of platform spec §7 and the model picker (core spec §3 "AI model option"). The error
 * body of these routes carries `error` beside `message` (spec §7: "error body field error").
 */

/** The remote providers, by priority (platform spec §2 "AI provider demo"), then a local OpenAI-compatible server. */
export const aiProviderNames = ['openrouter', 'groq', 'gemini', 'mistral', 'local'] as const;
export type AiProviderName = (typeof aiProviderNames)[number];

/** GET /api/ai-models: the picker's options. A model whose provider has no key is listed disabled, with why. */
export const aiModelOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  tier: z.string(),
  description: z.string().optional(),
  disabled: z.boolean().optional(),
  /** Why a disabled model cannot be chosen ("Set OPENROUTER_API_KEY to use it"). */
  reason: z.string().optional(),
});
export type AiModelOption = z.infer<typeof aiModelOptionSchema>;

export const aiModelsResponseSchema = z.object({
  models: z.array(aiModelOptionSchema),
  /** The model selected when the visitor has chosen none. */
  defaultModel: z.string(),
});
export type AiModelsResponse = z.infer<typeof aiModelsResponseSchema>;

const usageSchema = z.object({
  requestsPerMinute: z.number().int().min(0),
  requestsPerHour: z.number().int().min(0),
  tokensPerMinute: z.number().int().min(0),
});

/** Platform spec §3 "AI provider status". */
export const aiProviderStatusSchema = z.object({
  name: z.string(),
  priority: z.number().int().min(0),
  available: z.boolean(),
  blocked: z.boolean(),
  /** When the block ends, in milliseconds since the epoch; null when not blocked. */
  blockUntil: z.number().int().nullable(),
  usage: usageSchema,
  limits: z.object({
    requestsPerMinute: z.number().int().min(0),
    requestsPerHour: z.number().int().min(0),
    tokensPerMinute: z.number().int().min(0).optional(),
  }),
});
export type AiProviderStatus = z.infer<typeof aiProviderStatusSchema>;

export const aiStatusResponseSchema = z.object({
  data: z.object({
    summary: z.object({
      total: z.number().int().min(0),
      available: z.number().int().min(0),
      blocked: z.number().int().min(0),
    }),
    providers: z.array(aiProviderStatusSchema),
  }),
});
export type AiStatusResponse = z.infer<typeof aiStatusResponseSchema>;

/** POST /api/ai-provider/test: a tiny call to the first available provider. */
export const aiTestResponseSchema = z.object({
  data: z.object({
    provider: z.string(),
    model: z.string(),
    usage: z.object({ total_tokens: z.number().int().min(0) }),
  }),
});
export type AiTestResponse = z.infer<typeof aiTestResponseSchema>;

/** Platform spec §3 "Analysis request" (streaming): POST /api/ai-provider/stream-analysis. */
export const streamAnalysisBodySchema = z.object({
  resumeText: z.string().trim().min(1).max(100_000),
  jobDescription: z.string().trim().min(1).max(50_000),
  jobTitle: z.string().trim().min(1).max(300),
  model: z.string().max(200).default(DEFAULT_MODEL),
});
export type StreamAnalysisBody = z.infer<typeof streamAnalysisBodySchema>;

/** One server-sent event of the stream: each is written as a line `data: <json>` and a blank line. */
export const streamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('connected') }),
  z.object({ type: z.literal('chunk'), content: z.string(), provider: z.string() }),
  z.object({ type: z.literal('complete') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;
