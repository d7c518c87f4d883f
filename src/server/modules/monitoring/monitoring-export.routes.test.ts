import {
  monitoringCsvColumns,
  monitoringExportFileName,
  monitoringJsonExportSchema,
} from '@shared/api/monitoring';
import { asVisitor, newSessionId } from '@test/server/test-app';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from './test-support/csv-reader';
import {
  buildMonitoringApp,
  DURATION_HEADER,
  resetMonitoringTables,
  testClock,
} from './test-support/monitoring-test-app';

let database: TestDatabase;
let app: FastifyInstance;
const clock = testClock();
const sessionId = newSessionId();

beforeAll(async () => {
  database = await createTestDatabase();
  await resetMonitoringTables(database);
  app = await buildMonitoringApp(database, clock.now);
  const send = (url: string, ms: number, headers: Record<string, string> = asVisitor(sessionId)) =>
    app.inject({ method: 'GET', url, headers: { ...headers, [DURATION_HEADER]: String(ms) } });
  // A saved minute and an unsaved one, so the export has both.
  await send('/api/health', 4, {});
  await send('/api/health', 8, {});
  await send('/api/resumes/41', 30);
  await app.monitoring.flush();
  clock.advance(60_000);
  await send('/api/health', 6, {});
  await send('/api/resumes', 12, {});
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const minuteAt = (offset: number) => new Date(clock.now() - 5_000 + offset).toISOString();

describe('GET /api/monitoring/export', () => {
  it('writes a CSV that reads back to one row per minute, method, route and status, as a download', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/monitoring/export?format=csv&hours=1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const fileName = monitoringExportFileName(new Date(clock.now()), 'csv');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="${fileName}"`);
    const [header, ...rows] = readCsv(response.body);
    expect(header).toEqual([...monitoringCsvColumns]);
    expect(rows).toEqual([
      [minuteAt(-60_000), 'GET', '/api/health', '200', '2', '12', '6', '8'],
      [minuteAt(-60_000), 'GET', '/api/resumes/:id', '404', '1', '30', '30', '30'],
      [minuteAt(0), 'GET', '/api/health', '200', '1', '6', '6', '6'],
      [minuteAt(0), 'GET', '/api/resumes', '400', '1', '12', '12', '12'],
    ]);
    expect(response.body).not.toContain(sessionId);
  });

  it('writes JSON: the dashboard of the window and the same rows', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/monitoring/export?format=json' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      monitoringExportFileName(new Date(clock.now()), 'json'),
    );
    const data = monitoringJsonExportSchema.parse(response.json());
    expect(data.dashboard.window.hours).toBe(24);
    // The CSV call before is counted too (it is a request like any other).
    expect(data.dashboard.performance.totalRequests).toBe(6);
    expect(data.rows.map((row) => [row.route, row.status, row.count, row.averageMs])).toEqual([
      ['/api/health', 200, 2, 6],
      ['/api/resumes/:id', 404, 1, 30],
      ['/api/health', 200, 1, 6],
      ['/api/monitoring/export', 200, 1, 1],
      ['/api/resumes', 400, 1, 12],
    ]);
  });

  it('asks for json or csv', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/monitoring/export?format=xml' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('format must be json or csv');
  });
});
