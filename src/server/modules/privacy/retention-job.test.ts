import * as schema from '@server/db/schema';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RetentionConfig } from '../../config';
import { createRetentionJob, FIRST_PASS_DELAY_MS } from './retention-job';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const retention: RetentionConfig = {
  enabled: true,
  intervalMinutes: 60,
  periods: { userData: 30, analysis: 90, temporary: 1, auditLogs: 365 },
};

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
afterEach(() => {
  vi.useRealTimers();
});

const logger = () => ({ info: vi.fn(), error: vi.fn() });
const noPurge = async () => {};

describe('createRetentionJob', () => {
  it('runs a pass a minute after start, then every interval, logging counts, and stops cleanly', async () => {
    await database.db.insert(schema.visitorActivity).values({ owner: 'a', lastSeenAt: NOW });
    await database.db.insert(schema.processingActivities).values({
      owner: 'a',
      kind: 'upload',
      purpose: 'Reading',
      createdAt: new Date(NOW.getTime() - 400 * 86_400_000),
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = logger();
    const job = createRetentionJob({
      db: database.db,
      retention,
      log,
      purgeDeleted: noPurge,
      now: () => NOW,
    });
    job.start();
    await vi.advanceTimersByTimeAsync(FIRST_PASS_DELAY_MS - 1);
    expect(log.info).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1));
    expect(log.info).toHaveBeenCalledWith(
      { retention: expect.objectContaining({ activityLog: 1 }) },
      'retention pass done',
    );
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(2));
    await job.stop();
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(log.info).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('rewrites the files of the tables a pass deleted from before it is done, not those of the activity log', async () => {
    const old = new Date(NOW.getTime() - 400 * 86_400_000);
    await database.db.insert(schema.visitorActivity).values({ owner: 'gone', lastSeenAt: old });
    await database.db.insert(schema.resumes).values({
      owner: 'gone',
      fileName: 'cv.txt',
      fileSize: 8,
      fileType: 'text/plain',
      originalText: 'Jane Doe',
    });
    await database.db
      .insert(schema.processingActivities)
      .values({ owner: 'gone', kind: 'upload', purpose: 'Reading', createdAt: old });
    const purged: unknown[][] = [];
    const log = logger();
    const job = createRetentionJob({
      db: database.db,
      retention,
      log,
      purgeDeleted: async (tables) => {
        purged.push([...tables]);
        expect(log.info).not.toHaveBeenCalled();
      },
      now: () => NOW,
    });
    await job.runOnce();
    expect(purged).toEqual([[schema.resumes, schema.visitorActivity]]);
    expect(log.info).toHaveBeenCalledWith(
      { retention: expect.objectContaining({ inactiveVisitors: 1, activityLog: 1, visitorRecords: 1 }) },
      'retention pass done',
    );
  });

  it('does nothing when turned off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = logger();
    const job = createRetentionJob({
      db: database.db,
      retention: { ...retention, enabled: false },
      log,
      purgeDeleted: noPurge,
    });
    job.start();
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(log.info).not.toHaveBeenCalled();
    await job.stop();
  });
});
