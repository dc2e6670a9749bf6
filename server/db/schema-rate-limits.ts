import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows shared by every app node (server/infra/rate-limit-postgres.ts): one row per
 * limiter and key, its hits and when its window ends. UNLOGGED (custom migration): counts are
 * worth a crash's loss, not a write-ahead log entry on every sign-in.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  // The sweep of ended windows.
  (table) => [index('rate_limit_windows_reset_idx').on(table.resetAt)],
);
