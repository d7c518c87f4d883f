import type { RetentionPeriods } from '@shared/api/privacy';
import { and, eq, exists, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  analyses,
  candidateProfiles,
  consentRecords,
  jobDescriptions,
  processingActivities,
  resumes,
  securityScans,
  visitorActivity,
} from '../../db/schema';
import { userDataTables } from './owner-tables';

/** The advisory lock one retention pass holds: any number that is not another lock's (see db/client.ts). */
export const RETENTION_LOCK_KEY = 727_406_419;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many rows one pass deleted, by what; `adoptedVisitors` are owners whose inactivity starts being counted. */
export interface RetentionCounts {
  adoptedVisitors: number;
  temporaryScans: number;
  inactiveVisitors: number;
  inactiveVisitorRows: number;
  analyses: number;
  activityLog: number;
  consents: number;
  visitorRecords: number;
}

/**
 * A pass that ran, what it deleted and from which tables (their files are rewritten after it: see
 * purge-deleted-rows.ts), or one skipped because another instance's pass held the lock.
 */
export type RetentionOutcome =
  | { ran: true; counts: RetentionCounts; deletedFrom: PgTable[] }
  | { ran: false };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Tables whose owners have stored something: visitors whose inactivity is measured. */
const tablesWithOwners = [
  resumes,
  jobDescriptions,
  analyses,
  candidateProfiles,
  securityScans,
  consentRecords,
  processingActivities,
] as const;

const newerConsent = alias(consentRecords, 'newer_consent');

/**
 * One pass of the retention job (issue 19), in one transaction holding the advisory lock RETENTION_LOCK_KEY:
 * when another instance's pass holds it, this one is skipped, so two instances never delete the same rows.
 * With `now` as the current time it deletes:
 * - scan records of files that were not kept, `temporary` days after the scan;
 * - all user data of visitors not seen for `userData` days (resumes with their files, sections, versions and
 *   scans, job descriptions, analyses, candidate profiles, rate-limit counters);
 * - analyses `analysis` days after they were made;
 * - activity log entries `auditLogs` days after they were written;
 * - consent records `auditLogs` days after they were given, except each visitor's latest: the proof of consent
 *   is kept as long as the log of what it allowed. Once a visitor has not been seen for `auditLogs` days, their
 *   consent records and last-seen record go too, and nothing of them is left.
 * Owners with data but no last-seen record (there should be none: the migration and every request write one)
 * get one at `now`, so their data is deleted after a full period, never sooner.
 */
export async function runRetentionPass(
  db: Database,
  periods: RetentionPeriods,
  now: Date,
): Promise<RetentionOutcome> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`);
    if ((locked as unknown as { rows: { locked: unknown }[] }).rows[0]?.locked !== true)
      return { ran: false };
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const deletedFrom = new Set<PgTable>();
    const from = (table: PgTable, count: number) => {
      if (count > 0) deletedFrom.add(table);
      return count;
    };
    const adoptedVisitors = await adoptUnseenOwners(tx, now);
    const temporaryScans = from(
      securityScans,
      await countDeleted(
        tx
          .delete(securityScans)
          .where(and(isNull(securityScans.resumeId), lt(securityScans.createdAt, before(periods.temporary)))),
      ),
    );

    const inactive = tx
      .select({ owner: visitorActivity.owner })
      .from(visitorActivity)
      .where(lt(visitorActivity.lastSeenAt, before(periods.userData)));
    const inactiveOwners = new Set<string>();
    let inactiveVisitorRows = 0;
    for (const table of userDataTables) {
      const deleted = await tx
        .delete(table)
        .where(inArray(table.owner, inactive))
        .returning({ owner: table.owner });
      inactiveVisitorRows += from(table, deleted.length);
      for (const row of deleted) inactiveOwners.add(row.owner as string);
    }

    const oldAnalyses = from(
      analyses,
      await countDeleted(tx.delete(analyses).where(lt(analyses.createdAt, before(periods.analysis)))),
    );
    const activityLog = from(
      processingActivities,
      await countDeleted(
        tx.delete(processingActivities).where(lt(processingActivities.createdAt, before(periods.auditLogs))),
      ),
    );
    const longGone = tx
      .select({ owner: visitorActivity.owner })
      .from(visitorActivity)
      .where(lt(visitorActivity.lastSeenAt, before(periods.auditLogs)));
    const superseded = await countDeleted(
      tx.delete(consentRecords).where(
        and(
          lt(consentRecords.createdAt, before(periods.auditLogs)),
          exists(
            tx
              .select({ one: sql`1` })
              .from(newerConsent)
              .where(
                and(
                  eq(newerConsent.owner, consentRecords.owner),
                  sql`(${newerConsent.createdAt}, ${newerConsent.id}) > (${consentRecords.createdAt}, ${consentRecords.id})`,
                ),
              ),
          ),
        ),
      ),
    );
    const ofLongGone = await countDeleted(
      tx.delete(consentRecords).where(inArray(consentRecords.owner, longGone)),
    );
    from(consentRecords, superseded + ofLongGone);
    const visitorRecords = from(
      visitorActivity,
      await countDeleted(
        tx.delete(visitorActivity).where(lt(visitorActivity.lastSeenAt, before(periods.auditLogs))),
      ),
    );
    return {
      ran: true,
      counts: {
        adoptedVisitors,
        temporaryScans,
        inactiveVisitors: inactiveOwners.size,
        inactiveVisitorRows,
        analyses: oldAnalyses,
        activityLog,
        consents: superseded + ofLongGone,
        visitorRecords,
      },
      deletedFrom: [...deletedFrom],
    };
  });
}

/** How many rows a delete removed. */
async function countDeleted(deletion: {
  returning(fields: { one: ReturnType<typeof sql> }): Promise<unknown[]>;
}) {
  return (await deletion.returning({ one: sql`1` })).length;
}

/** Gives every owner with data and no last-seen record one at `now`; answers how many. */
async function adoptUnseenOwners(tx: Transaction, now: Date): Promise<number> {
  let adopted = 0;
  for (const table of tablesWithOwners) {
    const inserted = await tx
      .insert(visitorActivity)
      .select(
        tx
          .selectDistinct({
            owner: table.owner,
            lastSeenAt: sql<Date>`${now.toISOString()}::timestamptz`.as('last_seen_at'),
          })
          .from(table)
          .where(
            notExists(
              tx.select({ one: sql`1` }).from(visitorActivity).where(eq(visitorActivity.owner, table.owner)),
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ owner: visitorActivity.owner });
    adopted += inserted.length;
  }
  return adopted;
}
