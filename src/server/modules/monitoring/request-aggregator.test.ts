import { describe, expect, it } from 'vitest';
import {
  createRequestAggregator,
  OTHER_METHOD,
  OTHER_ROUTE,
  type RequestSample,
  UNMATCHED_ROUTE,
} from './request-aggregator';

const at = Date.parse('2025-03-04T10:15:20.000Z');
const sample = (overrides: Partial<RequestSample> = {}): RequestSample => ({
  at,
  method: 'GET',
  route: '/api/resumes/:id',
  status: 200,
  errorClass: '',
  durationMs: 10,
  ...overrides,
});

describe('the request aggregation', () => {
  it('sums requests of one minute, method, route, status and error class: count, total and longest time', () => {
    const aggregator = createRequestAggregator();
    aggregator.record(sample({ durationMs: 12 }));
    aggregator.record(sample({ at: at + 30_000, durationMs: 40 }));
    aggregator.record(sample({ at: at + 35_000, status: 404, errorClass: 'NOT_FOUND', durationMs: 3 }));
    aggregator.record(sample({ at: at + 60_000, durationMs: 5 }));
    const minute = Date.parse('2025-03-04T10:15:00.000Z');
    expect(aggregator.take()).toEqual([
      {
        minute,
        method: 'GET',
        route: '/api/resumes/:id',
        status: 200,
        errorClass: '',
        count: 2,
        totalMs: 52,
        maxMs: 40,
      },
      {
        minute,
        method: 'GET',
        route: '/api/resumes/:id',
        status: 404,
        errorClass: 'NOT_FOUND',
        count: 1,
        totalMs: 3,
        maxMs: 3,
      },
      {
        minute: minute + 60_000,
        method: 'GET',
        route: '/api/resumes/:id',
        status: 200,
        errorClass: '',
        count: 1,
        totalMs: 5,
        maxMs: 5,
      },
    ]);
    expect(aggregator.size()).toBe(0);
  });

  it('folds new keys into one key per minute and status past the cap, and drops past the overflow room', () => {
    const aggregator = createRequestAggregator({ maxKeys: 3, maxOverflowKeys: 2 });
    for (const route of ['/a', '/b', '/c', '/d', '/e']) aggregator.record(sample({ route }));
    aggregator.record(sample({ route: '/f', status: 500, errorClass: 'INTERNAL' }));
    expect(aggregator.size()).toBe(5);
    aggregator.record(sample({ route: '/g', status: 503, errorClass: 'AI_UNAVAILABLE' }));
    aggregator.record(sample({ route: '/a' }));
    expect(aggregator.size()).toBe(5);
    expect(aggregator.dropped()).toBe(1);
    const cells = aggregator.take();
    expect(cells.find((cell) => cell.route === '/a')?.count).toBe(2);
    expect(cells.filter((cell) => cell.route === OTHER_ROUTE)).toEqual([
      expect.objectContaining({ method: OTHER_METHOD, status: 200, errorClass: '', count: 2 }),
      expect.objectContaining({ method: OTHER_METHOD, status: 500, errorClass: OTHER_ROUTE, count: 1 }),
    ]);
  });

  it('stays within its caps for any number of distinct keys', () => {
    const aggregator = createRequestAggregator({ maxKeys: 100, maxOverflowKeys: 10 });
    for (let n = 0; n < 20_000; n++)
      aggregator.record(sample({ route: `/api/x${n}`, status: 200 + (n % 50), at: at + (n % 3) * 60_000 }));
    expect(aggregator.size()).toBeLessThanOrEqual(110);
    const cells = aggregator.take();
    expect(cells.reduce((sum, cell) => sum + cell.count, 0) + aggregator.dropped()).toBe(20_000);
  });

  it('puts back counts that could not be saved, added to those counted since', () => {
    const aggregator = createRequestAggregator();
    aggregator.record(sample({ durationMs: 10 }));
    const taken = aggregator.take();
    aggregator.record(sample({ durationMs: 30 }));
    aggregator.restore(taken);
    expect(aggregator.cells()).toEqual([expect.objectContaining({ count: 2, totalMs: 40, maxMs: 30 })]);
  });

  it('counts every unknown path under one route', () => {
    const aggregator = createRequestAggregator();
    for (let n = 0; n < 1000; n++)
      aggregator.record(sample({ route: UNMATCHED_ROUTE, status: 404, errorClass: 'Not Found' }));
    expect(aggregator.size()).toBe(1);
  });
});
