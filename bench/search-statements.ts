/**
 * `npm run bench:search-statements`: where the time of `npm run bench:search` goes, statement by
 * statement. Reuses the bench database (`.data/bench`, made by `npm run bench:search`), starts it
 * with pg_stat_statements, runs the same query mix once to warm the caches, then each query kind
 * alone, and prints per kind the statements that cost the most: execution and planning time,
 * calls, mean and max, shared buffers touched. The totals overlap in time (the page, the counts
 * and the cards run side by side), so they say where the work is, not the wall clock.
 * See docs/decisions/0024-search-speed.md.
 *
 * BENCH_SIZE=100000 (the size whose query mix to replay), BENCH_QUERIES=100 (per kind),
 * BENCH_KINDS=text,prefix (only these kinds), BENCH_TOP=8 (statements per kind).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { getReferenceData } from '../server/catalogue/reference-data.ts';
import { closeDatabase, connectDatabase, getDb } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { searchAds } from '../server/search/search-ads.ts';
import { clearFacetCache } from '../server/search/search-facets.ts';
import { QUERY_KINDS } from './search-queries.ts';
import { storedQueryMix } from './support/stored-query-mix.ts';

const SIZE = Number(process.env.BENCH_SIZE ?? 100_000);
const PER_KIND = Number(process.env.BENCH_QUERIES ?? 100);
const KINDS = process.env.BENCH_KINDS?.split(',') ?? [...QUERY_KINDS];
const TOP = Number(process.env.BENCH_TOP ?? 8);

const server = await startEmbeddedPostgres({
  dataDir: '.data/bench',
  settings: { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track_planning': 'on' },
});
const url = new URL(server.url);
url.pathname = '/galope_bench';
connectDatabase(url.href);
await runMigrations(getDb());
await getDb().execute(sql`create extension if not exists pg_stat_statements`);

// The same mix as bench/search.ts for this size.
const reference = await getReferenceData();
const { queries } = await storedQueryMix({ size: SIZE, perKind: PER_KIND, reference });
for (const query of queries) await searchAds(query.criteria);
console.log(
  `warmed; load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);

for (const kind of KINDS) {
  clearFacetCache();
  await getDb().execute(sql`select pg_stat_statements_reset()`);
  const times: number[] = [];
  for (const query of queries.filter((each) => each.kind === kind)) {
    const start = performance.now();
    await searchAds(query.criteria);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)] ?? 0;
  console.log(
    `\n=== ${kind}: ${times.length} searches, wall p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const { rows } = await getDb().execute<{
    calls: number;
    exec_ms: number;
    plan_ms: number;
    mean: number;
    max: number;
    blocks: number;
    jit: number;
    query: string;
  }>(sql`
    select calls::int, round(total_exec_time)::int as exec_ms, round(total_plan_time)::int as plan_ms,
      round(mean_exec_time::numeric, 2)::float as mean, round(max_exec_time::numeric, 1)::float as max,
      (shared_blks_hit + shared_blks_read)::int as blocks,
      round(jit_generation_time + jit_inlining_time + jit_optimization_time + jit_emission_time)::int as jit,
      left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 300) as query
    from pg_stat_statements
    where query not like '%pg_stat_statements%'
    order by total_exec_time + total_plan_time desc limit ${TOP}`);
  for (const row of rows) {
    console.log(
      `${String(row.exec_ms).padStart(6)} ms exec ${String(row.plan_ms).padStart(4)} ms plan ${String(row.calls).padStart(4)} calls, mean ${row.mean} max ${row.max} ms, ${Math.round(row.blocks / row.calls)} buffers/call, jit ${row.jit} ms\n    ${row.query}`,
    );
  }
}
await closeDatabase();
await server.stop();
