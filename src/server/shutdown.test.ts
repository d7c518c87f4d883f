import { buildTestApp } from '@test/server/test-app';
import { createTestDatabase } from '@test/server/test-database';
import { describe, expect, it } from 'vitest';
import { makeStopper } from './shutdown';

describe('graceful shutdown', () => {
  it('finishes the request in flight, then refuses new connections and closes the database', async () => {
    const database = await createTestDatabase();
    let isDatabaseClosed = false;
    const watchedDatabase = {
      ...database,
      close: async () => {
        isDatabaseClosed = true;
        await database.close();
      },
    };
    const app = await buildTestApp(watchedDatabase);
    let release: () => void = () => {};
    let started: () => void = () => {};
    const hasStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/api/health/slow', { config: { isPublic: true } }, async () => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${base}/api/health/slow`);
    await hasStarted;
    const stop = makeStopper(app, watchedDatabase, { timeoutMs: 5000, onTimeout: () => {} });
    const stopped = stop('test');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    expect(isDatabaseClosed).toBe(false);

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await stopped;
    expect(isDatabaseClosed).toBe(true);
  });
});
