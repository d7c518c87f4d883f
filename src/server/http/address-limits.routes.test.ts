import type { Config } from '@server/config';
import { BUILT_IN_MODEL } from '@shared/models';
import { setUpAiTestApp } from '@test/ai/ai-test-app';
import { awayFromMinuteEnd } from '@test/server/minute-window';
import { asVisitor, buildTestApp, newSessionId } from '@test/server/test-app';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * Issue 29 §3: a visitor is a session id the client makes up, so every per-visitor limit has a per-address one
 * beside it, and the deployment has a ceiling of remote model calls.
 */
const VISITOR_LIMIT = 1;
const ADDRESS_LIMIT = 3;
const limits: Config['rateLimits'] = {
  aiPerMinute: 0,
  analyzePerMinute: VISITOR_LIMIT,
  perAddress: {
    ai: 0,
    analyze: ADDRESS_LIMIT,
    upload: 0,
    extract: 0,
    optimize: 0,
    export: 0,
    bullets: 0,
    login: 0,
  },
};

let database: TestDatabase;
let direct: FastifyInstance;
let behindProxy: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  [direct, behindProxy] = await Promise.all([
    buildTestApp(database, { rateLimits: limits }),
    buildTestApp(database, { rateLimits: limits, trustProxy: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), behindProxy?.close()]);
  await database?.close();
});
beforeEach(() => awayFromMinuteEnd());

/** An analysis of nothing: counted against the limits, then answered 404 (no such resume). */
const analyze = (
  app: FastifyInstance,
  sessionId: string,
  request: { remoteAddress?: string; forwardedFor?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/analyze',
    remoteAddress: request.remoteAddress ?? '127.0.0.1',
    headers: {
      ...asVisitor(sessionId),
      ...(request.forwardedFor ? { 'x-forwarded-for': request.forwardedFor } : {}),
    },
    payload: { resumeId: 1, jobDescriptionId: 1 },
  });

describe('the per-address limits', () => {
  it('refuse a client that makes up a new session id for each call once its address reaches its limit', async () => {
    const from = { remoteAddress: '198.51.100.7' };
    const statuses: number[] = [];
    for (let call = 0; call < ADDRESS_LIMIT + 1; call++)
      statuses.push((await analyze(direct, newSessionId(), from)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const refused = await analyze(direct, newSessionId(), from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().message).toMatch(/^Too many requests/);
    // Another address is not limited by it.
    expect((await analyze(direct, newSessionId(), { remoteAddress: '198.51.100.8' })).statusCode).toBe(404);
  });

  it("keep each visitor's own limit: a second call of one session is refused before the address's", async () => {
    const sessionId = newSessionId();
    const from = { remoteAddress: '198.51.100.20' };
    expect((await analyze(direct, sessionId, from)).statusCode).toBe(404);
    expect((await analyze(direct, sessionId, from)).statusCode).toBe(429);
    // The refused call did not use up the address: two more visitors there still get through.
    expect((await analyze(direct, newSessionId(), from)).statusCode).toBe(404);
    expect((await analyze(direct, newSessionId(), from)).statusCode).toBe(404);
  });

  it('count two clients behind a trusted proxy apart, by X-Forwarded-For', async () => {
    const proxy = '10.0.0.2';
    for (let call = 0; call < ADDRESS_LIMIT; call++)
      await analyze(behindProxy, newSessionId(), { remoteAddress: proxy, forwardedFor: '203.0.113.1' });
    const first = await analyze(behindProxy, newSessionId(), {
      remoteAddress: proxy,
      forwardedFor: '203.0.113.1',
    });
    const second = await analyze(behindProxy, newSessionId(), {
      remoteAddress: proxy,
      forwardedFor: '203.0.113.2',
    });
    expect([first.statusCode, second.statusCode]).toEqual([429, 404]);
  });

  it('ignore X-Forwarded-For without TRUST_PROXY: a client cannot name itself another address', async () => {
    const from = '192.0.2.44';
    for (let call = 0; call < ADDRESS_LIMIT; call++)
      await analyze(direct, newSessionId(), { remoteAddress: from, forwardedFor: `203.0.113.${call + 10}` });
    const refused = await analyze(direct, newSessionId(), {
      remoteAddress: from,
      forwardedFor: '203.0.113.99',
    });
    expect(refused.statusCode).toBe(429);
  });
});

describe("the deployment's ceiling of remote model calls (AI_GLOBAL_PER_MINUTE)", () => {
  const server = setUpAiTestApp(['openrouter'], { AI_GLOBAL_PER_MINUTE: '1' });

  it('makes the chain answer with the built-in engine once it is reached, not an error', async () => {
    const test = () =>
      server.app.inject({ method: 'POST', url: '/api/ai-provider/test', headers: asVisitor(newSessionId()) });
    const first = await test();
    const second = await test();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data.provider).toBe('openrouter');
    expect(second.json().data).toMatchObject({ provider: 'built-in', model: BUILT_IN_MODEL });
    expect(server.fake.requests).toHaveLength(1);
  });
});
