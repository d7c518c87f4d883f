/**
 * `npm test`: every suite, one summary.
 *   1. unit and integration tests (Vitest) with the database on PGlite;
 *   2. the database-backed tests again on PostgreSQL, when DATABASE_URL is set (CI sets it);
 *   3. end-to-end tests (Playwright, Debian's Chromium) against the built app.
 * Chromium is checked first (installed with apt-get when this user may; see ensure-chromium.ts).
 * Ends with one plain line "N passed, N failed" (the totals of all suites) and exits non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';

const outputDir = path.resolve('.test-output');
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  exitCode: number;
}
const results: SuiteResult[] = [];

function run(command: string, args: string[], env?: Record<string, string | undefined>): number {
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status ?? 1;
}

function vitestSuite(name: string, args: string[], env: Record<string, string | undefined>) {
  const report = path.join(outputDir, `${name}.json`);
  const exitCode = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    env,
  );
  const json = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
  results.push({
    name,
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + (exitCode !== 0 && !json.numFailedTests ? 1 : 0),
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    exitCode,
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function e2eSuite() {
  const buildCode = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (buildCode !== 0) {
    results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, exitCode: buildCode });
    return;
  }
  const report = path.join(outputDir, 'e2e.json');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-e2e-'));
  const ports: number[] = [];
  while (ports.length < 4) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const [appPort, fakeAiPort, oidcProviderPort, oidcAppPort] = ports.map(String);
  const exitCode = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    E2E_PORT: appPort,
    // The fake AI provider the app is pointed at (playwright.config.ts).
    E2E_FAKE_AI_PORT: fakeAiPort,
    // The test OpenID provider, and a second app that signs in through it (AUTH_MODE=oidc).
    E2E_OIDC_PROVIDER_PORT: oidcProviderPort,
    E2E_OIDC_APP_PORT: oidcAppPort,
    E2E_DATA_DIR: dataDir,
  });
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-oidc`, { recursive: true, force: true });
  const stats = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')).stats ?? {}) : {};
  const failed = (stats.unexpected ?? 0) + (exitCode !== 0 && !stats.unexpected ? 1 : 0);
  results.push({
    name: 'e2e',
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed,
    skipped: stats.skipped ?? 0,
    exitCode,
  });
}

const only = process.argv[2];
if (!only || only === 'e2e') ensureChromium();
if (!only || only === 'unit') vitestSuite('unit', [], { VITAE_TEST_DB: 'pglite' });
if (!only || only === 'postgres') {
  if (process.env.DATABASE_URL) {
    vitestSuite('postgres', ['--project', 'node', 'src/server'], { VITAE_TEST_DB: 'postgres' });
  } else {
    console.log(
      '\nPostgreSQL pass skipped: DATABASE_URL is not set (CI starts a server and sets it; see README).\n',
    );
  }
}
if (!only || only === 'e2e') await e2eSuite();

console.log('\nSuites:');
for (const suite of results) {
  console.log(
    `  ${suite.name.padEnd(9)} ${suite.passed} passed, ${suite.failed} failed, ${suite.skipped} skipped`,
  );
}
const passed = results.reduce((sum, suite) => sum + suite.passed, 0);
const failed = results.reduce((sum, suite) => sum + suite.failed, 0);
const skipped = results.reduce((sum, suite) => sum + suite.skipped, 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || results.some((suite) => suite.exitCode !== 0) ? 1 : 0);
