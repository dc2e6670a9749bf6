import { type SQL, sql } from 'drizzle-orm';
import { getReadDb } from '../db/client.ts';
import { singleton } from '../infra/singleton.ts';

/**
 * A window must be expected to hold this many times the matches needed: the planner's estimate of
 * a word's matches is rough, and a window that falls short costs a second query.
 */
const WINDOW_MARGIN = 2;
/** Past this share of the table a window saves little: read the matches themselves. */
const MAX_WINDOW_SHARE = 0.5;
const STATISTICS_MS = 60_000;

interface TableStatistics {
  at: number;
  /** Publication dates splitting the table into parts of equal size, oldest first (pg_stats). */
  bounds: string[];
}

const statistics = singleton<TableStatistics>('search-table-statistics', () => ({ at: 0, bounds: [] }));

/** The planner's estimate of the rows of `search_ads` matching `where`: cheap, from the statistics. */
export async function estimateMatches(where: SQL): Promise<number> {
  const { rows } = await getReadDb().execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from search_ads where ${where}`,
  );
  return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/**
 * The newest `need` matches of a word search without reading every match: a condition keeping only
 * the newest ads expected to hold `WINDOW_MARGIN` × `need` matches (the planner's estimate of the
 * matches, spread evenly in time), or null when the matches are few or the window would be most of
 * the table. The text index's bitmap is then ANDed with the date index's, so only the window's
 * matches are read;
 * and a window holding `need` matches holds the newest `need` of all, since it holds every ad newer
 * than its edge. A caller that finds fewer than `need` runs again without it.
 * See docs/decisions/0033-search-table.md.
 */
export async function newestWindow(options: { estimate: number; need: number }): Promise<SQL | null> {
  const { estimate, need } = options;
  if (estimate < need * WINDOW_MARGIN) return null;
  const { bounds } = await tableStatistics();
  const share = (need * WINDOW_MARGIN) / estimate;
  if (share >= MAX_WINDOW_SHARE || bounds.length < 2) return null;
  // The edge from the statistics' histogram, rounded to the older side: no query, and ads published
  // since the statistics were taken only widen the window. Walking the date index to the exact
  // edge cost up to 8 ms at 100k ads (tens of thousands of index entries).
  const edge = bounds[Math.floor((1 - share) * (bounds.length - 1))];
  if (!edge) return null;
  // A literal, not a subquery: the planner then sees how narrow the window is and ANDs the bitmaps.
  return sql`published_at >= ${edge}::timestamptz`;
}

/** The table's date histogram from the planner's statistics, refreshed every minute. */
async function tableStatistics(): Promise<TableStatistics> {
  const now = Date.now();
  if (now - statistics.at < STATISTICS_MS) return statistics;
  const { rows } = await getReadDb().execute<{ bounds: string[] }>(sql`
    select histogram_bounds::text::text[] as bounds from pg_stats
    where schemaname = current_schema() and tablename = 'search_ads' and attname = 'published_at'`);
  statistics.bounds = rows[0]?.bounds ?? [];
  statistics.at = now;
  return statistics;
}
