import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoringMessages } from './monitoring.messages';
import { buildMonitoringApp, testClock } from './test-support/monitoring-test-app';

const token = 'a-long-monitoring-token-0123456789';
const routes = ['/api/monitoring/dashboard', '/api/monitoring/export?format=csv', '/metrics'];

let database: TestDatabase;
let guarded: FastifyInstance;
let open: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const clock = testClock();
  guarded = await buildMonitoringApp(database, clock.now, {
    monitoring: { enabled: true, token, flushSeconds: 60 },
  });
  open = await buildMonitoringApp(database, clock.now);
});
afterAll(async () => {
  await Promise.all([guarded.close(), open.close()]);
  await database.close();
});

describe('MONITORING_TOKEN', () => {
  it.each(routes)('%s: 401 without the token or with a wrong one, 200 with it', async (url) => {
    const without = await guarded.inject({ method: 'GET', url });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="monitoring"');
    expect(without.json().message).toBe(monitoringMessages.tokenRequired);
    for (const authorization of [`Bearer ${token}x`, 'Bearer wrong', `Basic ${token}`, token]) {
      const wrong = await guarded.inject({ method: 'GET', url, headers: { authorization } });
      expect(wrong.statusCode, authorization).toBe(401);
      expect(wrong.body).not.toContain(token);
    }
    const right = await guarded.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(right.statusCode).toBe(200);
    const anyCase = await guarded.inject({
      method: 'GET',
      url,
      headers: { authorization: `bearer ${token}` },
    });
    expect(anyCase.statusCode).toBe(200);
  });

  it.each(routes)('%s: open without a token set, and without an x-session-id', async (url) => {
    expect((await open.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('does not guard the other routes with it', async () => {
    expect((await guarded.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
