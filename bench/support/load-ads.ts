/**
 * Loads generated ads (bench/search-data.ts) into the connected database the way the benchmarks
 * need them: indexes dropped, COPY through the real triggers (which also fill `search_ads`), rows of
 * both tables clustered by publication date as a real table would hold them, indexes rebuilt, one
 * ready cover photo per ad, vacuum analyze.
 * Shared by `npm run bench:search` and `npm run bench:http`.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '../../server/db/client.ts';
import { AD_COLUMNS, type AdGenerator } from '../search-data.ts';

const CHUNK = 50_000;
/** COPY statements in flight while Node writes the next chunk. */
const COPY_STREAMS = 2;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start)];
}

/** Users who own the generated ads (`bench<n>@bench.test`), ids in a stable order. */
export async function createBenchOwners(count: number): Promise<string[]> {
  await getDb().execute(sql`
    insert into users (email, name, slug, chat_key)
    select 'bench' || n || '@bench.test', 'Bench ' || n, 'bench-' || n, md5('bench' || n)
    from generate_series(1, ${count}::int) as n
    on conflict do nothing`);
  return (await getDb().execute<{ id: string }>(sql`select id from users order by email`)).rows.map((row) => row.id);
}

/** Adds ads number `from` to `to` (exclusive) of the generator's sequence, and reports what it took. */
export async function loadBenchAds({ generator, from, to }: { generator: AdGenerator; from: number; to: number }) {
  const copyDir = mkdtempSync(path.join(os.tmpdir(), 'galope-bench-'));
  // PostgreSQL (another user when run as root) reads the chunks itself.
  chmodSync(copyDir, 0o755);
  try {
    const indexes = (
      await getDb().execute<{ name: string; definition: string }>(sql`
        select indexname as name, indexdef as definition from pg_indexes
        where tablename in ('classifieds', 'search_ads') and indexname not like '%_pkey'`)
    ).rows;
    for (const index of indexes) await getDb().execute(sql.raw(`drop index ${index.name}`));

    // Node writes the next chunk while PostgreSQL copies the previous one (two cores, two workers).
    let generateMs = 0;
    const [, copyMs] = await timed(async () => {
      const streams: Promise<unknown>[] = [];
      for (let start = from; start < to; start += CHUNK) {
        const file = path.join(copyDir, `chunk-${start}.tsv`);
        const began = performance.now();
        const lines: string[] = [];
        for (let serial = start; serial < Math.min(to, start + CHUNK); serial++) lines.push(generator.line(serial));
        writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o644 });
        generateMs += performance.now() - began;
        if (streams.length >= COPY_STREAMS) await streams.shift();
        streams.push(
          getDb()
            .execute(sql.raw(`copy classifieds (${AD_COLUMNS.join(', ')}) from '${file}'`))
            .then(() => rmSync(file)),
        );
      }
      await Promise.all(streams);
    });
    // A real table holds its ads roughly in the order they arrived: put the generated ones so too.
    const [, clusterMs] = await timed(async () => {
      for (const table of ['classifieds', 'search_ads']) {
        await getDb().execute(sql.raw(`create index bench_published_idx on ${table} (published_at)`));
        await getDb().execute(sql.raw(`cluster ${table} using bench_published_idx`));
        await getDb().execute(sql`drop index bench_published_idx`);
      }
    });
    const [, indexMs] = await timed(async () => {
      for (const index of indexes) await getDb().execute(sql.raw(index.definition));
    });
    const [, mediaMs] = await timed(() =>
      getDb().execute(sql`
        insert into classified_media (classified_id, owner_id, kind, position, status, widths, width, height)
        select c.id, c.owner_id, 'photo', 0, 'ready', '[320,640,768,1024]', 1024, 768
        from classifieds c where not exists (select 1 from classified_media m where m.classified_id = c.id)`),
    );
    const [, vacuumMs] = await timed(() => getDb().execute(sql`vacuum analyze`));
    const stats = await tableStats();
    return {
      generateMs: Math.round(generateMs),
      copyMs,
      clusterMs,
      indexMs,
      mediaMs,
      vacuumMs,
      tableMb: stats?.table_mb,
      indexesMb: stats?.indexes_mb,
      visibleAds: stats?.visible,
      dictionaryWords: stats?.words,
    };
  } finally {
    rmSync(copyDir, { recursive: true, force: true });
  }
}

/** Sizes of the ads table, the search table (heap, TOAST) and their indexes, visible ads and dictionary words. */
export async function tableStats() {
  return (
    await getDb().execute<{
      table_mb: number;
      indexes_mb: number;
      search_table_mb: number;
      search_indexes_mb: number;
      search_toast_mb: number;
      visible: number;
      words: number;
    }>(sql`
      select round(pg_table_size('classifieds') / 1048576.0)::int as table_mb,
        round(pg_indexes_size('classifieds') / 1048576.0)::int as indexes_mb,
        round(pg_relation_size('search_ads') / 1048576.0)::int as search_table_mb,
        round(pg_indexes_size('search_ads') / 1048576.0)::int as search_indexes_mb,
        round((pg_table_size('search_ads') - pg_relation_size('search_ads')) / 1048576.0)::int as search_toast_mb,
        (select count(*)::int from classifieds where status = 'approved' and active and expires_at > now()) as visible,
        (select count(*)::int from search_words) as words`)
  ).rows[0];
}
