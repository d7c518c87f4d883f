import { AppError } from '@core/errors';
import type { ApiErrorBody, ErrorCode } from '@shared/errors';
import { serverMessages, validationMessages } from '@shared/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './database-errors';
import type { RateLimitDetails } from './visitor-limits';

/** The one table from error codes to HTTP statuses: a new code does not compile until it has one. */
export const statusOf: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  AI_BAD_OUTPUT: 502,
  AI_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Fastify's own 4xx errors (body parsing, limits) and the code we answer them with. */
const codeOfClientStatus: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

const plainMessageOfFastifyCode = new Map([
  ['FST_ERR_CTP_BODY_TOO_LARGE', serverMessages.bodyTooLarge],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', serverMessages.unsupportedMediaType],
  ['FST_ERR_CTP_INVALID_JSON_BODY', serverMessages.malformedJson],
]);

/**
 * Turns any thrown error into `{ message, code, requestId }`. Client errors keep their plain message;
 * everything else is logged with the request id and answered with a generic 500, never a stack or detail.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return answerError(error, request, reply, false);
}

/** Platform spec §7: the AI provider calls' error body carries the message as `error` too. */
export function handleErrorWithErrorField(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return answerError(error, request, reply, true);
}

function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  withErrorField: boolean,
) {
  const { status, body } = describe(error, request.id);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  return reply.code(status).send(withErrorField ? { ...body, error: body.message } : body);
}

/**
 * The wait in seconds of a 429 (visitor-limits.ts) or a 503 (a full work queue): both put it in the error's
 * details.
 */
function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof AppError) || (error.code !== 'RATE_LIMITED' && error.code !== 'SERVICE_UNAVAILABLE'))
    return undefined;
  const seconds = (error.details as Partial<RateLimitDetails> | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

const specValidationMessages = new Set<string>(Object.values(validationMessages));

function describe(error: FastifyError, requestId: string): { status: number; body: ApiErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const problems = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${field}: ${issue.message}` : issue.message;
    });
    // A rule the spec words for the user (e.g. "Too many skills selected...") is answered in those words alone.
    const specMessage = error.validation.find((issue) =>
      specValidationMessages.has(issue.message ?? ''),
    )?.message;
    return {
      status: 400,
      body: {
        message: specMessage ?? `Invalid ${where}: ${problems.join('; ')}`,
        code: 'VALIDATION_FAILED',
        requestId,
        details: error.validation.map(({ instancePath, message }) => ({ path: instancePath, message })),
      },
    };
  }
  if (error instanceof AppError) {
    const status = statusOf[error.code];
    const message = status >= 500 && error.code === 'INTERNAL' ? serverMessages.internal : error.message;
    return { status, body: { message, code: error.code, requestId, details: error.details } };
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const code = codeOfClientStatus[status] ?? 'VALIDATION_FAILED';
    const message = plainMessageOfFastifyCode.get(error.code) ?? error.message;
    return { status, body: { message, code, requestId } };
  }
  // The database gone (stopped, restarting, the network cut): 503, and the next request tries again.
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      body: { message: serverMessages.databaseUnavailable, code: 'SERVICE_UNAVAILABLE', requestId },
    };
  return { status: 500, body: { message: serverMessages.internal, code: 'INTERNAL', requestId } };
}
