import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ProviderLimits } from '../config';
import type { Database } from '../db/client';
import { aiProviderBlocks, aiProviderUsage } from '../db/schema';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** A 429 without Retry-After blocks for 30 s, doubling with each 429 in a row, at most 15 minutes. */
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 15 * MINUTE_MS;
/** A Retry-After beyond a day is read as a day (a daily quota is the longest any free tier states). */
const BLOCK_MAX_MS = 24 * HOUR_MS;
/** Old windows are deleted at most this often per process. */
const SWEEP_EVERY_MS = 10 * MINUTE_MS;

export interface ProviderUsage {
  requestsPerMinute: number;
  requestsPerHour: number;
  tokensPerMinute: number;
}

export interface ProviderBlock {
  blockedUntil: number;
  strikes: number;
}

const windowStart = (at: number, span: number) => new Date(at - (at % span));
/** A limit of 0 is no limit. */
const ceiling = (limit: number) => (limit > 0 ? limit : 2_000_000_000);

/**
 * The providers' shared counters and blocks, in the database so that every instance sees the same ones
 * (README "Decisions"). Fixed windows of a minute and an hour, by the app's clock.
 */
export function createProviderUsage(db: Database, now: () => number) {
  let lastSweep = 0;

  async function sweep(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await db.delete(aiProviderUsage).where(lt(aiProviderUsage.windowStart, new Date(at - 2 * HOUR_MS)));
  }

  /** Adds one request to a window unless the window is full; true when it was added. */
  async function take(provider: string, span: 'minute' | 'hour', limits: ProviderLimits, at: number) {
    const requestLimit = ceiling(span === 'minute' ? limits.requestsPerMinute : limits.requestsPerHour);
    const tokenLimit = span === 'minute' ? ceiling(limits.tokensPerMinute) : ceiling(0);
    const rows = await db
      .insert(aiProviderUsage)
      .values({
        provider,
        span,
        windowStart: windowStart(at, span === 'minute' ? MINUTE_MS : HOUR_MS),
        requests: 1,
      })
      .onConflictDoUpdate({
        target: [aiProviderUsage.provider, aiProviderUsage.span, aiProviderUsage.windowStart],
        set: { requests: sql`${aiProviderUsage.requests} + 1` },
        setWhere: sql`${aiProviderUsage.requests} < ${requestLimit} and ${aiProviderUsage.tokens} < ${tokenLimit}`,
      })
      .returning({ requests: aiProviderUsage.requests });
    return rows.length > 0;
  }

  async function giveBack(provider: string, span: 'minute' | 'hour', at: number) {
    await db
      .update(aiProviderUsage)
      .set({ requests: sql`greatest(${aiProviderUsage.requests} - 1, 0)` })
      .where(
        and(
          eq(aiProviderUsage.provider, provider),
          eq(aiProviderUsage.span, span),
          eq(aiProviderUsage.windowStart, windowStart(at, span === 'minute' ? MINUTE_MS : HOUR_MS)),
        ),
      );
  }

  return {
    /**
     * Counts one request against the provider's minute and hour windows; false (and nothing counted) when
     * either is full or this minute's tokens are spent.
     */
    async reserve(provider: string, limits: ProviderLimits): Promise<boolean> {
      const at = now();
      await sweep(at);
      if (!(await take(provider, 'minute', limits, at))) return false;
      if (await take(provider, 'hour', limits, at)) return true;
      await giveBack(provider, 'minute', at);
      return false;
    },

    /** Gives back a request `reserve` counted but that was not sent after all. */
    async release(provider: string): Promise<void> {
      const at = now();
      await giveBack(provider, 'minute', at);
      await giveBack(provider, 'hour', at);
    },

    /** Adds the tokens an answer used to this minute's and this hour's windows. */
    async addTokens(provider: string, tokens: number): Promise<void> {
      if (tokens <= 0) return;
      const at = now();
      await db
        .update(aiProviderUsage)
        .set({ tokens: sql`${aiProviderUsage.tokens} + ${Math.round(tokens)}` })
        .where(
          and(
            eq(aiProviderUsage.provider, provider),
            sql`(${aiProviderUsage.span} = 'minute' and ${aiProviderUsage.windowStart} = ${windowStart(at, MINUTE_MS)}
              or ${aiProviderUsage.span} = 'hour' and ${aiProviderUsage.windowStart} = ${windowStart(at, HOUR_MS)})`,
          ),
        );
    },

    /** This minute's and this hour's counts of each provider named. */
    async usage(providers: readonly string[]): Promise<Map<string, ProviderUsage>> {
      const at = now();
      const minute = windowStart(at, MINUTE_MS);
      const hour = windowStart(at, HOUR_MS);
      const result = new Map<string, ProviderUsage>(
        providers.map((name) => [name, { requestsPerMinute: 0, requestsPerHour: 0, tokensPerMinute: 0 }]),
      );
      if (providers.length === 0) return result;
      const rows = await db
        .select()
        .from(aiProviderUsage)
        .where(
          and(
            inArray(aiProviderUsage.provider, [...providers]),
            inArray(aiProviderUsage.windowStart, [minute, hour]),
          ),
        );
      for (const row of rows) {
        const usage = result.get(row.provider);
        if (!usage) continue;
        if (row.span === 'minute' && row.windowStart.getTime() === minute.getTime()) {
          usage.requestsPerMinute = row.requests;
          usage.tokensPerMinute = row.tokens;
        } else if (row.span === 'hour' && row.windowStart.getTime() === hour.getTime()) {
          usage.requestsPerHour = row.requests;
        }
      }
      return result;
    },

    /** Each named provider's block (absent: never blocked). */
    async blocks(providers: readonly string[]): Promise<Map<string, ProviderBlock>> {
      if (providers.length === 0) return new Map();
      const rows = await db
        .select()
        .from(aiProviderBlocks)
        .where(inArray(aiProviderBlocks.provider, [...providers]));
      return new Map(
        rows.map((row) => [row.provider, { blockedUntil: row.blockedUntil.getTime(), strikes: row.strikes }]),
      );
    },

    /**
     * Blocks a provider that answered 429: until `retryAfterMs` from now when it said so, else for an
     * exponential backoff on its 429s in a row. A block already running longer is kept. Returns the end.
     */
    async block(provider: string, retryAfterMs: number | undefined): Promise<number> {
      const at = now();
      const [current] = await db
        .select()
        .from(aiProviderBlocks)
        .where(eq(aiProviderBlocks.provider, provider));
      const strikes = current?.strikes ?? 0;
      const wait =
        retryAfterMs !== undefined
          ? Math.min(Math.max(retryAfterMs, 0), BLOCK_MAX_MS)
          : Math.min(BACKOFF_BASE_MS * 2 ** strikes, BACKOFF_MAX_MS);
      const until = new Date(at + wait);
      const [row] = await db
        .insert(aiProviderBlocks)
        .values({ provider, blockedUntil: until, strikes: 1 })
        .onConflictDoUpdate({
          target: aiProviderBlocks.provider,
          set: {
            blockedUntil: sql`greatest(${aiProviderBlocks.blockedUntil}, ${until})`,
            strikes: sql`${aiProviderBlocks.strikes} + 1`,
          },
        })
        .returning({ blockedUntil: aiProviderBlocks.blockedUntil });
      return row?.blockedUntil.getTime() ?? until.getTime();
    },

    /** A provider that answered again: its next 429 starts the backoff from the beginning. */
    async clearStrikes(provider: string): Promise<void> {
      await db
        .update(aiProviderBlocks)
        .set({ strikes: 0 })
        .where(and(eq(aiProviderBlocks.provider, provider), sql`${aiProviderBlocks.strikes} > 0`));
    },
  };
}

export type ProviderUsageStore = ReturnType<typeof createProviderUsage>;
