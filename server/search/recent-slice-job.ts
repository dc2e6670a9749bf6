import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { getDb, getPool } from '../db/client.ts';
import { logger } from '../infra/logger.ts';
import type { JobDefinition } from '../jobs/job-queue.ts';
import { completeEdges, forgetRecentSlice, sliceIndexes, sliceIndexName } from './recent-slice.ts';

/** When the slice is cut, and how big (docs/decisions/0043-recent-slice.md). */
export interface SliceRules {
  /** Under this many ads in `search_ads` there is no slice: the whole indexes are small enough. */
  minAds: number;
  /** A new edge keeps this share of the ads in the slice… */
  share: number;
  /** …and is cut again once the slice has grown past this share. */
  maxShare: number;
  /**
   * How long the indexes of a replaced edge stay after the new ones are built: every node reads
   * the edge once a minute (recent-slice.ts), and a node still on the old edge would otherwise read
   * the whole indexes for that minute.
   */
  settleMs: number;
}

export const SLICE_RULES: SliceRules = { minAds: 200_000, share: 0.2, maxShare: 0.3, settleMs: 75_000 };

/** Keeps two nodes from cutting at once (pg-boss runs a job once, a benchmark may call it too). */
const LOCK_KEY = 'galope:search-recent-slice';

export type SliceMove =
  | { action: 'busy' | 'kept' | 'none' }
  | { action: 'cut'; edge: string; adsInSlice: number; ads: number; buildMs: number };

/**
 * Moves the edge of the recent slice when the slice has grown past its share: builds the text and
 * tag indexes of the new edge (concurrently: searches and writes go on), then drops the old ones.
 * Drops every slice when the table is under `minAds`, and any index a crash left half built.
 */
export async function moveRecentSlice(rules: SliceRules = SLICE_RULES): Promise<SliceMove> {
  const client = await getPool().connect();
  try {
    const { rows: locked } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
      LOCK_KEY,
    ]);
    if (!locked[0]?.ok) return { action: 'busy' };
    try {
      // The primary's catalogue: a replica may not have the last build yet.
      const indexes = await sliceIndexes(getDb());
      for (const index of indexes.filter((each) => !each.valid)) await dropIndex(client, index.name);
      const current = completeEdges(indexes)[0] ?? null;
      // A run stopped between building and dropping left another edge: no node has read it since
      // (the job runs every ten minutes), or half of one, which no node reads.
      for (const index of indexes.filter((each) => each.valid && each.epochSeconds !== current))
        await dropIndex(client, index.name);
      const valid = indexes.filter((each) => each.valid && each.epochSeconds === current);
      const { rows: counted } = await client.query<{ ads: number; inside: number }>(
        `select count(*)::int as ads,
           count(*) filter (where published_at >= $1::timestamptz)::int as inside from search_ads`,
        [current ? new Date(current * 1000).toISOString() : 'infinity'],
      );
      const { ads = 0, inside = 0 } = counted[0] ?? {};
      if (ads < rules.minAds) {
        for (const index of valid) await dropIndex(client, index.name);
        return { action: 'none' };
      }
      if (current !== null && inside <= rules.maxShare * ads) return { action: 'kept' };
      const { rows: edgeRows } = await client.query<{ edge: Date }>(
        'select published_at as edge from search_ads order by published_at desc offset $1 limit 1',
        [Math.max(0, Math.floor(rules.share * ads) - 1)],
      );
      const found = edgeRows[0]?.edge;
      if (!found) return { action: 'kept' };
      // Whole seconds, down: the index's name carries the edge, and the slice then holds the ad at it.
      const edge = new Date(Math.floor(found.getTime() / 1000) * 1000);
      if (current !== null && edge.getTime() / 1000 <= current) return { action: 'kept' };
      const started = performance.now();
      // DDL takes no parameters: the edge is a Date's own ISO text, digits and separators only.
      const literal = `'${edge.toISOString()}'::timestamptz`;
      await client.query(
        `create index concurrently if not exists ${sliceIndexName('text', edge)} on search_ads
           using gin (search_vector, province_id, subcategory_key) where published_at >= ${literal}`,
      );
      await client.query(
        `create index concurrently if not exists ${sliceIndexName('tags', edge)} on search_ads
           using gin (filter_tags) where published_at >= ${literal}`,
      );
      const buildMs = Math.round(performance.now() - started);
      const { rows: sliceRows } = await client.query<{ count: number }>(
        'select count(*)::int as count from search_ads where published_at >= $1::timestamptz',
        [edge.toISOString()],
      );
      forgetRecentSlice();
      if (valid.length > 0) {
        await sleep(rules.settleMs);
        for (const index of valid) await dropIndex(client, index.name);
      }
      return { action: 'cut', edge: edge.toISOString(), adsInSlice: sliceRows[0]?.count ?? 0, ads, buildMs };
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

type Client = pg.PoolClient;

async function dropIndex(client: Client, name: string): Promise<void> {
  // The name comes from the catalogue and matched the slice's pattern: letters, digits, underscores.
  await client.query(`drop index concurrently if exists ${name}`);
}

/** Registered in server/jobs/job-list.ts: every ten minutes, and once when a node starts. */
export const recentSliceJobs: JobDefinition[] = [
  {
    name: 'search-recent-slice',
    // Building at a million ads takes seconds, and the old edge stays `settleMs` after.
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 1_800 },
    schedules: [{ key: 'every-ten-minutes', cron: '*/10 * * * *' }],
    startWith: {},
    handle: async () => {
      const moved = await moveRecentSlice();
      if (moved.action === 'cut') logger.info(moved, 'search recent slice cut');
    },
  },
];
