/**
 * Issue 29 §4: after an erasure, or a retention pass that deleted a visitor's data, no file of the embedded
 * database but its write-ahead log (pg_wal) holds what was deleted. A real PGlite on a data folder (the erasure
 * on its own thread, as the server runs it); the folder's raw bytes are searched for a marker once the database
 * is closed.
 * The texts are short, so PostgreSQL stores them as they are (not compressed), and a raw search finds them:
 * the test checks that it does before the erasure. Another visitor's rows, written before, stay: plain VACUUM
 * would leave the erased rows' bytes in the pages.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '@server/db/client';
import { visitorActivity } from '@server/db/schema';
import { ownerOf } from '@server/http/session';
import { multipartBody, multipartForm } from '@test/server/multipart';
import { asVisitor, buildTestApp, newSessionId, testConfig } from '@test/server/test-app';
import { testDatabaseKind } from '@test/server/test-database';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivacy } from './create-privacy';

/**
 * The database and app of one step of a test, on a data folder that outlives them. On its own thread as the
 * server runs it, or on the test's (about ten seconds sooner: the thread compiles the database's code first).
 */
async function openOn(
  dataDir: string,
  onThread = false,
): Promise<{ database: DatabaseHandle; app: FastifyInstance }> {
  const database = await openDatabase({ kind: 'pglite', dataDir, onThread });
  return { database, app: await buildTestApp(database) };
}

async function closeBoth({ database, app }: { database: DatabaseHandle; app: FastifyInstance }) {
  await app.close();
  await database.close();
}

/** The files under `dataDir` whose bytes hold `marker`, relative to the database's own folder. */
function filesHolding(dataDir: string, marker: string): string[] {
  const root = path.join(dataDir, 'pglite');
  const needle = Buffer.from(marker);
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (readFileSync(file).includes(needle)) found.push(path.relative(root, file));
    }
  };
  walk(root);
  return found;
}

const outsideWal = (files: string[]) => files.filter((file) => !file.startsWith(`pg_wal${path.sep}`));

/** The tables whose files (the table, its TOAST table, its indexes) are among `files`. */
async function tablesOf(database: DatabaseHandle, files: string[]): Promise<string[]> {
  const result = await database.db.execute(sql`
    select coalesce(toasted.relname, indexed.relname, c.relname) as name, pg_relation_filepath(c.oid) as file
    from pg_class c
    left join pg_class toasted on toasted.reltoastrelid = c.oid
    left join pg_index i on i.indexrelid = c.oid
    left join pg_class indexed on indexed.oid = i.indrelid
    where pg_relation_filepath(c.oid) is not null`);
  const rows = (result as unknown as { rows: { name: string; file: string }[] }).rows;
  // A relation's other forks and segments: 16385_fsm, 16385.1.
  const relationFile = (file: string) => file.replace(/(_\w+|\.\d+)$/, '');
  const names = files.map((file) => rows.find((row) => row.file === relationFile(file))?.name ?? file);
  return [...new Set(names)].sort();
}

const resumeText = (name: string, marker: string) =>
  Buffer.from(
    [
      name,
      `${name.toLowerCase().replace(' ', '.')}@example.com | +1 555 0100`,
      'Summary',
      `Backend engineer who led project ${marker} from design to launch.`,
      'Experience',
      'Senior Software Engineer, Acme Corp (2019 - Present)',
      '- Built event pipelines in Go and Kafka serving two million users',
      '- Cut API latency by 40% with PostgreSQL query tuning',
      'Education',
      'B.S. Computer Science, State University (2015)',
      'Skills',
      'Go, Kafka, PostgreSQL, Kubernetes',
    ].join('\n'),
  );

/**
 * A visitor's resume (uploaded text), a second version, a section edit, a job description and an analysis of
 * the two, each holding `marker`; answers the visitor's headers.
 */
