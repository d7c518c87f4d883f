import {
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  ExponentialBackoff,
  handleWhen,
  retry,
  TimeoutStrategy,
  timeout,
  wrap,
} from 'cockatiel';
import type { AiConfig } from '../config';
import { countsAgainstProvider, isTransient } from './provider-errors';

/** The first retry waits about this long (with decorrelated jitter), each next one about twice as long. */
const RETRY_INITIAL_DELAY_MS = 200;
const RETRY_MAX_DELAY_MS = 2000;

/**
 * One provider's cockatiel policies:
 * - `breaker` around a whole use of the provider (a call, its repair, a stream): opens after
 *   `breakerFailures` failed uses in a row, lets one trial use through after `breakerHalfOpenMs`. It lives in
 *   this process only: losing it on a restart costs a few failed calls, never a wrong answer.
 * - `call` around each request: retries a transient failure `retries` times with exponential backoff and
 *   jitter, each try under a timeout of `timeoutMs` that aborts the request.
 */
export function createProviderGuard(ai: AiConfig) {
  const breaker = circuitBreaker(handleWhen(countsAgainstProvider), {
    halfOpenAfter: ai.breakerHalfOpenMs,
    breaker: new ConsecutiveBreaker(ai.breakerFailures),
  });
  // cockatiel's breaker keeps time with Date.now(); so does this, for the status panel's countdown.
  let openedAt: number | undefined;
  breaker.onBreak(() => {
    openedAt = Date.now();
  });
  breaker.onReset(() => {
    openedAt = undefined;
  });
  const retryTransient = retry(handleWhen(isTransient), {
    maxAttempts: ai.retries,
    backoff: new ExponentialBackoff({ initialDelay: RETRY_INITIAL_DELAY_MS, maxDelay: RETRY_MAX_DELAY_MS }),
  });
  return {
    breaker,
    /** Retries with backoff around a timeout: for one request that has not passed anything on yet. */
    call: wrap(retryTransient, timeout(ai.timeoutMs, TimeoutStrategy.Aggressive)),
    /** Retries alone: a stream keeps its own time (until its first chunk, then between chunks). */
    retry: retryTransient,
    /** How long the open breaker still refuses calls; 0 when it lets them through. */
    openRemainingMs(): number {
      if (breaker.state !== CircuitState.Open || openedAt === undefined) return 0;
      return Math.max(openedAt + ai.breakerHalfOpenMs - Date.now(), 0);
    },
  };
}

export type ProviderGuard = ReturnType<typeof createProviderGuard>;
