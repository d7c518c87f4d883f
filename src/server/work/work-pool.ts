import { AppError } from '@core/errors';
import { serverMessages } from '@shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { WorkConfig } from '../config';
import type { RateLimitDetails } from '../http/visitor-limits';
import type { CpuJobs, JobOutcome } from './cpu-jobs';
import { createJobSlots, QueueFullError } from './job-slots';

type JobName = keyof CpuJobs;
type InputOf<N extends JobName> = Parameters<CpuJobs[N]>[0];
type ValueOf<N extends JobName> = Awaited<ReturnType<CpuJobs[N]>> extends JobOutcome<infer T> ? T : never;

/** What the pool is doing, for the health of the service and the benchmark. */
export interface WorkStats {
  threads: number;
  running: number;
  waiting: number;
  /** Jobs refused because the queue was full, abandoned past the time limit, or stopped by the memory ceiling. */
  refused: number;
  timedOut: number;
  outOfMemory: number;
}

export interface WorkPool {
  /**
   * Runs one job for a visitor (the owner key: the fair queue shares the threads between visitors); throws its
   * AppError, 503 when the queue or the visitor's share of it is full or the job waited too long, 422 past the
   * time or memory limit.
   */
  run<N extends JobName>(name: N, input: InputOf<N>, visitor: string): Promise<ValueOf<N>>;
  /**
   * Throws the 503 `run` would answer at once for the visitor's next job (the queue or their share of it is
   * full): an upload route asks before it reads the body, so a file that would be refused is never read.
   */
  checkRoom(visitor: string): void;
  /** Starts the threads now (the server does once it listens) rather than on the first job. */
  warmUp(): void;
  stats(): WorkStats;
  close(): Promise<void>;
}

/** Jobs one visitor may have waiting at once: a person's own work rarely queues more than two. */
const PER_VISITOR_WAITING = 4;
/** How long a job may wait for a thread when WORK_QUEUE_WAIT_MS is not configured (a hand-made test config). */
const DEFAULT_QUEUE_WAIT_MS = 10_000;

/** The threads' entry; the pool's tests give one of their own (jobs that never end or never stop growing). */
const cpuWorkerFile = new URL('./cpu-worker.mjs', import.meta.url).href;

/**
 * Issue 22: reading uploads and analysing are CPU work, so they run in worker threads and the event loop stays
 * free for every other request. At most `workers` jobs run at once, one per thread, and at most `queueMax` wait:
 * past that a job is refused at once with 503 and Retry-After rather than queued without end. Issue 29: the
 * threads are shared fairly (job-slots.ts): a visitor runs one job at a time (two on a pool of more than four),
 * keeps a few waiting, and a job that waited `queueWaitMs` is refused with 503 and Retry-After. A job's time limit
 * counts from its start on a thread (waiting does not count); past it the thread is terminated, the pool starts
 * a fresh one, and the job answers 422. Each thread's heap is capped at `memoryMb`: a file that needs more stops
 * only its thread (422). `workers: 0` runs the jobs on the event loop, with neither limit (debugging only).
 */
export function createWorkPool(
  config: WorkConfig,
  { workerFile = cpuWorkerFile, log }: { workerFile?: string; log?: Pick<FastifyBaseLogger, 'error'> } = {},
): WorkPool {
  if (config.workers === 0) return inlinePool();
  let piscina: Piscina | undefined;
  const pool = () => {
    if (piscina) return piscina;
    piscina = new Piscina({
      filename: workerFile,
      minThreads: config.workers,
      maxThreads: config.workers,
      resourceLimits: { maxOldGenerationSizeMb: config.memoryMb },
    });
    // A thread that fails outside a job (it could not start) is replaced by the pool; unheard, the event would
    // end the process.
    piscina.on('error', (error: unknown) => log?.error({ err: error }, 'a worker thread failed'));
    return piscina;
  };
  const slots = createJobSlots({
    size: config.workers,
    maxWaiting: config.queueMax,
    perVisitorRunning: config.workers > 4 ? 2 : 1,
    perVisitorWaiting: PER_VISITOR_WAITING,
    maxWaitMs: config.queueWaitMs ?? DEFAULT_QUEUE_WAIT_MS,
  });
  const counts = { refused: 0, timedOut: 0, outOfMemory: 0 };

  /** The 503 of a job that gets no slot, with the wait to retry after. */
  function refusal(error: QueueFullError): AppError {
    counts.refused++;
    const retryAfterSeconds = slots.secondsToDrain();
    const message =
      error.reason === 'visitor-queue-full'
        ? serverMessages.busyVisitor(retryAfterSeconds)
        : serverMessages.busy(retryAfterSeconds);
    return new AppError('SERVICE_UNAVAILABLE', message, { retryAfterSeconds } satisfies RateLimitDetails, {
      cause: error,
    });
  }

  async function run<N extends JobName>(name: N, input: InputOf<N>, visitor: string): Promise<ValueOf<N>> {
    const release = await slots.acquire(visitor).catch((error: QueueFullError) => {
      throw refusal(error);
    });
    const started = performance.now();
    try {
      const outcome: JobOutcome<ValueOf<N>> = await pool().run(input, {
        name,
        signal: AbortSignal.timeout(config.timeLimitMs),
      });
      return unwrapped(outcome);
    } catch (error) {
      const ofAFile = readsAFile.has(name);
      if (isAbort(error)) {
        counts.timedOut++;
        const message = ofAFile ? serverMessages.tookTooLong : serverMessages.workTookTooLong;
        throw new AppError('UNPROCESSABLE', message, undefined, { cause: error });
      }
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        counts.outOfMemory++;
        const message = ofAFile ? serverMessages.tooHeavy : serverMessages.workTooHeavy;
        throw new AppError('UNPROCESSABLE', message, undefined, { cause: error });
      }
      throw error;
    } finally {
      release(performance.now() - started);
    }
  }

  return {
    run,
    checkRoom(visitor) {
      const reason = slots.refusalFor(visitor);
      if (reason) throw refusal(new QueueFullError(reason));
    },
    warmUp: () => void pool(),
    stats: () => ({
      threads: piscina?.threads.length ?? 0,
      running: slots.running(),
      waiting: slots.waiting(),
      ...counts,
    }),
    close: async () => {
      await piscina?.destroy();
    },
  };
}

/** The jobs that read a visitor's file (their refusals say so); the others work on what is stored. */
const readsAFile = new Set<JobName>(['ingest', 'validate', 'readVersion']);

/** A job's value, or its refusal thrown again as the AppError it was on the thread, with its cause for the log. */
function unwrapped<T>(outcome: JobOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  const { code, message, details, cause } = outcome.error;
  const options = cause && { cause: Object.assign(new Error(cause.message), cause) };
  throw new AppError(code, message, details, options);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The jobs called on the event loop: the same functions and errors, without threads or limits. Imported on the
 * first job, so a server with threads never loads the readers (pdf.js) and the engine's data on its event loop.
 */
function inlinePool(): WorkPool {
  let running = 0;
  return {
    async run(name, input) {
      running++;
      try {
        const { cpuJobs } = await import('./cpu-jobs');
        const outcome = await (cpuJobs[name] as (input: unknown) => Promise<JobOutcome<unknown>>)(input);
        return unwrapped(outcome) as never;
      } finally {
        running--;
      }
    },
    checkRoom: () => {},
    warmUp: () => {},
    stats: () => ({ threads: 0, running, waiting: 0, refused: 0, timedOut: 0, outOfMemory: 0 }),
    close: async () => {},
  };
}
