import { sessions } from '@server/db/schema';
import { type AuthUser, authUserSchema } from '@shared/api/auth';
import { Browser } from '@test/auth/browser';
import { setUpOidcTestApp, signInThroughProvider } from '@test/auth/oidc-test-app';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from './auth.messages';
import { LOGIN_COOKIE, SESSION_COOKIE } from './cookies';
import { sidOf } from './session-store';

const server = setUpOidcTestApp();
beforeEach(async () => {
  await server.database.reset();
});

const rowsOfKind = async (kind: 'user' | 'pending-login') =>
  (await server.database.db.select().from(sessions)).filter(
    (row) => (row.sess as { kind?: string }).kind === kind,
  );

const setCookieOf = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

/** Signs in and stops before the callback: answers the browser and the callback URL the provider sent it to. */
async function upToCallback(login = 'ada.lovelace') {
  const browser = new Browser();
  const step = await signInThroughProvider(browser, server.appUrl, login, { stopAtCallback: true });
  const callback = new URL(step.response.headers.get('location') ?? '', step.url);
  expect(callback.pathname).toBe('/api/callback');
  return { browser, callback };
}

async function expectRefused(response: Response, message: string | RegExp) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string };
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(setCookieOf(response, SESSION_COOKIE)).toBeUndefined();
  expect(await rowsOfKind('user')).toHaveLength(0);
}

