import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { getReadDb } from '../db/client.ts';
import { singleton } from '../infra/singleton.ts';
import { recentSlice, sliceHolds } from './recent-slice.ts';

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
  /** The planner's count of the table's rows (pg_class.reltuples; 0 before the first analyze). */
  rows: number;
}

const statistics = singleton<TableStatistics>('search-table-statistics', () => ({ at: 0, bounds: [], rows: 0 }));

/** Estimates kept: they change only with the statistics (ANALYZE), and the parts of searches repeat. */
const ESTIMATE_MS = 60_000;
const MAX_ESTIMATES = 5_000;
const estimates = singleton<Map<string, { at: number; rows: number }>>('search-estimates', () => new Map());
const dialect = new PgDialect();

/**
 * The planner's estimate of the rows of `search_ads` matching `where`: cheap, from the statistics
 * (~0.3 ms of planning), and kept a minute, since a search asks for its parts' too (search-scans.ts).
 */
export async function estimateMatches(where: SQL): Promise<number> {
  const statement = sql`explain (format json) select 1 from search_ads where ${where}`;
  const query = dialect.sqlToQuery(statement);
  const key = JSON.stringify([query.sql, query.params]);
  const now = Date.now();
  const known = estimates.get(key);
  if (known && now - known.at < ESTIMATE_MS) return known.rows;
  const { rows } = await getReadDb().execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(statement);
  const estimate = Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  if (estimates.size >= MAX_ESTIMATES) estimates.clear();
  estimates.set(key, { at: now, rows: estimate });
  return estimate;
}

/**
 * The newest `need` matches of a word search without reading every match: a condition keeping only
 * the newest ads expected to hold `WINDOW_MARGIN` × `need` matches (the planner's estimate of the
 * matches, spread evenly in time), or null when the matches are few or the window would be most of
 * the table. The text index's bitmap is then ANDed with the date index's, so only the window's
 * matches are read;
 * and a window holding `need` matches holds the newest `need` of all, since it holds every ad newer
 * than its edge. A caller that finds fewer than `need` runs again without it. `ads` is the planner's
 * count of the ads in the window, matching or not.
 * See docs/decisions/0033-search-table.md.
 */
export async function newestWindow(options: {
  estimate: number;
  need: number;
}): Promise<{ condition: SQL; ads: number; edge: string } | null> {
  const { estimate, need } = options;
  if (estimate < need * WINDOW_MARGIN) return null;
  const [{ bounds, rows }, slice] = await Promise.all([tableStatistics(), recentSlice()]);
  let share = (need * WINDOW_MARGIN) / estimate;
  if (share >= MAX_WINDOW_SHARE || bounds.length < 2) return null;
  // The edge from the statistics' histogram, rounded to the older side: no query, and ads published
  // since the statistics were taken only widen the window. Walking the date index to the exact
  // edge cost up to 8 ms at 100k ads (tens of thousands of index entries).
  const bound = Math.floor((1 - share) * (bounds.length - 1));
  let edge = bounds[bound];
  if (!edge) return null;
  share = 1 - bound / (bounds.length - 1);
  // A window the recent slice is expected to hold reads the slice's indexes: its edge is never
  // older than the slice's (the histogram's rounding could make it so), which the planner must see
  // to use them (recent-slice.ts).
  if (sliceHolds(slice, estimate, need) && instant(edge) < Date.parse(slice.edge)) {
    edge = slice.edge;
    share = slice.share;
  }
  // A literal, not a subquery: the planner then sees how narrow the window is and ANDs the bitmaps.
  return { condition: sql`published_at >= ${edge}::timestamptz`, ads: Math.round(share * rows), edge };
}

/**
 * The window to look in next when a word search's `window` held only `found` of the `need` newest
 * matches: the recent slice, whose own indexes cost a fifth of the whole text index's, or null when
 * the whole table must be read. At 1M ads 'hispa' held 418 of 500 in a day's window, and the pass
 * over every match that followed took 50 ms (decision 0051).
 */
export async function sliceAfterShortWindow(options: {
  window: { ads: number; edge: string };
  found: number;
  need: number;
}): Promise<{ condition: SQL; ads: number } | null> {
  const [{ rows }, slice] = await Promise.all([tableStatistics(), recentSlice()]);
  if (!slice) return null;
  const ads = Math.round(slice.share * rows);
  if (!sliceHoldsWindowShortfall({ ...options, slice: { edge: slice.edge, ads } })) return null;
  return { condition: sql`published_at >= ${slice.edge}::timestamptz`, ads };
}

/** The slice after a short window must be expected to hold this many times the matches needed. */
const SHORT_WINDOW_MARGIN = 1.25;

/**
 * Whether the slice is worth a look after a short window: the window was narrower than the slice,
 * and the matches it held, spread evenly in time, fill the slice with a margin.
 */
export function sliceHoldsWindowShortfall(options: {
  window: { ads: number; edge: string };
  slice: { ads: number; edge: string };
  found: number;
  need: number;
}): boolean {
  const { window, slice, found, need } = options;
  if (found <= 0 || window.ads <= 0 || instant(window.edge) <= instant(slice.edge)) return false;
  return (found * slice.ads) / window.ads >= SHORT_WINDOW_MARGIN * need;
}

/** A histogram bound (PostgreSQL's text: `2026-11-14 15:24:05.123+00`) in ms since the epoch. */
export function instant(bound: string): number {
  return Date.parse(bound.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
}

/** Forgets the kept estimates (benchmarks: each pass starts without them, as with the facet cache). */
export function clearEstimates(): void {
  estimates.clear();
}

/** Forgets the statistics read (tests that grow the table). */
export function forgetTableStatistics(): void {
  statistics.at = 0;
}

/** The table's date histogram and size from the planner's statistics, refreshed every minute. */
export async function tableStatistics(): Promise<TableStatistics> {
  const now = Date.now();
  if (now - statistics.at < STATISTICS_MS) return statistics;
  const { rows } = await getReadDb().execute<{ bounds: string[] | null; rows: number }>(sql`
    select
      (select histogram_bounds::text::text[] from pg_stats
        where schemaname = current_schema() and tablename = 'search_ads' and attname = 'published_at') as bounds,
      (select greatest(reltuples, 0)::float8 from pg_class where oid = 'search_ads'::regclass) as rows`);
  statistics.bounds = rows[0]?.bounds ?? [];
  statistics.rows = rows[0]?.rows ?? 0;
  statistics.at = now;
  return statistics;
}
