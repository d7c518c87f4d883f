import { count, countDistinct, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, analyticsSalts, monitoringRequestCounts, visitorActivity } from '../../db/schema';
import type { ExportRow, RequestGroup, TimelineCounts } from './dashboard';
import type { RequestCell } from './request-aggregator';

/** Rows per insert statement when saving counts (8 parameters each, far below PostgreSQL's limit). */
const SAVE_BATCH = 500;

const counts = monitoringRequestCounts;
const asNumber = (value: unknown) => Number(value ?? 0);

/**
 * The only file of the monitoring module that touches the database (issue 21). Counts are added, never
 * overwritten, so every instance's saves add up; reads aggregate in SQL so a 30-day window stays cheap.
 */
export function createMonitoringRepository(db: Database) {
  return {
    /** Adds the cells to their per-minute rows, all or nothing (a failed save is retried whole later). */
    async saveCounts(cells: readonly RequestCell[]): Promise<void> {
      if (cells.length === 0) return;
      await db.transaction(async (tx) => {
        for (let start = 0; start < cells.length; start += SAVE_BATCH) {
          const rows = cells.slice(start, start + SAVE_BATCH).map((cell) => ({
            minute: new Date(cell.minute),
            method: cell.method,
            route: cell.route,
            status: cell.status,
            errorClass: cell.errorClass,
            count: cell.count,
            totalMs: cell.totalMs,
            maxMs: cell.maxMs,
          }));
          await tx
            .insert(counts)
            .values(rows)
            .onConflictDoUpdate({
              target: [counts.minute, counts.method, counts.route, counts.status, counts.errorClass],
              set: {
                count: sql`${counts.count} + excluded.count`,
                totalMs: sql`${counts.totalMs} + excluded.total_ms`,
                maxMs: sql`greatest(${counts.maxMs}, excluded.max_ms)`,
              },
            });
        }
      });
    },

    /** Requests since `from` by method, route, status and error class. */
    async requestGroups(from: Date): Promise<RequestGroup[]> {
      const rows = await db
        .select({
          method: counts.method,
          route: counts.route,
          status: counts.status,
          errorClass: counts.errorClass,
          count: sql<string>`sum(${counts.count})`,
          totalMs: sql<number>`sum(${counts.totalMs})`,
        })
        .from(counts)
        .where(gte(counts.minute, from))
        .groupBy(counts.method, counts.route, counts.status, counts.errorClass);
      return rows.map((row) => ({ ...row, count: asNumber(row.count), totalMs: asNumber(row.totalMs) }));
    },

    /** Requests and errors since `from` per bucket of `bucketMs` (a whole number of minutes), keyed by its start. */
    async timeline(from: Date, bucketMs: number): Promise<Map<number, TimelineCounts>> {
      const seconds = sql.raw(String(Math.round(bucketMs / 1000)));
      const bucket = sql<string>`floor(extract(epoch from ${counts.minute}) / ${seconds}) * ${seconds}`;
      const rows = await db
        .select({
          bucket,
          requests: sql<string>`sum(${counts.count})`,
          errors: sql<string>`coalesce(sum(${counts.count}) filter (where ${counts.status} >= 400), 0)`,
        })
        .from(counts)
        .where(gte(counts.minute, from))
        .groupBy(bucket);
      return new Map(
        rows.map((row) => [
          asNumber(row.bucket) * 1000,
          { requests: asNumber(row.requests), errors: asNumber(row.errors) },
        ]),
      );
    },

    /** Requests counted in the minutes from `from` on. */
    async requestsSince(from: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${counts.count}), 0)` })
        .from(counts)
        .where(gte(counts.minute, from));
      return asNumber(row?.total);
    },

    /** The per-minute rows since `from`, one per minute, method, route and status (error classes summed). */
    async exportRows(from: Date): Promise<ExportRow[]> {
      const rows = await db
        .select({
          minute: counts.minute,
          method: counts.method,
          route: counts.route,
          status: counts.status,
          count: sql<string>`sum(${counts.count})`,
          totalMs: sql<number>`sum(${counts.totalMs})`,
          maxMs: sql<number>`max(${counts.maxMs})`,
        })
        .from(counts)
        .where(gte(counts.minute, from))
        .groupBy(counts.minute, counts.method, counts.route, counts.status);
      return rows.map((row) => ({
        minute: row.minute.getTime(),
        method: row.method,
        route: row.route,
        status: row.status,
        count: asNumber(row.count),
        totalMs: asNumber(row.totalMs),
        maxMs: asNumber(row.maxMs),
      }));
    },

    /**
     * Records one analytics event unless the session marker already has `cap` events in that minute (one
     * statement, so concurrent requests can overshoot the cap only by the few racing at that instant).
     */
    async recordEvent(
      event: { event: string; path: string | null; minute: Date; sessionMarker: string },
      cap: number,
    ): Promise<boolean> {
      const minute = event.minute.toISOString();
      const result = await db.execute(sql`
        insert into ${analyticsEvents} (event, path, minute, session_marker)
        select ${event.event}::text, ${event.path}::text, ${minute}::timestamptz, ${event.sessionMarker}::text
        where (
          select count(*) from ${analyticsEvents}
          where session_marker = ${event.sessionMarker}::text and minute = ${minute}::timestamptz
        ) < ${cap}::int
        returning id`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    /** Events since `from`: how many, how many distinct session markers, and the `top` commonest events. */
    async analyticsSince(from: Date, top: number) {
      const [totals] = await db
        .select({ totalEvents: count(), uniqueSessions: countDistinct(analyticsEvents.sessionMarker) })
        .from(analyticsEvents)
        .where(gte(analyticsEvents.minute, from));
      const events = await db
        .select({ event: analyticsEvents.event, count: count() })
        .from(analyticsEvents)
        .where(gte(analyticsEvents.minute, from))
        .groupBy(analyticsEvents.event)
        .orderBy(desc(count()), analyticsEvents.event)
        .limit(top);
      return {
        totalEvents: asNumber(totals?.totalEvents),
        uniqueSessions: asNumber(totals?.uniqueSessions),
        topEvents: events.map((row) => ({ event: row.event, count: asNumber(row.count) })),
      };
    },

    /** The salt of `day`: the stored one, or `candidate` when this call is the first of the day on any instance. */
    async saltOf(day: string, candidate: string): Promise<string> {
      await db.insert(analyticsSalts).values({ day, salt: candidate }).onConflictDoNothing();
      const [row] = await db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day));
      if (!row) throw new Error(`the analytics salt of ${day} was not stored`);
      return row.salt;
    },

    /** Visitors whose recorded last-seen time is `from` or later (a count only). */
    async visitorsSeenSince(from: Date): Promise<number> {
      const [row] = await db
        .select({ visitors: count() })
        .from(visitorActivity)
        .where(gte(visitorActivity.lastSeenAt, from));
      return asNumber(row?.visitors);
    },

    /** Deletes counts and events from before `before`, and every salt of a day before `today` (`YYYY-MM-DD`). */
    async prune(before: Date, today: string): Promise<void> {
      await db.delete(counts).where(lt(counts.minute, before));
      await db.delete(analyticsEvents).where(lt(analyticsEvents.minute, before));
      await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
    },
  };
}

export type MonitoringRepository = ReturnType<typeof createMonitoringRepository>;
