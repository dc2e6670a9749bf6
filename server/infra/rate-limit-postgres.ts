import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { rateLimitWindows } from '../db/schema-rate-limits.ts';
import type { RateLimitStore } from './rate-limit.ts';

export interface PostgresRateLimitStoreOptions {
  /** How often this process deletes ended windows (any node may; deleting twice is harmless). */
  cleanupIntervalMs?: number;
}

/**
 * Fixed windows in PostgreSQL, so every app node counts the same hits (scale-out: a limit counted
 * on one node applies on the others). One upsert per hit, atomic under concurrency; the window's
 * clock is the database's, so nodes whose clocks differ still agree on when a window ends.
 */
export function createPostgresRateLimitStore({
  cleanupIntervalMs = 5 * 60_000,
}: PostgresRateLimitStoreOptions = {}): RateLimitStore {
  const cleanup = setInterval(() => {
    getDb()
      .delete(rateLimitWindows)
      .where(lt(rateLimitWindows.resetAt, sql`now()`))
      .catch(() => {
        // Not connected yet, or the database is away: the next sweep tries again.
      });
  }, cleanupIntervalMs);
  cleanup.unref();
  return {
    async hit(key, windowMs) {
      const fresh = sql`now() + ${windowMs} * interval '1 millisecond'`;
      const ended = sql`${rateLimitWindows.resetAt} <= now()`;
      const [row] = await getDb()
        .insert(rateLimitWindows)
        .values({ key, hits: 1, resetAt: fresh })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitWindows.hits} + 1 end`,
            resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitWindows.resetAt} end`,
          },
        })
        .returning({ hits: rateLimitWindows.hits, resetAt: rateLimitWindows.resetAt });
      if (!row) throw new Error('rate limit not counted');
      return { count: row.hits, resetAt: row.resetAt.getTime() };
    },
    async reset(key) {
      await getDb().delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
    },
    async count(key) {
      const [row] = await getDb()
        .select({ hits: rateLimitWindows.hits })
        .from(rateLimitWindows)
        .where(and(eq(rateLimitWindows.key, key), gt(rateLimitWindows.resetAt, sql`now()`)));
      return row?.hits ?? 0;
    },
    async peek(key) {
      const [row] = await getDb()
        .select({ hits: rateLimitWindows.hits, resetAt: rateLimitWindows.resetAt })
        .from(rateLimitWindows)
        .where(and(eq(rateLimitWindows.key, key), gt(rateLimitWindows.resetAt, sql`now()`)));
      return row ? { count: row.hits, resetAt: row.resetAt.getTime() } : undefined;
    },
  };
}
