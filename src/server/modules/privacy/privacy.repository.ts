import { type ConsentBody, PRIVACY_POLICY_VERSION, type ProcessingActivityKind } from '@shared/api/privacy';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  analyses,
  candidateProfiles,
  consentRecords,
  erasureReceipts,
  jobDescriptions,
  processingActivities,
  resumeFiles,
  resumes,
  resumeVersionFiles,
  resumeVersions,
  securityScans,
  sessions,
  users,
  visitorActivity,
  visitorRateLimits,
} from '../../db/schema';
import { ownerTables } from './owner-tables';
import type { ScanEntry } from './scan-record';
import { isThreat, riskScoreOf } from './scan-record';

/** The most activity log entries the compliance report lists (the newest); the counts cover them all. */
export const REPORTED_ACTIVITIES_MAX = 1000;

/** How often a visitor's last-seen time is written at most. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

export type ConsentRow = typeof consentRecords.$inferSelect;
export type ActivityRow = typeof processingActivities.$inferSelect;

/** What the compliance report is computed from: one visitor's stored history (see compliance-report.ts). */
export interface VisitorHistory {
  activities: Pick<ActivityRow, 'kind' | 'purpose' | 'detail' | 'createdAt'>[];
  activityLog: { count: number; oldest: Date | null };
  lastSeenAt: Date | null;
  /** Resumes, job descriptions or candidate profiles are stored. */
  hasUserData: boolean;
  analysesCreatedAt: Date[];
  unkeptScans: { count: number; oldest: Date | null };
  scans: { total: number; threats: number; averageRiskScore: number };
  consents: { count: number; latestPolicyVersion: string | null };
}

const countOf = () => sql<number>`count(*)::int`.mapWith(Number);

