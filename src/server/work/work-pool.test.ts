import { AppError } from '@core/errors';
import { ingestResume } from '@core/ingest/ingest-resume';
import { buildResumeDocument, resumeDocumentOfText } from '@core/resume/build-document';
import { exportBodySchema } from '@shared/api/export';
import { serverMessages } from '@shared/messages';
import { sampleDocument } from '@test/builders/export-documents';
import { resumeFromText } from '@test/builders/test-resume';
import { sampleResumePdf, windowsExecutable } from '@test/server/sample-files';
import { afterAll, describe, expect, it } from 'vitest';
import type { WorkConfig } from '../config';
import { createWorkPool, type WorkPool } from './work-pool';

/** Real worker threads: the server's own jobs, and runaway ones (test/work/runaway-jobs.mjs). */
const runawayJobs = new URL('../../../test/work/runaway-jobs.mjs', import.meta.url).href;
const config: WorkConfig = { workers: 1, queueMax: 4, timeLimitMs: 10_000, memoryMb: 256 };
const pools: WorkPool[] = [];
/** The visitor a job runs for: the fair queue shares the threads between visitors. */
const visitor = 'visitor-a';
const poolOf = (
  overrides: Partial<WorkConfig>,
  workerFile?: string,
  log?: { error: (...args: unknown[]) => void },
) => {
  const pool = createWorkPool({ ...config, ...overrides }, { ...(workerFile ? { workerFile } : {}), log });
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the job should have been refused'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    },
  );

describe('the server jobs on a worker thread', () => {
  it('reads a resume upload on the thread exactly as on the event loop', async () => {
    const file = { bytes: await sampleResumePdf('software-engineer'), fileName: 'Resume.pdf' };
    const threaded = await poolOf({}).run('ingest', file, visitor);
    const inline = await poolOf({ workers: 0 }).run('ingest', file, visitor);
    expect(threaded.sections.length).toBeGreaterThan(2);
    expect(threaded).toEqual(inline);
  });

  it("analyses a resume's text against a posting on the thread exactly as on the event loop", async () => {
    const job = {
      resumeText: resumeFromText('Ada Lovelace\nSkills\nTypeScript, React, PostgreSQL').text,
      jobTitle: 'Frontend Engineer',
      jobText: 'Requirements\n- 3+ years of TypeScript and React\n- GraphQL is a plus',
      now: { year: 2026, month: 11 },
    };
    const threaded = await poolOf({}).run('analyzeText', job, visitor);
    const inline = await poolOf({ workers: 0 }).run('analyzeText', job, visitor);
    expect(threaded.evidence.skills.matched.map((match) => match.term)).toContain('TypeScript');
    expect(threaded).toEqual(inline);
  });

  it('reads a job page, writes variations of bullets and applies choices on the thread as on the event loop', async () => {
    const resumeText =
      'Ada Lovelace\nExperience\nEngineer, Acme 2020-2024\n- Responsible for managing the build pipeline';
    const jobs = [
      [
        'readJobPage',
        {
          url: 'https://jobs.example.com/1',
          contentType: 'text/html',
          body: '<html><body><main><h1>Frontend Engineer</h1><p>We build things.</p><h2>Requirements</h2><ul><li>3+ years of TypeScript</li></ul></main></body></html>',
        },
      ],
      ['variations', { resumeText, posting: { text: 'TypeScript, CI/CD pipelines' } }],
      [
        'optimize',
        {
          document: resumeDocumentOfText(resumeText),
          optimizations: { skills: ['TypeScript'], replacements: [], bullets: [] },
        },
      ],
    ] as const;
    for (const [name, input] of jobs) {
      const threaded = await poolOf({}).run(name, input as never, visitor);
      const inline = await poolOf({ workers: 0 }).run(name, input as never, visitor);
      expect(threaded, name).toEqual(inline);
    }
  });

  it("brings a reader's refusal back with its code and message", async () => {
    const file = { bytes: windowsExecutable(), fileName: 'Resume.docx' };
    const threaded = await refusal(poolOf({}).run('ingest', file, visitor));
    const inline = await refusal(poolOf({ workers: 0 }).run('ingest', file, visitor));
    expect([threaded.code, threaded.message]).toEqual([inline.code, inline.message]);
  });

  it('writes an export on the thread as on the event loop, and brings back its refusal', async () => {
    // Compared as read back: a PDF's creation date and id come from the clock.
    const textOf = async (bytes: Uint8Array, format: string) =>
      (await ingestResume({ bytes, fileName: `resume-export.${format}` })).text;
    const now = new Date('2026-11-27T12:00:00Z');
    // The options as the route reads them from a body naming only the format: every default.
    const { format: _, ...options } = exportBodySchema.parse({ format: 'pdf' });
    for (const format of ['pdf', 'docx'] as const) {
      const job = { document: sampleDocument('software-engineer'), format, options, now };
      const threaded = await poolOf({}).run('exportDocument', job, visitor);
      const inline = await poolOf({ workers: 0 }).run('exportDocument', job, visitor);
      expect(threaded.byteLength, format).toBeGreaterThan(1000);
      expect(await textOf(threaded, format), format).toBe(await textOf(inline, format));
    }
    const korean = buildResumeDocument(
      resumeFromText('Kim Min-jun\nminjun.kim@example.com\n\nSUMMARY\n백엔드 개발자, 8년 경력\n'),
    );
    const error = await refusal(
      poolOf({}).run('exportDocument', { document: korean, format: 'pdf', options, now }, visitor),
    );
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.details).toMatchObject({ format: 'pdf', characters: expect.any(Array) });
  });
});

