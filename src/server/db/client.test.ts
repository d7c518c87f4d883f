import { createTestDatabase, type TestDatabase, testDatabaseKind } from '@test/server/test-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe.runIf(testDatabaseKind === 'postgres')('a PostgreSQL connection dropped by the server', () => {
  it('is reported when idle, and the next query opens a new one', async () => {
    const lost: Error[] = [];
    database.onConnectionLost((error) => lost.push(error));
    // Two queries at once leave two idle connections in the pool; one of them ends the other.
    await Promise.all([
      database.db.execute(sql`select pg_sleep(0.05)`),
      database.db.execute(sql`select pg_sleep(0.05)`),
    ]);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('fails the query in flight when in use, inside a transaction too, and the process goes on', async () => {
    const dropped = database.db.transaction(async (transaction) => {
      await transaction.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
    });
    await expect(dropped).rejects.toThrow();
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
