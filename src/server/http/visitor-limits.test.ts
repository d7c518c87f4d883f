import { AppError } from '@core/errors';
import { aiServerMessages } from '@shared/messages';
import { setUpAiTestApp } from '@test/ai/ai-test-app';
import { asVisitor, newSessionId, setUpTestApp } from '@test/server/test-app';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisitorLimits } from './visitor-limits';

describe('createVisitorLimits', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('lets the limit through each minute, then refuses with the seconds left in the minute', async () => {
    let now = Date.UTC(2026, 0, 1, 12, 0, 15);
    const check = createVisitorLimits(database.db, { aiPerMinute: 2, analyzePerMinute: 0 }, () => now);
    await check({ owner: 'owner-a' }, 'ai');
    await check({ owner: 'owner-a' }, 'ai');
    const refused = await check({ owner: 'owner-a' }, 'ai').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: aiServerMessages.rateLimited(45),
      details: { retryAfterSeconds: 45 },
    });
    // Another visitor, and the other kind (0: off), are not limited.
    await check({ owner: 'owner-b' }, 'ai');
    for (let call = 0; call < 5; call++) await check({ owner: 'owner-a' }, 'analyze');
    // The next minute starts over.
    now += 45_000;
    await check({ owner: 'owner-a' }, 'ai');
  });

  it('shares the count between two instances on one database', async () => {
    const now = () => Date.UTC(2026, 0, 1, 13, 0, 0);
    const first = createVisitorLimits(database.db, { aiPerMinute: 0, analyzePerMinute: 2 }, now);
    const second = createVisitorLimits(database.db, { aiPerMinute: 0, analyzePerMinute: 2 }, now);
    await first({ owner: 'owner-c' }, 'analyze');
    await second({ owner: 'owner-c' }, 'analyze');
    await expect(first({ owner: 'owner-c' }, 'analyze')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('analyses on the built-in engine', () => {
  const server = setUpTestApp({ rateLimits: { aiPerMinute: 0, analyzePerMinute: 1 } });

  it('answer 429 with Retry-After and a plain message past RATE_LIMIT_ANALYZE_PER_MINUTE', async () => {
    const visitor = asVisitor(newSessionId());
    const analyze = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/analyze',
        headers: visitor,
        payload: { resumeId: 1, jobDescriptionId: 1 },
      });
    expect((await analyze()).statusCode).toBe(404); // counted, then refused for the missing resume
    const limited = await analyze();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests/),
    });
  });
});

describe('calls that reach a model', () => {
  const server = setUpAiTestApp(['openrouter'], { RATE_LIMIT_AI_PER_MINUTE: '1' });

  it('answer 429 past RATE_LIMIT_AI_PER_MINUTE, with the message in `error` too, before any model is asked', async () => {
    const visitor = asVisitor(newSessionId());
    const test = () => server.app.inject({ method: 'POST', url: '/api/ai-provider/test', headers: visitor });
    expect((await test()).statusCode).toBe(200);
    const limited = await test();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json().error).toBe(limited.json().message);
    expect(server.fake.requests).toHaveLength(1);
  });
});
