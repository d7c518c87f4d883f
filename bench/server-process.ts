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

/** Starts the real server (`src/server/main.ts`) on a loopback port with its own data directory. */
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
    stdio: 'ignore',
  });
}

/** Resolves once /api/health answers ok. */
export async function waitUntilHealthy(port: number): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
