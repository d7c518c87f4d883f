/**
 * `npm run bench:load` (`npx tsx bench/load.ts [--minutes N | --soak] [--seconds N] [--workers N] [--database-url URL] [--smoke]`):
 * the server under 16 concurrent visitors (issue 22, "Figures, as a benchmark").
 *
 * Starts the real server (`src/server/main.ts`) as a child process on loopback, on a new embedded database in a
 * temporary folder (or PostgreSQL with `--database-url`), with every per-visitor limit off (RATE_LIMIT_*_PER_MINUTE=0: the benchmark is one machine
 * playing many visitors, and a limit would measure itself). `--workers N` is passed on as WORKERS. Files: the
 * dev corpus's PDF and DOCX resumes and its postings, else the repository's fixtures (load-files.ts); each is
 * uploaded or saved once first, and those the server refuses are left out (and named).
 *
 * a. uploads alone (`--seconds`, 20 by default): 16 visitors upload resumes as fast as they can while a 17th
 *    client asks GET /api/health every 50 ms, on a fixed schedule (not waiting for the previous answer, so a
 *    stalled server shows in the figures), from a thread of its own (so the uploads this client builds and sends
 *    do not delay its timing: in phase d they did, by up to 300 ms at p99). Uploads a second, upload p50/p95/p99, health p50/p99 (target p99
 *    < 50 ms), errors by status.
 * b. analyses alone (`--seconds`): 16 visitors, each with an uploaded resume and a saved posting, analyse as
 *    fast as they can: analyses a second (target ≥ 300), p50/p95.
 * c. the mix (`--minutes`, 2 by default; `--soak`: 10): each visitor loops upload → save a posting → analyse →
 *    optimize (the analysis' first rewrite or skill) → export pdf and docx → list its resumes. Per kind p50/p95,
 *    requests a second, errors (target 0), upload p95 (target < 0.5 s); health is asked every 50 ms here too.
 *    The server's RSS (VmRSS of its process, worker threads included) is read every second: the median of the
 *    first window after warm-up (30 s) against the last window's, target within ±20%, and the max.
 * d. one hostile visitor (`--seconds`; issue 29 §2): one visitor keeps ten uploads going at once, each a 4 MB
 *    text file of "- x" lines (the shape that once held a worker for its whole time limit), while the 15 others
 *    upload ordinary resumes; health is asked every 50 ms. The others' upload p95 (target < 2 s) and health
 *    p99 (target < 100 ms): the fair queue gives the hostile visitor one worker, not all of them.
 *
 * A 503 or 429 with Retry-After counts as an error, and the visitor waits as told before asking again. Each
 * phase also prints the CPU used, in cores: the server (its event-loop thread apart from its other threads) and
 * this client, which share the machine's cores, with the machine's load average (other work skews figures).
 * The final table gives each figure with its target and PASS or MISS. Exits 0 whatever the figures (it is a
 * benchmark); `--smoke` (3 s phases, a 6 s mix, a few files) exits 1 on any 5xx or failed connection.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { smoke, smokeNote } from './bench-flags';
import { Recorder, type RequestKind } from './load-client';
import { loadFiles, type PostingBody, type ResumeFile } from './load-files';
import {
  errorsText,
  type Figure,
  formatMs,
  hasServerFailure,
  percentile,
  printFigures,
  printKinds,
  rssDrift,
} from './load-report';
import { cpuSeconds, residentMemory, sampleRss, serverPidOf } from './load-rss';
import { analyse, newSession, savePosting, type Target, uploadResume, workflowLoop } from './load-visitor';
import { freePort, startServer, stopServer, waitUntilHealthy } from './server-process';

const flagValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const positive = (name: string, fallback: number) => {
  const value = Number(flagValue(name) ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} expects a positive number`);
  return value;
};

/** One answer of the health poller's thread; `sentAt` counts from its start. */
interface HealthAnswer {
  outcome: string;
  ms: number;
  ok: boolean;
  sentAt: number;
}

