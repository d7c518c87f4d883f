import { buildApp } from '@server/app';
import type { Config } from '@server/config';
import type { DatabaseHandle } from '@server/db/client';
import { testConfig } from '@test/server/test-app';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { minuteOf } from '../request-aggregator';

/** The header a test sets on a request to say how long it "took", in ms (read by the test app's duration source). */
export const DURATION_HEADER = 'x-test-duration-ms';

/** A clock the tests move: starts 5 s into the current minute, so a test's requests share a minute. */
export function testClock() {
  let at = minuteOf(Date.now()) + 5_000;
  return {
    now: () => at,
    advance(ms: number) {
      at += ms;
    },
  };
}

/**
 * The real app on `database` with the monitoring clock and request durations under the test's control: each
 * request counts as lasting its DURATION_HEADER in ms (1 without it).
 */
export function buildMonitoringApp(
  database: DatabaseHandle,
  now: () => number,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: { ...testConfig, ...overrides },
    database,
    monitoring: {
      now,
      elapsedMs: (request) => Number(request.headers[DURATION_HEADER] ?? 1),
    },
  });
}

/**
 * Empties the monitoring counts, the analytics events and the visitors' last-seen times (the shared test
 * database's reset leaves the first two alone). The day's salt stays, as an app instance keeps it in memory.
 */
export async function resetMonitoringTables(database: DatabaseHandle): Promise<void> {
  await database.db.execute(
    sql`truncate table monitoring_request_counts, analytics_events, visitor_activity`,
  );
}
