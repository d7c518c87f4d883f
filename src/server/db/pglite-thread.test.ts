import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDatabaseKind } from '@test/server/test-database';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/database-errors';
import { type DatabaseHandle, openDatabase } from './client';
import { resumeFiles, resumeSections, resumes } from './schema';

// The embedded database on its own thread (issue 22) must behave as PGlite on the event loop does: the same
// rows and types through drizzle, transactions that commit, roll back and exclude other statements, PostgreSQL's
// errors with their codes, and "unavailable" once it is gone. PGlite only: the PostgreSQL pass skips it.

const OWNER = 'thread-test';
const everyByte = Uint8Array.from({ length: 256 }, (_, byte) => byte);

/** One resume with its file and a section; what drizzle gives back of it. */
async function writeAndRead({ db }: DatabaseHandle, fileName: string, bytes: Uint8Array) {
  const [resume] = await db
    .insert(resumes)
    .values({ owner: OWNER, fileName, fileSize: bytes.length, fileType: 'pdf', originalText: 'Ada' })
    .returning();
  if (!resume) throw new Error('no resume');
  await db
    .insert(resumeFiles)
    .values({ resumeId: resume.id, owner: OWNER, mimeType: 'application/pdf', data: bytes });
  await db.insert(resumeSections).values({
    owner: OWNER,
    resumeId: resume.id,
    type: 'skills',
    title: 'Skills',
    content: ['SQL', 'a "quoted", {odd} line'],
  });
  const [file] = await db.select().from(resumeFiles).where(eq(resumeFiles.resumeId, resume.id));
  const sections = await db.select().from(resumeSections).where(eq(resumeSections.resumeId, resume.id));
  return { resume, file, sections };
}

/** The shape of what came back, without the values that differ between two databases (ids, times). */
const shapeOf = (value: Awaited<ReturnType<typeof writeAndRead>>) =>
  JSON.parse(
    JSON.stringify(value, (key, field) =>
      /^(id|resumeId|uploadedAt|createdAt|updatedAt)$/.test(key) ? typeof field : field,
    ),
  );

