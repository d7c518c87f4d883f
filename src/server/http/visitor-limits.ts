import { AppError } from '@core/errors';
import { aiServerMessages } from '@shared/messages';
import { lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { visitorRateLimits } from '../db/schema';

/**
 * `ai`: a call that reaches a remote model; `analyze`: an analysis the built-in engine answers alone; and the
 * expensive routes of issue 22: `upload` (resumes, versions, file checks, documents and JSON Resume imports made
 * resumes), `extract` (a job posting read from a URL), `optimize`, `export`, `bullets` (bullet variations);
 * `login`: a sign-in started, limited per address only (issue 29 §3).
 */
export type VisitorLimitKind =
  | 'ai'
  | 'analyze'
  | 'upload'
  | 'extract'
  | 'optimize'
  | 'export'
  | 'bullets'
  | 'login';

/**
 * Who a call is counted against: the visitor (owner key) and the client address's key (session.ts). Without an
 * owner (a sign-in started) only the address's limit applies; without an address (a service called without a
 * request, in tests) only the visitor's.
 */
export interface Caller {
  owner?: string;
  address?: string;
}

/** Counts a call against the caller's limits of its kind; throws a 429 AppError when one is reached. */
export type CheckVisitorLimit = (caller: Caller, kind: VisitorLimitKind) => Promise<void>;

const MINUTE_MS = 60_000;
/** Windows older than this are deleted, at most once a minute per process. */
const KEEP_MS = 10 * MINUTE_MS;

/** What a 429 carries for the error handler: the Retry-After header, in whole seconds. */
export interface RateLimitDetails {
  retryAfterSeconds: number;
}

/**
 * Calls per visitor and minute (issue 16 "Limits per visitor", issue 22 §5), and per client address and minute
 * (issue 29 §3: a new session id resets a visitor's count, not the address's), in fixed one-minute windows
 * counted in the database so that several instances share them. An address is counted under its key (a
 * digest, never the address itself), in the same table; rows go after ten minutes. A limit of 0 is off. Over a
 * limit: 429 with Retry-After (the seconds until the window ends) and a plain message; the refused call is not
 * counted against the limit that refused it.
 */
export function createVisitorLimits(
  db: Database,
  limits: Config['rateLimits'],
  now: () => number = Date.now,
): CheckVisitorLimit {
  let lastSweep = 0;
  // A route limit absent from the configuration (a hand-made test config) is off, as 0 is.
  const visitorLimitOf: Readonly<Record<VisitorLimitKind, number>> = {
    ai: limits.aiPerMinute,
    analyze: limits.analyzePerMinute,
    upload: limits.uploadPerMinute ?? 0,
    extract: limits.extractPerMinute ?? 0,
    optimize: limits.optimizePerMinute ?? 0,
    export: limits.exportPerMinute ?? 0,
    bullets: limits.bulletsPerMinute ?? 0,
    login: 0,
  };
  const addressLimitOf = (kind: VisitorLimitKind) => limits.perAddress?.[kind] ?? 0;

  /** Counts one call of `key` in this minute's window unless `limit` is reached; throws 429 when it is. */
  async function count(key: string, kind: VisitorLimitKind, limit: number): Promise<void> {
    if (limit === 0) return;
    const at = now();
    const windowStart = new Date(at - (at % MINUTE_MS));
    if (at - lastSweep >= MINUTE_MS) {
      lastSweep = at;
      await db.delete(visitorRateLimits).where(lt(visitorRateLimits.windowStart, new Date(at - KEEP_MS)));
    }
    const counted = await db
      .insert(visitorRateLimits)
      .values({ owner: key, kind, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [visitorRateLimits.owner, visitorRateLimits.kind, visitorRateLimits.windowStart],
        set: { hits: sql`${visitorRateLimits.hits} + 1` },
        setWhere: sql`${visitorRateLimits.hits} < ${limit}`,
      })
      .returning({ hits: visitorRateLimits.hits });
    if (counted.length > 0) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + MINUTE_MS - at) / 1000));
    throw new AppError('RATE_LIMITED', aiServerMessages.rateLimited(retryAfterSeconds), {
      retryAfterSeconds,
    } satisfies RateLimitDetails);
  }

  // The visitor's own limit first: a visitor past it does not use up the address's calls for the others there.
  return async ({ owner, address }, kind) => {
    if (owner !== undefined) await count(owner, kind, visitorLimitOf[kind]);
    if (address !== undefined) await count(address, kind, addressLimitOf(kind));
  };
}
