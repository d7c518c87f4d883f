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
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  requestId: string;
  details?: unknown;
}

/**
 * Reads an error body, or undefined when it is not one. Hand-written rather than a zod schema so the web
 * client's first load does not carry zod for this one check.
 */
export function parseApiErrorBody(value: unknown): ApiErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, code, requestId, details } = value as Record<string, unknown>;
  if (typeof message !== 'string' || typeof requestId !== 'string') return undefined;
  if (!errorCodes.includes(code as ErrorCode)) return undefined;
  return { message, code: code as ErrorCode, requestId, ...(details === undefined ? {} : { details }) };
}
