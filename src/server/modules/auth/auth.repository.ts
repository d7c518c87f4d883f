import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, visitorActivity, visitorRateLimits } from '../../db/schema';
import { type OwnerTable, ownerTables } from '../privacy/owner-tables';

export type UserRow = typeof users.$inferSelect;

/** What the provider tells about the person signing in (ID token claims, or the userinfo answer). */
export interface ProviderProfile {
  /** The provider's subject: the user's id. */
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Moves one table's rows from one owner to another; answers how many rows of `from` it took. */
type Mover = (tx: Transaction, table: OwnerTable, from: string, to: string) => Promise<number>;

const reassign: Mover = async (tx, table, from, to) => {
  const moved = await tx
    .update(table)
    .set({ owner: to } as never)
    .where(eq(table.owner, from))
    .returning({ one: sql`1` });
  return moved.length;
};

/**
 * Tables keyed by owner can not simply be re-keyed when the user already has a row: the last-seen time keeps
 * the later of the two; the rate-limit counters of one window add up (so signing in does not reset a limit).
 */
const mergers = new Map<OwnerTable, Mover>([
  [
    visitorActivity,
    async (tx, _table, from, to) => {
      const rows = await tx.delete(visitorActivity).where(eq(visitorActivity.owner, from)).returning();
      for (const row of rows)
        await tx
          .insert(visitorActivity)
          .values({ owner: to, lastSeenAt: row.lastSeenAt })
          .onConflictDoUpdate({
            target: visitorActivity.owner,
            set: { lastSeenAt: sql`greatest(${visitorActivity.lastSeenAt}, excluded.last_seen_at)` },
          });
      return rows.length;
    },
  ],
  [
    visitorRateLimits,
    async (tx, _table, from, to) => {
      const rows = await tx.delete(visitorRateLimits).where(eq(visitorRateLimits.owner, from)).returning();
      for (const row of rows)
        await tx
          .insert(visitorRateLimits)
          .values({ ...row, owner: to })
          .onConflictDoUpdate({
            target: [visitorRateLimits.owner, visitorRateLimits.kind, visitorRateLimits.windowStart],
            set: { hits: sql`${visitorRateLimits.hits} + excluded.hits` },
          });
      return rows.length;
    },
  ],
]);

/** Users, and moving a visitor's data to a user; the only part of sign-in that touches those tables. */
export function createAuthRepository(db: Database) {
  return {
    async findUser(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * Creates or updates the user of a sign-in, in one transaction. The email is unique: when the provider now
     * gives another subject's address to this one (an address moved between accounts), the newest sign-in
     * keeps it and the other user's copy is cleared.
     */
    async upsertUser(profile: ProviderProfile, at: Date): Promise<UserRow> {
      return db.transaction(async (tx) => {
        if (profile.email)
          await tx
            .update(users)
            .set({ email: null, updatedAt: at })
            .where(and(eq(users.email, profile.email), ne(users.id, profile.id)));
        const details = {
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          profileImageUrl: profile.profileImageUrl,
        };
        const [row] = await tx
          .insert(users)
          .values({ id: profile.id, ...details, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({ target: users.id, set: { ...details, updatedAt: at } })
          .returning();
        if (!row) throw new Error('upsert into users returned no row');
        return row;
      });
    },

    /**
     * Moves every row of one owner to another (every table of `ownerTables`), in one transaction; answers how
     * many rows moved. Moving again finds nothing: 0.
     */
    async moveOwnerData(from: string, to: string): Promise<number> {
      if (from === to) return 0;
      return db.transaction(async (tx) => {
        let moved = 0;
        for (const table of ownerTables) moved += await (mergers.get(table) ?? reassign)(tx, table, from, to);
        return moved;
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
