import type { AppOptions } from '@server/app';
import type { Config } from '@server/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildTestApp } from '../server/test-app';
import { createTestDatabase, type TestDatabase } from '../server/test-database';
import { configWithFakeProviders, type FakeProvider } from './ai-test-config';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './fake-openai-server';

/**
 * A test file's fake AI server on loopback and database: opened before the file's tests, the fake's rules and
 * the database reset before each. Read `.fake` and `.database` inside tests.
 */
export function setUpFakeAi(): { readonly database: TestDatabase; readonly fake: FakeOpenAiServer } {
  let database: TestDatabase | undefined;
  let fake: FakeOpenAiServer | undefined;
  beforeAll(async () => {
    [database, fake] = await Promise.all([createTestDatabase(), startFakeOpenAiServer()]);
  });
  afterAll(async () => {
    await Promise.all([database?.close(), fake?.close()]);
  });
  beforeEach(async () => {
    fake?.reset();
    await database?.reset();
  });
  return {
    get database() {
      return opened(database);
    },
    get fake() {
      return opened(fake);
    },
  };
}

function opened<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('read the fake AI server and the database inside tests');
  return value;
}

/**
 * A test file's app with the named AI providers pointed at a fake server on loopback: opened before the
 * file's tests, the fake's rules and the database reset before each. `env` adds settings by variable name.
 * Read `server.app`, `server.fake` and `server.database` inside tests.
 */
export function setUpAiTestApp(
  providers?: readonly FakeProvider[],
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'fetchPage'> = {},
) {
  const ai = setUpFakeAi();
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(
      ai.database,
      { ...configWithFakeProviders(ai.fake, providers, env), ...overrides },
      options,
    );
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app() {
      return opened(app);
    },
    get database() {
      return ai.database;
    },
    get fake() {
      return ai.fake;
    },
  };
}
