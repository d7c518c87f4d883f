import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '@server/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * A database for one test file. By default an in-memory PGlite; with VITAE_TEST_DB=postgres and
 * DATABASE_URL set (the second CI pass), a fresh database on that server, dropped when closed.
 */
export interface TestDatabase extends DatabaseHandle {
  /** Empties every table between tests (identities restart too). */
  reset(): Promise<void>;
}

export const testDatabaseKind = process.env.VITAE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<TestDatabase> {
  const handle =
    testDatabaseKind === 'postgres'
      ? await openFreshPostgres()
      : await openDatabase({ kind: 'pglite', dataDir: undefined });
  return {
    ...handle,
    reset: async () => {
      await handle.db.execute(
        // Not analytics_salts: the app keeps the day's salt in memory, and a salt is no visitor's data.
        sql`truncate table analyses, resume_version_files, resume_versions, resume_sections, resume_files, resumes, job_descriptions, candidate_profiles, sessions, users, ai_provider_usage, ai_provider_blocks, visitor_rate_limits, consent_records, processing_activities, security_scans, visitor_activity, erasure_receipts, monitoring_request_counts, analytics_events restart identity cascade`,
      );
    },
  };
}

async function openFreshPostgres(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('VITAE_TEST_DB=postgres needs DATABASE_URL');
  const name = `vitae_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
