import { type SQL, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { singleton } from '../infra/singleton.ts';

/**
 * A window must be expected to hold this many times the matches needed: the planner's estimate of
 * a word's matches is rough, and a window that falls short costs a second query.
 */
const WINDOW_MARGIN = 2;
/** Past this share of the table a window saves little: read the matches themselves. */
const MAX_WINDOW_SHARE = 0.5;
const TABLE_ROWS_MS = 60_000;

const tableRows = singleton<{ at: number; rows: number }>('search-table-rows', () => ({ at: 0, rows: 0 }));

/** The planner's estimate of the rows of `search_ads` matching `where`: cheap, from the statistics. */
export async function estimateMatches(where: SQL): Promise<number> {
  const { rows } = await getDb().execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from search_ads where ${where}`,
  );
  return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/**
 * The newest `need` matches of a word search without reading every match: a condition keeping only
 * the newest ads expected to hold `WINDOW_MARGIN` × `need` matches (from the planner's estimate of
 * the matches), or null when the matches are few or the window would be most of the table. The
 * text index's bitmap is then ANDed with the date index's, so only the window's matches are read;
 * and a window holding `need` matches holds the newest `need` of all, since it holds every ad newer
 * than its edge. A caller that finds fewer than `need` runs again without it.
 * See docs/decisions/0033-search-table.md.
 */
export async function newestWindow(options: { estimate: number; need: number }): Promise<SQL | null> {
  const { estimate, need } = options;
  if (estimate < need * WINDOW_MARGIN) return null;
  const total = await countTableRows();
  const size = Math.ceil((need * WINDOW_MARGIN * total) / estimate);
  if (size >= total * MAX_WINDOW_SHARE) return null;
  const { rows } = await getDb().execute<{ edge: string }>(
    sql`select published_at::text as edge from search_ads order by published_at desc offset ${size - 1} limit 1`,
  );
  const edge = rows[0]?.edge;
  // A literal, not a subquery: the planner then sees how narrow the window is and ANDs the bitmaps.
  return edge ? sql`published_at >= ${edge}::timestamptz` : null;
}

/** The table's size from the statistics, refreshed every minute. */
async function countTableRows(): Promise<number> {
  const now = Date.now();
  if (now - tableRows.at < TABLE_ROWS_MS && tableRows.rows > 0) return tableRows.rows;
  const { rows } = await getDb().execute<{ rows: number }>(
    sql`select greatest(reltuples, 1)::float8 as rows from pg_class where oid = 'search_ads'::regclass`,
  );
  tableRows.rows = rows[0]?.rows ?? 1;
  tableRows.at = now;
  return tableRows.rows;
}
