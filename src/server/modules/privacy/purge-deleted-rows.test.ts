import type { Database } from '@server/db/client';
import * as schema from '@server/db/schema';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDeletedRowsPurge } from './purge-deleted-rows';

const dialect = new PgDialect();

/**
 * A database that records the statements it is sent: VACUUM FULL gives the tables new file numbers unless
 * `isOwner` is false; CHECKPOINT fails as PostgreSQL refuses it to a role without pg_checkpoint, wrapped as
 * drizzle wraps errors, unless `mayCheckpoint`. `hold` makes each VACUUM wait until it resolves.
 */
function recordingDatabase({ isOwner = true, mayCheckpoint = true, hold = Promise.resolve() } = {}) {
  const statements: string[] = [];
  let generation = 0;
  const execute = async (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    if (text.startsWith('select relname'))
      return { rows: params.map((name) => ({ name, node: String(generation) })) };
    statements.push(text);
    if (text.startsWith('vacuum')) {
      await hold;
      if (isOwner) generation += 1;
    }
    if (text === 'checkpoint' && !mayCheckpoint) {
      const refused = Object.assign(new Error('permission denied to execute CHECKPOINT command'), {
        code: '42501',
      });
      throw new Error('Failed query: checkpoint', { cause: refused });
    }
    return { rows: [] };
  };
  return { db: { execute } as unknown as Database, statements };
}

describe('createDeletedRowsPurge', () => {
  it('runs VACUUM FULL of the tables, then CHECKPOINT, and resolves after them', async () => {
    const { db, statements } = recordingDatabase();
    const purge = createDeletedRowsPurge({ db, log: { warn: vi.fn() } });
    await purge([schema.resumes, schema.resumeSections]);
    expect(statements).toEqual(['vacuum full "resumes", "resume_sections"', 'checkpoint']);
  });

  it('shares one purge among the requests made while one runs, starting it after that one', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { db, statements } = recordingDatabase({ hold });
    const purge = createDeletedRowsPurge({ db, log: { warn: vi.fn() } });
    const first = purge([schema.resumes]);
    await vi.waitFor(() => expect(statements).toEqual(['vacuum full "resumes"']));
    const second = purge([schema.analyses]);
    const third = purge([schema.analyses, schema.jobDescriptions]);
    release();
    await Promise.all([first, second, third]);
    expect(statements).toEqual([
      'vacuum full "resumes"',
      'checkpoint',
      'vacuum full "analyses", "job_descriptions"',
      'checkpoint',
    ]);
  });

  it('warns once when the role may not rewrite the tables or checkpoint, and does what it may', async () => {
    const { db, statements } = recordingDatabase({ isOwner: false, mayCheckpoint: false });
    const warn = vi.fn();
    const purge = createDeletedRowsPurge({ db, log: { warn } });
    await purge([schema.resumes]);
    await purge([schema.resumes]);
    expect(statements).toEqual([
      'vacuum full "resumes"',
      'checkpoint',
      'vacuum full "resumes"',
      'checkpoint',
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith({ tables: ['resumes'] }, expect.stringContaining('does not own'));
    expect(warn).toHaveBeenCalledWith({}, expect.stringContaining('pg_checkpoint'));
  });

  it('fails with any other error of the database', async () => {
    const db = {
      execute: async () => {
        throw new Error('connection lost');
      },
    } as unknown as Database;
    const purge = createDeletedRowsPurge({ db, log: { warn: vi.fn() } });
    await expect(purge([schema.resumes])).rejects.toThrow('connection lost');
    // The next purge is not held back by the failed one.
    await expect(purge([schema.resumes])).rejects.toThrow('connection lost');
  });
});

describe('createDeletedRowsPurge on the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('moves the tables to new files, keeping the rows not deleted', async () => {
    const { db } = database;
    const resume = (owner: string) => ({
      owner,
      fileName: 'cv.txt',
      fileSize: 8,
      fileType: 'text/plain',
      originalText: `Resume of ${owner}`,
    });
    await db.insert(schema.resumes).values([resume('kept'), resume('deleted')]);
    await db.delete(schema.resumes).where(eq(schema.resumes.owner, 'deleted'));
    const fileOf = async () => {
      const result = await db.execute(sql`select pg_relation_filepath('resumes') as file`);
      return (result as unknown as { rows: { file: string }[] }).rows[0]?.file;
    };
    const before = await fileOf();
    const warn = vi.fn();
    await createDeletedRowsPurge({ db, log: { warn } })([schema.resumes]);
    expect(await fileOf()).not.toBe(before);
    expect(warn).not.toHaveBeenCalled();
    const left = await db.select({ text: schema.resumes.originalText }).from(schema.resumes);
    expect(left).toEqual([{ text: 'Resume of kept' }]);
  });
});
