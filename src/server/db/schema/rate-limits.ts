import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters that several server instances share (DESIGN.md "Scale-out path"): fixed windows, one row per
 * subject and window start, incremented with `insert … on conflict do update`. Rows older than a few hours are
 * deleted as the counters are used.
 */

/** Requests and tokens each AI provider was asked for, per minute and per hour. */
export const aiProviderUsage = pgTable(
  'ai_provider_usage',
  {
    provider: text('provider').notNull(),
    /** The window's length: `minute` or `hour`. */
    span: text('span').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    requests: integer('requests').notNull().default(0),
    tokens: integer('tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.provider, table.span, table.windowStart] })],
);

/** A provider that answered 429 is not asked again before `blockedUntil`. */
export const aiProviderBlocks = pgTable('ai_provider_blocks', {
  provider: text('provider').primaryKey(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  /** 429s in a row: the backoff doubles with each when the provider gives no Retry-After. */
  strikes: integer('strikes').notNull().default(0),
});

/** Calls per visitor (the owner digest), kind (see `VisitorLimitKind` in http/visitor-limits.ts) and minute. */
export const visitorRateLimits = pgTable(
  'visitor_rate_limits',
  {
    owner: text('owner').notNull(),
    kind: text('kind').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.owner, table.kind, table.windowStart] })],
);
