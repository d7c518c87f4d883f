import { sampleAnalysis } from '../test/ai/fake-openai-server';

/**
 * The fake AI provider of the end-to-end run (test/ai/fake-openai-server-main.ts), configured in
 * playwright.config.ts as the app's local OpenAI-compatible model server. It answers every call with its
 * sample analysis, streamed in small pieces `FAKE_AI_CHUNK_DELAY_MS` apart, so a stream can be watched and
 * stopped.
 */
export const FAKE_LOCAL_MODEL = 'llama3.2:3b';
export const FAKE_AI_CHUNK_DELAY_MS = 100;
/** The picker's value for it (the chain names a provider's models "<provider>:<model>"). */
export const fakeLocalModelValue = `local:${FAKE_LOCAL_MODEL}`;
/**
 * What the fake answers (test/ai/fake-openai-server.ts `sampleAnalysis`). In a streaming analysis the scores
 * are the built-in engine's; the model's answer is the document's `review`, so this is what `review` holds.
 */
export const fakeReview = sampleAnalysis;
