import { describe, expect, it } from 'vitest';
import { dashboardOf, exportRowsWithPending, windowOf, withPending } from './dashboard';
import type { RequestCell } from './request-aggregator';

const now = Date.parse('2025-03-04T10:15:20.000Z');
const minute = Date.parse('2025-03-04T10:15:00.000Z');
const cell = (overrides: Partial<RequestCell>): RequestCell => ({
  minute,
  method: 'GET',
  route: '/api/resumes/:id',
  status: 200,
  errorClass: '',
  count: 1,
  totalMs: 10,
  maxMs: 10,
  ...overrides,
});

describe('the dashboard window', () => {
  it('starts at the minute `hours` ago, with minute buckets up to two hours and hourly ones past', () => {
    expect(windowOf(now, 2)).toEqual({
      from: Date.parse('2025-03-04T08:15:00.000Z'),
      to: now,
      hours: 2,
      bucketMs: 60_000,
      recentFrom: Date.parse('2025-03-04T10:06:00.000Z'),
    });
    expect(windowOf(now, 3).bucketMs).toBe(3_600_000);
  });
});

describe('the figures with unsaved counts', () => {
  it('adds the counts of the window to the stored ones, by group, bucket and recent minutes', () => {
    const window = windowOf(now, 1);
    const stored = {
      groups: [
        { method: 'GET', route: '/api/resumes/:id', status: 200, errorClass: '', count: 3, totalMs: 60 },
      ],
      timeline: new Map([[minute, { requests: 3, errors: 0 }]]),
      recentRequests: 3,
    };
    const figures = withPending(
      stored,
      [
        cell({ count: 2, totalMs: 30 }),
        cell({ status: 404, errorClass: 'NOT_FOUND', totalMs: 2 }),
        cell({ minute: minute - 2 * 3_600_000, count: 50 }),
      ],
      window,
    );
    expect(figures.groups).toEqual([
      { method: 'GET', route: '/api/resumes/:id', status: 200, errorClass: '', count: 5, totalMs: 90 },
      {
        method: 'GET',
        route: '/api/resumes/:id',
        status: 404,
        errorClass: 'NOT_FOUND',
        count: 1,
        totalMs: 2,
      },
    ]);
    expect(figures.timeline.get(minute)).toEqual({ requests: 6, errors: 1 });
    expect(figures.recentRequests).toBe(6);
    expect(stored.groups[0]?.count).toBe(3);
  });

  it('merges export rows of a minute across error classes: counts and times added, the longest kept', () => {
    const rows = exportRowsWithPending(
      [{ minute, method: 'GET', route: '/api/health', status: 200, count: 2, totalMs: 8, maxMs: 5 }],
      [cell({ route: '/api/health', totalMs: 9, maxMs: 9 })],
      windowOf(now, 1),
    );
    expect(rows).toEqual([
      { minute, method: 'GET', route: '/api/health', status: 200, count: 3, totalMs: 17, maxMs: 9 },
    ]);
  });
});

describe('dashboardOf', () => {
  it('leaves unknown paths and folded keys out of the slowest endpoints but lists them', () => {
    const window = windowOf(now, 1);
    const dashboard = dashboardOf({
      window,
      figures: {
        groups: [
          { method: 'GET', route: 'unmatched', status: 404, errorClass: 'Not Found', count: 1, totalMs: 900 },
          { method: 'OTHER', route: 'other', status: 200, errorClass: '', count: 1, totalMs: 800 },
          { method: 'POST', route: '/api/analyze', status: 201, errorClass: '', count: 2, totalMs: 300 },
        ],
        timeline: new Map(),
        recentRequests: 4,
      },
      analytics: { totalEvents: 0, uniqueSessions: 0, topEvents: [] },
      memory: { used: 512, total: 2048 },
      activeSessions: 3,
    });
    expect(dashboard.performance.slowestEndpoints).toEqual([{ name: 'POST /api/analyze', averageTime: 150 }]);
    expect(dashboard.endpoints.map((endpoint) => endpoint.name)).toEqual([
      'POST /api/analyze',
      'GET unmatched',
      'OTHER other',
    ]);
    expect(dashboard.performance.successRate).toBe(75);
    expect(dashboard.systemMetrics).toMatchObject({
      memory: { percentage: 25, used: 512, total: 2048 },
      requestsPerMinute: 0.4,
      activeSessions: 3,
    });
  });
});