describe('the limits of the pool', () => {
  it('abandons a job past its time limit with 422, replaces the thread, and runs the next job', async () => {
    const pool = poolOf({ timeLimitMs: 500 }, runawayJobs);
    let timerFired = false;
    setTimeout(() => {
      timerFired = true;
    }, 50);
    const error = await refusal(pool.run('analyze', {} as never, visitor));
    expect([error.code, error.message]).toEqual(['UNPROCESSABLE', serverMessages.workTookTooLong]);
    // The event loop ran on while the thread spun.
    expect(timerFired).toBe(true);
    await expect(pool.run('readVersion', { ms: 1 } as never, visitor)).resolves.toBe(1);
    expect(pool.stats()).toMatchObject({ timedOut: 1, running: 0, threads: 1 });
  });

  it('stops a job that needs more memory than a thread may have with 422, and runs the next job', async () => {
    const pool = poolOf({ memoryMb: 64 }, runawayJobs);
    const error = await refusal(pool.run('validate', {} as never, visitor));
    expect([error.code, error.message]).toEqual(['UNPROCESSABLE', serverMessages.tooHeavy]);
    await expect(pool.run('readVersion', { ms: 1 } as never, visitor)).resolves.toBe(1);
    expect(pool.stats().outOfMemory).toBe(1);
  });

  it('refuses a job at once with 503 and a wait when the queue is full', async () => {
    const pool = poolOf({ queueMax: 1 }, runawayJobs);
    const running = pool.run('readVersion', { ms: 400 } as never, visitor);
    const waiting = pool.run('readVersion', { ms: 1 } as never, visitor);
    const error = await refusal(pool.run('readVersion', { ms: 1 } as never, visitor));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toMatch(
      /^The server is busy with other visitors' work\. Please try again in \d+ seconds?\.$/,
    );
    expect((error.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await expect(Promise.all([running, waiting])).resolves.toEqual([400, 1]);
    expect(pool.stats()).toMatchObject({ refused: 1, running: 0, waiting: 0 });
  });

  it('gives a freed thread to the next visitor in turn, not to the visitor who sent the most', async () => {
    const pool = poolOf({ workers: 2, queueMax: 16 }, runawayJobs);
    const finished: string[] = [];
    const job = (who: string, ms: number) =>
      pool.run('readVersion', { ms } as never, who).then(() => finished.push(who));
    // One visitor sends four slow jobs at once; two others each send one quick job just after.
    const flood = [1, 2, 3, 4].map(() => job('flood', 300));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The flooding visitor holds one thread of two: the others start on the second at once.
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 3 });
    await Promise.all([job('b', 10), job('c', 10), ...flood]);
    expect(finished.slice(0, 2).sort()).toEqual(['b', 'c']);
  });

  it("refuses a visitor's job past their few places in the queue, while others still get theirs", async () => {
    const pool = poolOf({ workers: 1, queueMax: 16 }, runawayJobs);
    const flood = [1, 2, 3, 4, 5].map(() => pool.run('readVersion', { ms: 50 } as never, 'flood'));
    const error = await refusal(pool.run('readVersion', { ms: 1 } as never, 'flood'));
    expect([error.code, error.message]).toEqual(['SERVICE_UNAVAILABLE', serverMessages.busyVisitor(1)]);
    await expect(pool.run('readVersion', { ms: 1 } as never, 'other')).resolves.toBe(1);
    await Promise.all(flood);
  });

  it('says before a job is sent whether it would be refused at once (an upload is then never read)', async () => {
    const pool = poolOf({ workers: 1, queueMax: 16 }, runawayJobs);
    expect(() => pool.checkRoom('flood')).not.toThrow();
    const flood = [1, 2, 3, 4, 5].map(() => pool.run('readVersion', { ms: 50 } as never, 'flood'));
    let refused: unknown;
    try {
      pool.checkRoom('flood');
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: serverMessages.busyVisitor(1) });
    expect(() => pool.checkRoom('other')).not.toThrow();
    await Promise.all(flood);
    expect(() => pool.checkRoom('flood')).not.toThrow();
  });

  it('answers 503 with a wait to a job that waited past WORK_QUEUE_WAIT_MS', async () => {
    const pool = poolOf({ queueWaitMs: 150 }, runawayJobs);
    const running = pool.run('readVersion', { ms: 600 } as never, 'slow');
    const error = await refusal(pool.run('readVersion', { ms: 1 } as never, visitor));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toMatch(/^The server is busy with other visitors' work\./);
    expect((error.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(pool.stats()).toMatchObject({ refused: 1, waiting: 0 });
    await running;
  });

  it("turns a job's refusal into its AppError, details included, and its cause for the log", async () => {
    const error = await refusal(poolOf({}, runawayJobs).run('ingest', {} as never, visitor));
    expect([error.code, error.message, error.details]).toEqual([
      'UNPROCESSABLE',
      'This file is damaged.',
      { page: 2 },
    ]);
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.cause).toMatchObject({ name: 'RangeError', message: 'page 2 ends at byte 80' });
  });

  it('logs a thread that cannot start and fails its job, without ending the process', async () => {
    const logged: unknown[] = [];
    const missing = new URL('./no-such-worker.mjs', runawayJobs).href;
    const pool = poolOf({}, missing, { error: (...args) => logged.push(args) });
    await expect(pool.run('readVersion', { ms: 1 } as never, visitor)).rejects.toThrow();
    await expect.poll(() => logged.length).toBeGreaterThan(0);
  });
});
