import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake AI provider on loopback for the tests of the provider chain: OpenAI-compatible
 * `POST <prefix>/v1/chat/completions` (OpenRouter, Groq, Mistral and a local server speak it) and Gemini's
 * `POST <prefix>/v1beta/models/<model>:generateContent` / `:streamGenerateContent?alt=sse`, streaming or not.
 * Point each provider at its own prefix (`baseUrl('groq')`) to tell them apart in `requests`.
 *
 * What it answers is chosen per call: a `once` rule (first come, first used), else the newest matching `on`
 * rule, else a mode named by the model (`…fake-429`, `…fake-slow`, see `modeOfModel`), else the default.
 */
export type FakeBehaviour =
  /** A good answer: `content` as the model's text (an object is sent as its JSON). */
  | { kind: 'answer'; content?: string | object; tokens?: number }
  /** The same, streamed in `chunkSize` pieces every `chunkDelayMs` (not streaming: sent after the total delay). */
  | { kind: 'slow'; content?: string | object; chunkDelayMs?: number; chunkSize?: number }
  /** 429, with Retry-After when given (seconds, or an HTTP date as a string). */
  | { kind: 'rate-limit'; retryAfter?: number | string }
  /** An error status (500 unless said) with an error body in the providers' shapes. */
  | { kind: 'error'; status?: number; message?: string }
  /** Never answers; the request stays open until the client goes away. */
  | { kind: 'hang' }
  /** The model's text is not JSON (a brace, then prose and broken commas). */
  | { kind: 'malformed' }
  /** Streams `afterChunks` pieces of `content`, then destroys the connection. */
  | { kind: 'cut'; content?: string | object; afterChunks?: number; chunkDelayMs?: number };

export interface FakeMatch {
  /** The path prefix the provider was pointed at (`openrouter`, `groq`, `gemini` …). */
  provider?: string;
  model?: string;
}

export interface RecordedRequest {
  provider: string;
  path: string;
  model: string;
  stream: boolean;
  /** The Authorization header received (Gemini sends its key as x-goog-api-key instead). */
  authorization: string | undefined;
  googApiKey: string | undefined;
  body: Record<string, unknown>;
  behaviour: FakeBehaviour['kind'];
  receivedAt: number;
  /** The client closed the connection before the answer was complete (a cancelled or timed-out call). */
  closedEarly: boolean;
  /** The answer was sent in full. */
  completed: boolean;
}

