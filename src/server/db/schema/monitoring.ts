import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Issue 21: what the monitoring dashboard, its exports and the analytics counts are computed from. Nothing here
 * names or keys a visitor: requests are counted by route pattern, errors by route and error class, analytics
 * sessions only through a marker whose daily salt is deleted when the day is over. Rows older than the
 * dashboard's longest window (30 days) plus a day are deleted by the flush job.
 */

/**
 * API requests per minute, method, route pattern (`/api/resumes/:id`, `unmatched` for unknown paths, `other` for
 * what the in-memory cap folded together), status and error class (`''` below 400). Every instance adds its
 * counts with `insert … on conflict do update`, so instances add up and a restart keeps the figures.
 */
export const monitoringRequestCounts = pgTable(
  'monitoring_request_counts',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    /** The AppError code (`VALIDATION_FAILED`), a framework error code, or the status text; never a message. */
    errorClass: text('error_class').notNull().default(''),
    count: integer('count').notNull(),
    totalMs: doublePrecision('total_ms').notNull(),
    maxMs: doublePrecision('max_ms').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.minute, table.method, table.route, table.status, table.errorClass] }),
    index('monitoring_request_counts_minute_idx').on(table.minute),
  ],
);

/**
 * One product analytics event (issue 21), recorded only with the visitor's analytics consent. `sessionMarker`
 * is a digest of the visitor's owner key with that day's salt: it counts unique sessions within a day, and can
 * no longer be linked to anyone once the salt is deleted.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    /** The app route ("/templates"), never a URL with ids or a query. */
    path: text('path'),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    sessionMarker: text('session_marker').notNull(),
  },
  (table) => [
    index('analytics_events_minute_idx').on(table.minute),
    index('analytics_events_marker_minute_idx').on(table.sessionMarker, table.minute),
  ],
);

/** The salt of each UTC day's session markers, shared by every instance; deleted once its day is over. */
export const analyticsSalts = pgTable('analytics_salts', {
  /** `YYYY-MM-DD` (UTC). */
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});
