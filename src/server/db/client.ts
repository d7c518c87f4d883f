import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrationsFolder, openMigratedPglite } from './pglite-open';
import { PgliteThread } from './pglite-thread-client';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Cheap round trip used by the health check: is the database there? Not queued behind other statements (a
   * connection of its own on PostgreSQL; on PGlite's thread, answered between statements).
   */
  ping(): Promise<void>;
  /** Tells `listener` of a connection the server dropped (restart, failover); the next query opens a new one. */
  onConnectionLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /**
   * dataDir undefined: in memory (tests). onThread: PGlite on a thread of its own (the server: its WebAssembly
   * would otherwise run on the event loop and stall every request behind a query), else on the caller's
   * (tests and scripts, which start faster without a thread).
   */
  | { kind: 'pglite'; dataDir: string | undefined; onThread?: boolean }
  | { kind: 'postgres'; url: string; connectTimeoutMs?: number };

/**
 * How long a query waits for a connection (a new one, or a free one of the pool) before failing: with the
 * database gone, a request answers 503 after this instead of waiting without end (issue 22, "Database loss").
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/** Any number that identifies our migration lock among other advisory locks. */
const MIGRATION_LOCK_KEY = 727_406_321;

/** Opens the database and applies the committed migrations; the same schema on PGlite and PostgreSQL. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres')
    return openPostgres(target.url, target.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
  return openPglite(target.dataDir, target.onThread ?? false);
}

async function openPglite(dataDir: string | undefined, onThread: boolean): Promise<DatabaseHandle> {
  // The thread's client has PGlite's face (query, exec, transaction, close): drizzle's driver takes it as is.
  const client = onThread ? await PgliteThread.start(dataDir) : await openMigratedPglite(dataDir);
  const db = drizzlePglite(client as PGlite, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      if (client instanceof PgliteThread) await client.ping();
      else await db.execute(sql`select 1`);
    },
    // The embedded database has no connection to lose.
    onConnectionLost: () => {},
    close: () => client.close(),
  };
}

async function openPostgres(url: string, connectTimeoutMs: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: connectTimeoutMs });
  // A connection the server drops (restart, failover, admin termination) emits 'error', which would end the
  // process without a listener. An idle one is discarded by the pool, which tells its listeners; one in use
  // fails its query, which the request answers: its own listener need do nothing more.
  const lost = new Set<(error: Error) => void>();
  pool.on('error', (error) => {
    for (const listener of lost) listener(error);
  });
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg(pool, { schema });
  // Several instances may start at once against one server: let one migrate at a time.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(db, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    onConnectionLost: (listener) => void lost.add(listener),
    close: () => pool.end(),
  };
}
