import * as schema from '@server/db/schema';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPrivacyRepository } from './privacy.repository';
import { createVisitorActivity } from './visitor-activity';

const START = new Date('2026-06-01T12:00:00.000Z');
const MINUTE = 60_000;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.reset();
});

describe('createVisitorActivity', () => {
  it('writes a visitor at most once an hour, from this process and across instances', async () => {
    const repository = createPrivacyRepository(database.db);
    let writes = 0;
    const counting = {
      touchVisitor: async (owner: string, at: Date) => {
        writes += 1;
        await repository.touchVisitor(owner, at);
      },
    };
    let now = START;
    const tracker = createVisitorActivity({ repository: counting, now: () => now });
    await tracker.touch('a');
    now = new Date(START.getTime() + 59 * MINUTE);
    await tracker.touch('a');
    expect(writes).toBe(1);
    // Another instance (its own memory) writes, but the row keeps the time written less than an hour ago.
    const other = createVisitorActivity({ repository, now: () => now });
    await other.touch('a');
    expect(await database.db.select().from(schema.visitorActivity)).toEqual([
      { owner: 'a', lastSeenAt: START },
    ]);
    now = new Date(START.getTime() + 61 * MINUTE);
    await tracker.touch('a');
    expect(writes).toBe(2);
    expect(await database.db.select().from(schema.visitorActivity)).toEqual([
      { owner: 'a', lastSeenAt: now },
    ]);
    // Forgotten (after an erasure), the visitor is written again at once.
    tracker.forget('a');
    await database.db.delete(schema.visitorActivity);
    await tracker.touch('a');
    expect(await database.db.select().from(schema.visitorActivity)).toHaveLength(1);
  });
});
