import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

/** Rewrites the files of tables rows were deleted from; resolves once their old files hold nothing. */
export type PurgeDeletedRows = (tables: readonly PgTable[]) => Promise<void>;

/** SQLSTATE insufficient_privilege: CHECKPOINT by a role neither superuser nor pg_checkpoint (PostgreSQL 15+). */
const INSUFFICIENT_PRIVILEGE = '42501';

function sqlStateOf(error: unknown): unknown {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code ?? cause?.code;
}

/**
 * Issue 29 §4: a deleted row stays in its table's files (in the table, its TOAST table and its indexes) until
 * something overwrites it, and a copy of DATA_DIR or a backup would show it. Plain VACUUM is not enough: it
 * frees the space, but the bytes of rows it does not move stay readable in table and index pages (tested on
 * PGlite). VACUUM FULL copies the live rows into new files (table, TOAST, indexes) and truncates the old ones
 * when it commits. The CHECKPOINT then unlinks those, and moves the point recovery starts from past the
 * deletion, so that the write-ahead log files holding the deleted rows may be reused (PGlite seldom
 * checkpoints on its own). What this cannot reach: the write-ahead log until those files are reused, and
 * backups (README, "Erasure on disk").
 *
 * The caller awaits the purge (the erasure answers after it, a retention pass ends after it): rare and short,
 * it keeps the guarantee simple, and shutdown waits for it as for any request. VACUUM FULL locks each table
 * while it rewrites it; statements on that table wait. Purges asked for while one runs share the next one.
 *
 * On PostgreSQL, VACUUM FULL skips a table the role does not own (the role that ran the migrations does), and
 * CHECKPOINT needs superuser or pg_checkpoint: without them the rest is still done and one warning is logged.
 */
export function createDeletedRowsPurge({
  db,
  log,
}: {
  db: Database;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): PurgeDeletedRows {
  const warned = new Set<string>();
  const warnOnce = (key: string, details: object, message: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    log.warn(details, message);
  };

  /** Each table's file number: VACUUM FULL gives a table it rewrites a new one. */
  async function fileNumbers(names: string[]): Promise<Map<string, string>> {
    const list = sql.join(
      names.map((name) => sql`${name}::regclass`),
      sql`, `,
    );
    const result = await db.execute(
      sql`select relname as name, relfilenode::text as node from pg_class where oid in (${list})`,
    );
    const rows = (result as unknown as { rows: { name: string; node: string }[] }).rows;
    return new Map(rows.map((row) => [row.name, row.node]));
  }

  async function purge(names: string[]): Promise<void> {
    const before = await fileNumbers(names);
    // One statement per call: VACUUM cannot run inside a transaction block, nor beside another statement.
    const tables: SQL = sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    );
    await db.execute(sql`vacuum full ${tables}`);
    const after = await fileNumbers(names);
    const skipped = names.filter((name) => before.get(name) === after.get(name));
    if (skipped.length > 0)
      warnOnce(
        'vacuum',
        { tables: skipped },
        'VACUUM FULL skipped tables this database role does not own: erased data stays in their files until they are rewritten',
      );
    try {
      await db.execute(sql`checkpoint`);
    } catch (error) {
      if (sqlStateOf(error) !== INSUFFICIENT_PRIVILEGE) throw error;
      warnOnce(
        'checkpoint',
        {},
        'CHECKPOINT is not allowed to this database role (it needs pg_checkpoint or superuser): old table files are unlinked at the next scheduled checkpoint',
      );
    }
  }

  let previous: Promise<unknown> = Promise.resolve();
  let next: { names: Set<string>; done: Promise<void> } | undefined;
  return (tables) => {
    if (tables.length === 0) return Promise.resolve();
    if (!next) {
      const batch: { names: Set<string>; done: Promise<void> } = {
        names: new Set(),
        done: Promise.resolve(),
      };
      batch.done = previous.then(() => {
        // From here on, a new request needs a purge that starts after this one's VACUUM.
        if (next === batch) next = undefined;
        return purge([...batch.names]);
      });
      previous = batch.done.catch(() => {});
      next = batch;
    }
    for (const table of tables) next.names.add(getTableName(table));
    return next.done;
  };
}
