/**
 * `npm run bench:ai` (`npx tsx bench/ai-chain.ts [--smoke]`): what the provider chain itself costs, against
 * the fake OpenAI-compatible server of the tests on loopback (no real provider is reached): one JSON answer
 * through the chain (shared counters in the embedded database, retries and breaker policies, JSON reading),
 * the same answer when the first provider answers 429 and the next answers, and a stream (first chunk, whole).
 * Prints medians and p95. It needs no corpus.
 *
 * `--smoke`: a few calls each, to prove the benchmark works end to end; its figures are marked
 * "(smoke: not a measurement)".
 */
import os from 'node:os';
import { createAiChain } from '@server/ai/ai-chain';
import { openDatabase } from '@server/db/client';
import { capturedLogger, configWithFakeProviders } from '@test/ai/ai-test-config';
import { startFakeOpenAiServer } from '@test/ai/fake-openai-server';
import { z } from 'zod';
import { smoke, smokeNote } from './bench-flags';

const calls = smoke ? 3 : 200;
const schema = z.object({ overallScore: z.number() });
const request = { task: 'bench', system: 'Answer with JSON.', prompt: 'Score this resume.', schema };

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let call = 0; call < calls; call++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

const fake = await startFakeOpenAiServer();
const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
try {
  const config = configWithFakeProviders(fake, ['openrouter', 'groq'], {
    OPENROUTER_REQUESTS_PER_MINUTE: '0',
    OPENROUTER_REQUESTS_PER_HOUR: '0',
    GROQ_REQUESTS_PER_MINUTE: '0',
    GROQ_REQUESTS_PER_HOUR: '0',
    GROQ_TOKENS_PER_MINUTE: '0',
    AI_TIMEOUT_MS: '5000',
  });
  const chain = createAiChain(config, database.db, capturedLogger().logger);

  const direct = await timed(async () => {
    const response = await fetch(`${fake.baseUrl('openrouter')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }),
    });
    await response.json();
  });
  const answer = await timed(() => chain.generateJson(request));

  // OpenRouter answers 429 with "Retry-After: 0": each call meets the 429, blocks it for no time, asks Groq.
  fake.on({ provider: 'openrouter' }, { kind: 'rate-limit', retryAfter: 0 });
  const fallback = await timed(() => chain.generateJson(request));
  fake.reset();

  const firstChunk: number[] = [];
  const wholeStream = await timed(async () => {
    const started = performance.now();
    let isFirst = true;
    for await (const _chunk of chain.stream({ ...request, signal: new AbortController().signal })) {
      if (isFirst) firstChunk.push(performance.now() - started);
      isFirst = false;
    }
  });

  const line = (what: string, times: number[]) =>
    console.log(
      `${what.padEnd(52)} p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms${smokeNote}`,
    );
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
  );
  console.log(`${calls} calls each, the fake provider on loopback, the embedded database in memory`);
  line('the fake provider asked directly (no chain)', direct);
  line('one JSON answer through the chain', answer);
  line('the first provider answers 429, the next answers', fallback);
  line('a stream through the chain: its first chunk', firstChunk);
  line('a stream through the chain: the whole answer', wholeStream);
} finally {
  await database.close();
  await fake.close();
}
