import { z } from 'zod';

/** Stable error codes: the server maps each to one HTTP status, the client may branch on them. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'AI_BAD_OUTPUT',
  'AI_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every error body. The spec's client reads `message`; the rest helps support and tests. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  requestId: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
