/**
 * `npm run bench:startup` (`npx tsx bench/startup.ts [--smoke]`): time from process start to a healthy
 * /api/health, on a fresh and on an existing embedded database (PGlite creates and migrates on first start).
 * Prints the median of 3 runs each. It needs no corpus.
 *
 * `--smoke`: one run each, to prove the benchmark works end to end; its figures are marked
 * "(smoke: not a measurement)".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { smoke, smokeNote } from './bench-flags';
import { freePort, startServer, stopServer, waitUntilHealthy } from './server-process';

async function timeToHealthy(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = startServer(port, dataDir);
  try {
    await waitUntilHealthy(port, child);
    return performance.now() - started;
  } finally {
    await stopServer(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const fresh: number[] = [];
const existing: number[] = [];
for (let run = 0; run < (smoke ? 1 : 3); run++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-'));
  fresh.push(await timeToHealthy(dataDir));
  existing.push(await timeToHealthy(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
);
console.log(`start to healthy, new database:      median ${median(fresh).toFixed(0)} ms${smokeNote}`);
console.log(`start to healthy, existing database: median ${median(existing).toFixed(0)} ms${smokeNote}`);
