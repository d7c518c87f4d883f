import { APICallError } from 'ai';
import { BrokenCircuitError, TaskCancelledError } from 'cockatiel';

/** The provider's minute/hour window or its tokens for this minute are used up: the next provider is asked. */
export class LimitReachedError extends Error {
  override name = 'LimitReachedError';
}

/** The provider answered 429 (or is still blocked by an earlier 429) until `blockedUntil`. */
export class ProviderBlockedError extends Error {
  override name = 'ProviderBlockedError';
  constructor(readonly blockedUntil: number) {
    super(`blocked until ${new Date(blockedUntil).toISOString()}`);
  }
}

/** The answer was not the JSON the task asks for, even after one repair. */
export class BadOutputError extends Error {
  override name = 'BadOutputError';
}

/** A stream failed after some of it had been passed on: it cannot be retried or handed to another provider. */
export class StreamInterruptedError extends Error {
  override name = 'StreamInterruptedError';
  constructor(
    readonly provider: string,
    options?: ErrorOptions,
  ) {
    super(`the ${provider} stream stopped midway`, options);
  }
}

/** The caller went away (its signal aborted): nothing more to do, and no fault of the provider. */
export class CallerGoneError extends Error {
  override name = 'CallerGoneError';
}

/** The counters' database failed: no fault of the provider, and not worth a retry (the next provider is asked). */
export class CountersUnavailableError extends Error {
  override name = 'CountersUnavailableError';
}

/** A stream sent nothing for longer than the timeout (before its first chunk, or between two). */
export class StreamTimeoutError extends Error {
  override name = 'StreamTimeoutError';
}

const ownErrors = [
  CountersUnavailableError,
  LimitReachedError,
  ProviderBlockedError,
  BadOutputError,
  StreamInterruptedError,
  CallerGoneError,
  StreamTimeoutError,
];

const statusOf = (error: unknown): number | undefined =>
  APICallError.isInstance(error) ? error.statusCode : undefined;

export const isRateLimit = (error: unknown) => statusOf(error) === 429;

/** A timeout of one call (cockatiel's timeout policy cancels it). */
export const isTimeout = (error: unknown) =>
  error instanceof TaskCancelledError || error instanceof StreamTimeoutError;

/**
 * Worth another try on the same provider: a 5xx, 408, or a connection that failed or was reset.
 * Not a 429 (the provider is blocked instead), a timeout (the next provider is faster than waiting again),
 * another 4xx (the same request fails the same way) or an answer we could not use.
 */
export function isTransient(error: unknown): boolean {
  if (ownErrors.some((kind) => error instanceof kind)) return false;
  const status = statusOf(error);
  if (status !== undefined) return status >= 500 || status === 408;
  if (APICallError.isInstance(error)) return true; // no status: the connection failed
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}`;
  return /fetch failed|ECONNRESET|ECONNREFUSED|socket hang up|other side closed|terminated/i.test(text);
}

/**
 * Counts against the provider's circuit breaker: anything that says the provider is not answering well.
 * Not our own limits or counters, a 429 (blocked by its own mechanism), an open breaker, or the caller going away.
 */
export function countsAgainstProvider(error: unknown): boolean {
  return !(
    error instanceof LimitReachedError ||
    error instanceof CountersUnavailableError ||
    error instanceof ProviderBlockedError ||
    error instanceof BrokenCircuitError ||
    error instanceof CallerGoneError ||
    isRateLimit(error)
  );
}

/**
 * How long a 429 asks us to wait, in ms: `retry-after-ms`, `retry-after` (seconds or an HTTP date), or
 * OpenRouter's `x-ratelimit-reset` (epoch ms). Undefined when the answer does not say.
 */
export function retryAfterMsOf(error: unknown, now: number): number | undefined {
  if (!APICallError.isInstance(error)) return undefined;
  const headers = error.responseHeaders ?? {};
  const header = (name: string) => {
    const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
    return key === undefined ? undefined : headers[key]?.trim();
  };
  const milliseconds = Number(header('retry-after-ms'));
  if (header('retry-after-ms') && Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const retryAfter = header('retry-after');
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Number(retryAfter) * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(date - now, 0);
  }
  const reset = Number(header('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 1e12) return Math.max(reset - now, 0);
  return undefined;
}

/** A line for the log: the kind of failure and the status, never a request body (it holds resume text). */
export function describeFailure(error: unknown): { kind: string; status?: number; message: string } {
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const kind = isTimeout(error)
    ? 'timeout'
    : status === 429
      ? 'rate-limited'
      : error instanceof BadOutputError
        ? 'bad-output'
        : error instanceof StreamInterruptedError
          ? 'stream-interrupted'
          : status !== undefined
            ? 'http-error'
            : isTransient(error)
              ? 'connection'
              : error instanceof Error
                ? error.name
                : 'error';
  return { kind, ...(status === undefined ? {} : { status }), message: message.slice(0, 300) };
}
