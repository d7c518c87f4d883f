import { sessions, users, visitorActivity, visitorRateLimits } from '@server/db/schema';
import { ownerOf, userOwnerOf } from '@server/http/session';
import { ownerTables } from '@server/modules/privacy/owner-tables';
import { Browser } from '@test/auth/browser';
import { setUpOidcTestApp, signInThroughProvider } from '@test/auth/oidc-test-app';
import { multipartBody } from '@test/server/multipart';
import { visitorWithEverything } from '@test/server/privacy-visitor';
import { sampleResumeText } from '@test/server/sample-files';
import { asVisitor, buildTestApp, newSessionId } from '@test/server/test-app';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './cookies';

const server = setUpOidcTestApp();
/**
 * The same database served in anonymous mode: what visitors made before the deployment turned sign-in on (in
 * oidc mode a signed-out visitor can only give consent). Visitor limits on, so rate-limit counters exist.
 */
let anonymousApp: FastifyInstance;
beforeAll(async () => {
  anonymousApp = await buildTestApp(server.database, {
    rateLimits: { aiPerMinute: 100, analyzePerMinute: 100 },
  });
});
afterAll(async () => {
  await anonymousApp.close();
});
beforeEach(async () => {
  await server.database.reset();
});

async function signedIn(login = 'ada.lovelace'): Promise<string> {
  const browser = new Browser();
  await signInThroughProvider(browser, server.appUrl, login);
  return `${SESSION_COOKIE}=${browser.cookie(server.appUrl, SESSION_COOKIE)}`;
}

const claim = (sessionId: string, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/claim',
    headers: { ...asVisitor(sessionId), ...(cookie ? { cookie } : {}) },
  });

const resumesOf = async (sessionId: string, cookie?: string) => {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/resumes',
    headers: { ...asVisitor(sessionId), ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { resumes: { fileName: string }[] }).resumes.map((resume) => resume.fileName);
};

async function rowsOf(owner: string): Promise<number> {
  let total = 0;
  for (const table of ownerTables) {
    const [row] = await server.database.db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(table)
      .where(eq(table.owner, owner));
    total += row?.count ?? 0;
  }
  return total;
}

