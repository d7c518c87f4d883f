import { AppError } from '@core/errors';
import { aiServerMessages } from '@shared/messages';
import { lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { visitorRateLimits } from '../db/schema';

/**
 * `ai`: a call that reaches a remote model; `analyze`: an analysis the built-in engine answers alone; and the
 * expensive routes of issue 22: `upload` (resumes, versions, file checks, documents and JSON Resume imports made
 * resumes), `extract` (a job posting read from a URL), `optimize`, `export`, `bullets` (bullet variations).
 */
export type VisitorLimitKind = 'ai' | 'analyze' | 'upload' | 'extract' | 'optimize' | 'export' | 'bullets';

/** Counts a call against the visitor's limit of its kind; throws a 429 AppError when the limit is reached. */
export type CheckVisitorLimit = (owner: string, kind: VisitorLimitKind) => Promise<void>;

const MINUTE_MS = 60_000;
/** Windows older than this are deleted, at most once a minute per process. */
const KEEP_MS = 10 * MINUTE_MS;

/** What a 429 carries for the error handler: the Retry-After header, in whole seconds. */
export interface RateLimitDetails {
  retryAfterSeconds: number;
}

/**
 * Calls per visitor and minute (issue 16 "Limits per visitor", issue 22 §5), in fixed one-minute windows counted in the
 * database so that several instances share them. A limit of 0 is off. Over the limit: 429 with Retry-After
 * (the seconds until the window ends) and a plain message; the refused call is not counted.
 */
export function createVisitorLimits(
  db: Database,
  limits: Config['rateLimits'],
  now: () => number = Date.now,
): CheckVisitorLimit {
  let lastSweep = 0;
  // A route limit absent from the configuration (a hand-made test config) is off, as 0 is.
  const limitOf: Readonly<Record<VisitorLimitKind, number>> = {
    ai: limits.aiPerMinute,
    analyze: limits.analyzePerMinute,
    upload: limits.uploadPerMinute ?? 0,
    extract: limits.extractPerMinute ?? 0,
    optimize: limits.optimizePerMinute ?? 0,
    export: limits.exportPerMinute ?? 0,
    bullets: limits.bulletsPerMinute ?? 0,
  };

  return async (owner, kind) => {
    const limit = limitOf[kind];
    if (limit === 0) return;
    const at = now();
    const windowStart = new Date(at - (at % MINUTE_MS));
    if (at - lastSweep >= MINUTE_MS) {
      lastSweep = at;
      await db.delete(visitorRateLimits).where(lt(visitorRateLimits.windowStart, new Date(at - KEEP_MS)));
    }
    const counted = await db
      .insert(visitorRateLimits)
      .values({ owner, kind, windowStart, hits: 1 })
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
  };
}
