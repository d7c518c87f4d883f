import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port, for a server the benchmark starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the real server (`src/server/main.ts`) on a loopback port with its own data directory, in a process
 * group of its own so that stopServer can end npx, tsx and the server together. Its errors go to our stderr.
 */
export function startServer(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): ChildProcess {
  return spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** Resolves once /api/health answers ok; throws when the server exits first or is not healthy in time. */
export async function waitUntilHealthy(
  port: number,
  server: ChildProcess,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited (${server.exitCode ?? server.signalCode}) before it was healthy`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`The server was not healthy after ${timeoutMs / 1000} s`);
}

/** Ends the server's whole process group (npx, tsx and the server) and waits for npx to exit. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}