export interface FakeOpenAiServer {
  url: string;
  port: number;
  /** The base URL to give a provider: `<url>/<name>/v1`, or for Gemini `<url>/gemini/v1beta`. */
  baseUrl(provider: string): string;
  requests: RecordedRequest[];
  /** Answers the next matching call this way (once). */
  once(match: FakeMatch, behaviour: FakeBehaviour): void;
  /** Answers every matching call this way, until reset. */
  on(match: FakeMatch, behaviour: FakeBehaviour): void;
  setDefault(behaviour: FakeBehaviour): void;
  /** Forgets rules and recorded requests; the default goes back to a good answer. */
  reset(): void;
  /** Resolves when the `index`th request's connection has closed (at most `timeoutMs`). */
  closed(index: number, timeoutMs?: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

/** What a good answer says when a test gives none: an analysis in the shape of the streaming panel's results. */
export const sampleAnalysis = {
  overallScore: 78,
  skillsScore: 80,
  keywordsScore: 70,
  experienceScore: 82,
  summary: 'A strong match on the core skills; the posting asks for more cloud experience.',
  strengths: ['TypeScript', 'Node.js'],
  gaps: ['Kubernetes'],
  suggestions: ['Name the cloud services you used in your current role.'],
};

/** A model named `…fake-<mode>` chooses its behaviour (for the browser tests, which cannot call `on`). */
export function modeOfModel(model: string): FakeBehaviour | undefined {
  const mode = /fake-(answer|slow|429|500|hang|malformed|cut)$/.exec(model)?.[1];
  switch (mode) {
    case 'answer':
      return { kind: 'answer' };
    case 'slow':
      return { kind: 'slow' };
    case '429':
      return { kind: 'rate-limit', retryAfter: 60 };
    case '500':
      return { kind: 'error', status: 500 };
    case 'hang':
      return { kind: 'hang' };
    case 'malformed':
      return { kind: 'malformed' };
    case 'cut':
      return { kind: 'cut' };
    default:
      return undefined;
  }
}

const textOf = (content: string | object | undefined) =>
  content === undefined
    ? JSON.stringify(sampleAnalysis)
    : typeof content === 'string'
      ? content
      : JSON.stringify(content);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function pieces(text: string, size: number): string[] {
  const result: string[] = [];
  for (let at = 0; at < text.length; at += size) result.push(text.slice(at, at + size));
  return result.length > 0 ? result : [''];
}

export async function startFakeOpenAiServer(
  options: { port?: number; host?: string; defaultBehaviour?: FakeBehaviour } = {},
): Promise<FakeOpenAiServer> {
  const initialDefault = options.defaultBehaviour ?? { kind: 'answer' };
  let onceRules: Array<{ match: FakeMatch; behaviour: FakeBehaviour }> = [];
  let rules: Array<{ match: FakeMatch; behaviour: FakeBehaviour }> = [];
  let fallback: FakeBehaviour = initialDefault;
  const requests: RecordedRequest[] = [];
  const closeWaiters = new Map<RecordedRequest, Array<() => void>>();

  const matches = (match: FakeMatch, provider: string, model: string) =>
    (match.provider === undefined || match.provider === provider) &&
    (match.model === undefined || match.model === model);

  function choose(provider: string, model: string): FakeBehaviour {
    const onceIndex = onceRules.findIndex((rule) => matches(rule.match, provider, model));
    if (onceIndex >= 0) {
      const [rule] = onceRules.splice(onceIndex, 1);
      if (rule) return rule.behaviour;
    }
    const rule = [...rules].reverse().find((candidate) => matches(candidate.match, provider, model));
    return rule?.behaviour ?? modeOfModel(model) ?? fallback;
  }

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => response.destroy());
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    const chat = /^\/(?:(.+)\/)?v1\/chat\/completions$/.exec(url.pathname);
    const gemini = /^\/(?:(.+)\/)?v1beta\/models\/([^:]+):(generateContent|streamGenerateContent)$/.exec(
      url.pathname,
    );
    if (request.method !== 'POST' || (!chat && !gemini)) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    const raw = await readBody(request);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // recorded as empty
    }
    const provider = (chat ? chat[1] : gemini?.[1]) ?? '';
    const model = chat ? String(body.model ?? '') : decodeURIComponent(gemini?.[2] ?? '');
    const stream = chat ? body.stream === true : gemini?.[3] === 'streamGenerateContent';
    const behaviour = choose(provider, model);
    const record: RecordedRequest = {
      provider,
      path: url.pathname,
      model,
      stream,
      authorization: header(request, 'authorization'),
      googApiKey: header(request, 'x-goog-api-key'),
      body,
      behaviour: behaviour.kind,
      receivedAt: Date.now(),
      closedEarly: false,
      completed: false,
    };
    requests.push(record);
    response.on('close', () => {
      record.completed = response.writableFinished;
      record.closedEarly = !response.writableFinished;
      for (const wake of closeWaiters.get(record) ?? []) wake();
      closeWaiters.delete(record);
    });
    const format = chat ? openAiFormat(model) : geminiFormat(model);
    await answer(behaviour, format, stream, response);
  }

  const { url, port } = await listen();
  return {
    url,
    port,
    baseUrl: (provider: string) => (provider === 'gemini' ? `${url}/gemini/v1beta` : `${url}/${provider}/v1`),
    requests,
    once: (match, behaviour) => void onceRules.push({ match, behaviour }),
    on: (match, behaviour) => void rules.push({ match, behaviour }),
    setDefault: (behaviour) => {
      fallback = behaviour;
    },
    reset: () => {
      onceRules = [];
      rules = [];
      fallback = initialDefault;
      requests.length = 0;
    },
    closed(index: number, timeoutMs = 5000) {
      const record = requests[index];
      if (!record) return Promise.reject(new Error(`no request ${index}`));
      if (record.closedEarly || record.completed) return Promise.resolve(record);
      return new Promise<RecordedRequest>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`request ${index} still open`)), timeoutMs);
        closeWaiters.set(record, [
          ...(closeWaiters.get(record) ?? []),
          () => {
            clearTimeout(timer);
            resolve(record);
          },
        ]);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function listen(): Promise<{ url: string; port: number }> {
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({ url: `http://${options.host ?? '127.0.0.1'}:${port}`, port });
      });
    });
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

/** How one provider family writes an answer, a stream chunk and the end of a stream. */
interface WireFormat {
  complete(text: string, tokens: number): unknown;
  chunk(text: string): unknown;
  last(tokens: number): unknown;
  done?: string;
}