describe('GET /api/login', () => {
  it('redirects to the provider: code flow with PKCE (S256), state and nonce, kept server-side for ten minutes', async () => {
    const login = await new Browser().navigate(`${server.appUrl}/api/login`, { stopAt: () => true });
    expect(login.response.status).toBe(302);
    const authorization = new URL(login.response.headers.get('location') ?? '');
    expect(authorization.origin).toBe(server.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'vitae-test',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${server.appUrl}/api/callback`,
    });
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(authorization.searchParams.get(name)).toMatch(/^[\w-]{40,}$/);
    expect(setCookieOf(login.response, LOGIN_COOKIE)).toMatch(
      /^vitae_login=[\w-]{43}; Path=\/api\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    const [pending] = await rowsOfKind('pending-login');
    expect(pending?.sess).toMatchObject({ state: authorization.searchParams.get('state') });
    expect((pending?.expire.getTime() ?? 0) - Date.now()).toBeGreaterThan(9 * 60 * 1000);
  });
});

describe('GET /api/callback', () => {
  it('signs in: a new session behind an httpOnly SameSite=Lax cookie, the user saved, then home', async () => {
    const browser = new Browser();
    const home = await signInThroughProvider(browser, server.appUrl, 'ada.lovelace');
    expect(home.visited.some((url) => url.startsWith(`${server.issuer}/interaction/`))).toBe(true);
    expect(home.response.status).toBe(302);
    expect(home.response.headers.get('location')).toBe('/');
    expect(setCookieOf(home.response, SESSION_COOKIE)).toMatch(
      /^vitae_session=[\w-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/,
    );
    expect(setCookieOf(home.response, LOGIN_COOKIE)).toMatch(/Max-Age=0/);
    const [session] = await rowsOfKind('user');
    const token = browser.cookie(server.appUrl, SESSION_COOKIE) ?? '';
    // The row is keyed by the token's digest, not the token: a copy of the table signs nobody in.
    expect(session?.sid).toBe(sidOf(token));
    expect(session?.sess).toMatchObject({ kind: 'user', userId: 'ada.lovelace' });
    expect(await rowsOfKind('pending-login')).toHaveLength(0);

    const response = await browser.request(`${server.appUrl}/api/auth/user`);
    expect(response.status).toBe(200);
    const user: AuthUser = authUserSchema.parse(await response.json());
    expect(user).toEqual({
      mode: 'oidc',
      isAnonymous: false,
      id: 'ada.lovelace',
      email: 'ada.lovelace@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: `${server.issuer}/avatars/ada.lovelace.svg`,
    });
  });

  it('opens a fresh session at each sign-in: a session id chosen before it is never kept (no fixation)', async () => {
    const browser = new Browser();
    browser.setCookie(server.appUrl, SESSION_COOKIE, 'planted-by-an-attacker-aaaaaaaaaaaaaaaaaaaaaa');
    await signInThroughProvider(browser, server.appUrl, 'ada.lovelace');
    const first = browser.cookie(server.appUrl, SESSION_COOKIE);
    expect(first).not.toBe('planted-by-an-attacker-aaaaaaaaaaaaaaaaaaaaaa');
    await signInThroughProvider(browser, server.appUrl, 'ada.lovelace');
    expect(browser.cookie(server.appUrl, SESSION_COOKIE)).not.toBe(first);
  });

  it('refuses a tampered state: 400, no session, and the sign-in in progress is used up', async () => {
    const { browser, callback } = await upToCallback();
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const loginToken = browser.cookie(callback.href, LOGIN_COOKIE) ?? '';
    const refused = await browser.request(tampered.href);
    expect(setCookieOf(refused, LOGIN_COOKIE)).toMatch(/^vitae_login=; Path=\/api\/callback; Max-Age=0;/);
    await expectRefused(refused, /^Sign-in could not be completed \(.*state/);
    // Even the genuine answer is refused now, with the old login cookie sent again by hand.
    browser.setCookie(server.appUrl, LOGIN_COOKIE, loginToken, '/api/callback');
    await expectRefused(await browser.request(callback.href), authMessages.loginExpired);
  });

  it('refuses a replayed callback: the sign-in in progress was deleted by the first use', async () => {
    const { browser, callback } = await upToCallback();
    const loginToken = browser.cookie(callback.href, LOGIN_COOKIE) ?? '';
    const first = await browser.request(callback.href);
    expect(first.status).toBe(302);
    await server.database.db.delete(sessions); // so that the check below sees the replay create nothing
    const replay = new Browser();
    replay.setCookie(server.appUrl, LOGIN_COOKIE, loginToken, '/api/callback');
    await expectRefused(await replay.request(callback.href), authMessages.loginExpired);
    await expectRefused(await new Browser().request(callback.href), authMessages.loginExpired);
  });

  it('refuses a replayed code in a new sign-in: the provider will not exchange it twice (nor for another verifier)', async () => {
    const { browser, callback } = await upToCallback();
    expect((await browser.request(callback.href)).status).toBe(302);
    await server.database.db.delete(sessions);
    // The attacker starts a sign-in of their own and sends the used code with their own state.
    const attacker = new Browser();
    const start = await attacker.navigate(`${server.appUrl}/api/login`, { stopAt: () => true });
    const state = new URL(start.response.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const replayed = new URL(callback);
    replayed.searchParams.set('state', state);
    await expectRefused(
      await attacker.request(replayed.href),
      /^Sign-in could not be completed \(invalid_grant/,
    );
  });

  it('refuses a sign-in in progress older than ten minutes', async () => {
    const { browser, callback } = await upToCallback();
    await server.database.db.update(sessions).set({ expire: new Date(Date.now() - 1000) });
    await expectRefused(await browser.request(callback.href), authMessages.loginExpired);
  });

  it("refuses the provider's error answer (the person cancelled at the provider)", async () => {
    const browser = new Browser();
    const loginPage = await browser.navigate(`${server.appUrl}/api/login`);
    await loginPage.response.body?.cancel();
    const back = await browser.navigate(`${loginPage.url}/abort`, {
      stopAt: (next) => next.startsWith(server.appUrl),
    });
    const callback = new URL(back.response.headers.get('location') ?? '');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    await expectRefused(
      await browser.request(callback.href),
      authMessages.providerRefused('access_denied: End-User aborted interaction'),
    );
  });

  it('refuses a callback without any sign-in started', async () => {
    await expectRefused(
      await new Browser().request(`${server.appUrl}/api/callback?code=abc&state=def`),
      authMessages.loginExpired,
    );
  });
});

describe('sessions', () => {
  it('answers 401 for an expired session and deletes it', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, server.appUrl, 'ada.lovelace');
    const sid = sidOf(browser.cookie(server.appUrl, SESSION_COOKIE) ?? '');
    await server.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, sid));
    const response = await browser.request(`${server.appUrl}/api/auth/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: authMessages.signInRequired });
    expect(await server.database.db.select().from(sessions).where(eq(sessions.sid, sid))).toEqual([]);
  });

  it('answers 401 for a forged or unknown cookie', async () => {
    await signInThroughProvider(new Browser(), server.appUrl, 'ada.lovelace');
    for (const forged of ['x'.repeat(43), 'not-a-token', "'; drop table sessions; --"]) {
      const browser = new Browser();
      browser.setCookie(server.appUrl, SESSION_COOKIE, encodeURIComponent(forged));
      const response = await browser.request(`${server.appUrl}/api/auth/user`);
      expect(response.status, forged).toBe(401);
    }
    // A pending sign-in's token is no session either.
    const starter = new Browser();
    await starter.navigate(`${server.appUrl}/api/login`, { stopAt: () => true });
    const pendingToken = starter.cookie(`${server.appUrl}/api/callback`, LOGIN_COOKIE) ?? '';
    const misuse = new Browser();
    misuse.setCookie(server.appUrl, SESSION_COOKIE, pendingToken);
    expect((await misuse.request(`${server.appUrl}/api/auth/user`)).status).toBe(401);
    expect(await rowsOfKind('user')).toHaveLength(1);
  });

  it('lasts SESSION_TTL_HOURS from sign-in', async () => {
    await signInThroughProvider(new Browser(), server.appUrl, 'ada.lovelace');
    const [session] = await rowsOfKind('user');
    const hours = ((session?.expire.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(167.9);
    expect(hours).toBeLessThanOrEqual(168);
  });
});

describe('GET /api/logout', () => {
  it("ends the session, clears the cookie and ends the provider's session, back to PUBLIC_URL", async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, server.appUrl, 'ada.lovelace');
    const token = browser.cookie(server.appUrl, SESSION_COOKIE) ?? '';
    const logout = await browser.navigate(`${server.appUrl}/api/logout`, { stopAt: () => true });
    expect(logout.response.status).toBe(302);
    expect(setCookieOf(logout.response, SESSION_COOKIE)).toMatch(/^vitae_session=; Path=\/; Max-Age=0;/);
    const endSession = new URL(logout.response.headers.get('location') ?? '');
    expect(endSession.origin).toBe(server.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(server.appUrl);
    expect(endSession.searchParams.get('client_id')).toBe('vitae-test');
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await rowsOfKind('user')).toHaveLength(0);

    // The old cookie opens nothing any more.
    const stale = new Browser();
    stale.setCookie(server.appUrl, SESSION_COOKIE, token);
    expect((await stale.request(`${server.appUrl}/api/auth/user`)).status).toBe(401);

    // At the provider: its confirmation page, then back to the app.
    const confirm = await browser.navigate(endSession.href);
    expect(confirm.response.status).toBe(200);
    const back = await browser.submit(confirm, /./, { logout: 'yes' }, (next) =>
      next.startsWith(server.appUrl),
    );
    expect(new URL(back.response.headers.get('location') ?? '').href).toBe(`${server.appUrl}/`);
    // Signing in again asks for the login again.
    const again = await browser.navigate(`${server.appUrl}/api/login`);
    expect(await again.response.text()).toContain('name="login"');
  });

  it('without a session just goes home', async () => {
    const logout = await new Browser().navigate(`${server.appUrl}/api/logout`, { stopAt: () => true });
    expect(logout.response.status).toBe(302);
    expect(logout.response.headers.get('location')).toBe('/');
  });
});

describe('users', () => {
  it('updates the user at each sign-in and keeps one row per subject', async () => {
    await signInThroughProvider(new Browser(), server.appUrl, 'ada.lovelace');
    await signInThroughProvider(new Browser(), server.appUrl, 'ada.lovelace');
    const rows = await server.database.db.execute(sql`select id, email from users`);
    expect(JSON.parse(JSON.stringify(rows)).rows ?? rows).toEqual([
      { id: 'ada.lovelace', email: 'ada.lovelace@example.test' },
    ]);
  });
});
