import * as schema from '@server/db/schema';
import type { RetentionPeriods } from '@shared/api/privacy';
import { defaultRetentionDays } from '@shared/api/privacy';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '@test/server/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OwnerTable, ownerTables, userDataTables } from './owner-tables';
import { RETENTION_LOCK_KEY, type RetentionCounts, runRetentionPass } from './retention-pass';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T12:00:00.000Z');
const ago = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY - extraMs);
const periods: RetentionPeriods = defaultRetentionDays;

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

const db = () => database.db;

async function rowsOf(table: OwnerTable, owner: string): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(table)
    .where(eq(table.owner, owner));
  return row?.count ?? 0;
}

async function seen(owner: string, at: Date) {
  await db().insert(schema.visitorActivity).values({ owner, lastSeenAt: at });
}

/** A visitor's resume with its file, a section, a version with its file, a job description and an analysis. */
async function userData(owner: string, at: Date) {
  const [resume] = await db()
    .insert(schema.resumes)
    .values({
      owner,
      fileName: 'cv.txt',
      fileSize: 12,
      fileType: 'text/plain',
      originalText: 'Jane Doe',
      uploadedAt: at,
    })
    .returning();
  const resumeId = resume?.id ?? 0;
  await db()
    .insert(schema.resumeFiles)
    .values({ resumeId, owner, mimeType: 'text/plain', data: new Uint8Array([74, 97]) });
  await db()
    .insert(schema.resumeSections)
    .values({ owner, resumeId, type: 'summary', content: ['Engineer'], createdAt: at });
  const [version] = await db()
    .insert(schema.resumeVersions)
    .values({
      owner,
      resumeId,
      version: 1,
      title: 'Original upload',
      fileName: 'cv.txt',
      fileSize: 12,
      mimeType: 'text/plain',
      extractedText: 'Jane Doe',
      isActive: true,
      createdAt: at,
    })
    .returning();
  await db()
    .insert(schema.resumeVersionFiles)
    .values({ versionId: version?.id ?? 0, owner, data: new Uint8Array([1]) });
  const [job] = await db()
    .insert(schema.jobDescriptions)
    .values({ owner, title: 'Engineer', company: 'Acme', description: 'Build things.', createdAt: at })
    .returning();
  await analysis(owner, at, resumeId, job?.id);
  await scan(owner, at, resumeId);
  await db().insert(schema.candidateProfiles).values({ owner, userId: 'u', createdAt: at });
  await db().insert(schema.visitorRateLimits).values({ owner, kind: 'analyze', windowStart: at, hits: 1 });
  return resumeId;
}

async function analysis(owner: string, at: Date, resumeId?: number, jobDescriptionId?: number) {
  await db().insert(schema.analyses).values({
    owner,
    resumeId,
    jobDescriptionId,
    overallScore: 70,
    skillsScore: 70,
    keywordsScore: 70,
    experienceScore: 70,
    suggestions: [],
    skillsAnalysis: {},
    createdAt: at,
  });
}

async function scan(owner: string, at: Date, resumeId: number | null = null) {
  await db()
    .insert(schema.securityScans)
    .values({
      owner,
      resumeId,
      source: resumeId ? 'resume_upload' : 'validation',
      riskLevel: 'low',
      riskScore: 10,
      threatFound: false,
      fileType: 'text/plain',
      fileSize: 12,
      createdAt: at,
    });
}

async function activity(owner: string, at: Date) {
  await db()
    .insert(schema.processingActivities)
    .values({ owner, kind: 'upload', purpose: 'Reading', detail: 'txt', createdAt: at });
}

async function consent(owner: string, at: Date) {
  await db()
    .insert(schema.consentRecords)
    .values({
      owner,
      purposes: ['resume_analysis'],
      analytics: false,
      marketing: false,
      improvements: true,
      privacyPolicyVersion: '1.0',
      createdAt: at,
    });
}

const none: RetentionCounts = {
  adoptedVisitors: 0,
  temporaryScans: 0,
  inactiveVisitors: 0,
  inactiveVisitorRows: 0,
  analyses: 0,
  activityLog: 0,
  consents: 0,
  visitorRecords: 0,
};

async function pass(at = NOW, with_: RetentionPeriods = periods): Promise<RetentionCounts> {
  const outcome = await runRetentionPass(db(), with_, at);
  if (!outcome.ran) throw new Error('the pass was skipped');
  return outcome.counts;
}

