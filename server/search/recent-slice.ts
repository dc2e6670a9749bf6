import { type SQL, sql } from 'drizzle-orm';
import { type Database, getReadDb } from '../db/client.ts';
import { singleton } from '../infra/singleton.ts';

/**
 * The newest ads have their own text and tag indexes, partial indexes over `published_at >= edge`
 * (recent-slice-job.ts builds them and moves the edge). A bitmap from them costs what the slice
 * holds, not the whole table: a word in 20,000 of a million ads reads a tenth of its list. The
 * indexes are the record: their names carry the edge (`search_ads_recent_text_<epoch seconds>`),
 * and the planner uses one only for a statement whose conditions imply its predicate, so a search
 * repeats the edge as a literal. See docs/decisions/0043-recent-slice.md.
 */
const RECENT_INDEX_PREFIX = 'search_ads_recent_';

export interface RecentSlice {
  /** The slice holds the ads published at or after this instant (ISO 8601). */
  edge: string;
  /** The planner's share of `search_ads` in the slice (0–1). */
  share: number;
}

const SLICE_MS = 60_000;
const holder = singleton<{ at: number; slice: RecentSlice | null }>('search-recent-slice', () => ({
  at: 0,
  slice: null,
}));

/**
 * The slice the searches use: the newest edge whose text and tag indexes are both built (an index
 * being built is not valid yet), or null. Read from the catalogue once a minute.
 */
export async function recentSlice(): Promise<RecentSlice | null> {
  const now = Date.now();
  if (now - holder.at < SLICE_MS) return holder.slice;
  const edges = await validSliceEdges();
  const edge = edges[0];
  holder.slice = edge === undefined ? null : { edge, share: await shareOfAds(edge) };
  holder.at = now;
  return holder.slice;
}

/** Forgets the slice read (tests and benchmarks that move it). */
export function forgetRecentSlice(): void {
  holder.at = 0;
  holder.slice = null;
}

/** The slice must be expected to hold this many times the matches a statement needs from it. */
const SLICE_MARGIN = 2;

/**
 * Whether a statement needing `need` of a search's `matches` (the planner's estimate) should read
 * the slice: the matches are taken as spread evenly in time.
 */
export function sliceHolds(slice: RecentSlice | null, matches: number | null, need: number): slice is RecentSlice {
  return slice !== null && matches !== null && matches * slice.share >= SLICE_MARGIN * need;
}

/**
 * How far past the sample a count short of it in the slice must put the whole table (its matches
 * spread evenly in time) to stand as a sample of it: 300 matches in a slice of a fifth of the ads,
 * where 1,001 matches would put 200, are past 1,000 beyond doubt (decision 0051).
 */
const SHORT_SLICE_MARGIN = 1.5;

/**
 * Whether a count's `found` matches in the slice, short of its `sample`, show the whole table far
 * past it: the counts are then estimates either way, and the slice's matches are their sample
 * instead of a second count over every ad to find what is already known (at 1M ads 'talla' with a
 * price range: 371 matches in the slice, then 88 ms to find 1,001 in the whole table). False when
 * the total may be under the sample: only a count of every ad is then exact.
 */
export function sliceShowsPastSample(slice: RecentSlice, found: number, sample: number): boolean {
  return slice.share > 0 && found / slice.share >= SHORT_SLICE_MARGIN * sample;
}

/**
 * Whether a count of a search expected to have `matches` should read the slice: its matches there,
 * spread evenly in time, are expected to stand for the whole table (`sliceShowsPastSample`) with a
 * margin of two, whatever the slice's share: from ~3,000 matches. Before decision 0051 a count short
 * of its sample in the slice was counted again over every ad, so the slice was read only when it
 * was expected to hold twice the whole sample (`sliceHolds`: 10,000 matches at a fifth), and a
 * search of 5,000 built the whole text index's bitmap ('yegua' for 5,000–8,000 €: 36 ms at 1M
 * ads). Decision 0053.
 */
export function sliceSamples(slice: RecentSlice | null, matches: number | null, sample: number): slice is RecentSlice {
  return slice !== null && slice.share > 0 && matches !== null && matches >= SLICE_MARGIN * SHORT_SLICE_MARGIN * sample;
}

/** The condition that keeps a statement in the slice: the planner can then use its indexes. */
export function inSlice(slice: RecentSlice): SQL {
  return sql`published_at >= ${slice.edge}::timestamptz`;
}

/** One of the slice's indexes, as the catalogue has it. */
export interface SliceIndex {
  name: string;
  /** Built and usable (`CREATE INDEX CONCURRENTLY` leaves an invalid one when it fails). */
  valid: boolean;
  kind: SliceIndexKind;
  epochSeconds: number;
}

/** The slice's indexes on `search_ads`, valid or not. */
export async function sliceIndexes(db: Database = getReadDb()): Promise<SliceIndex[]> {
  const { rows } = await db.execute<{ name: string; valid: boolean }>(sql`
    select c.relname as name, (i.indisvalid and i.indisready) as valid from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_class t on t.oid = i.indrelid
     where t.relname = 'search_ads' and t.relnamespace = current_schema()::regnamespace
       and c.relname like ${`${RECENT_INDEX_PREFIX}%`}`);
  return rows.flatMap((row) => {
    const parsed = parseSliceIndexName(row.name);
    return parsed ? [{ name: row.name, valid: row.valid, ...parsed }] : [];
  });
}

/** The edges (epoch seconds) whose text and tag indexes are both valid, newest first. */
export function completeEdges(indexes: SliceIndex[]): number[] {
  const valid = indexes.filter((each) => each.valid);
  const complete = (edge: number) =>
    SLICE_INDEX_KINDS.every((kind) => valid.some((each) => each.epochSeconds === edge && each.kind === kind));
  return [...new Set(valid.map((each) => each.epochSeconds))].filter(complete).sort((a, b) => b - a);
}

/** The edges whose text and tag indexes are both valid, newest first (ISO 8601). */
export async function validSliceEdges(): Promise<string[]> {
  return completeEdges(await sliceIndexes()).map((seconds) => new Date(seconds * 1000).toISOString());
}

const SLICE_INDEX_KINDS = ['text', 'tags'] as const;
export type SliceIndexKind = (typeof SLICE_INDEX_KINDS)[number];

export function sliceIndexName(kind: SliceIndexKind, edge: Date): string {
  return `${RECENT_INDEX_PREFIX}${kind}_${Math.floor(edge.getTime() / 1000)}`;
}

export function parseSliceIndexName(name: string): { kind: SliceIndexKind; epochSeconds: number } | null {
  const match = /^search_ads_recent_(text|tags)_(\d+)$/.exec(name);
  if (!match) return null;
  return { kind: match[1] as SliceIndexKind, epochSeconds: Number(match[2]) };
}

/** The planner's share of the table at or after the edge (its date histogram). */
async function shareOfAds(edge: string): Promise<number> {
  const { rows } = await getReadDb().execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from search_ads where published_at >= ${edge}::timestamptz`,
  );
  const { rows: all } = await getReadDb().execute<{ rows: number }>(
    sql`select greatest(reltuples, 1)::float8 as rows from pg_class where oid = 'search_ads'::regclass`,
  );
  const inside = rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  return Math.min(1, inside / (all[0]?.rows ?? 1));
}
