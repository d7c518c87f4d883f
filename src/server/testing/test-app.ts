import { randomUUID } from 'node:crypto';
import { makeSessionId, SESSION_HEADER } from '@shared/session-id';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';

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
