import type { AddressInfo } from 'node:net';
import {
  aiModelsResponseSchema,
  aiStatusResponseSchema,
  aiTestResponseSchema,
  type StreamEvent,
  streamEventSchema,
} from '@shared/api/ai';
import { aiServerMessages } from '@shared/messages';
import { BUILT_IN_MODEL, DEFAULT_MODEL } from '@shared/models';
import { setUpAiTestApp } from '@test/ai/ai-test-app';
import { testKeys } from '@test/ai/ai-test-config';
import { samplePosting } from '@test/builders/resume-markup';
import { asVisitor, newSessionId, setUpTestApp } from '@test/server/test-app';
import { describe, expect, it } from 'vitest';

const resumeText = [
  'Jordan Lee',
  'jordan.lee@example.com',
  'EXPERIENCE',
  'Backend Engineer, Acme Corp, 2019 - Present',
  '• Built REST APIs in Node.js and TypeScript serving 2 million requests a day',
  '• Ran PostgreSQL migrations for the billing service',
  'SKILLS',
  'TypeScript, Node.js, PostgreSQL, Docker',
].join('\n');
const streamBody = {
  resumeText,
  jobDescription: samplePosting('backend-engineer'),
  jobTitle: 'Senior Backend Engineer',
};

/** The events of a streamed answer, read from its `data: ` lines. */
function eventsOf(body: string): StreamEvent[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => streamEventSchema.parse(JSON.parse(line.slice('data: '.length))));
}
const outputOf = (events: StreamEvent[]) =>
  events.map((event) => (event.type === 'chunk' ? event.content : '')).join('');
const allKeys = Object.values(testKeys);

describe('with no provider configured', () => {
  const server = setUpTestApp();
  const visitor = asVisitor(newSessionId());

  it('lists every remote model disabled with the setting that enables it, and the built-in engine as default', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ai-models', headers: visitor });
    const { models, defaultModel } = aiModelsResponseSchema.parse(response.json());
    expect(defaultModel).toBe(BUILT_IN_MODEL);
    expect(models.at(-1)).toMatchObject({ value: BUILT_IN_MODEL });
    expect(models.at(-1)?.disabled).toBeFalsy();
    const remote = models.slice(0, -1);
    expect(remote.map((model) => model.value)).toContain(DEFAULT_MODEL);
    for (const model of remote) {
      expect(model.disabled).toBe(true);
      expect(model.reason).toMatch(/^Set [A-Z_]+/);
    }
  });

  it('reports no providers, and a test answered by the built-in engine', async () => {
    const status = await server.app.inject({
      method: 'GET',
      url: '/api/ai-provider/status',
      headers: visitor,
    });
    expect(aiStatusResponseSchema.parse(status.json()).data).toEqual({
      summary: { total: 0, available: 0, blocked: 0 },
      providers: [],
    });
    const test = await server.app.inject({ method: 'POST', url: '/api/ai-provider/test', headers: visitor });
    expect(test.statusCode).toBe(200);
    expect(aiTestResponseSchema.parse(test.json()).data).toEqual({
      provider: 'built-in',
      model: BUILT_IN_MODEL,
      usage: { total_tokens: 0 },
    });
  });

  it('streams the built-in engine’s analysis as one JSON document', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/ai-provider/stream-analysis',
      headers: visitor,
      payload: streamBody,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(response.body);
    expect(events[0]).toEqual({ type: 'connected' });
    expect(events.at(-1)).toEqual({ type: 'complete' });
    const result = JSON.parse(outputOf(events));
    expect(result.overallScore).toEqual(expect.any(Number));
    expect(result.matchedSkills).toEqual(expect.arrayContaining(['TypeScript']));
    expect(result.review.summary).toMatch(/built-in engine/);
    expect(
      events.filter((event) => event.type === 'chunk').every((event) => event.provider === 'built-in'),
    ).toBe(true);
  });

  it('refuses a blank field with a plain message in `error` and `message`', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/ai-provider/stream-analysis',
      headers: visitor,
      payload: { ...streamBody, jobTitle: '   ' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(body.message);
    expect(body.message).toMatch(/jobTitle/);
  });

  it('needs a visitor', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ai-provider/status' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });
});

