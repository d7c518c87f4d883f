import { BUILT_IN_MODEL, DEFAULT_MODEL } from '@shared/models';
import { setUpFakeAi } from '@test/ai/ai-test-app';
import {
  capturedLogger,
  configWithFakeProviders,
  type FakeProvider,
  testKeys,
} from '@test/ai/ai-test-config';
import { sampleAnalysis } from '@test/ai/fake-openai-server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAiChain } from './ai-chain';

const analysisSchema = z.object({
  overallScore: z.number().int(),
  skillsScore: z.number().int(),
  keywordsScore: z.number().int(),
  experienceScore: z.number().int(),
  summary: z.string(),
});
const task = {
  task: 'analysis',
  system: 'You analyse resumes.',
  prompt: 'Resume: …',
  schema: analysisSchema,
};

const ai = setUpFakeAi();

function chainWith(
  providers?: readonly FakeProvider[],
  env: Record<string, string> = {},
  now: () => number = Date.now,
) {
  const log = capturedLogger();
  const chain = createAiChain(
    configWithFakeProviders(ai.fake, providers, env),
    ai.database.db,
    log.logger,
    now,
  );
  return { chain, lines: log.lines };
}

const providersAsked = () => ai.fake.requests.map((request) => request.provider);

describe('the provider chain', () => {
  it("asks the chosen model's provider with its key and reports who answered", async () => {
    const { chain } = chainWith();
    const result = await chain.generateJson({ ...task, model: 'groq:llama-3.1-8b-instant' });
    expect(result).toMatchObject({ provider: 'groq', model: 'groq:llama-3.1-8b-instant' });
    expect(result?.data.overallScore).toBe(sampleAnalysis.overallScore);
    expect(result?.tokens).toBeGreaterThan(0);
    expect(ai.fake.requests).toHaveLength(1);
    expect(ai.fake.requests[0]).toMatchObject({
      provider: 'groq',
      model: 'llama-3.1-8b-instant',
      authorization: `Bearer ${testKeys.groq}`,
    });
  });

  it('asks the default model of OpenRouter first when no model is chosen, then each provider in order', async () => {
    ai.fake.on({ provider: 'openrouter' }, { kind: 'error', status: 500 });
    ai.fake.on({ provider: 'groq' }, { kind: 'rate-limit', retryAfter: 30 });
    ai.fake.on({ provider: 'gemini' }, { kind: 'hang' });
    ai.fake.on({ provider: 'mistral' }, { kind: 'malformed' });
    const { chain } = chainWith();
    const result = await chain.generateJson(task);
    expect(result).toMatchObject({ provider: 'local', model: 'local:llama3.2:3b' });
    // 500: tried three times (two retries); 429: once; hang: once, until the timeout; malformed: once and one repair.
    expect(providersAsked()).toEqual([
      'openrouter',
      'openrouter',
      'openrouter',
      'groq',
      'gemini',
      'mistral',
      'mistral',
      'local',
    ]);
    expect(ai.fake.requests[0]?.model).toBe(DEFAULT_MODEL);
    expect(ai.fake.requests[4]).toMatchObject({ googApiKey: testKeys.gemini, closedEarly: true });
  });

  it('puts the local server first when LOCAL_LLM_PRIORITY=first', async () => {
    const { chain } = chainWith(['openrouter', 'local'], { LOCAL_LLM_PRIORITY: 'first' });
    expect(chain.defaultModel()).toBe('local:llama3.2:3b');
    expect((await chain.generateJson(task))?.provider).toBe('local');
    expect((await chain.status()).providers.map((provider) => [provider.name, provider.priority])).toEqual([
      ['local', 0],
      ['openrouter', 1],
    ]);
  });

  it('answers undefined without a call for the built-in engine or with no provider configured', async () => {
    expect(await chainWith().chain.generateJson({ ...task, model: BUILT_IN_MODEL })).toBeUndefined();
    const none = chainWith([]).chain;
    expect(await none.generateJson(task)).toBeUndefined();
    expect(await none.test()).toBeUndefined();
    expect(none.defaultModel()).toBe(BUILT_IN_MODEL);
    expect(ai.fake.requests).toHaveLength(0);
  });

  it('answers undefined when every provider fails, having asked each', async () => {
    ai.fake.setDefault({ kind: 'error', status: 400 });
    const { chain } = chainWith(['openrouter', 'groq']);
    expect(await chain.generateJson(task)).toBeUndefined();
    expect(providersAsked()).toEqual(['openrouter', 'groq']);
  });
});

