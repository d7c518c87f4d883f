import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import type { SignedInUser } from '../../http/session';

/** How long a started sign-in may take at the provider before its callback is refused. */
export const PENDING_LOGIN_TTL_MS = 10 * 60 * 1000;

/** A sign-in in progress: what the callback must find again to check the provider's answer. */
const pendingLoginSchema = z.object({
  kind: z.literal('pending-login'),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  createdAt: z.string(),
});
export type PendingLogin = Omit<z.infer<typeof pendingLoginSchema>, 'kind'>;

/** A signed-in session: the user, and the ID token kept as the provider's logout hint. */
const userSessionSchema = z.object({
  kind: z.literal('user'),
  userId: z.string(),
  idToken: z.string().optional(),
});

/** A token is 32 random bytes in base64url; anything else in a cookie is not ours and is not looked up. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The row key of a token: its SHA-256, so a copy of the sessions table hands out no working cookie (as the
 * owner digest does for session ids, http/session.ts).
 */
export function sidOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Server-side sessions in the `sessions` table (sid, sess, expire; core spec §3), shared by every instance:
 * the signed-in sessions and, for ten minutes each, the sign-ins in progress. Expired rows are deleted when
 * read and swept at each new sign-in.
 */
export function createSessionStore(db: Database, now: () => Date = () => new Date()) {
  return {
    /** Keeps a started sign-in; answers the token for its short-lived cookie. */
    async savePendingLogin(pending: Omit<PendingLogin, 'createdAt'>): Promise<string> {
      const token = newToken();
      const at = now();
      await db.delete(sessions).where(lt(sessions.expire, at));
      const sess = { kind: 'pending-login', ...pending, createdAt: at.toISOString() };
      await db
        .insert(sessions)
        .values({ sid: sidOf(token), sess, expire: new Date(at.getTime() + PENDING_LOGIN_TTL_MS) });
      return token;
    },

    /**
     * Takes (reads and deletes, in one statement) the sign-in a callback finishes: a second use of the same
     * callback finds nothing. Null when unknown, expired or not a sign-in.
     */
    async takePendingLogin(token: string | undefined): Promise<PendingLogin | null> {
      if (!token || !tokenPattern.test(token)) return null;
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.sid, sidOf(token)))
        .returning({ sess: sessions.sess, expire: sessions.expire });
      if (!row || row.expire.getTime() <= now().getTime()) return null;
      const parsed = pendingLoginSchema.safeParse(row.sess);
      if (!parsed.success) return null;
      const { kind: _kind, ...pending } = parsed.data;
      return pending;
    },

    /** A new session (a fresh random id: nothing chosen before sign-in survives it); answers its token. */
    async createUserSession(
      user: { userId: string; idToken: string | undefined },
      ttlMs: number,
    ): Promise<{ token: string; expire: Date }> {
      const token = newToken();
      const expire = new Date(now().getTime() + ttlMs);
      const sess = { kind: 'user', userId: user.userId, ...(user.idToken ? { idToken: user.idToken } : {}) };
      await db.insert(sessions).values({ sid: sidOf(token), sess, expire });
      return { token, expire };
    },

    /** The signed-in user of a session cookie, or null; an expired session is deleted on the way. */
    async findUserSession(token: string | undefined): Promise<SignedInUser | null> {
      if (!token || !tokenPattern.test(token)) return null;
      const sid = sidOf(token);
      const [row] = await db.select().from(sessions).where(eq(sessions.sid, sid));
      if (!row) return null;
      if (row.expire.getTime() <= now().getTime()) {
        await db.delete(sessions).where(eq(sessions.sid, sid));
        return null;
      }
      const parsed = userSessionSchema.safeParse(row.sess);
      if (!parsed.success) return null;
      return { sid, userId: parsed.data.userId, idToken: parsed.data.idToken };
    },

    /** Ends a session (logout). */
    async deleteSession(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
