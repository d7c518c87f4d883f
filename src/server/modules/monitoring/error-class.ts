import { STATUS_CODES } from 'node:http';
import { AppError } from '@core/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A code is kept only in this shape, so nothing a visitor typed can reach the counts through it. */
const CODE_SHAPE = /^[A-Z][A-Z0-9_]{1,63}$/;

/**
 * What an error is counted as (issue 21: "store the route and the error class", never the message, which may
 * hold personal data): the AppError code the error handler answers with (`VALIDATION_FAILED`, `NOT_FOUND` …),
 * Fastify's own code for its errors (`FST_ERR_CTP_INVALID_JSON_BODY`), or `INTERNAL` for anything else.
 */
export function errorClassOf(error: unknown): string {
  if (error instanceof AppError) return error.code;
  if (hasZodFastifySchemaValidationErrors(error)) return 'VALIDATION_FAILED';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CODE_SHAPE.test(code)) return code;
  return 'INTERNAL';
}

/** The error class of an error answer sent without a thrown error (the not-found handler): its status text. */
export function statusTextOf(status: number): string {
  return STATUS_CODES[status] ?? `HTTP ${status}`;
}

/** The HTTP methods counted under their own name; any other becomes OTHER (the label set stays finite). */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The method as counted: one of the usual verbs, else `OTHER`. */
export function methodLabelOf(method: string): string {
  return knownMethods.has(method) ? method : 'OTHER';
}
