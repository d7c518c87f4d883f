import { index, json, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-side sessions (sign-in cookie store), core spec §3. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire)],
);
