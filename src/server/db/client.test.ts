import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../testing/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe.runIf(testDatabaseKind === 'postgres')('a PostgreSQL connection dropped by the server', () => {
  it('is discarded with a warning, and the next query works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Two queries at once leave two idle connections in the pool; one of them ends the other.
    await Promise.all([
      database.db.execute(sql`select pg_sleep(0.05)`),
      database.db.execute(sql`select pg_sleep(0.05)`),
    ]);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/dropped an idle/)));
    await expect(database.ping()).resolves.toBeUndefined();
    warn.mockRestore();
  });
});

describe('the database handle', () => {
  it('answers a round trip', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