describe('with providers configured (a fake server on loopback)', () => {
  const server = setUpAiTestApp();
  const visitor = asVisitor(newSessionId());
  const stream = (payload: object = streamBody) =>
    server.app.inject({ method: 'POST', url: '/api/ai-provider/stream-analysis', headers: visitor, payload });

  it('enables every configured model, the local one under its own name, OpenRouter’s default first', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ai-models', headers: visitor });
    const { models, defaultModel } = aiModelsResponseSchema.parse(response.json());
    expect(defaultModel).toBe(DEFAULT_MODEL);
    expect(models.every((model) => !model.disabled)).toBe(true);
    expect(models.map((model) => model.label)).toContain('llama3.2:3b');
  });

  it('tests the first provider: its name and the tokens used; the key is sent upstream and never back', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/ai-provider/test',
      headers: visitor,
    });
    const { data } = aiTestResponseSchema.parse(response.json());
    expect(data.provider).toBe('openrouter');
    expect(data.usage.total_tokens).toBeGreaterThan(0);
    expect(server.fake.requests[0]?.authorization).toBe(`Bearer ${testKeys.openrouter}`);
    for (const key of allKeys) expect(response.body).not.toContain(key);
  });

  it('answers the test from the next provider, and from the built-in engine when all fail: never a 5xx', async () => {
    server.fake.on({ provider: 'openrouter' }, { kind: 'error', status: 500 });
    const next = await server.app.inject({ method: 'POST', url: '/api/ai-provider/test', headers: visitor });
    expect(aiTestResponseSchema.parse(next.json()).data.provider).toBe('groq');
    server.fake.setDefault({ kind: 'error', status: 503 });
    const none = await server.app.inject({ method: 'POST', url: '/api/ai-provider/test', headers: visitor });
    expect(none.statusCode).toBe(200);
    expect(aiTestResponseSchema.parse(none.json()).data.provider).toBe('built-in');
  });

  it('shows a 429’s block in the status with its end, and every provider with usage and limits', async () => {
    server.fake.on({ provider: 'openrouter' }, { kind: 'rate-limit', retryAfter: 90 });
    const before = Date.now();
    await server.app.inject({ method: 'POST', url: '/api/ai-provider/test', headers: visitor });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/ai-provider/status',
      headers: visitor,
    });
    const { data } = aiStatusResponseSchema.parse(response.json());
    expect(data.summary).toEqual({ total: 5, available: 4, blocked: 1 });
    const openrouter = data.providers.find((provider) => provider.name === 'openrouter');
    expect(openrouter).toMatchObject({ blocked: true, available: false, priority: 1 });
    expect(openrouter?.blockUntil).toBeGreaterThanOrEqual(before + 89_000);
    expect(openrouter?.blockUntil).toBeLessThanOrEqual(Date.now() + 91_000);
    expect(data.providers.find((provider) => provider.name === 'groq')?.usage.requestsPerMinute).toBe(1);
    for (const key of allKeys) expect(response.body).not.toContain(key);
  });

  it('streams the model’s review inside the engine’s scores, naming the provider, a code fence taken off', async () => {
    const review = {
      summary: 'Good match.',
      strengths: ['Node.js'],
      gaps: ['Kafka'],
      suggestions: ['Say so.'],
    };
    server.fake.on(
      { provider: 'openrouter' },
      {
        kind: 'slow',
        content: `\`\`\`json\n${JSON.stringify(review)}\n\`\`\``,
        chunkDelayMs: 1,
        chunkSize: 7,
      },
    );
    const response = await stream();
    const events = eventsOf(response.body);
    expect(events[0]).toEqual({ type: 'connected' });
    expect(events.at(-1)).toEqual({ type: 'complete' });
    const chunks = events.filter((event) => event.type === 'chunk');
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.every((event) => event.provider === 'openrouter')).toBe(true);
    const result = JSON.parse(outputOf(events));
    expect(result.review).toEqual(review);
    expect(result.overallScore).toEqual(expect.any(Number));
  });

  it('falls back to the next provider before the first chunk, and to the engine when none streams', async () => {
    server.fake.on({ provider: 'openrouter' }, { kind: 'rate-limit', retryAfter: 30 });
    const next = eventsOf((await stream()).body);
    expect(next.find((event) => event.type === 'chunk')).toMatchObject({ provider: 'groq' });
    server.fake.setDefault({ kind: 'error', status: 500 });
    const response = await stream();
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response.body);
    expect(events.at(-1)).toEqual({ type: 'complete' });
    expect(JSON.parse(outputOf(events)).review.summary).toMatch(/built-in engine/);
  });

  it('ends with an error event when the model stops midway', async () => {
    server.fake.on({ provider: 'openrouter' }, { kind: 'cut', afterChunks: 3, chunkDelayMs: 1 });
    const response = await stream();
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response.body);
    expect(events.at(-1)).toEqual({ type: 'error', message: aiServerMessages.streamInterrupted });
    expect(server.fake.requests.filter((request) => request.stream)).toHaveLength(1);
  });

  it('uses the built-in engine alone when the visitor chose it', async () => {
    const events = eventsOf((await stream({ ...streamBody, model: BUILT_IN_MODEL })).body);
    expect(events.at(-1)).toEqual({ type: 'complete' });
    expect(server.fake.requests).toHaveLength(0);
  });

  it('cancels the upstream request when the visitor goes away', async () => {
    server.fake.on({ provider: 'openrouter' }, { kind: 'slow', chunkDelayMs: 50, chunkSize: 2 });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/ai-provider/stream-analysis`, {
      method: 'POST',
      headers: { ...visitor, 'content-type': 'application/json' },
      body: JSON.stringify(streamBody),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    let text = '';
    while (!text.includes('"type":"chunk"')) {
      const { value } = (await reader?.read()) ?? {};
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    const upstream = await server.fake.closed(0, 3000);
    expect(upstream.closedEarly).toBe(true);
    // fetch opens a spare connection as it aborts; it would keep the app's close waiting.
    server.app.server.closeAllConnections();
  });
});
