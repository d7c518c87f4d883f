import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '@server/db/client';
import pg from 'pg';
import { testDatabaseKind } from '../test-database';

/** A database of its own for servers started as child processes, which outlives any one of them. */
export interface ServerDatabase {
  kind: 'pglite' | 'postgres';
  /** The settings that point a server at it: DATA_DIR (PGlite on disk) or DATABASE_URL (PostgreSQL). */
  env: Record<string, string>;
  /** Opens it in this process, to look at what the servers left. PGlite: only while no server holds it. */
  open(): Promise<DatabaseHandle>;
  /** Deletes it: the data folder, or the database dropped. */
  remove(): Promise<void>;
}

/**
 * The test run's database kind (VITAE_TEST_DB, see test/server/test-database.ts): a PGlite data folder in a new
 * temporary folder, or a new database named vitae_faults_<random> on the server of DATABASE_URL.
 */
export async function createServerDatabase(): Promise<ServerDatabase> {
  if (testDatabaseKind === 'postgres') return createPostgresDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitae-faults-data-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function createPostgresDatabase(): Promise<ServerDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('VITAE_TEST_DB=postgres needs DATABASE_URL');
  const name = `vitae_faults_${randomBytes(6).toString('hex')}`;
  await asAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    remove: () => asAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function asAdmin(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
