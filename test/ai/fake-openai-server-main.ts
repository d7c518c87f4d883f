/**
 * The fake AI provider as a process, for the browser tests (a second Playwright webServer):
 *   FAKE_AI_PORT=5099 npx tsx test/ai/fake-openai-server-main.ts
 * Point the app at it, e.g. LOCAL_LLM_BASE_URL=http://127.0.0.1:5099/local/v1 with LOCAL_LLM_MODEL=fake-slow, or
 * OPENROUTER_BASE_URL=http://127.0.0.1:5099/openrouter/v1 with any OPENROUTER_API_KEY. Every call gets a sample
 * analysis (`sampleAnalysis`) streamed slowly (FAKE_AI_CHUNK_DELAY_MS between chunks, default 40); a model named
 * `…fake-429`, `…fake-500`, `…fake-hang`, `…fake-malformed`, `…fake-cut` or `…fake-answer` behaves so instead.
 * GET /health answers 200 for Playwright's readiness check. Stops on SIGTERM/SIGINT.
 */
import { startFakeOpenAiServer } from './fake-openai-server';

const fake = await startFakeOpenAiServer({
  port: Number(process.env.FAKE_AI_PORT ?? 5099),
  defaultBehaviour: { kind: 'slow', chunkDelayMs: Number(process.env.FAKE_AI_CHUNK_DELAY_MS ?? 40) },
});
console.info(`fake AI provider on ${fake.url}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
