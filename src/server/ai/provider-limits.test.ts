import { aiStatusResponseSchema } from '@shared/api/ai';
import { setUpFakeAi } from '@test/ai/ai-test-app';
import { capturedLogger, configWithFakeProviders, type FakeProvider } from '@test/ai/ai-test-config';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAiChain } from './ai-chain';

const task = {
  task: 'analysis',
  system: 'You analyse resumes.',
  prompt: 'Resume: …',
  schema: z.object({ overallScore: z.number() }),
};

const ai = setUpFakeAi();

/** A clock the test moves by hand: limit windows and blocks follow it. */
function manualClock(start = Date.UTC(2026, 10, 25, 12, 0, 5)) {
  let at = start;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

function chainWith(providers: readonly FakeProvider[], env: Record<string, string> = {}, now = Date.now) {
  return createAiChain(
    configWithFakeProviders(ai.fake, providers, env),
    ai.database.db,
    capturedLogger().logger,
    now,
  );
}

const statusOf = async (chain: ReturnType<typeof chainWith>, name: string) => {
  const status = aiStatusResponseSchema.parse({ data: await chain.status() }).data;
  const provider = status.providers.find((candidate) => candidate.name === name);
  if (!provider) throw new Error(`no status for ${name}`);
  return { summary: status.summary, provider };
};

describe('a 429 blocks the provider', () => {
  it('until Retry-After has passed, in the database, with the countdown in the status', async () => {
    const clock = manualClock();
    ai.fake.once({ provider: 'openrouter' }, { kind: 'rate-limit', retryAfter: 120 });
    const chain = chainWith(['openrouter', 'groq'], {}, clock.now);
    expect((await chain.generateJson(task))?.provider).toBe('groq');

    const blocked = await statusOf(chain, 'openrouter');
    expect(blocked.provider).toMatchObject({
      blocked: true,
      available: false,
      blockUntil: clock.now() + 120_000,
    });
    expect(blocked.summary).toEqual({ total: 2, available: 1, blocked: 1 });

    // Blocked: not asked at all.
    clock.advance(60_000);
    expect((await chain.generateJson(task))?.provider).toBe('groq');
    expect(ai.fake.requests.map((request) => request.provider)).toEqual(['openrouter', 'groq', 'groq']);

    // Past the block: asked first again.
    clock.advance(61_000);
    expect((await statusOf(chain, 'openrouter')).provider).toMatchObject({
      blocked: false,
      blockUntil: null,
    });
    expect((await chain.generateJson(task))?.provider).toBe('openrouter');
  });

  it('reads Retry-After as an HTTP date too', async () => {
    const clock = manualClock();
    ai.fake.once({}, { kind: 'rate-limit', retryAfter: new Date(clock.now() + 300_000).toUTCString() });
    const chain = chainWith(['openrouter', 'groq'], {}, clock.now);
    await chain.generateJson(task);
    const { provider } = await statusOf(chain, 'openrouter');
    expect(provider.blockUntil).toBeGreaterThanOrEqual(clock.now() + 299_000);
    expect(provider.blockUntil).toBeLessThanOrEqual(clock.now() + 300_000);
  });

  it('backs off exponentially when the 429 gives no Retry-After, and starts over after an answer', async () => {
    const clock = manualClock();
    const chain = chainWith(['openrouter', 'groq'], {}, clock.now);
    const blockAfterA429 = async () => {
      ai.fake.once({ provider: 'openrouter' }, { kind: 'rate-limit' });
      await chain.generateJson(task);
      const until = (await statusOf(chain, 'openrouter')).provider.blockUntil ?? 0;
      return until - clock.now();
    };
    expect(await blockAfterA429()).toBe(30_000);
    clock.advance(30_001);
    expect(await blockAfterA429()).toBe(60_000);
    clock.advance(60_001);
    expect(await blockAfterA429()).toBe(120_000);
    clock.advance(120_001);
    expect((await chain.generateJson(task))?.provider).toBe('openrouter');
    expect(await blockAfterA429()).toBe(30_000);
  });

  it('is seen by another instance on the same database', async () => {
    const clock = manualClock();
    ai.fake.once({ provider: 'openrouter' }, { kind: 'rate-limit', retryAfter: 90 });
    const first = chainWith(['openrouter', 'groq'], {}, clock.now);
    const second = chainWith(['openrouter', 'groq'], {}, clock.now);
    await first.generateJson(task);
    expect((await statusOf(second, 'openrouter')).provider.blocked).toBe(true);
    expect((await second.generateJson(task))?.provider).toBe('groq');
    expect(ai.fake.requests.filter((request) => request.provider === 'openrouter')).toHaveLength(1);
  });
});

describe('limits per provider', () => {
  it('moves on when the minute is used up, and comes back the next minute', async () => {
    const clock = manualClock();
    const chain = chainWith(['openrouter', 'groq'], { OPENROUTER_REQUESTS_PER_MINUTE: '2' }, clock.now);
    const answered = [];
    for (let call = 0; call < 3; call += 1) answered.push((await chain.generateJson(task))?.provider);
    expect(answered).toEqual(['openrouter', 'openrouter', 'groq']);
    const { provider } = await statusOf(chain, 'openrouter');
    expect(provider).toMatchObject({
      available: false,
      blocked: false,
      usage: { requestsPerMinute: 2, requestsPerHour: 2 },
      limits: { requestsPerMinute: 2, requestsPerHour: 50 },
    });
    clock.advance(60_000);
    expect((await chain.generateJson(task))?.provider).toBe('openrouter');
  });

  it('moves on when the hour is used up', async () => {
    const clock = manualClock();
    const chain = chainWith(['openrouter', 'groq'], { OPENROUTER_REQUESTS_PER_HOUR: '1' }, clock.now);
    await chain.generateJson(task);
    clock.advance(60_000);
    expect((await chain.generateJson(task))?.provider).toBe('groq');
    // The refused hour did not count against the minute.
    expect((await statusOf(chain, 'openrouter')).provider.usage.requestsPerMinute).toBe(0);
  });

  it('counts tokens per minute and stops once they are spent', async () => {
    const clock = manualClock();
    ai.fake.setDefault({ kind: 'answer', content: { overallScore: 1 }, tokens: 990 });
    const chain = chainWith(['groq', 'mistral'], { GROQ_TOKENS_PER_MINUTE: '1000' }, clock.now);
    expect((await chain.generateJson(task))?.provider).toBe('groq');
    const { provider } = await statusOf(chain, 'groq');
    expect(provider.usage.tokensPerMinute).toBe(1000);
    expect(provider.limits.tokensPerMinute).toBe(1000);
    expect((await chain.generateJson(task))?.provider).toBe('mistral');
  });

  it('shares its counters between two instances on one database', async () => {
    const clock = manualClock();
    const env = { OPENROUTER_REQUESTS_PER_MINUTE: '3' };
    const first = chainWith(['openrouter', 'groq'], env, clock.now);
    const second = chainWith(['openrouter', 'groq'], env, clock.now);
    await first.generateJson(task);
    await first.generateJson(task);
    expect((await statusOf(second, 'openrouter')).provider.usage.requestsPerMinute).toBe(2);
    expect((await second.generateJson(task))?.provider).toBe('openrouter');
    expect((await first.generateJson(task))?.provider).toBe('groq');
  });

  it('with 0, limits nothing and reports no token limit', async () => {
    const chain = chainWith(['local']);
    for (let call = 0; call < 5; call += 1) expect((await chain.generateJson(task))?.provider).toBe('local');
    const { provider } = await statusOf(chain, 'local');
    expect(provider.limits).toEqual({ requestsPerMinute: 0, requestsPerHour: 0 });
    expect(provider.available).toBe(true);
  });
});

describe('the circuit breaker', () => {
  it('opens after repeated failures, refuses calls while open, and closes after a good trial call', async () => {
    ai.fake.on({ provider: 'openrouter' }, { kind: 'error', status: 400 });
    const chain = chainWith(['openrouter', 'groq'], {
      AI_BREAKER_FAILURES: '3',
      AI_BREAKER_HALF_OPEN_MS: '400',
    });
    for (let call = 0; call < 3; call += 1) expect((await chain.generateJson(task))?.provider).toBe('groq');
    const asked = () => ai.fake.requests.filter((request) => request.provider === 'openrouter').length;
    expect(asked()).toBe(3);

    // Open: openrouter is not asked, and the status shows it blocked until it half-opens.
    expect((await chain.generateJson(task))?.provider).toBe('groq');
    expect(asked()).toBe(3);
    const open = (await statusOf(chain, 'openrouter')).provider;
    expect(open.blocked).toBe(true);
    expect(open.blockUntil).toBeGreaterThan(Date.now());
    expect(open.blockUntil).toBeLessThanOrEqual(Date.now() + 400);

    // Half-open: one trial call; it succeeds, so the breaker closes.
    ai.fake.reset();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await chain.generateJson(task))?.provider).toBe('openrouter');
    expect((await statusOf(chain, 'openrouter')).provider).toMatchObject({ blocked: false, available: true });
  });

  it('opens again when the trial call fails', async () => {
    ai.fake.on({ provider: 'openrouter' }, { kind: 'error', status: 400 });
    const chain = chainWith(['openrouter', 'groq'], {
      AI_BREAKER_FAILURES: '2',
      AI_BREAKER_HALF_OPEN_MS: '200',
    });
    await chain.generateJson(task);
    await chain.generateJson(task);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await chain.generateJson(task); // the trial: fails
    await chain.generateJson(task); // open again: not asked
    expect(ai.fake.requests.filter((request) => request.provider === 'openrouter')).toHaveLength(3);
    expect((await statusOf(chain, 'openrouter')).provider.blocked).toBe(true);
  });

  it('does not count 429s or the caller going away', async () => {
    const clock = manualClock();
    ai.fake.on({ provider: 'openrouter' }, { kind: 'rate-limit', retryAfter: 1 });
    const chain = chainWith(['openrouter', 'groq'], { AI_BREAKER_FAILURES: '2' }, clock.now);
    for (let call = 0; call < 3; call += 1) {
      await chain.generateJson(task);
      clock.advance(2000);
    }
    expect(ai.fake.requests.filter((request) => request.provider === 'openrouter')).toHaveLength(3);
  });
});