describe('POST /api/auth/claim', () => {
  it("moves a resume made anonymously to the user: listed after sign-in, and on the user's other device", async () => {
    const laptop = newSessionId();
    const upload = multipartBody('resume', 'made-before-sign-in.txt', sampleResumeText('software-engineer'));
    const uploaded = await anonymousApp.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { ...asVisitor(laptop), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const cookie = await signedIn();
    expect(await resumesOf(laptop, cookie)).toEqual([]);
    const first = await claim(laptop, cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().moved).toBeGreaterThan(0);
    expect(await resumesOf(laptop, cookie)).toEqual(['made-before-sign-in.txt']);
    // Another device: its own session id, the same user.
    expect(await resumesOf(newSessionId(), cookie)).toEqual(['made-before-sign-in.txt']);
    // Nothing is left with the anonymous session id.
    const anonymousList = await anonymousApp.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: asVisitor(laptop),
    });
    expect(anonymousList.json()).toEqual({ resumes: [] });
    // Again: nothing more to move.
    expect((await claim(laptop, cookie)).json()).toEqual({ moved: 0 });
  });

  it('moves every kind of data in one go, merging the counters and last-seen time the user already has', async () => {
    const visitor = await visitorWithEverything(anonymousApp, server.database.db);
    const cookie = await signedIn('grace.hopper');
    const userOwner = userOwnerOf('grace.hopper');
    const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    // The user already has a counter in the visitor's window, and a last-seen time of their own.
    const [visitorCounter] = await server.database.db
      .select()
      .from(visitorRateLimits)
      .where(eq(visitorRateLimits.owner, visitor.owner));
    expect(visitorCounter).toBeDefined();
    await server.database.db.insert(visitorRateLimits).values({
      owner: userOwner,
      kind: visitorCounter?.kind ?? 'analyze',
      windowStart: visitorCounter?.windowStart ?? windowStart,
      hits: 5,
    });
    await server.database.db
      .insert(visitorActivity)
      .values({ owner: userOwner, lastSeenAt: new Date(Date.now() - 86_400_000) })
      .onConflictDoNothing();

    const anonymousRows = await rowsOf(visitor.owner);
    expect(anonymousRows).toBeGreaterThan(15);
    const response = await claim(visitor.sessionId, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ moved: anonymousRows });
    expect(await rowsOf(visitor.owner)).toBe(0);

    const [merged] = await server.database.db
      .select()
      .from(visitorRateLimits)
      .where(
        and(
          eq(visitorRateLimits.owner, userOwner),
          eq(visitorRateLimits.kind, visitorCounter?.kind ?? ''),
          eq(visitorRateLimits.windowStart, visitorCounter?.windowStart ?? windowStart),
        ),
      );
    expect(merged?.hits).toBe(5 + (visitorCounter?.hits ?? 0));
    const lastSeen = await server.database.db
      .select()
      .from(visitorActivity)
      .where(eq(visitorActivity.owner, userOwner));
    expect(lastSeen).toHaveLength(1);
    expect(Date.now() - (lastSeen[0]?.lastSeenAt.getTime() ?? 0)).toBeLessThan(3_600_000);

    // The user's pages show what the visitor made: analysis, versions and consent included.
    const headers = { ...asVisitor(newSessionId()), cookie };
    const versions = await server.app.inject({
      method: 'GET',
      url: `/api/resumes/${visitor.resumeId}/versions`,
      headers,
    });
    expect(versions.statusCode, versions.body).toBe(200);
    const consent = await server.app.inject({ method: 'GET', url: '/api/consent/status', headers });
    expect(consent.json()).toMatchObject({ hasConsent: true });
  });

  it('needs a signed-in session (401) and the x-session-id (400)', async () => {
    expect((await claim(newSessionId())).statusCode).toBe(401);
    const cookie = await signedIn();
    const withoutId = await server.app.inject({
      method: 'POST',
      url: '/api/auth/claim',
      headers: { cookie },
    });
    expect(withoutId.statusCode).toBe(403); // a write with the cookie and no custom header: refused as cross-site
  });

  it('moves nothing of another browser: only the rows of the x-session-id sent', async () => {
    const mine = newSessionId();
    const theirs = newSessionId();
    for (const sessionId of [mine, theirs]) {
      const upload = multipartBody('resume', `${sessionId.slice(-4)}.txt`, sampleResumeText('teacher'));
      const uploaded = await anonymousApp.inject({
        method: 'POST',
        url: '/api/resumes',
        headers: { ...asVisitor(sessionId), ...upload.headers },
        payload: upload.payload,
      });
      expect(uploaded.statusCode).toBe(201);
    }
    const cookie = await signedIn();
    await claim(mine, cookie);
    expect(await resumesOf(mine, cookie)).toEqual([`${mine.slice(-4)}.txt`]);
    expect(await rowsOf(ownerOf(theirs))).toBeGreaterThan(0);
  });

  it("erases a signed-in user's account and sessions with their data (privacy erasure)", async () => {
    const laptop = newSessionId();
    const cookie = await signedIn('grace.hopper');
    const headers = { ...asVisitor(laptop), cookie };
    const erased = await server.app.inject({ method: 'POST', url: '/api/privacy/erasure', headers });
    expect(erased.statusCode, erased.body).toBe(200);
    const [account] = await server.database.db.select().from(users).where(eq(users.id, 'grace.hopper'));
    expect(account).toBeUndefined();
    const left = await server.database.db
      .select()
      .from(sessions)
      .where(sql`${sessions.sess}->>'userId' = 'grace.hopper'`);
    expect(left).toEqual([]);
    const after = await server.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(after.statusCode).toBe(401);
  });
});
