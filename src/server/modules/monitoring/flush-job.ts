import type { FastifyBaseLogger } from 'fastify';
import type { MonitoringRepository } from './monitoring.repository';
import type { RequestAggregator, RequestCell } from './request-aggregator';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Counts and events are kept this long: the dashboard's longest window (720 hours) and a day. */
export const MONITORING_KEEP_MS = 31 * DAY_MS;

interface FlushJobOptions {
  aggregator: RequestAggregator;
  repository: Pick<MonitoringRepository, 'saveCounts' | 'prune'>;
  flushSeconds: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: () => number;
}

/**
 * Saves the in-memory counts to the database every `flushSeconds` (MONITORING_FLUSH_SECONDS) and when the server
 * closes (issue 21). A failed save puts the counts back (within the aggregation's caps) for the next try. At
 * most once an hour it also deletes what is older than MONITORING_KEEP_MS and the salts of past days. Saves
 * run one at a time; each is scheduled when the previous has finished.
 */
export function createFlushJob({ aggregator, repository, flushSeconds, log, now }: FlushJobOptions) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let saving: RequestCell[] = [];
  let queue: Promise<void> = Promise.resolve();
  let lastPrune = 0;

  async function flushOnce(): Promise<void> {
    const cells = aggregator.take();
    saving = cells;
    try {
      await repository.saveCounts(cells);
    } catch (error) {
      aggregator.restore(cells);
      log.warn({ err: error, keys: cells.length }, 'monitoring counts not saved; kept for the next try');
      return;
    } finally {
      saving = [];
    }
    const at = now();
    if (at - lastPrune < HOUR_MS) return;
    lastPrune = at;
    await repository
      .prune(new Date(at - MONITORING_KEEP_MS), new Date(at).toISOString().slice(0, 10))
      .catch((error: unknown) => log.warn({ err: error }, 'old monitoring rows not deleted'));
  }

  /** Saves now, after any save in progress; never rejects (a failure is logged and retried later). */
  function flush(): Promise<void> {
    queue = queue.then(flushOnce, flushOnce);
    return queue;
  }

  function schedule() {
    timer = setTimeout(() => {
      void flush().finally(() => {
        if (!stopped) schedule();
      });
    }, flushSeconds * 1000);
    timer.unref();
  }

  return {
    flush,
    /** The counts not in the database yet: those in memory and those being saved right now. */
    pendingCells(): RequestCell[] {
      return [...aggregator.cells(), ...saving.map((cell) => ({ ...cell }))];
    },
    /** Resolves when the save in progress (if any) is done. */
    settled: (): Promise<void> => queue,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    /** Stops the schedule and saves what is left, so that a restart loses nothing. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await flush();
    },
  };
}

export type FlushJob = ReturnType<typeof createFlushJob>;