/** Consent, the activity log, scan records, last-seen, export and erasure; every query scoped by `owner`. */
export function createPrivacyRepository(db: Database) {
  async function oldest(
    table: typeof processingActivities | typeof securityScans,
    where: ReturnType<typeof and>,
  ) {
    const [row] = await db
      .select({ at: table.createdAt })
      .from(table)
      .where(where)
      .orderBy(asc(table.createdAt))
      .limit(1);
    return row?.at ?? null;
  }

  return {
    async recordConsent(owner: string, body: ConsentBody, at: Date): Promise<ConsentRow> {
      const [row] = await db
        .insert(consentRecords)
        .values({
          owner,
          purposes: [...new Set(body.purposes)],
          ...body.optionalConsents,
          privacyPolicyVersion: PRIVACY_POLICY_VERSION,
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('insert into consent_records returned no row');
      return row;
    },

    async latestConsent(owner: string): Promise<ConsentRow | undefined> {
      const [row] = await db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.owner, owner))
        .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
        .limit(1);
      return row;
    },

    async recordActivity(
      owner: string,
      entry: { kind: ProcessingActivityKind; purpose: string; detail: string | null },
      at: Date,
    ): Promise<void> {
      await db.insert(processingActivities).values({ owner, ...entry, createdAt: at });
    },

    async recordScan(owner: string, scan: ScanEntry, at: Date): Promise<void> {
      await db.insert(securityScans).values({
        owner,
        resumeId: scan.resumeId,
        source: scan.source,
        riskLevel: scan.summary.riskLevel,
        riskScore: riskScoreOf(scan.summary),
        threatFound: isThreat(scan.summary),
        fileType: scan.fileType,
        fileSize: scan.fileSize,
        createdAt: at,
      });
    },

    /** Sets the visitor's last-seen time, unless the stored one is less than LAST_SEEN_RESOLUTION_MS older. */
    async touchVisitor(owner: string, at: Date): Promise<void> {
      const stale = new Date(at.getTime() - LAST_SEEN_RESOLUTION_MS);
      await db
        .insert(visitorActivity)
        .values({ owner, lastSeenAt: at })
        .onConflictDoUpdate({
          target: visitorActivity.owner,
          set: { lastSeenAt: at },
          setWhere: sql`${visitorActivity.lastSeenAt} < ${stale}`,
        });
    },

    async history(owner: string): Promise<VisitorHistory> {
      const activities = await db
        .select({
          kind: processingActivities.kind,
          purpose: processingActivities.purpose,
          detail: processingActivities.detail,
          createdAt: processingActivities.createdAt,
        })
        .from(processingActivities)
        .where(eq(processingActivities.owner, owner))
        .orderBy(desc(processingActivities.createdAt), desc(processingActivities.id))
        .limit(REPORTED_ACTIVITIES_MAX);
      const [activityCount] = await db
        .select({ count: countOf() })
        .from(processingActivities)
        .where(eq(processingActivities.owner, owner));
      const [seen] = await db
        .select({ at: visitorActivity.lastSeenAt })
        .from(visitorActivity)
        .where(eq(visitorActivity.owner, owner));
      const [stored] = await db
        .select({
          resumes:
            sql<number>`(select count(*)::int from ${resumes} where ${resumes.owner} = ${owner})`.mapWith(
              Number,
            ),
          jobs: sql<number>`(select count(*)::int from ${jobDescriptions} where ${jobDescriptions.owner} = ${owner})`.mapWith(
            Number,
          ),
          profiles:
            sql<number>`(select count(*)::int from ${candidateProfiles} where ${candidateProfiles.owner} = ${owner})`.mapWith(
              Number,
            ),
        })
        .from(sql`(select 1) as one`);
      const analysed = await db
        .select({ at: analyses.createdAt })
        .from(analyses)
        .where(eq(analyses.owner, owner))
        .orderBy(asc(analyses.createdAt));
      const unkept = and(eq(securityScans.owner, owner), isNull(securityScans.resumeId));
      const [unkeptCount] = await db.select({ count: countOf() }).from(securityScans).where(unkept);
      const [scans] = await db
        .select({
          total: countOf(),
          threats: sql<number>`count(*) filter (where ${securityScans.threatFound})::int`.mapWith(Number),
          average: sql<number>`coalesce(avg(${securityScans.riskScore}), 0)::float8`.mapWith(Number),
        })
        .from(securityScans)
        .where(eq(securityScans.owner, owner));
      const [consentCount] = await db
        .select({ count: countOf() })
        .from(consentRecords)
        .where(eq(consentRecords.owner, owner));
      const latest = await this.latestConsent(owner);
      return {
        activities,
        activityLog: {
          count: activityCount?.count ?? 0,
          oldest: await oldest(processingActivities, eq(processingActivities.owner, owner)),
        },
        lastSeenAt: seen?.at ?? null,
        hasUserData: (stored?.resumes ?? 0) + (stored?.jobs ?? 0) + (stored?.profiles ?? 0) > 0,
        analysesCreatedAt: analysed.flatMap((row) => (row.at ? [row.at] : [])),
        unkeptScans: { count: unkeptCount?.count ?? 0, oldest: await oldest(securityScans, unkept) },
        scans: {
          total: scans?.total ?? 0,
          threats: scans?.threats ?? 0,
          averageRiskScore: scans?.average ?? 0,
        },
        consents: {
          count: consentCount?.count ?? 0,
          latestPolicyVersion: latest?.privacyPolicyVersion ?? null,
        },
      };
    },

    /** Every row the visitor owns, table by table, for the data export (see privacy-export.ts). */
    async exportRows(owner: string) {
      return {
        resumes: await db.select().from(resumes).where(eq(resumes.owner, owner)).orderBy(asc(resumes.id)),
        resumeFiles: await db.select().from(resumeFiles).where(eq(resumeFiles.owner, owner)),
        versions: await db
          .select()
          .from(resumeVersions)
          .where(eq(resumeVersions.owner, owner))
          .orderBy(asc(resumeVersions.resumeId), asc(resumeVersions.version)),
        versionFiles: await db.select().from(resumeVersionFiles).where(eq(resumeVersionFiles.owner, owner)),
        jobDescriptions: await db
          .select()
          .from(jobDescriptions)
          .where(eq(jobDescriptions.owner, owner))
          .orderBy(asc(jobDescriptions.id)),
        analyses: await db.select().from(analyses).where(eq(analyses.owner, owner)).orderBy(asc(analyses.id)),
        candidateProfiles: await db
          .select()
          .from(candidateProfiles)
          .where(eq(candidateProfiles.owner, owner))
          .orderBy(asc(candidateProfiles.id)),
        consents: await db
          .select()
          .from(consentRecords)
          .where(eq(consentRecords.owner, owner))
          .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id)),
        activities: await db
          .select()
          .from(processingActivities)
          .where(eq(processingActivities.owner, owner))
          .orderBy(asc(processingActivities.createdAt), asc(processingActivities.id)),
        scans: await db
          .select()
          .from(securityScans)
          .where(eq(securityScans.owner, owner))
          .orderBy(asc(securityScans.createdAt), asc(securityScans.id)),
        visitorActivity: await db.select().from(visitorActivity).where(eq(visitorActivity.owner, owner)),
        rateLimits: await db
          .select()
          .from(visitorRateLimits)
          .where(eq(visitorRateLimits.owner, owner))
          .orderBy(asc(visitorRateLimits.windowStart)),
      };
    },

    /**
     * Deletes every row of the visitor from every owner-keyed table, children first, and records an erasure
     * receipt (the count and the time only), in one transaction: all of it or none. Answers the rows deleted.
     */
    /** `userId`: a signed-in user (sign-in mode), whose account and sessions go in the same transaction. */
    async erase(owner: string, at: Date, userId: string | null = null): Promise<number> {
      return db.transaction(async (tx) => {
        let rowsDeleted = 0;
        for (const table of ownerTables) {
          const deleted = await tx.delete(table).where(eq(table.owner, owner)).returning({ one: sql`1` });
          rowsDeleted += deleted.length;
        }
        if (userId !== null) {
          const signedIn = await tx
            .delete(sessions)
            .where(sql`${sessions.sess}->>'userId' = ${userId}`)
            .returning({ one: sql`1` });
          const account = await tx.delete(users).where(eq(users.id, userId)).returning({ one: sql`1` });
          rowsDeleted += signedIn.length + account.length;
        }
        await tx.insert(erasureReceipts).values({ rowsDeleted, createdAt: at });
        return rowsDeleted;
      });
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
