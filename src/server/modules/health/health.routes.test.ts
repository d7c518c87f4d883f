import { healthResponseSchema } from '@shared/api/health';
import { serverMessages } from '@shared/messages';
import { buildTestApp } from '@test/server/test-app';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('GET /api/health', () => {
  it('answers ok after checking the database, without a session id', async () => {
    const app = await buildTestApp(database);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok', database: 'ok' });
    await app.close();
  });

  it('answers 503 without internal detail when the database is gone', async () => {
    const app = await buildTestApp({
      ...database,
      ping: async () => {
        throw new Error('connection refused 10.1.2.3:5432');
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(serverMessages.databaseUnavailable);
    expect(response.body).not.toContain('10.1.2.3');
    await app.close();
  });
});
