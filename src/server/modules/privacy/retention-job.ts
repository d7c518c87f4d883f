import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RetentionConfig } from '../../config';
import type { Database } from '../../db/client';
import { trimmedHourlyTables } from './owner-tables';
import type { PurgeDeletedRows } from './purge-deleted-rows';
import { type RetentionOutcome, runRetentionPass } from './retention-pass';

/** The first pass runs this long after the server starts listening (or after one interval, if shorter). */
export const FIRST_PASS_DELAY_MS = 60_000;

interface RetentionJobOptions {
  db: Database;
  retention: RetentionConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Rewrites the files of the tables a pass deleted rows from (issue 29 §4). */
  purgeDeleted: PurgeDeletedRows;
  /** The current time; tests move it. */
  now?: () => Date;
}

/**
 * The retention job (issue 19): a pass (see runRetentionPass) shortly after start, then one every
 * `intervalMinutes`, each scheduled when the previous has finished. Several instances may run it at once: a
 * pass that finds another's lock held is skipped. Counts are logged, never who they were.
 */
export function createRetentionJob({
  db,
  retention,
  log,
  purgeDeleted,
  now = () => new Date(),
}: RetentionJobOptions) {
  const intervalMs = retention.intervalMinutes * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  /**
   * One pass now, then the files of the tables it deleted from rewritten (awaited: stop() waits for it). A
   * failure is logged by the schedule, which keeps going.
   */
  async function runOnce(): Promise<RetentionOutcome> {
    const outcome = await runRetentionPass(db, retention.periods, now());
    if (!outcome.ran) {
      log.info('retention pass skipped: another instance holds the lock');
      return outcome;
    }
    await purgeDeleted(outcome.deletedFrom.filter((table) => !trimmedHourlyTables.includes(table)));
    log.info({ retention: outcome.counts }, 'retention pass done');
    return outcome;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'retention pass failed'))
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    /** Starts the schedule, unless the job is turned off (RETENTION_ENABLED=false) or already started. */
    start() {
      if (!retention.enabled || !stopped) return;
      stopped = false;
      schedule(Math.min(FIRST_PASS_DELAY_MS, intervalMs));
    },
    /** Stops the schedule and waits for a pass in progress, so the database can be closed after it. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type RetentionJob = ReturnType<typeof createRetentionJob>;

/** Starts the job when the server listens (not in tests that only inject) and stops it when the server closes. */
export const retentionJobPlugin = fp(
  async (app: FastifyInstance, { job }: { job: RetentionJob }) => {
    app.addHook('onListen', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'retention-job' },
);
