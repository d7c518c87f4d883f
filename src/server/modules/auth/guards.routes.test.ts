import { ConfigError } from '@server/config';
import { freePort, oidcSettings, sessionFor, setUpOidcTestApp } from '@test/auth/oidc-test-app';
import { asVisitor, buildTestApp, newSessionId, setUpTestApp } from '@test/server/test-app';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from './auth.messages';
import { anonymousUser } from './auth.service';
import { SESSION_COOKIE } from './cookies';
import { openRoutes, publicRoutes } from './route-access';

const server = setUpOidcTestApp();
const anonymous = setUpTestApp();
beforeEach(async () => {
  await server.database.reset();
});

const signedInCookie = async (userId = 'grace') =>
  `${SESSION_COOKIE}=${await sessionFor(server.database.db, userId)}`;
/** A route's URL with every parameter filled in. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1');
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('oidc mode: who may call which route', () => {
  it('registers the public routes (health and sign-in) as public', () => {
    const registered = server.app.routeTable.filter((route) => route.isPublic).map(keyOf);
    for (const route of publicRoutes) expect(registered).toContain(route);
    for (const route of openRoutes) expect(server.app.routeTable.map(keyOf)).toContain(route);
  });

  it('answers 401 on every other /api route without a signed-in session (with only x-session-id, or a forged cookie)', async () => {
    const guarded = server.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !publicRoutes.includes(keyOf(route) as never) &&
        !openRoutes.includes(keyOf(route) as never),
    );
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      for (const cookie of [undefined, `${SESSION_COOKIE}=${'f'.repeat(43)}`]) {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { ...asVisitor(newSessionId()), ...(cookie ? { cookie } : {}) },
        });
        expect(response.statusCode, `${keyOf(route)} ${cookie ?? ''}: ${response.body}`).toBe(401);
        expect(response.json()).toMatchObject({
          message: authMessages.signInRequired,
          code: 'UNAUTHENTICATED',
        });
      }
    }
  });

  it("keeps the privacy pages' calls open with just the x-session-id", async () => {
    const headers = asVisitor(newSessionId());
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect((await call('GET', '/api/consent/status')).statusCode).toBe(200);
    const consent = await call('POST', '/api/consent', {
      purposes: ['resume_analysis', 'file_processing', 'job_description_processing', 'ai_processing'],
      optionalConsents: { analytics: false, marketing: false, improvements: true },
      privacyPolicy: true,
    });
    expect(consent.statusCode, consent.body).toBe(201);
    expect((await call('GET', '/api/compliance/report')).statusCode).toBe(200);
    expect((await call('POST', '/api/privacy/export', { format: 'json' })).statusCode).toBe(200);
    expect((await call('POST', '/api/privacy/erasure')).statusCode).toBe(200);
    // Still with the session id they always needed.
    expect((await server.app.inject({ method: 'GET', url: '/api/consent/status' })).statusCode).toBe(400);
  });

  it('lets a signed-in user through, with the x-session-id still required', async () => {
    const cookie = await signedInCookie();
    const listed = await server.app.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: { ...asVisitor(newSessionId()), cookie },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({ resumes: [] });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/resumes', headers: { cookie } })).statusCode,
    ).toBe(400);
  });

  it('answers GET /api/auth/user with 401 and a message when signed out, without asking for a session id', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: authMessages.signInRequired });
  });
});

describe('oidc mode: cross-site requests', () => {
  const claim = async (headers: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: '/api/auth/claim', headers });

  it("refuses a state-changing call with the session cookie from another origin (403), accepts PUBLIC_URL's", async () => {
    const cookie = await signedInCookie();
    const visitor = asVisitor(newSessionId());
    const foreign = await claim({ ...visitor, cookie, origin: 'https://attacker.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: authMessages.crossSiteRefused });
    expect((await claim({ ...visitor, cookie, origin: 'null' })).statusCode).toBe(403);
    expect((await claim({ ...visitor, cookie, origin: server.appUrl })).statusCode).toBe(200);
    // No Origin header (same-origin GET-like clients, older browsers): the custom header suffices.
    expect((await claim({ ...visitor, cookie })).statusCode).toBe(200);
  });

  it('refuses a state-changing call with the session cookie but no x-session-id (403)', async () => {
    const cookie = await signedInCookie();
    expect((await claim({ cookie, origin: server.appUrl })).statusCode).toBe(403);
  });

  it('does not check the origin of a call without the session cookie: it acts only as an anonymous visitor', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/privacy/erasure',
      headers: { ...asVisitor(newSessionId()), origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('anonymous mode (the default)', () => {
  it('answers an anonymous user tied to the session id, and 400 without one', async () => {
    const response = await anonymous.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: asVisitor(newSessionId()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(anonymousUser);
    expect(response.json()).toEqual({
      mode: 'anonymous',
      isAnonymous: true,
      id: 'anonymous',
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    expect((await anonymous.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(400);
  });

  it('has no sign-in routes and leaves every route open', async () => {
    for (const url of ['/api/login', '/api/callback', '/api/logout'])
      expect((await anonymous.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const listed = await anonymous.app.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: { ...asVisitor(newSessionId()), cookie: `${SESSION_COOKIE}=${'f'.repeat(43)}` },
    });
    expect(listed.statusCode).toBe(200);
  });
});

describe('start-up in oidc mode', () => {
  it('stops with a message naming OIDC_ISSUER_URL when the issuer can not be reached', async () => {
    const closedPort = await freePort();
    const attempt = buildTestApp(server.database, {
      auth: oidcSettings(`http://127.0.0.1:${closedPort}`, 'http://127.0.0.1:5000'),
    });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(
      /^OIDC_ISSUER_URL: could not read the OpenID provider's discovery document/,
    );
  });

  it('stops when the address answers but is not an OpenID provider', async () => {
    const attempt = buildTestApp(server.database, { auth: oidcSettings(server.appUrl, server.appUrl) });
    await expect(attempt).rejects.toThrow(/^OIDC_ISSUER_URL: /);
  });
});
