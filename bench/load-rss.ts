/**
 * The server's own process as Linux shows it under /proc: which process of the group `startServer` made is the
 * server (npx and the tsx launcher are its parents), its resident memory, threads and CPU time, and a sampler of
 * its RSS once a second. Worker threads live in the same process, so its RSS counts them too.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second, the unit of utime and stime in /proc/<pid>/stat. */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The fields of /proc/<entry>/stat after the command name (which may hold spaces and parentheses); `entry` is a
 * pid, or `<pid>/task/<tid>` for one thread.
 */
function statFields(entry: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * The process that runs `script` deepest under `rootPid` (npx → sh → tsx → node with the tsx loader: the last
 * is the server), or undefined when none runs it (yet).
 */
export function serverPidOf(rootPid: number, script = 'src/server/main.ts'): number | undefined {
  const childrenOf = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const parent = Number(statFields(pid)?.[1]);
    if (!Number.isInteger(parent)) continue;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), pid]);
  }
  let found: number | undefined;
  const walk = (pid: number) => {
    if (commandLine(pid).includes(script)) found = pid;
    for (const child of childrenOf.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return found;
}

/** Resident memory (MB, VmRSS) and thread count of a process, or undefined once it is gone. */
export function residentMemory(pid: number): { rssMb: number; threads: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    const threads = Number(/^Threads:\s+(\d+)/m.exec(status)?.[1]);
    return Number.isFinite(rssKb) ? { rssMb: rssKb / 1024, threads } : undefined;
  } catch {
    return undefined;
  }
}

const ticksOf = (fields: string[] | undefined) =>
  fields ? (Number(fields[11]) + Number(fields[12])) / ticksPerSecond : 0;

/**
 * CPU seconds a process has used so far, user and system: all its threads (ended ones included), and its main
 * thread alone (Node's event loop; the rest is worker threads, the GC's helpers and libuv's pool).
 */
export function cpuSeconds(pid: number): { total: number; mainThread: number } {
  return { total: ticksOf(statFields(pid)), mainThread: ticksOf(statFields(`${pid}/task/${pid}`)) };
}

/** One reading of the sampler: seconds since it started, the RSS, and the phase it was taken in. */
export interface RssSample {
  atSeconds: number;
  rssMb: number;
  phase: string;
}

/** Reads a process's RSS every `intervalMs`, tagging each reading with the phase set last. */
export function sampleRss(pid: number, intervalMs = 1000) {
  const started = performance.now();
  const samples: RssSample[] = [];
  let phase = 'start';
  const read = () => {
    const memory = residentMemory(pid);
    if (memory) samples.push({ atSeconds: (performance.now() - started) / 1000, rssMb: memory.rssMb, phase });
  };
  read();
  // Unreferenced: a reading never keeps the benchmark alive once its work is done.
  const timer = setInterval(read, intervalMs).unref();
  return {
    samples,
    /** From now on readings belong to `name`; one is taken at once. */
    enter(name: string) {
      phase = name;
      read();
    },
    stop: () => clearInterval(timer),
  };
}