describe('retries and timeouts', () => {
  it('retries a 5xx a bounded number of times, then moves on', async () => {
    ai.fake.setDefault({ kind: 'error', status: 503 });
    const { chain } = chainWith(['openrouter'], { AI_RETRIES: '2' });
    expect(await chain.generateJson(task)).toBeUndefined();
    expect(ai.fake.requests).toHaveLength(3);
  });

  it('does not retry a 4xx other than 429', async () => {
    ai.fake.setDefault({ kind: 'error', status: 401 });
    const { chain } = chainWith(['openrouter']);
    expect(await chain.generateJson(task)).toBeUndefined();
    expect(ai.fake.requests).toHaveLength(1);
  });

  it('asks no remote provider past AI_GLOBAL_PER_MINUTE: the local server may still answer, else nobody', async () => {
    // One minute for both chains (two instances of one deployment): the ceiling's count is shared.
    const now = () => Date.UTC(2026, 0, 1, 12, 0, 30);
    const { chain } = chainWith(['openrouter', 'groq', 'local'], { AI_GLOBAL_PER_MINUTE: '2' }, now);
    const answers = [];
    for (let call = 0; call < 3; call++) answers.push((await chain.generateJson(task))?.provider);
    expect(answers).toEqual(['openrouter', 'openrouter', 'local']);
    const remoteOnly = chainWith(['groq'], { AI_GLOBAL_PER_MINUTE: '2' }, now).chain;
    expect(await remoteOnly.generateJson(task)).toBeUndefined();
    // A request the ceiling refused is not counted against the provider's own limits.
    expect((await remoteOnly.status()).providers[0]?.usage.requestsPerMinute).toBe(0);
  });

  it('recovers when a retry succeeds', async () => {
    ai.fake.once({ provider: 'openrouter' }, { kind: 'error', status: 502 });
    const { chain } = chainWith(['openrouter', 'groq']);
    expect((await chain.generateJson(task))?.provider).toBe('openrouter');
    expect(providersAsked()).toEqual(['openrouter', 'openrouter']);
  });

  it('cancels a call that hangs past the timeout and asks the next provider', async () => {
    ai.fake.on({ provider: 'openrouter' }, { kind: 'hang' });
    const { chain } = chainWith(['openrouter', 'groq'], { AI_TIMEOUT_MS: '300' });
    const started = Date.now();
    expect((await chain.generateJson(task))?.provider).toBe('groq');
    expect(Date.now() - started).toBeLessThan(3000);
    const hung = await ai.fake.closed(0);
    expect(hung.closedEarly).toBe(true);
  });

  it('cancels the upstream call when the caller goes away', async () => {
    ai.fake.setDefault({ kind: 'hang' });
    const { chain } = chainWith(['openrouter', 'groq'], { AI_TIMEOUT_MS: '5000' });
    const controller = new AbortController();
    const pending = chain.generateJson({ ...task, signal: controller.signal });
    while (ai.fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    expect(await pending).toBeUndefined();
    expect((await ai.fake.closed(0)).closedEarly).toBe(true);
    expect(providersAsked()).toEqual(['openrouter']);
  });
});

describe('JSON answers', () => {
  it('reads JSON inside reasoning and a code fence', async () => {
    const content = `<think>The resume lists TypeScript…</think>\n\`\`\`json\n${JSON.stringify(sampleAnalysis)}\n\`\`\``;
    ai.fake.setDefault({ kind: 'answer', content });
    const { chain } = chainWith(['openrouter']);
    expect((await chain.generateJson(task))?.data.summary).toBe(sampleAnalysis.summary);
    expect(ai.fake.requests).toHaveLength(1);
  });

  it('asks once for a repair of malformed JSON and uses the repaired answer', async () => {
    ai.fake.once({}, { kind: 'malformed' });
    const { chain } = chainWith(['openrouter', 'groq']);
    const result = await chain.generateJson(task);
    expect(result?.provider).toBe('openrouter');
    expect(providersAsked()).toEqual(['openrouter', 'openrouter']);
    const repair = JSON.stringify(ai.fake.requests[1]?.body);
    expect(repair).toContain('could not be used');
  });

  it('asks once for a repair of an answer that breaks the schema in a field or two', async () => {
    ai.fake.once({}, { kind: 'answer', content: { ...sampleAnalysis, overallScore: 'high' } });
    const { chain } = chainWith(['openrouter', 'groq']);
    expect((await chain.generateJson(task))?.data.overallScore).toBe(sampleAnalysis.overallScore);
    expect(JSON.stringify(ai.fake.requests[1]?.body)).toContain('overallScore');
  });

  it('counts an answer still broken after the repair as a failure and asks the next provider', async () => {
    ai.fake.on({ provider: 'openrouter' }, { kind: 'malformed' });
    const { chain, lines } = chainWith(['openrouter', 'groq']);
    expect((await chain.generateJson(task))?.provider).toBe('groq');
    expect(providersAsked()).toEqual(['openrouter', 'openrouter', 'groq']);
    expect(lines.some((line) => line.includes('"kind":"bad-output"'))).toBe(true);
  });

  it('does not try to repair an answer that is nothing like the schema', async () => {
    ai.fake.on({ provider: 'openrouter' }, { kind: 'answer', content: { verdict: 'good' } });
    const { chain } = chainWith(['openrouter', 'groq']);
    expect((await chain.generateJson(task))?.provider).toBe('groq');
    expect(providersAsked()).toEqual(['openrouter', 'groq']);
  });
});

describe('the chain’s budget', () => {
  it('gives up on every provider after AI_TOTAL_TIMEOUT_MS, for the built-in engine to answer', async () => {
    ai.fake.setDefault({ kind: 'hang' });
    const { chain, lines } = chainWith(undefined, { AI_TIMEOUT_MS: '2000', AI_TOTAL_TIMEOUT_MS: '300' });
    const started = Date.now();
    expect(await chain.generateJson(task)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(ai.fake.requests).toHaveLength(1);
    expect(lines.join('\n')).toMatch(/out of time/);
  });
});