const VISITORS = 16;
/** Phase d: the hostile visitor's uploads at once, and its file (4 MB of "- x" lines, within the upload limit). */
const HOSTILE_UPLOADS = 10;
const hostileFile: ResumeFile = {
  name: 'lines.txt',
  type: 'text/plain',
  bytes: new TextEncoder().encode('- x\n'.repeat(1024 * 1024)),
};
const HEALTH_EVERY_MS = 50;
const soak = process.argv.includes('--soak');
const phaseSeconds = smoke ? 3 : positive('--seconds', 20);
const mixSeconds = smoke ? 6 : 60 * (soak ? 10 : positive('--minutes', 2));
const workers = flagValue('--workers');
const databaseUrl = flagValue('--database-url');
if (workers !== undefined && !/^\d+$/.test(workers)) throw new Error('--workers expects a whole number');
const limitKinds = ['AI', 'ANALYZE', 'UPLOAD', 'EXTRACT', 'OPTIMIZE', 'EXPORT', 'BULLETS'];
const serverEnv: Record<string, string> = {
  ...Object.fromEntries(limitKinds.map((kind) => [`RATE_LIMIT_${kind}_PER_MINUTE`, '0'])),
  ...(workers !== undefined ? { WORKERS: workers } : {}),
  // `--database-url postgres://…`: the server on PostgreSQL instead of a new embedded database.
  ...(databaseUrl !== undefined ? { DATABASE_URL: databaseUrl } : {}),
};

