import { monitoringDashboardSchema } from '@shared/api/monitoring';
import { asVisitor, newSessionId } from '@test/server/test-app';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildMonitoringApp,
  DURATION_HEADER,
  resetMonitoringTables,
  testClock,
} from './test-support/monitoring-test-app';

let database: TestDatabase;
const apps: FastifyInstance[] = [];
let clock: ReturnType<typeof testClock>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  clock = testClock();
  await resetMonitoringTables(database);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function newApp(): Promise<FastifyInstance> {
  const app = await buildMonitoringApp(database, clock.now);
  apps.push(app);
  return app;
}

const sessionId = newSessionId();
const visitor = asVisitor(sessionId);

/** The known sequence: 12 requests, 5 of them errors, 239 ms in all. */
async function knownSequence(app: FastifyInstance) {
  const send = async (url: string, ms: number, headers: Record<string, string> = visitor) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { ...headers, [DURATION_HEADER]: String(ms) },
    });
    return response.statusCode;
  };
  const statuses = [
    await send('/api/health', 2, {}),
    await send('/api/health', 4, {}),
    await send('/api/health', 6, {}),
    await send('/api/health', 8, {}),
    await send('/api/resumes/12345', 50),
    await send('/api/resumes/999', 30),
    await send('/api/resumes', 20),
    await send('/api/resumes', 10, {}),
    await send('/api/no-such-thing/777', 1),
    await send('/api/analyses/abc', 5),
    await send('/api/analyses', 100),
    await send('/api/consent/status', 3),
  ];
  expect(statuses).toEqual([200, 200, 200, 200, 404, 404, 200, 400, 404, 400, 200, 200]);
}