function openAiFormat(model: string): WireFormat {
  const id = `chatcmpl-${randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  const usage = (tokens: number) => ({
    prompt_tokens: 10,
    completion_tokens: tokens,
    total_tokens: tokens + 10,
  });
  return {
    complete: (text, tokens) => ({
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: usage(tokens),
    }),
    chunk: (text) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta: { role: 'assistant', content: text }, finish_reason: null }],
    }),
    last: (tokens) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta: { content: '' }, finish_reason: 'stop' }],
      usage: usage(tokens),
    }),
    done: '[DONE]',
  };
}

function geminiFormat(model: string): WireFormat {
  const usage = (tokens: number) => ({
    promptTokenCount: 10,
    candidatesTokenCount: tokens,
    totalTokenCount: tokens + 10,
  });
  const candidate = (text: string, finishReason?: string) => ({
    content: { parts: [{ text }], role: 'model' },
    index: 0,
    ...(finishReason ? { finishReason } : {}),
  });
  return {
    complete: (text, tokens) => ({
      candidates: [candidate(text, 'STOP')],
      usageMetadata: usage(tokens),
      modelVersion: model,
    }),
    chunk: (text) => ({ candidates: [candidate(text)], modelVersion: model }),
    last: (tokens) => ({
      candidates: [candidate('', 'STOP')],
      usageMetadata: usage(tokens),
      modelVersion: model,
    }),
  };
}

/** One error body that every provider SDK reads: OpenAI's, Groq's, Gemini's and Mistral's shapes at once. */
function errorBody(status: number, message: string) {
  return JSON.stringify({
    object: 'error',
    message,
    type: 'fake_error',
    param: null,
    code: null,
    error: { message, type: 'fake_error', code: status, status: 'FAKE_ERROR' },
  });
}

async function answer(
  behaviour: FakeBehaviour,
  format: WireFormat,
  stream: boolean,
  response: ServerResponse,
) {
  switch (behaviour.kind) {
    case 'rate-limit': {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (behaviour.retryAfter !== undefined) headers['retry-after'] = String(behaviour.retryAfter);
      response.writeHead(429, headers).end(errorBody(429, 'Rate limit exceeded (fake)'));
      return;
    }
    case 'error': {
      const status = behaviour.status ?? 500;
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(errorBody(status, behaviour.message ?? 'Internal error (fake)'));
      return;
    }
    case 'hang':
      return; // the 'close' listener records when the client gives up
    case 'malformed':
      return send(
        format,
        stream,
        response,
        'Here is the analysis: {"overallScore": 80,, "skillsScore": seventy',
        {
          chunkSize: 16,
          chunkDelayMs: 0,
        },
      );
    case 'answer':
      return send(format, stream, response, textOf(behaviour.content), {
        chunkSize: 24,
        chunkDelayMs: 0,
        ...(behaviour.tokens === undefined ? {} : { tokens: behaviour.tokens }),
      });
    case 'slow':
      return send(format, stream, response, textOf(behaviour.content), {
        chunkSize: behaviour.chunkSize ?? 12,
        chunkDelayMs: behaviour.chunkDelayMs ?? 50,
      });
    case 'cut':
      return send(format, true, response, textOf(behaviour.content), {
        chunkSize: 12,
        chunkDelayMs: behaviour.chunkDelayMs ?? 5,
        cutAfter: behaviour.afterChunks ?? 3,
      });
  }
}

async function send(
  format: WireFormat,
  stream: boolean,
  response: ServerResponse,
  text: string,
  options: { chunkSize: number; chunkDelayMs: number; tokens?: number; cutAfter?: number },
) {
  const tokens = options.tokens ?? tokensOf(text);
  const parts = pieces(text, options.chunkSize);
  if (!stream) {
    if (options.chunkDelayMs > 0) await delay(options.chunkDelayMs * parts.length);
    if (response.destroyed) return;
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(format.complete(text, tokens)));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (data: unknown) =>
    response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  for (const [index, part] of parts.entries()) {
    if (response.destroyed) return;
    if (options.cutAfter !== undefined && index >= options.cutAfter) {
      response.destroy();
      return;
    }
    event(format.chunk(part));
    if (options.chunkDelayMs > 0) await delay(options.chunkDelayMs);
  }
  if (response.destroyed) return;
  event(format.last(tokens));
  if (format.done) event(format.done);
  response.end();
}
