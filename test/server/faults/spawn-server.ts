import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const mainFile = path.join(repoRoot, 'src/server/main.ts');
/** tsx's loader, by file URL: the child runs in a folder outside the repository. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const readyLine = /Vitae is running at http:\/\/[^:\s]+:(\d+)/;

/** A real Vitae server in a child process, as `npm run serve` starts it. */
export interface SpawnedServer {
  /** `http://127.0.0.1:<port>`, the port the server chose (PORT=0). */
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr), for assertions and failure messages. */
  output(): string;
  /** Ends the process with SIGKILL at once: no shutdown hook runs, in-flight work is cut where it is. */
  kill(): Promise<void>;
  /** Ends the process with SIGTERM (the graceful stop of main.ts) and resolves with its exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `node --import tsx src/server/main.ts` with `env` on top of the essentials (PORT=0 on loopback,
 * one worker thread, warnings only) and resolves once it prints its address. The working folder is an empty
 * temporary one, so no built web client is found (dist/web is resolved from it): the server must start without
 * one. Rejects with the process' output when it exits or stays silent for `startTimeoutMs`.
 */
export async function spawnServer(
  env: Record<string, string>,
  { startTimeoutMs = 60_000 }: { startTimeoutMs?: number } = {},
): Promise<SpawnedServer> {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'vitae-faults-cwd-'));
  // Only what the server needs from the test's environment: not its DATABASE_URL or VITAE_TEST_DB.
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'].flatMap((name) =>
      process.env[name] === undefined ? [] : [[name, process.env[name] as string]],
    ),
  );
  const child = spawn(process.execPath, ['--import', tsxLoader, mainFile], {
    cwd,
    env: {
      ...inherited,
      TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.json'),
      PORT: '0',
      HOST: '127.0.0.1',
      WORKERS: '1',
      LOG_LEVEL: 'warn',
      MONITORING_ENABLED: 'false',
      RETENTION_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(cwd, { recursive: true, force: true }));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in ${startTimeoutMs} ms:\n${output}`)),
      startTimeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = readyLine.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it started:\n${output}`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
