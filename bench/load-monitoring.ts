/**
 * `npm run bench:monitoring` (`npx tsx bench/load-monitoring.ts [--seconds N] [--smoke]`): what measuring every
 * request costs (issue 21, "Tests and measured").
 *
 * 1. Overhead: two instances of the real app in this process on one embedded database, one with request
 *    measurement on (MONITORING_ENABLED=true, the default) and one with it off, each listening on loopback.
 *    autocannon (10 connections, in a worker thread so the load does not share the servers' event loop) loads
 *    `GET /api/health` on each: a warm-up, then alternating rounds of 2 s (N/2 rounds per instance, N = 20 s by
 *    default, each pair's order swapped), so drift and bursts of the machine fall on both alike. Prints p50,
 *    p97.5 and mean latency (means over the rounds) and requests per second, the difference of measurement on
 *    vs off (target: p50 under +5%), and the cost of recording one request timed alone (µs).
 * 2. Memory: the measured instance then answers 50,000 distinct URLs (25,000 `/api/resumes/<n>` without a
 *    session: 400 under the route `/api/resumes/:id`; 25,000 unknown paths: 404 `unmatched`). Prints heap used
 *    and RSS after a forced GC before, halfway and after, and the number of keys in the aggregation.
 *
 * `--smoke`: 2 s rounds and 2,000 URLs, to prove the benchmark works; its figures are not measurements.
 */
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { createMonitoring } from '@server/modules/monitoring/create-monitoring';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { smoke, smokeNote } from './bench-flags';

const secondsFlag = process.argv.indexOf('--seconds');
const seconds = smoke ? 2 : secondsFlag > 0 ? Number(process.argv[secondsFlag + 1]) : 20;
if (!Number.isFinite(seconds) || seconds < 2) throw new Error('--seconds expects a number of at least 2');
const distinctUrls = smoke ? 2_000 : 50_000;
const connections = 10;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const cpus = os.cpus();
console.log(`machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);

const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
async function startApp(measured: boolean): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    MONITORING_ENABLED: String(measured),
    RETENTION_ENABLED: 'false',
  });
  const app = await buildApp({ config: { ...config, webRoot: undefined }, database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}
const off = await startApp(false);
const on = await startApp(true);

const load = (url: string, duration: number) =>
  autocannon({ url: `${url}/api/health`, connections, duration, workers: 1 });

// Warm-up: JIT, connection pools, the database's caches.
await load(off.url, Math.min(2, seconds / 2));
await load(on.url, Math.min(2, seconds / 2));

interface Round {
  p50: number;
  p97_5: number;
  average: number;
  requests: number;
  seconds: number;
  errors: number;
}
const roundCount = smoke ? 2 : Math.max(2, Math.floor(seconds / 2));
const roundSeconds = seconds / roundCount;
const rounds: Record<'off' | 'on', Round[]> = { off: [], on: [] };
for (let round = 0; round < roundCount; round++) {
  // Alternating, and the first of each pair alternating too, so the machine's drift falls on both alike.
  const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
  for (const mode of order) {
    const result = await load((mode === 'on' ? on : off).url, roundSeconds);
    rounds[mode].push({
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      average: result.latency.average,
      requests: result.requests.total,
      seconds: result.duration,
      errors: result.errors + result.non2xx + result.timeouts,
    });
  }
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const summary = (mode: 'off' | 'on') => {
  const list = rounds[mode];
  return {
    p50: mean(list.map((round) => round.p50)),
    p97_5: mean(list.map((round) => round.p97_5)),
    average: mean(list.map((round) => round.average)),
    perSecond:
      list.reduce((sum, round) => sum + round.requests, 0) /
      list.reduce((sum, round) => sum + round.seconds, 0),
    errors: list.reduce((sum, round) => sum + round.errors, 0),
  };
};
const [unmeasured, measured] = [summary('off'), summary('on')];
console.log(
  `\nGET /api/health, ${connections} connections, ${roundCount} alternating rounds × ${roundSeconds.toFixed(1)} s per instance (${seconds} s each), loopback${smokeNote}`,
);
console.log(`  load average (1 min) after the rounds: ${os.loadavg()[0]?.toFixed(2)} on ${cpus.length} CPUs`);
for (const [name, figures] of [
  ['measurement off', unmeasured],
  ['measurement on ', measured],
] as const)
  console.log(
    `  ${name}: p50 ${figures.p50.toFixed(2)} ms, p97.5 ${figures.p97_5.toFixed(2)} ms, mean ${figures.average.toFixed(2)} ms, ${figures.perSecond.toFixed(0)} req/s, ${figures.errors} errors`,
  );
const percent = (measuredValue: number, base: number) => {
  const change = base > 0 ? ((measuredValue - base) / base) * 100 : 0;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
};
console.log(
  `  measurement on vs off: p50 ${percent(measured.p50, unmeasured.p50)} (target < +5%), mean latency ${percent(measured.average, unmeasured.average)}, req/s ${percent(measured.perSecond, unmeasured.perSecond)}${smokeNote}`,
);
console.log(
  "  (autocannon reports latency in whole ms: each round's p50 is rounded; the figures are means over rounds)",
);

// The recording itself, without the network or the machine's noise: what the onResponse hook adds per request.
const probe = createMonitoring(database.db, undefined, on.app.log);
const sample = {
  at: Date.now(),
  method: 'GET',
  route: '/api/health',
  status: 200,
  errorClass: '',
  durationMs: 3.2,
};
const calls = smoke ? 100_000 : 1_000_000;
for (let i = 0; i < calls / 10; i++) probe.record(sample);
const started = performance.now();
for (let i = 0; i < calls; i++) probe.record(sample);
const microseconds = ((performance.now() - started) * 1000) / calls;
console.log(
  `  recording one request (aggregation + Prometheus histogram): ${microseconds.toFixed(2)} µs, ${((microseconds / 1000 / unmeasured.p50) * 100).toFixed(3)}% of the p50${smokeNote}`,
);
await off.app.close();

const memory = () => {
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  return `heap used ${(heapUsed / 2 ** 20).toFixed(1)} MB, RSS ${(rss / 2 ** 20).toFixed(1)} MB, aggregation keys ${on.app.monitoring.aggregationKeys()}`;
};
async function distinct(prefix: string, amount: number) {
  let n = 0;
  const result = await autocannon({
    url: on.url,
    connections,
    amount,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${prefix}${n++}` }) }],
  });
  return result.requests.total;
}
console.log(`\n${distinctUrls.toLocaleString('en')} distinct URLs on the measured instance${smokeNote}`);
console.log(`  before:               ${memory()}`);
const half = distinctUrls / 2;
const resumes = await distinct('/api/resumes/', half);
console.log(`  after ${resumes.toLocaleString('en').padStart(6)} /api/resumes/<n>: ${memory()}`);
const unknown = await distinct('/api/no-such-route/', half);
console.log(`  after ${unknown.toLocaleString('en').padStart(6)} unknown paths:  ${memory()}`);

await on.app.close();
await database.close();