describe('what is no fault of a provider', () => {
  it('lets other calls pass to the next provider while the breaker’s trial call runs', async () => {
    ai.fake.on({ provider: 'openrouter' }, { kind: 'error', status: 400 });
    const chain = chainWith(['openrouter', 'groq'], {
      AI_BREAKER_FAILURES: '1',
      AI_BREAKER_HALF_OPEN_MS: '100',
    });
    await chain.generateJson(task); // opens the breaker
    await new Promise((resolve) => setTimeout(resolve, 150));
    ai.fake.reset();
    ai.fake.on({ provider: 'openrouter' }, { kind: 'slow', chunkDelayMs: 40, chunkSize: 40 });
    const trial = chain.generateJson(task); // half-open: the trial, slow
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect((await chain.generateJson(task))?.provider).toBe('groq');
    expect(Date.now() - started).toBeLessThan(300);
    expect((await trial)?.provider).toBe('openrouter');
  });

  it('answers with no provider, asking none and throwing nothing, when the counters’ database fails', async () => {
    const { sql } = await import('drizzle-orm');
    const chain = chainWith(['openrouter', 'groq']);
    await ai.database.db.execute(sql`alter table ai_provider_usage rename to ai_provider_usage_gone`);
    try {
      expect(await chain.generateJson(task)).toBeUndefined();
      expect(ai.fake.requests).toHaveLength(0);
    } finally {
      await ai.database.db.execute(sql`alter table ai_provider_usage_gone rename to ai_provider_usage`);
    }
    // Not the providers' fault: their breakers stayed closed.
    expect((await chain.generateJson(task))?.provider).toBe('openrouter');
  });
});
