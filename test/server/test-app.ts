import { randomUUID } from 'node:crypto';
import { type AppOptions, buildApp } from '@server/app';
import { type Config, loadConfig } from '@server/config';
import type { DatabaseHandle } from '@server/db/client';
import { makeSessionId, SESSION_HEADER } from '@shared/session-id';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';

export const testConfig: Config = Object.freeze({
  port: 0,
  host: '127.0.0.1',
  logLevel: 'silent',
  trustProxy: false,
  shutdownTimeoutMs: 1000,
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  jobFetchAllowHosts: [],
  webRoot: undefined,
  // No AI provider (every key unset): the built-in engine answers. AI tests point providers at the fake server.
  ai: loadConfig({}).ai,
  // Off, so that suites calling a route many times are not limited; the limit tests turn them on.
  rateLimits: { aiPerMinute: 0, analyzePerMinute: 0 },
  // The production defaults; the retention job itself starts only when the server listens.
  retention: loadConfig({}).retention,
  // The jobs on the event loop (WORKERS=0): the same functions without a thread per test file. The pool's own
  // tests, the hostile-input test, the crash test and the browser tests run real worker threads.
  work: { workers: 0, queueMax: 64, timeLimitMs: 15_000, memoryMb: 512 },
});

/** The real app on the given database, not listening: use `app.inject`. */
export function buildTestApp(
  database: DatabaseHandle,
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'fetchPage'> = {},
): Promise<FastifyInstance> {
  return buildApp({ config: { ...testConfig, ...overrides }, database, ...options });
}

/** A fresh, well-formed visitor id, as the web client makes them. */
export function newSessionId(): string {
  return makeSessionId(Date.now(), randomUUID());
}

export function asVisitor(sessionId: string) {
  return { [SESSION_HEADER]: sessionId };
}

/**
 * A test file's app on its own fresh database: opened before the file's tests, closed after them.
 * Read `server.app` and `server.database` inside tests (they exist once `beforeAll` has run).
 */
export function setUpTestApp(overrides: Partial<Config> = {}, options: Pick<AppOptions, 'fetchPage'> = {}) {
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database, overrides, options);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('setUpTestApp: read server.app and server.database inside tests');
    return value;
  };
  return {
    get app() {
      return opened(app);
    },
    get database() {
      return opened(database);
    },
  };
}