async function visitorWithData(app: FastifyInstance, marker: string): Promise<Record<string, string>> {
  const headers = asVisitor(newSessionId());
  const send = async (method: 'POST' | 'PATCH', url: string, payload: object | Buffer, extra = {}) => {
    const response = await app.inject({ method, url, headers: { ...headers, ...extra }, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const upload = multipartBody('resume', 'resume.txt', resumeText('Zara Quintrell', marker), 'text/plain');
  const { resume } = await send('POST', '/api/resumes', upload.payload, upload.headers);
  const form = multipartForm(
    { field: 'resume', fileName: 'resume-2.txt', bytes: resumeText('Zara Q. Quintrell', marker) },
    { title: `Version ${marker}`, description: 'Shorter summary' },
  );
  await send('POST', `/api/resumes/${resume.id}/versions`, form.payload, form.headers);
  await send('PATCH', `/api/resumes/${resume.id}/sections/0`, {
    title: 'Contact',
    content: [`Edited line about ${marker}`],
  });
  const { jobDescription } = await send('POST', '/api/job-descriptions', {
    title: `Backend Engineer ${marker}`,
    description: `We build event pipelines in Go and Kafka on PostgreSQL for team ${marker}. You will design services, tune queries and mentor engineers.`,
  });
  await send('POST', '/api/analyze', { resumeId: resume.id, jobDescriptionId: jobDescription.id });
  return headers;
}

describe.runIf(testDatabaseKind === 'pglite')('erased data on disk (PGlite on a data folder)', () => {
  // One folder for both tests, each with its own markers: a new folder takes seconds to set up.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-erasure-'));
    await (await openDatabase({ kind: 'pglite', dataDir })).close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves no file but the write-ahead log holding what a visitor erased', async () => {
    const marker = `Qz${randomBytes(8).toString('hex')}`;
    let opened = await openOn(dataDir);
    // Another visitor's data stays, before and after the erased rows in the pages.
    await visitorWithData(opened.app, `Other${randomBytes(8).toString('hex')}`);
    const headers = await visitorWithData(opened.app, marker);
    await closeBoth(opened);

    const before = outsideWal(filesHolding(dataDir, marker));
    opened = await openOn(dataDir, true);
    expect(await tablesOf(opened.database, before)).toEqual(
      expect.arrayContaining([
        'analyses',
        'job_descriptions',
        'resume_sections',
        'resume_versions',
        'resumes',
      ]),
    );
    const erased = await opened.app.inject({ method: 'POST', url: '/api/privacy/erasure', headers });
    expect(erased.statusCode, erased.body).toBe(200);
    await closeBoth(opened);

    expect(outsideWal(filesHolding(dataDir, marker))).toEqual([]);
  }, 30_000);

  it('leaves no file but the write-ahead log holding what a retention pass deleted', async () => {
    const marker = `Qz${randomBytes(8).toString('hex')}`;
    let opened = await openOn(dataDir);
    await visitorWithData(opened.app, `Other${randomBytes(8).toString('hex')}`);
    const headers = await visitorWithData(opened.app, marker);
    await closeBoth(opened);
    expect(outsideWal(filesHolding(dataDir, marker))).not.toEqual([]);

    opened = await openOn(dataDir);
    const owner = ownerOf(headers['x-session-id'] ?? '');
    const longAgo = new Date(Date.now() - (testConfig.retention.periods.userData + 1) * 86_400_000);
    await opened.database.db
      .update(visitorActivity)
      .set({ lastSeenAt: longAgo })
      .where(eq(visitorActivity.owner, owner));
    const { retentionJob } = createPrivacy(opened.database.db, testConfig, opened.app.log);
    const outcome = await retentionJob.runOnce();
    expect(outcome.ran && outcome.counts.inactiveVisitors).toBe(1);
    await closeBoth(opened);

    expect(outsideWal(filesHolding(dataDir, marker))).toEqual([]);
  }, 30_000);
});
