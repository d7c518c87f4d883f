import { type Config, loadConfig } from '@server/config';
import { testConfig } from '@test/server/test-app';
import pino from 'pino';
import type { FakeOpenAiServer } from './fake-openai-server';

/** The keys the tests give the providers: none may appear in an answer or a log line. */
export const testKeys = {
  openrouter: 'sk-or-v1-test-openrouter-key-0001',
  groq: 'gsk_test_groq_key_0002',
  gemini: 'AIza-test-gemini-key-0003',
  mistral: 'mistral-test-key-0004',
  local: 'local-test-key-0005',
} as const;

export type FakeProvider = keyof typeof testKeys;

/**
 * The test app's settings with the named providers pointed at the fake server (all five by default), short
 * timeouts and a breaker that half-opens quickly. `env` adds or overrides settings by their variable names.
 */
export function configWithFakeProviders(
  fake: FakeOpenAiServer,
  providers: readonly FakeProvider[] = ['openrouter', 'groq', 'gemini', 'mistral', 'local'],
  env: Record<string, string> = {},
): Config {
  const has = (name: FakeProvider) => providers.includes(name);
  const loaded = loadConfig({
    ...(has('openrouter')
      ? { OPENROUTER_API_KEY: testKeys.openrouter, OPENROUTER_BASE_URL: fake.baseUrl('openrouter') }
      : {}),
    ...(has('groq') ? { GROQ_API_KEY: testKeys.groq, GROQ_BASE_URL: fake.baseUrl('groq') } : {}),
    ...(has('gemini') ? { GEMINI_API_KEY: testKeys.gemini, GEMINI_BASE_URL: fake.baseUrl('gemini') } : {}),
    ...(has('mistral')
      ? { MISTRAL_API_KEY: testKeys.mistral, MISTRAL_BASE_URL: fake.baseUrl('mistral') }
      : {}),
    ...(has('local')
      ? {
          LOCAL_LLM_BASE_URL: fake.baseUrl('local'),
          LOCAL_LLM_MODEL: 'llama3.2:3b',
          LOCAL_LLM_API_KEY: testKeys.local,
        }
      : {}),
    AI_TIMEOUT_MS: '800',
    AI_RETRIES: '2',
    AI_BREAKER_FAILURES: '3',
    AI_BREAKER_HALF_OPEN_MS: '400',
    // Off, as in the other suites; the limit tests turn them on.
    RATE_LIMIT_AI_PER_MINUTE: '0',
    RATE_LIMIT_ANALYZE_PER_MINUTE: '0',
    RATE_LIMIT_UPLOAD_PER_MINUTE: '0',
    RATE_LIMIT_EXTRACT_PER_MINUTE: '0',
    RATE_LIMIT_OPTIMIZE_PER_MINUTE: '0',
    RATE_LIMIT_EXPORT_PER_MINUTE: '0',
    RATE_LIMIT_BULLETS_PER_MINUTE: '0',
    ...env,
  });
  return { ...testConfig, ai: loaded.ai, rateLimits: loaded.rateLimits };
}

/** A logger whose every line is kept, to check what reaches the logs. */
export function capturedLogger() {
  const lines: string[] = [];
  const logger = pino(
    { level: 'debug' },
    {
      write: (line: string) => {
        lines.push(line);
      },
    },
  );
  return { logger, lines };
}
