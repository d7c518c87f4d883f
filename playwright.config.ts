import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { FAKE_AI_CHUNK_DELAY_MS, FAKE_LOCAL_MODEL } from './e2e/fake-ai';
import { oidcAppPort, oidcAppUrl, oidcClient, oidcIssuer, oidcProviderPort } from './e2e/sign-in-servers';

/**
 * End-to-end tests against the built app, served by the real server on a loopback port with a
 * throwaway data directory. Chromium comes from Debian (/usr/bin/chromium), never a download.
 * A fake OpenAI-compatible server on loopback (test/ai/fake-openai-server-main.ts) starts first and stands in
 * for the app's local model server, so the AI journeys never reach a real provider; the other journeys choose
 * the built-in engine (e2e/fixtures.ts). A test OpenID provider (test/auth/oidc-provider-main.ts) and a second app
 * in sign-in mode, with its own data directory, serve the sign-in journey.
 * scripts/run-tests.ts picks free ports and a fresh data directory; these defaults serve a manual run.
 */
const port = Number(process.env.E2E_PORT ?? 5055);
const fakeAiPort = Number(process.env.E2E_FAKE_AI_PORT ?? port + 1);
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve('.test-output/e2e-data');
const baseURL = `http://127.0.0.1:${port}`;
const fakeAiUrl = `http://127.0.0.1:${fakeAiPort}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.test-output/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/ },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      command: 'npx tsx test/ai/fake-openai-server-main.ts',
      port: fakeAiPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_AI_PORT: String(fakeAiPort), FAKE_AI_CHUNK_DELAY_MS: String(FAKE_AI_CHUNK_DELAY_MS) },
    },
    {
      command: 'npx tsx src/server/main.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // The job-panel journey serves its postings from a loopback server of its own.
        JOB_FETCH_ALLOW_HOSTS: '127.0.0.1',
        // The fake AI server as the local model server; its key stands for a real one (never sent anywhere else).
        LOCAL_LLM_BASE_URL: `${fakeAiUrl}/local/v1`,
        LOCAL_LLM_MODEL: FAKE_LOCAL_MODEL,
        LOCAL_LLM_API_KEY: 'e2e-local-key',
      },
    },
    {
      command: 'npx tsx test/auth/oidc-provider-main.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        OIDC_TEST_PORT: String(oidcProviderPort),
        OIDC_TEST_CLIENT_ID: oidcClient.id,
        OIDC_TEST_CLIENT_SECRET: oidcClient.secret,
        OIDC_TEST_REDIRECT_URI: `${oidcAppUrl}/api/callback`,
        OIDC_TEST_POST_LOGOUT_URI: oidcAppUrl,
      },
    },
    {
      command: 'npx tsx src/server/main.ts',
      url: `${oidcAppUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(oidcAppPort),
        HOST: '127.0.0.1',
        DATA_DIR: `${dataDir}-oidc`,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        AUTH_MODE: 'oidc',
        OIDC_ISSUER_URL: oidcIssuer,
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
        PUBLIC_URL: oidcAppUrl,
      },
    },
  ],
});
