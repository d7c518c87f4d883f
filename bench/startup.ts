/**
 * `npm run bench:startup`: time from process start to a healthy /api/health, on a fresh and on an
 * existing embedded database (PGlite creates and migrates on first start). Prints the median of 3 runs each.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function timeToHealthy(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const fresh: number[] = [];
const existing: number[] = [];
for (let run = 0; run < 3; run++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-'));
  fresh.push(await timeToHealthy(dataDir));
  existing.push(await timeToHealthy(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
);
console.log(`start to healthy, new database:      median ${median(fresh).toFixed(0)} ms`);
console.log(`start to healthy, existing database: median ${median(existing).toFixed(0)} ms`);