let dataDir: string;
let onThread: DatabaseHandle;
let inProcess: DatabaseHandle;
beforeAll(async () => {
  if (testDatabaseKind === 'postgres') return;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-pglite-thread-'));
  [onThread, inProcess] = await Promise.all([
    openDatabase({ kind: 'pglite', dataDir, onThread: true }),
    openDatabase({ kind: 'pglite', dataDir: undefined }),
  ]);
});
afterAll(async () => {
  await Promise.all([onThread?.close(), inProcess?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(testDatabaseKind === 'postgres')('the embedded database on its own thread', () => {
  it('reads and writes through drizzle exactly as on the event loop: rows, arrays, times, files byte for byte', async () => {
    const threaded = await writeAndRead(onThread, 'a.pdf', everyByte);
    const local = await writeAndRead(inProcess, 'a.pdf', everyByte);
    expect(shapeOf(threaded)).toEqual(shapeOf(local));
    expect(threaded.file?.data).toEqual(everyByte);
    expect(local.file?.data).toEqual(everyByte);
    expect(typeof threaded.resume.uploadedAt).toBe(typeof local.resume.uploadedAt);
    expect(threaded.sections[0]?.content).toEqual(['SQL', 'a "quoted", {odd} line']);
  });

  it('keeps an empty file and a large one intact', async () => {
    const large = Uint8Array.from({ length: 3_000_000 }, (_, at) => (at * 7919) % 256);
    for (const bytes of [new Uint8Array(0), large]) {
      const { file } = await writeAndRead(onThread, 'b.pdf', bytes);
      expect(file?.data.byteLength).toBe(bytes.byteLength);
      expect(Buffer.compare(file?.data ?? new Uint8Array(1), bytes)).toBe(0);
    }
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const { db } = onThread;
    await db.transaction(async (tx) => {
      await tx
        .insert(resumes)
        .values({ owner: OWNER, fileName: 'kept.txt', fileSize: 1, fileType: 'txt', originalText: 'x' });
    });
    await expect(
      db.transaction(async (tx) => {
        await tx
          .insert(resumes)
          .values({ owner: OWNER, fileName: 'lost.txt', fileSize: 1, fileType: 'txt', originalText: 'x' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const names = (await db.select({ fileName: resumes.fileName }).from(resumes)).map((row) => row.fileName);
    expect(names).toContain('kept.txt');
    expect(names).not.toContain('lost.txt');
  });

  it('rolls back a nested transaction alone (a savepoint)', async () => {
    const { db } = onThread;
    await db.transaction(async (tx) => {
      await tx
        .insert(resumes)
        .values({ owner: OWNER, fileName: 'outer.txt', fileSize: 1, fileType: 'txt', originalText: 'x' });
      await tx
        .transaction(async (inner) => {
          await inner
            .insert(resumes)
            .values({ owner: OWNER, fileName: 'inner.txt', fileSize: 1, fileType: 'txt', originalText: 'x' });
          inner.rollback();
        })
        .catch(() => {});
    });
    const names = (await db.select({ fileName: resumes.fileName }).from(resumes)).map((row) => row.fileName);
    expect(names).toContain('outer.txt');
    expect(names).not.toContain('inner.txt');
  });

  it('runs a statement from outside only after an open transaction ends, as PGlite does', async () => {
    const { db } = onThread;
    const order: string[] = [];
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx
        .insert(resumes)
        .values({ owner: OWNER, fileName: 'first.txt', fileSize: 1, fileType: 'txt', originalText: 'x' });
      await held;
      order.push('transaction ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = db
      .select({ fileName: resumes.fileName })
      .from(resumes)
      .orderBy(asc(resumes.id))
      .then((rows) => {
        order.push('outside answered');
        return rows.map((row) => row.fileName);
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    await transaction;
    expect(await outside).toContain('first.txt');
    expect(order).toEqual(['transaction ends', 'outside answered']);
  });

  it('answers a statement sent after its transaction ended, instead of leaving it waiting', async () => {
    let late: Promise<unknown> = Promise.resolve();
    await expect(
      onThread.db.transaction(async (tx) => {
        late = new Promise((resolve) => setTimeout(resolve, 30)).then(() => tx.select().from(resumes));
        late.catch(() => {});
        throw new Error('gave up');
      }),
    ).rejects.toThrow('gave up');
    const error = await late.then(
      () => undefined,
      (reason: Error) => reason,
    );
    expect(String((error?.cause as Error | undefined)?.message)).toBe('Transaction is closed');
    await expect(onThread.ping()).resolves.toBeUndefined();
  });

  it("gives PostgreSQL's error with its code, and goes on", async () => {
    const { db } = onThread;
    const [resume] = await db
      .insert(resumes)
      .values({ owner: OWNER, fileName: 'c.pdf', fileSize: 1, fileType: 'pdf', originalText: 'x' })
      .returning();
    const file = { resumeId: resume?.id ?? 0, owner: OWNER, mimeType: 'application/pdf', data: everyByte };
    await db.insert(resumeFiles).values(file);
    const error = await db
      .insert(resumeFiles)
      .values(file)
      .then(
        () => undefined,
        (reason: unknown) => reason as Error & { cause?: { code?: string; constraint?: string } },
      );
    expect(error?.cause?.code).toBe('23505');
    expect(error?.cause?.constraint).toBe('resume_files_pkey');
    expect(isDatabaseUnavailable(error)).toBe(false);
    await expect(onThread.ping()).resolves.toBeUndefined();
  });

  it('keeps what it wrote in its folder, for PGlite on the event loop to read after it closed', async () => {
    const own = mkdtempSync(path.join(os.tmpdir(), 'vitae-pglite-thread-'));
    try {
      const writer = await openDatabase({ kind: 'pglite', dataDir: own, onThread: true });
      await writeAndRead(writer, 'kept.pdf', everyByte);
      await writer.close();
      await expect(writer.ping()).rejects.toSatisfy(isDatabaseUnavailable);
      const reader = await openDatabase({ kind: 'pglite', dataDir: own });
      const files = await reader.db.select().from(resumeFiles);
      await reader.close();
      expect(files.map((row) => row.data)).toEqual([everyByte]);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it("answers the health check's round trip without waiting for an open transaction", async () => {
    await expect(onThread.db.execute(sql`select 1 as one`)).resolves.toMatchObject({ rows: [{ one: 1 }] });
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const order: string[] = [];
    const transaction = onThread.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
      order.push('transaction ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await onThread.ping();
    order.push('ping answered');
    finish();
    await transaction;
    expect(order).toEqual(['ping answered', 'transaction ends']);
  });
});
