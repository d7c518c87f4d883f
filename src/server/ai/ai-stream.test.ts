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
import { createAiChain, type StreamChunk } from './ai-chain';
import { StreamInterruptedError } from './provider-errors';

const ai = setUpFakeAi();

function chainWith(providers?: readonly FakeProvider[], env: Record<string, string> = {}) {
  const log = capturedLogger();
  return {
    chain: createAiChain(configWithFakeProviders(ai.fake, providers, env), ai.database.db, log.logger),
    ...log,
  };
}

const request = (signal = new AbortController().signal, model?: string) => ({
  system: 'Answer with JSON.',
  prompt: 'Resume: …',
  signal,
  ...(model ? { model } : {}),
});

async function collect(chunks: AsyncIterable<StreamChunk>) {
  const seen: StreamChunk[] = [];
  for await (const chunk of chunks) seen.push(chunk);
  return seen;
}

describe('streaming through the chain', () => {
  it.each(['openrouter', 'groq', 'gemini', 'mistral', 'local'] as const)(
    'streams from %s, chunk by chunk, naming the provider',
    async (provider) => {
      const { chain } = chainWith([provider]);
      const chunks = await collect(chain.stream(request()));
      expect(chunks.length).toBeGreaterThan(3);
      expect(chunks.every((chunk) => chunk.provider === provider)).toBe(true);
      expect(JSON.parse(chunks.map((chunk) => chunk.content).join(''))).toEqual(sampleAnalysis);
      expect(ai.fake.requests[0]?.stream).toBe(true);
    },
  );

  it('falls back before the first chunk: a 500 (retried), a 429 and a hang', async () => {
    ai.fake.on({ provider: 'openrouter' }, { kind: 'error', status: 500 });
    ai.fake.on({ provider: 'groq' }, { kind: 'rate-limit', retryAfter: 60 });
    ai.fake.on({ provider: 'gemini' }, { kind: 'hang' });
    const { chain } = chainWith(['openrouter', 'groq', 'gemini', 'mistral'], { AI_TIMEOUT_MS: '300' });
    const chunks = await collect(chain.stream(request()));
    expect(new Set(chunks.map((chunk) => chunk.provider))).toEqual(new Set(['mistral']));
    expect(ai.fake.requests.map((recorded) => recorded.provider)).toEqual([
      'openrouter',
      'openrouter',
      'openrouter',
      'groq',
      'gemini',
      'mistral',
    ]);
    expect((await ai.fake.closed(4)).closedEarly).toBe(true);
  });

  it('stops the upstream request when the consumer goes away', async () => {
    ai.fake.setDefault({ kind: 'slow', chunkDelayMs: 40, chunkSize: 4 });
    const { chain } = chainWith(['openrouter']);
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const chunk of chain.stream(request(controller.signal))) {
      seen.push(chunk.content);
      if (seen.length === 2) controller.abort();
    }
    expect(seen.length).toBeLessThan(5);
    const upstream = await ai.fake.closed(0);
    expect(upstream.closedEarly).toBe(true);
  });

  it('stops the upstream request when the loop is left early', async () => {
    ai.fake.setDefault({ kind: 'slow', chunkDelayMs: 40, chunkSize: 4 });
    const { chain } = chainWith(['groq']);
    for await (const _chunk of chain.stream(request())) break;
    expect((await ai.fake.closed(0)).closedEarly).toBe(true);
  });

  it('throws StreamInterruptedError when a stream is cut after its first chunks, and tries no other provider', async () => {
    ai.fake.on({ provider: 'openrouter' }, { kind: 'cut', afterChunks: 2 });
    const { chain } = chainWith(['openrouter', 'groq']);
    const seen: StreamChunk[] = [];
    await expect(async () => {
      for await (const chunk of chain.stream(request())) seen.push(chunk);
    }).rejects.toBeInstanceOf(StreamInterruptedError);
    expect(seen).toHaveLength(2);
    expect(ai.fake.requests.map((recorded) => recorded.provider)).toEqual(['openrouter']);
  });

  it('times out a stream that stalls between chunks', async () => {
    ai.fake.setDefault({ kind: 'slow', chunkDelayMs: 500, chunkSize: 40 });
    const { chain } = chainWith(['openrouter'], { AI_TIMEOUT_MS: '200' });
    // The first chunk comes at once; the second never within 200 ms.
    await expect(collect(chain.stream(request()))).rejects.toBeInstanceOf(StreamInterruptedError);
  });

  it('yields nothing when no provider can stream', async () => {
    ai.fake.setDefault({ kind: 'error', status: 401 });
    const { chain } = chainWith(['openrouter', 'groq']);
    expect(await collect(chain.stream(request()))).toEqual([]);
    expect(await collect(chainWith([]).chain.stream(request()))).toEqual([]);
  });
});

describe('test and status', () => {
  it('test() answers with the first provider that answers and the tokens used', async () => {
    ai.fake.on({ provider: 'openrouter' }, { kind: 'error', status: 500 });
    ai.fake.setDefault({ kind: 'answer', content: 'OK', tokens: 3 });
    const { chain } = chainWith(['openrouter', 'groq']);
    expect(await chain.test()).toEqual({ provider: 'groq', model: 'groq:llama-3.1-8b-instant', tokens: 13 });
  });

  it('lists every model: disabled with a reason when its provider has no key, the local model by its name', () => {
    const { chain } = chainWith(['groq', 'local']);
    const models = chain.models();
    const byValue = new Map(models.map((model) => [model.value, model]));
    expect(byValue.get('deepseek/deepseek-r1:free')).toMatchObject({ disabled: true });
    expect(byValue.get('deepseek/deepseek-r1:free')?.reason).toContain('OPENROUTER_API_KEY');
    expect(byValue.get('groq:llama-3.1-8b-instant')?.disabled).toBeUndefined();
    expect(byValue.get('gemini:gemini-2.5-flash-lite')?.reason).toContain('GEMINI_API_KEY');
    expect(byValue.get('local:llama3.2:3b')).toMatchObject({ label: 'llama3.2:3b' });
    expect(models.at(-1)).toMatchObject({ value: 'built-in' });
    expect(models.at(-1)?.disabled).toBeUndefined();
    expect(JSON.stringify(models)).not.toMatch(new RegExp(Object.values(testKeys).join('|')));
  });
});

describe('keys', () => {
  it('never reach a log line, even when a provider echoes them back', async () => {
    // Each provider answers with its own key in the error text, as some real ones do for a wrong key.
    for (const [provider, key] of Object.entries(testKeys))
      ai.fake.on({ provider }, { kind: 'error', status: 401, message: `Incorrect API key provided: ${key}` });
    const { chain, lines } = chainWith();
    expect(
      await chain.generateJson({
        task: 'analysis',
        system: 's',
        prompt: 'p',
        schema: z.object({ a: z.number() }),
      }),
    ).toBeUndefined();
    await collect(chain.stream(request()));
    await chain.test();
    expect(ai.fake.requests.length).toBeGreaterThanOrEqual(15);
    expect(lines.length).toBeGreaterThanOrEqual(15);
    const output = lines.join('\n');
    for (const key of Object.values(testKeys)) expect(output).not.toContain(key);
    expect(output).toContain('[redacted]');
  });
});

describe('a stream with no text', () => {
  it('is no answer: the next provider streams', async () => {
    ai.fake.on({ provider: 'openrouter' }, { kind: 'answer', content: '' });
    const { chain } = chainWith(['openrouter', 'groq']);
    const chunks = await collect(chain.stream(request()));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((chunk) => chunk.provider === 'groq')).toBe(true);
  });
});