describe('runRetentionPass', () => {
  it('deletes scan records of files not kept a day after the scan, not a moment sooner, and keeps those of kept files', async () => {
    await seen('a', NOW);
    await scan('a', ago(1, 1));
    await scan('a', ago(1));
    const resumeId = await userData('a', ago(10));
    expect(await pass()).toEqual({ ...none, temporaryScans: 1 });
    const left = await db().select().from(schema.securityScans).where(eq(schema.securityScans.owner, 'a'));
    expect(left.map((row) => row.resumeId).sort()).toEqual([resumeId, null].sort());
    // A resume deleted makes its scan record a temporary one (the link is cleared), deleted a day after the scan.
    await db().delete(schema.resumes).where(eq(schema.resumes.id, resumeId));
    expect((await pass()).temporaryScans).toBe(1);
  });

  it('deletes all user data of a visitor not seen for 30 days, keeps their consent and activity log, and spares one seen 30 days ago to the millisecond', async () => {
    await seen('gone', ago(30, 1));
    await userData('gone', ago(40));
    await consent('gone', ago(40));
    await activity('gone', ago(40));
    await seen('recent', ago(30));
    await userData('recent', ago(40));
    const counts = await pass();
    expect(counts).toMatchObject({ inactiveVisitors: 1, analyses: 0, temporaryScans: 0 });
    // A resume, its file, section, version and version file, a job description, an analysis, a scan, a profile, a counter.
    expect(counts.inactiveVisitorRows).toBe(10);
    for (const table of userDataTables) {
      expect(await rowsOf(table, 'gone'), String(table)).toBe(0);
      expect(await rowsOf(table, 'recent'), String(table)).toBe(1);
    }
    expect(await rowsOf(schema.consentRecords, 'gone')).toBe(1);
    expect(await rowsOf(schema.processingActivities, 'gone')).toBe(1);
    expect(await rowsOf(schema.visitorActivity, 'gone')).toBe(1);
  });

  it('deletes analyses 90 days after they were made, of active visitors too', async () => {
    await seen('a', NOW);
    const resumeId = await userData('a', ago(200));
    await analysis('a', ago(90, 1), resumeId);
    await analysis('a', ago(90), resumeId);
    // userData made one analysis 200 days ago: that goes as well.
    expect(await pass()).toEqual({ ...none, analyses: 2 });
    const [left] = await db().select().from(schema.analyses);
    expect(left?.createdAt).toEqual(ago(90));
    expect(await rowsOf(schema.resumes, 'a')).toBe(1);
  });

  it('deletes activity log entries a year after they were written', async () => {
    await seen('a', NOW);
    await activity('a', ago(365, 1));
    await activity('a', ago(365));
    await activity('a', ago(1));
    expect(await pass()).toEqual({ ...none, activityLog: 1 });
    expect(await rowsOf(schema.processingActivities, 'a')).toBe(2);
  });

  it("keeps each visitor's latest consent, deletes older ones a year on, and everything of a visitor not seen for a year", async () => {
    await seen('active', NOW);
    await consent('active', ago(400));
    await consent('active', ago(380));
    await seen('long-gone', ago(365, 1));
    await consent('long-gone', ago(500));
    await activity('long-gone', ago(366));
    expect(await pass()).toEqual({ ...none, consents: 2, activityLog: 1, visitorRecords: 1 });
    const [kept] = await db().select().from(schema.consentRecords);
    expect(kept).toMatchObject({ owner: 'active', createdAt: ago(380) });
    for (const table of ownerTables) expect(await rowsOf(table, 'long-gone'), String(table)).toBe(0);
  });

  it('gives an owner with data and no last-seen record one now, so nothing of theirs goes before a full period', async () => {
    await userData('unseen', ago(100));
    await consent('unseen', ago(100));
    const counts = await pass();
    expect(counts.adoptedVisitors).toBe(1);
    expect(counts.inactiveVisitors).toBe(0);
    // Only the analysis, past its own 90 days, goes.
    expect(counts.analyses).toBe(1);
    const [record] = await db().select().from(schema.visitorActivity);
    expect(record).toEqual({ owner: 'unseen', lastSeenAt: NOW });
    expect((await pass(new Date(NOW.getTime() + 30 * DAY + 1))).inactiveVisitors).toBe(1);
  });

  it('reads its periods from the configuration', async () => {
    const longer = { userData: 60, analysis: 120, temporary: 2, auditLogs: 400 };
    await seen('a', ago(45));
    await userData('a', ago(100));
    await scan('a', ago(1.5));
    await activity('a', ago(380));
    expect(await pass(NOW, longer)).toEqual(none);
    expect(await pass()).toMatchObject({ inactiveVisitors: 1, activityLog: 1 });
  });

  it('run twice at once, deletes each row once and fails nothing', async () => {
    for (const owner of ['a', 'b', 'c']) {
      await seen(owner, ago(31));
      await userData(owner, ago(100));
      await scan(owner, ago(2));
      await activity(owner, ago(400));
    }
    const outcomes = await Promise.all([
      runRetentionPass(db(), periods, NOW),
      runRetentionPass(db(), periods, NOW),
    ]);
    const ran = outcomes.flatMap((outcome) => (outcome.ran ? [outcome.counts] : []));
    expect(ran.length).toBeGreaterThanOrEqual(1);
    const total = (key: keyof RetentionCounts) => ran.reduce((sum, counts) => sum + counts[key], 0);
    expect(total('inactiveVisitors')).toBe(3);
    expect(total('inactiveVisitorRows')).toBe(30);
    expect(total('temporaryScans')).toBe(3);
    expect(total('activityLog')).toBe(3);
    for (const owner of ['a', 'b', 'c'])
      for (const table of userDataTables) expect(await rowsOf(table, owner)).toBe(0);
  });

  // PGlite has one connection: a second transaction waits for the first, so the lock is never found held.
  it.runIf(testDatabaseKind === 'postgres')(
    'skips the pass while another instance holds the lock',
    async () => {
      await seen('a', ago(31));
      await userData('a', ago(40));
      await db().transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`);
        expect(await runRetentionPass(db(), periods, NOW)).toEqual({ ran: false });
      });
      expect(await rowsOf(schema.resumes, 'a')).toBe(1);
      expect((await pass()).inactiveVisitors).toBe(1);
    },
  );
});