async function dashboardOf(app: FastifyInstance, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/monitoring/dashboard${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return { body: response.body, dashboard: monitoringDashboardSchema.parse(response.json()) };
}

describe('GET /api/monitoring/dashboard', () => {
  it('computes every figure of a known sequence of requests, with no x-session-id needed', async () => {
    const app = await newApp();
    await knownSequence(app);
    const { dashboard } = await dashboardOf(app, '?hours=1');
    expect(dashboard.performance).toEqual({
      totalRequests: 12,
      successRate: 58.33,
      averageResponseTime: 19.92,
      slowestEndpoints: [
        { name: 'GET /api/analyses', averageTime: 100 },
        { name: 'GET /api/resumes/:id', averageTime: 40 },
        { name: 'GET /api/resumes', averageTime: 15 },
        { name: 'GET /api/analyses/:id', averageTime: 5 },
        { name: 'GET /api/health', averageTime: 5 },
      ],
    });
    expect(dashboard.errors).toEqual({
      totalErrors: 5,
      errorRate: 5,
      errorsByStatusCode: { '400': 2, '404': 3 },
      topErrors: [
        { message: 'GET /api/resumes/:id: NOT_FOUND', count: 2 },
        { message: 'GET /api/analyses/:id: VALIDATION_FAILED', count: 1 },
        { message: 'GET /api/resumes: VALIDATION_FAILED', count: 1 },
        { message: 'GET unmatched: Not Found', count: 1 },
      ],
    });
    expect(dashboard.systemMetrics.requestsPerMinute).toBe(1.2);
    expect(dashboard.systemMetrics.activeSessions).toBe(1);
    expect(dashboard.systemMetrics.timestamp).toBe(new Date(clock.now()).toISOString());
    expect(dashboard.systemMetrics.memory.used).toBeGreaterThan(0);
    expect(dashboard.systemMetrics.memory.percentage).toBeCloseTo(
      (dashboard.systemMetrics.memory.used / dashboard.systemMetrics.memory.total) * 100,
      1,
    );
    expect(dashboard.endpoints).toContainEqual({
      name: 'GET unmatched',
      requests: 1,
      averageTime: 1,
      errors: 1,
    });
    expect(dashboard.endpoints).toContainEqual({
      name: 'GET /api/health',
      requests: 4,
      averageTime: 5,
      errors: 0,
    });
    // Minute buckets for an hour's window: the current minute holds everything.
    expect(dashboard.timeline).toHaveLength(61);
    expect(dashboard.timeline.at(-1)).toEqual({
      at: new Date(clock.now() - 5_000).toISOString(),
      requests: 12,
      errors: 5,
    });
    expect(dashboard.window.hours).toBe(1);
    // No personal data: no session id, owner key or raw URL with an id. (The process's memory figures are left
    // out of the search: a byte count may hold the digits of an id.)
    const { memory: _, ...metrics } = dashboard.systemMetrics;
    const searched = JSON.stringify({ ...dashboard, systemMetrics: metrics });
    expect(searched).toContain('GET /api/resumes/:id');
    for (const secret of [sessionId, '12345', '999', 'no-such-thing', '/abc'])
      expect(searched).not.toContain(secret);
  });

  it('answers 100% success and no time without requests, and reads hourly buckets past two hours', async () => {
    const app = await newApp();
    const { dashboard } = await dashboardOf(app);
    expect(dashboard.performance).toEqual({
      totalRequests: 0,
      successRate: 100,
      averageResponseTime: 0,
      slowestEndpoints: [],
    });
    expect(dashboard.errors).toEqual({ totalErrors: 0, errorRate: 0, errorsByStatusCode: {}, topErrors: [] });
    expect(dashboard.window.hours).toBe(24);
    expect(dashboard.timeline).toHaveLength(25);
  });

  it('counts a window: requests older than it are left out', async () => {
    const app = await newApp();
    await knownSequence(app);
    await app.monitoring.flush();
    clock.advance(2 * 60 * 60_000);
    await app.inject({ method: 'GET', url: '/api/health', headers: { [DURATION_HEADER]: '7' } });
    const lastHour = (await dashboardOf(app, '?hours=1')).dashboard;
    expect(lastHour.performance.totalRequests).toBe(1);
    expect(lastHour.performance.averageResponseTime).toBe(7);
    expect(lastHour.systemMetrics.requestsPerMinute).toBe(0.1);
    const day = (await dashboardOf(app, '?hours=24')).dashboard;
    expect(day.performance.totalRequests).toBe(14); // the sequence, the first dashboard call and the health call
    expect(day.timeline.reduce((sum, bucket) => sum + bucket.requests, 0)).toBe(14);
    expect(day.timeline.reduce((sum, bucket) => sum + bucket.errors, 0)).toBe(5);
  });

  it('shows a request at once, and the same figures after a save and after a restart', async () => {
    const first = await newApp();
    await knownSequence(first);
    const before = (await dashboardOf(first, '?hours=1')).dashboard;
    expect(first.monitoring.aggregationKeys()).toBeGreaterThan(0);
    await first.monitoring.flush();
    expect(first.monitoring.aggregationKeys()).toBe(0);
    const saved = (await dashboardOf(first, '?hours=1')).dashboard;
    expect(saved.performance.totalRequests).toBe(13); // the first dashboard call is counted too
    // Closing saves what is left (the second dashboard call); a new instance reads everything back.
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const second = await newApp();
    const after = (await dashboardOf(second, '?hours=1')).dashboard;
    expect(after.performance.totalRequests).toBe(14);
    expect(after.errors).toEqual(before.errors);
    expect(after.performance.slowestEndpoints).toEqual(before.performance.slowestEndpoints);
  });

  it('adds up the counts of two instances on one database', async () => {
    const [one, two] = [await newApp(), await newApp()];
    await knownSequence(one);
    await knownSequence(two);
    await two.inject({
      method: 'GET',
      url: '/api/analyses',
      headers: { ...visitor, [DURATION_HEADER]: '400' },
    });
    await Promise.all([one.monitoring.flush(), two.monitoring.flush()]);
    for (const app of [one, two]) {
      const { dashboard } = await dashboardOf(app, '?hours=1');
      expect(dashboard.performance.totalRequests).toBe(25); // each dashboard call waits in its own instance
      expect(dashboard.errors.totalErrors).toBe(10);
      expect(dashboard.errors.topErrors[0]).toEqual({ message: 'GET /api/resumes/:id: NOT_FOUND', count: 4 });
      expect(dashboard.performance.slowestEndpoints[0]).toEqual({
        name: 'GET /api/analyses',
        averageTime: 200,
      });
    }
  });

  it('refuses a window outside 1 to 720 hours', async () => {
    const app = await newApp();
    for (const hours of ['0', '721', 'many']) {
      const response = await app.inject({ method: 'GET', url: `/api/monitoring/dashboard?hours=${hours}` });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('memory under many distinct URLs', () => {
  it('keeps one key per route however many raw URLs are requested', async () => {
    const app = await newApp();
    for (let n = 0; n < 20_000; n += 100) {
      // Without a session: answered 400 before any database work, under the route /api/resumes/:id.
      await Promise.all(
        Array.from({ length: 100 }, (_, i) => app.inject({ method: 'GET', url: `/api/resumes/${n + i}` })),
      );
    }
    for (let n = 0; n < 2_000; n += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          app.inject({ method: 'GET', url: `/api/unknown/${n + i}?q=${n}` }),
        ),
      );
    }
    expect(app.monitoring.aggregationKeys()).toBe(2);
    const { dashboard } = await dashboardOf(app, '?hours=1');
    expect(dashboard.endpoints.map((endpoint) => [endpoint.name, endpoint.requests])).toEqual([
      ['GET /api/resumes/:id', 20_000],
      ['GET unmatched', 2_000],
    ]);
  }, 120_000);
});
