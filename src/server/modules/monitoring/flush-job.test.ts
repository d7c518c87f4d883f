import { describe, expect, it } from 'vitest';
import { createFlushJob, MONITORING_KEEP_MS } from './flush-job';
import { createRequestAggregator, type RequestCell } from './request-aggregator';

const at = Date.parse('2025-03-04T10:15:20.000Z');
const silent = { warn: () => {} };

/** A repository that fails its first `failures` saves, then keeps what it is given. */
function repositoryFailing(failures: number) {
  const saved: RequestCell[][] = [];
  const pruned: [Date, string][] = [];
  let left = failures;
  return {
    saved,
    pruned,
    saveCounts: async (cells: readonly RequestCell[]) => {
      if (left-- > 0) throw new Error('connection refused');
      saved.push([...cells]);
    },
    prune: async (before: Date, today: string) => {
      pruned.push([before, today]);
    },
  };
}

describe('the flush job', () => {
  it('keeps the counts of a failed save for the next, and shows them as pending meanwhile', async () => {
    const aggregator = createRequestAggregator();
    const repository = repositoryFailing(1);
    const job = createFlushJob({ aggregator, repository, flushSeconds: 60, log: silent, now: () => at });
    const sample = { at, method: 'GET', route: '/api/health', status: 200, errorClass: '', durationMs: 4 };
    aggregator.record(sample);
    await job.flush();
    expect(repository.saved).toEqual([]);
    expect(job.pendingCells()).toEqual([expect.objectContaining({ count: 1, totalMs: 4 })]);
    aggregator.record({ ...sample, durationMs: 6 });
    await job.flush();
    expect(repository.saved).toEqual([[expect.objectContaining({ count: 2, totalMs: 10, maxMs: 6 })]]);
    expect(job.pendingCells()).toEqual([]);
  });

  it('deletes old rows at most once an hour, after a save', async () => {
    let now = at;
    const repository = repositoryFailing(0);
    const job = createFlushJob({
      aggregator: createRequestAggregator(),
      repository,
      flushSeconds: 60,
      log: silent,
      now: () => now,
    });
    await job.flush();
    now += 30 * 60_000;
    await job.flush();
    now += 31 * 60_000;
    await job.flush();
    expect(repository.pruned).toEqual([
      [new Date(at - MONITORING_KEEP_MS), '2025-03-04'],
      [new Date(now - MONITORING_KEEP_MS), '2025-03-04'],
    ]);
  });

  it('saves what is left when stopped', async () => {
    const aggregator = createRequestAggregator();
    const repository = repositoryFailing(0);
    const job = createFlushJob({ aggregator, repository, flushSeconds: 60, log: silent, now: () => at });
    job.start();
    aggregator.record({
      at,
      method: 'POST',
      route: '/api/analyze',
      status: 201,
      errorClass: '',
      durationMs: 80,
    });
    await job.stop();
    expect(repository.saved.flat()).toEqual([expect.objectContaining({ route: '/api/analyze', count: 1 })]);
  });
});