const cpus = os.cpus();
console.log(
  `machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
    `load average (1 min) before: ${os.loadavg()[0]?.toFixed(1)} (other work on the machine shares its cores)`,
);
const files = await loadFiles(smoke);
console.log(`files: ${files.source}${smoke ? `; smoke: ${files.resumes.length} resumes` : ''}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-load-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = startServer(port, dataDir, serverEnv);
const stopOnSignal = () => {
  if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(130);
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

/** Every recorder of the run, for the smoke verdict. */
const everyRecorder: Recorder[] = [];
const newRecorder = () => {
  const recorder = new Recorder();
  everyRecorder.push(recorder);
  return recorder;
};
/** The list's entry at `index`, counted round the list. */
const nth = <T>(list: readonly T[], index: number) => list[index % list.length] as T;
const cores = (seconds: number, elapsed: number) => (elapsed > 0 ? seconds / elapsed : 0).toFixed(2);

let sampler: ReturnType<typeof sampleRss> | undefined;
try {
  await waitUntilHealthy(port, server);
  const pid = server.pid === undefined ? undefined : serverPidOf(server.pid);
  if (pid === undefined) throw new Error('The server process was not found under /proc');
  const idle = residentMemory(pid);
  console.log(
    `server: src/server/main.ts (pid ${pid}) on ${baseUrl}, ${databaseUrl ? 'PostgreSQL' : `a new embedded database in ${dataDir}`}, ` +
      `WORKERS=${workers ?? '(unset: the server default)'}; per-visitor limits off: ${limitKinds
        .map((kind) => `RATE_LIMIT_${kind}_PER_MINUTE`)
        .join(', ')} = 0`,
  );
  console.log(`idle after start: RSS ${idle?.rssMb.toFixed(0)} MB, ${idle?.threads} threads`);
  const memory = sampleRss(pid);
  sampler = memory;

  // ── files the server takes: each resume uploaded and each posting saved once (also the server's warm-up) ──
  memory.enter('check');
  const check: Target = { baseUrl, recorder: newRecorder(), until: Number.POSITIVE_INFINITY };
  const checker = newSession();
  const refused: string[] = [];
  const resumes: ResumeFile[] = [];
  for (const file of files.resumes) {
    if (await uploadResume(check, checker, file)) resumes.push(file);
    else refused.push(file.name);
  }
  const postings: PostingBody[] = [];
  for (const posting of files.postings)
    if (await savePosting(check, checker, posting)) postings.push(posting);
  console.log(
    `files the server takes: ${resumes.length} of ${files.resumes.length} resumes${
      refused.length > 0
        ? ` (refused: ${refused.join(', ')}; ${errorsText(check.recorder.errors(['upload']))})`
        : ''
    }, ${postings.length} of ${files.postings.length} postings`,
  );
  if (resumes.length === 0 || postings.length === 0) throw new Error('No resume or no posting was accepted');

  /**
   * Asks /api/health every HEALTH_EVERY_MS until `until`, each on schedule whether or not the last answered, from
   * a thread of its own (health-poller.mjs): the uploads this thread sends must not delay the timing.
   */
  async function pollHealth(recorder: Recorder, until: number): Promise<void> {
    const start = performance.now();
    const poller = new Worker(new URL('./health-poller.mjs', import.meta.url), {
      workerData: { url: `${baseUrl}/api/health`, everyMs: HEALTH_EVERY_MS, durationMs: until - start },
    });
    const answers = await new Promise<HealthAnswer[]>((resolve, reject) => {
      poller.once('message', resolve);
      poller.once('error', reject);
    });
    await poller.terminate();
    for (const { outcome, ms, ok, sentAt } of answers)
      recorder.record('health', outcome, ms, ok, start + sentAt);
  }

  interface Phase {
    recorder: Recorder;
    health: Recorder;
    seconds: number;
  }
  /** Runs `visitor` for each of the 16 visitors until `seconds` have passed, health polled alongside. */
  async function runPhase(
    name: string,
    seconds: number,
    visitor: (target: Target, index: number) => Promise<unknown>,
  ): Promise<Phase> {
    memory.enter(name);
    const recorder = newRecorder();
    const health = newRecorder();
    const serverCpu = cpuSeconds(pid as number);
    const clientCpu = process.cpuUsage();
    const started = performance.now();
    const target: Target = { baseUrl, recorder, until: started + seconds * 1000 };
    // A server that dies ends the phase at once rather than after its time of refused connections.
    const endPhase = () => {
      target.until = 0;
    };
    server.once('exit', endPhase);
    await Promise.all([
      ...Array.from({ length: VISITORS }, (_, index) => visitor(target, index)),
      pollHealth(health, target.until),
    ]);
    server.off('exit', endPhase);
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`The server exited during ${name}`);
    const elapsed = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(clientCpu);
    const serverNow = cpuSeconds(pid as number);
    const serverUsed = {
      total: serverNow.total - serverCpu.total,
      mainThread: serverNow.mainThread - serverCpu.mainThread,
    };
    const rss = memory.samples.filter((sample) => sample.phase === name).map((sample) => sample.rssMb);
    console.log(
      `  ${elapsed.toFixed(1)} s; CPU used: server ${cores(serverUsed.total, elapsed)} cores ` +
        `(event loop thread ${cores(serverUsed.mainThread, elapsed)}, other threads ${cores(serverUsed.total - serverUsed.mainThread, elapsed)}), ` +
        `this client ${cores((user + system) / 1e6, elapsed)} (of ${cpus.length}); load average (1 min) ${os.loadavg()[0]?.toFixed(1)}; ` +
        `server RSS max ${Math.max(...rss).toFixed(0)} MB`,
    );
    return { recorder, health, seconds: elapsed };
  }
  const healthLine = (health: Recorder) => {
    const times = health.latencies.get('health') ?? [];
    return `GET /api/health every ${HEALTH_EVERY_MS} ms: ${times.length} answered, p50 ${formatMs(percentile(times, 50))}, p99 ${formatMs(percentile(times, 99))}, max ${formatMs(percentile(times, 100))}, errors ${errorsText(health.errors())}`;
  };

  // ── a. uploads alone ──
  console.log(`\na. uploads alone: ${VISITORS} visitors uploading for ${phaseSeconds} s${smokeNote}`);
  const uploads = await runPhase('uploads', phaseSeconds, async (target, index) => {
    const session = newSession();
    for (let turn = index; performance.now() < target.until; turn += VISITORS)
      await uploadResume(target, session, nth(resumes, turn));
  });
  printKinds(uploads.recorder, uploads.seconds, ['upload']);
  console.log(`  ${healthLine(uploads.health)}`);

  // ── b. analyses alone ──
  const setup: Target = { baseUrl, recorder: newRecorder(), until: Number.POSITIVE_INFINITY };
  const pairs = await Promise.all(
    Array.from({ length: VISITORS }, async (_, index) => {
      const session = newSession();
      const resume = await uploadResume(setup, session, nth(resumes, index));
      const jobId = await savePosting(setup, session, nth(postings, index));
      return resume && jobId ? { session, resumeId: resume.id, jobId } : undefined;
    }),
  );
  const ready = pairs.filter((pair) => pair !== undefined);
  console.log(
    `\nb. analyses alone: ${ready.length} visitors, each with its resume and posting, analysing for ${phaseSeconds} s${smokeNote}`,
  );
  const analyses = await runPhase('analyses', phaseSeconds, async (target, index) => {
    const pair = ready[index];
    if (!pair) return;
    while (performance.now() < target.until) await analyse(target, pair.session, pair.resumeId, pair.jobId);
  });
  printKinds(analyses.recorder, analyses.seconds, ['analyze']);
  console.log(`  ${healthLine(analyses.health)}`);

  // ── c. the mix ──
  console.log(
    `\nc. the mix: ${VISITORS} visitors, upload → posting → analyse → optimize → export pdf, docx → list, for ${(mixSeconds / 60).toFixed(smoke ? 1 : 0)} min${smokeNote}`,
  );
  const rounds: number[] = [];
  const mix = await runPhase('mix', mixSeconds, async (target, index) => {
    rounds[index] = await workflowLoop(target, index, VISITORS, { resumes, postings });
  });
  const mixKinds: RequestKind[] = [
    'upload',
    'posting',
    'analyze',
    'optimize',
    'export pdf',
    'export docx',
    'list',
  ];
  printKinds(mix.recorder, mix.seconds, mixKinds);
  const mixRequests = mix.recorder.okCount(mixKinds);
  const mixErrors = mix.recorder.errors(mixKinds);
  console.log(
    `  ${mixRequests} requests answered, ${(mixRequests / mix.seconds).toFixed(1)} a second; ${rounds.reduce((sum, n) => sum + n, 0)} whole rounds; errors ${errorsText(mixErrors)}`,
  );
  console.log(`  ${healthLine(mix.health)}`);
  const warmUp = smoke ? 1 : Math.min(30, mixSeconds / 4);
  const drift = rssDrift(
    memory.samples.filter((sample) => sample.phase === 'mix'),
    warmUp,
    smoke ? 2 : Math.min(60, (mixSeconds - warmUp) / 2),
  );
  if (drift)
    console.log(
      `  server RSS after a ${drift.warmUpSeconds} s warm-up: median ${drift.first.medianMb.toFixed(0)} MB (s ${drift.first.from.toFixed(0)}-${drift.first.to.toFixed(0)}) → ${drift.last.medianMb.toFixed(0)} MB (s ${drift.last.from.toFixed(0)}-${drift.last.to.toFixed(0)}), ${drift.changePercent >= 0 ? '+' : ''}${drift.changePercent.toFixed(1)}%; max ${drift.maxMb.toFixed(0)} MB`,
    );

  // ── d. one hostile visitor ──
  console.log(
    `\nd. one hostile visitor: ${HOSTILE_UPLOADS} uploads at once of a ${(hostileFile.bytes.byteLength / 2 ** 20).toFixed(0)} MB file of "- x" lines, while ${VISITORS - 1} visitors upload resumes, for ${phaseSeconds} s${smokeNote}`,
  );
  const hostile = await runPhase('hostile', phaseSeconds, async (target, index) => {
    const session = newSession();
    if (index === 0) {
      await Promise.all(
        Array.from({ length: HOSTILE_UPLOADS }, async () => {
          while (performance.now() < target.until)
            await uploadResume(target, session, hostileFile, 'hostile upload');
        }),
      );
      return;
    }
    for (let turn = index; performance.now() < target.until; turn += VISITORS)
      await uploadResume(target, session, nth(resumes, turn));
  });
  memory.stop();
  printKinds(hostile.recorder, hostile.seconds, ['upload', 'hostile upload']);
  console.log(`  ${healthLine(hostile.health)}`);

  // ── the figures ──
  const times = (recorder: Recorder, kind: RequestKind) => recorder.latencies.get(kind) ?? [];
  const uploadTimes = times(uploads.recorder, 'upload');
  const healthP99 = percentile(times(uploads.health, 'health'), 99);
  const analysesPerSecond = times(analyses.recorder, 'analyze').length / analyses.seconds;
  const mixUploadP95 = percentile(times(mix.recorder, 'upload'), 95);
  const mixErrorCount = [...mixErrors.values()].reduce((sum, n) => sum + n, 0);
  const othersUploadP95 = percentile(times(hostile.recorder, 'upload'), 95);
  const hostileHealthP99 = percentile(times(hostile.health, 'health'), 99);
  const figures: Figure[] = [
    { what: 'a. uploads alone, a second', value: (uploadTimes.length / uploads.seconds).toFixed(1) },
    {
      what: 'a. upload p50 / p95 / p99',
      value: [50, 95, 99].map((p) => formatMs(percentile(uploadTimes, p))).join(' / '),
    },
    { what: 'a. errors', value: errorsText(uploads.recorder.errors()) },
    {
      what: 'a. health p99 during uploads',
      value: formatMs(healthP99),
      target: '< 50 ms',
      isMet: healthP99 < 50,
    },
    {
      what: 'b. analyses alone, a second',
      value: analysesPerSecond.toFixed(1),
      target: '≥ 300',
      isMet: analysesPerSecond >= 300,
    },
    {
      what: 'b. analysis p50 / p95',
      value: [50, 95].map((p) => formatMs(percentile(times(analyses.recorder, 'analyze'), p))).join(' / '),
    },
    { what: 'c. mix: requests a second', value: (mixRequests / mix.seconds).toFixed(1) },
    { what: 'c. mix: errors', value: errorsText(mixErrors), target: '0', isMet: mixErrorCount === 0 },
    {
      what: 'c. mix: upload p95',
      value: formatMs(mixUploadP95),
      target: '< 0.5 s',
      isMet: mixUploadP95 < 500,
    },
    {
      what: 'c. mix: health p99',
      value: formatMs(percentile(times(mix.health, 'health'), 99)),
    },
    drift
      ? {
          what: 'c. mix: RSS after warm-up, last vs first window',
          value: `${drift.first.medianMb.toFixed(0)} → ${drift.last.medianMb.toFixed(0)} MB (${drift.changePercent >= 0 ? '+' : ''}${drift.changePercent.toFixed(1)}%), max ${drift.maxMb.toFixed(0)} MB`,
          target: 'within ±20%',
          isMet: Math.abs(drift.changePercent) <= 20,
        }
      : { what: 'c. mix: RSS after warm-up', value: 'too few readings' },
    {
      what: "d. one hostile visitor: the others' upload p95",
      value: formatMs(othersUploadP95),
      target: '< 2 s',
      isMet: othersUploadP95 < 2000,
    },
    {
      what: 'd. one hostile visitor: health p99',
      value: formatMs(hostileHealthP99),
      target: '< 100 ms',
      isMet: hostileHealthP99 < 100,
    },
    {
      what: "d. the hostile visitor's uploads: answered / refused",
      value: `${times(hostile.recorder, 'hostile upload').length} / ${errorsText(hostile.recorder.errors(['hostile upload']))}`,
    },
  ];
  console.log(`\nfigures (${VISITORS} visitors, loopback, WORKERS=${workers ?? 'default'})${smokeNote}`);
  printFigures(figures, smoke ? ' (smoke)' : '');

  // The hostile visitor's uploads are refused by design (503: its share of the queue is full); not a failure.
  const errorsOf = (recorder: Recorder) => {
    const kinds = [...recorder.outcomes.keys()].filter((kind) => kind !== 'hostile upload');
    return recorder.errors(kinds);
  };
  const failed = everyRecorder.filter((recorder) => hasServerFailure(errorsOf(recorder)));
  if (smoke && failed.length > 0) {
    console.error('bench:load smoke: a server error (5xx) or a failed connection; see the figures above');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  sampler?.stop();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
