/**
 * Issue 22 §3 "Database loss" (PostgreSQL only; skipped on PGlite, which has no connection to lose): the real
 * server, a child process, reaches PostgreSQL through a loopback proxy the test controls. Cutting the proxy under
 * load makes requests answer 503 with a plain message, and the process lives on; restoring it makes them succeed
 * again without a restart.
 */
import type { Analysis } from '@shared/api/analysis';
import type { JobDescription } from '@shared/api/job-descriptions';
import type { Resume } from '@shared/api/resumes';
import { serverMessages } from '@shared/messages';
import { samplePosting } from '@test/builders/resume-markup';
import { createServerDatabase, type ServerDatabase } from '@test/server/faults/server-database';
import { type SpawnedServer, spawnServer } from '@test/server/faults/spawn-server';
import { startTcpProxy, type TcpProxy } from '@test/server/faults/tcp-proxy';
import { type Answer, makeVisitor, type Visitor } from '@test/server/faults/visitor-client';
import { sampleResumeText } from '@test/server/sample-files';
import { testDatabaseKind } from '@test/server/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { isDatabaseUnavailable } from '../http/database-errors';

/**
 * Each kind of request a round sends, this many times at once, once per visitor: the worker pool shares its
 * threads between visitors and keeps a few places for each (issue 29), so one visitor's eight CPU jobs at once
 * would be refused as that visitor's, not as the database's.
 */
const COPIES = 4;

/** A visitor with a stored resume and posting. */
interface Party {
  visitor: Visitor;
  ids: { resumeId: number; jobDescriptionId: number };
}

describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL lost under load', () => {
  let database: ServerDatabase;
  let proxy: TcpProxy;
  /** The database's URL with the proxy in place of the server. */
  let proxiedUrl: string;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    database = await createServerDatabase();
    const url = new URL(database.env.DATABASE_URL as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxiedUrl = url.toString();
  });

  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    await database?.remove();
  });

  it('answers 503 with a plain message while it is gone, lives on, and serves again once it is back', async () => {
    server = await spawnServer({
      DATABASE_URL: proxiedUrl,
      RATE_LIMIT_UPLOAD_PER_MINUTE: '0',
      RATE_LIMIT_ANALYZE_PER_MINUTE: '0',
      // A background writer too: the request counts are saved every second, the outage included.
      MONITORING_ENABLED: 'true',
      MONITORING_FLUSH_SECONDS: '1',
    });
    const { baseUrl } = server;
    const parties: Party[] = [];
    const resumes: Resume[] = [];
    for (let copy = 0; copy < COPIES; copy++) {
      const visitor = makeVisitor();
      const job = await visitor.post<{ jobDescription: JobDescription }>(baseUrl, '/api/job-descriptions', {
        description: samplePosting('data-analyst'),
      });
      expect(job.status).toBe(201);
      const resume = await visitor.upload<{ resume: Resume }>(baseUrl, '/api/resumes', {
        fileName: 'data-analyst.txt',
        mimeType: 'text/plain',
        bytes: sampleResumeText('data-analyst'),
      });
      expect(resume.status).toBe(201);
      resumes.push(resume.body.resume);
      parties.push({
        visitor,
        ids: { resumeId: resume.body.resume.id, jobDescriptionId: job.body.jobDescription.id },
      });
    }

    const healthy = await round(baseUrl, parties);
    expect(statusesOf(healthy).filter((status) => status >= 300)).toEqual([]);

    // Cut while a round is in flight: each answer is a success or the plain 503, never a 500 or a hang.
    const inFlight = round(baseUrl, parties);
    await proxy.cut();
    for (const answer of await inFlight) {
      if (answer.status >= 300) expectDatabaseUnavailable(answer);
    }

    // Gone: every request answers the plain 503, health included, and the process lives on (a background
    // writer failing too).
    const gone = await round(baseUrl, parties);
    for (const answer of gone) expectDatabaseUnavailable(answer);
    const output = server.output;
    await expect.poll(output, { timeout: 10_000 }).toContain('monitoring counts not saved');
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();

    // Back: the same process serves again, with what it stored before the loss.
    await proxy.restore();
    const back = await round(baseUrl, parties);
    expect(statusesOf(back).filter((status) => status >= 300)).toEqual([]);
    for (const [index, { visitor, ids }] of parties.entries()) {
      const stored = await visitor.get<{ resume: Resume }>(baseUrl, `/api/resumes/${ids.resumeId}`);
      expect(stored.body.resume).toEqual(resumes[index]);
    }
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  }, 60_000);

  it('fails a query after the connect timeout when the network swallows everything, as unavailable', async () => {
    await proxy.restore();
    const handle = await openDatabase({ kind: 'postgres', url: proxiedUrl, connectTimeoutMs: 300 });
    try {
      const lost: Error[] = [];
      handle.onConnectionLost((error) => lost.push(error));
      await handle.ping();
      await proxy.stall();
      // The pool's idle connection is gone: the next query must open a new one, which is never answered.
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      const error = await handle.ping().then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(Error);
      // Drizzle's "Failed query" error, node-postgres' own as its cause.
      expect(String((error as Error).cause ?? error)).toMatch(/due to connection timeout/);
      expect(isDatabaseUnavailable(error)).toBe(true);
      await proxy.restore();
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await proxy.restore();
      await handle.close();
    }
  });
});

/** One round of load: every kind of request, once per visitor, all at once (reads, writes, CPU work, health). */
async function round(baseUrl: string, parties: readonly Party[]): Promise<Answer[]> {
  const requests = parties.flatMap(({ visitor, ids }) => [
    visitor.get(baseUrl, '/api/health'),
    visitor.get(baseUrl, '/api/resumes'),
    visitor.get(baseUrl, `/api/resumes/${ids.resumeId}`),
    visitor.get(baseUrl, '/api/analyses'),
    visitor.post<{ analysis: Analysis }>(baseUrl, '/api/analyze', ids),
    visitor.post(baseUrl, '/api/job-descriptions', { description: samplePosting('backend-engineer') }),
    visitor.upload(baseUrl, '/api/resumes', {
      fileName: 'teacher.txt',
      mimeType: 'text/plain',
      bytes: sampleResumeText('teacher'),
    }),
  ]);
  return Promise.all(requests);
}

const statusesOf = (answers: Answer[]) => answers.map((answer) => answer.status);

function expectDatabaseUnavailable(answer: Answer) {
  expect({ status: answer.status, body: answer.body }).toMatchObject({
    status: 503,
    body: { code: 'SERVICE_UNAVAILABLE', message: serverMessages.databaseUnavailable },
  });
}
