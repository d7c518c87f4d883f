import { createServer } from 'node:net';
import type { Config, OidcAuthConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { createAuthRepository } from '@server/modules/auth/auth.repository';
import { createSessionStore } from '@server/modules/auth/session-store';
import { makeSessionId } from '@shared/session-id';
import { buildTestApp } from '@test/server/test-app';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Step } from './browser';
import { type OidcTestProvider, startOidcTestProvider } from './oidc-test-provider';

export const testClient = { id: 'vitae-test', secret: 'vitae-test-secret-0123456789' };

/** A port free right now on loopback (the app's callback URL must be known before the provider starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The app's sign-in settings for a provider. */
export function oidcSettings(issuer: string, publicUrl: string): OidcAuthConfig {
  return {
    mode: 'oidc',
    issuerUrl: issuer,
    clientId: testClient.id,
    clientSecret: testClient.secret,
    clientAuthMethod: 'client_secret_basic',
    publicUrl,
    sessionTtlHours: 168,
  };
}

/**
 * A test file's sign-in setup: the test OpenID provider and the app in oidc mode listening on loopback, on
 * a fresh database; closed after the file's tests. Read the fields inside tests.
 */
export function setUpOidcTestApp({
  thinIdToken = false,
  overrides = {},
}: {
  thinIdToken?: boolean;
  overrides?: Partial<Config>;
} = {}) {
  const opened: {
    app?: FastifyInstance;
    database?: TestDatabase;
    provider?: OidcTestProvider;
    appUrl?: string;
  } = {};
  beforeAll(async () => {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    opened.provider = await startOidcTestProvider({
      clientId: testClient.id,
      clientSecret: testClient.secret,
      redirectUris: [`${appUrl}/api/callback`],
      postLogoutRedirectUris: [appUrl],
      thinIdToken,
    });
    opened.database = await createTestDatabase();
    opened.app = await buildTestApp(opened.database, {
      auth: oidcSettings(opened.provider.issuer, appUrl),
      ...overrides,
    });
    await opened.app.listen({ port, host: '127.0.0.1' });
    opened.appUrl = appUrl;
  });
  afterAll(async () => {
    await opened.app?.close();
    await opened.database?.close();
    await opened.provider?.close();
  });
  const read = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('setUpOidcTestApp: read the fields inside tests');
    return value;
  };
  return {
    get app() {
      return read(opened.app);
    },
    get database() {
      return read(opened.database);
    },
    get issuer() {
      return read(opened.provider).issuer;
    },
    get appUrl() {
      return read(opened.appUrl);
    },
  };
}

/**
 * Signs in through the provider as a person would: /api/login, the provider's login form (any login and
 * password) and its consent page when it shows them (a browser still signed in at the provider skips them),
 * back to the callback. Stops before requesting the callback when `stopAtCallback` (the step's Location is
 * then the callback URL); otherwise ends on the app's redirect home.
 */
export async function signInThroughProvider(
  browser: Browser,
  appUrl: string,
  login: string,
  { stopAtCallback = false } = {},
): Promise<Step> {
  const stopAt = (next: string) =>
    stopAtCallback ? next.startsWith(`${appUrl}/api/callback`) : next === `${appUrl}/`;
  let step = await browser.navigate(`${appUrl}/api/login`, { stopAt });
  for (let pages = 0; pages < 3 && step.response.status === 200; pages++) {
    const html = await step.response.clone().text();
    if (html.includes('name="login"'))
      step = await browser.submit(step, /\/login$/, { login, password: 'any' }, stopAt);
    else if (html.includes('/confirm"')) step = await browser.submit(step, /\/confirm$/, {}, stopAt);
    else break;
  }
  return step;
}

/** A browser's x-session-id. */
export function newBrowserSessionId(): string {
  return makeSessionId(Date.now(), crypto.randomUUID());
}

/**
 * A signed-in session made directly in the database (a user row and a session), for the tests that are about
 * what a session allows rather than how it is made. Answers the session cookie's token.
 */
export async function sessionFor(db: Database, userId: string, ttlMs = 60 * 60 * 1000): Promise<string> {
  await createAuthRepository(db).upsertUser(
    {
      id: userId,
      email: `${userId}@example.test`,
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: null,
    },
    new Date(),
  );
  const { token } = await createSessionStore(db).createUserSession({ userId, idToken: undefined }, ttlMs);
  return token;
}
