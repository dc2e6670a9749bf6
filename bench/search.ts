/**
 * `npm run bench:search`: the search engine at 100k and then 1M ads. Generates realistic ads
 * (bench/search-data.ts) into a separate embedded PostgreSQL (`.data/bench`, git-ignored), loads
 * them with COPY through the real migrations and triggers, builds the indexes, then runs a mix of
 * distinct queries (bench/search-queries.ts) through `searchAds` itself, timing the whole call
 * (page, total and facets, cards included): once right after a database restart (cold) and once
 * again with the facet cache emptied (warm). Targets: p95 ≤ 15 ms at 100k, ≤ 30 ms at 1M.
 * Writes bench/results/search-<date>.json with the machine.
 *
 * BENCH_SIZES=100000,1000000 (cumulative sizes), BENCH_QUERIES=150 (per query kind).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { getReferenceData } from '../server/catalogue/reference-data.ts';
import { seedReferenceData } from '../server/catalogue/seed-reference-data.ts';
import { closeDatabase, connectDatabase, getDb } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { createRandom } from '../server/demo/demo-random.ts';
import { clearFacetCache } from '../server/search/facet-cache.ts';
import { searchAds } from '../server/search/search-ads.ts';
import { splitSearchWords } from '../server/search/search-words.ts';
import { AD_COLUMNS, createAdGenerator } from './search-data.ts';
import { type BenchQuery, buildQueryMix, QUERY_KINDS } from './search-queries.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const PER_KIND = Number(process.env.BENCH_QUERIES ?? 150);
const DATA_DIR = '.data/bench';
const DATABASE = 'galope_bench';
const CHUNK = 50_000;
const OWNERS = 5_000;
const TARGET_P95_MS: Record<number, number> = { 100000: 15, 1000000: 30 };

function log(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
  return Math.round((value ?? Number.NaN) * 100) / 100;
}

function summary(values: number[]) {
  return {
    count: values.length,
    p50: percentile(values, 0.5),
    p95: percentile(values, 0.95),
    p99: percentile(values, 0.99),
  };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start)];
}

let server = await startEmbeddedPostgres({ dataDir: DATA_DIR });
const databaseUrl = (url: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${DATABASE}`;
  return parsed.href;
};
{
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
}
connectDatabase(databaseUrl(server.url));
await runMigrations(getDb());
await seedReferenceData(getDb());
const reference = await getReferenceData();
await getDb().execute(sql`
  insert into users (email, name, slug, chat_key)
  select 'bench' || n || '@bench.test', 'Bench ' || n, 'bench-' || n, md5('bench' || n)
  from generate_series(1, ${OWNERS}::int) as n`);
const ownerIds = (await getDb().execute<{ id: string }>(sql`select id from users order by email`)).rows.map(
  (row) => row.id,
);

const random = createRandom(20261123);
const generator = createAdGenerator({ random, reference, ownerIds, now: Date.now() });
const copyDir = mkdtempSync(path.join(os.tmpdir(), 'galope-bench-'));
chmodSync(copyDir, 0o755);
const results = [];
let loaded = 0;

for (const size of SIZES) {
  const adding = size - loaded;
  log(`${size.toLocaleString('en')} ads: generating and loading ${adding.toLocaleString('en')} more`);
  const indexes = (
    await getDb().execute<{ name: string; definition: string }>(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'classifieds' and indexname <> 'classifieds_pkey'`)
  ).rows;
  for (const index of indexes) await getDb().execute(sql.raw(`drop index ${index.name}`));

  // Node writes the next chunk while PostgreSQL copies the previous one (two cores, two workers).
  let generateMs = 0;
  const [, copyMs] = await timed(async () => {
    let pending: Promise<unknown> = Promise.resolve();
    for (let start = loaded; start < size; start += CHUNK) {
      const file = path.join(copyDir, `chunk-${start}.tsv`);
      const began = performance.now();
      const lines: string[] = [];
      for (let serial = start; serial < Math.min(size, start + CHUNK); serial++) lines.push(generator.line(serial));
      writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o644 });
      generateMs += performance.now() - began;
      await pending;
      pending = getDb()
        .execute(sql.raw(`copy classifieds (${AD_COLUMNS.join(', ')}) from '${file}'`))
        .then(() => rmSync(file));
    }
    await pending;
  });
  loaded = size;
  // A real table holds its ads roughly in the order they arrived: put the generated ones so too.
  const [, clusterMs] = await timed(async () => {
    await getDb().execute(sql`create index bench_published_idx on classifieds (published_at)`);
    await getDb().execute(sql`cluster classifieds using bench_published_idx`);
    await getDb().execute(sql`drop index bench_published_idx`);
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
  const stats = (
    await getDb().execute<{ table_mb: number; indexes_mb: number; visible: number; words: number }>(sql`
      select round(pg_table_size('classifieds') / 1048576.0)::int as table_mb,
        round(pg_indexes_size('classifieds') / 1048576.0)::int as indexes_mb,
        (select count(*)::int from classifieds where status = 'approved' and active and expires_at > now()) as visible,
        (select count(*)::int from search_words) as words`)
  ).rows[0];
  log(
    `loaded: generate ${Math.round(generateMs)} ms, copy ${copyMs} ms, cluster ${clusterMs} ms, indexes ${indexMs} ms, vacuum ${vacuumMs} ms, ${JSON.stringify(stats)}`,
  );

  const commonWords = mostCommonWords(generator.texts);
  const queries = buildQueryMix({
    random: createRandom(size),
    reference,
    titles: generator.titles,
    commonWords: commonWords.map((each) => each.word),
    perKind: PER_KIND,
  });

  // Cold: a restarted PostgreSQL (empty shared buffers; the OS page cache is left alone on a shared machine).
  await closeDatabase();
  await server.stop();
  server = await startEmbeddedPostgres({ dataDir: DATA_DIR });
  connectDatabase(databaseUrl(server.url));
  clearFacetCache();
  const cold = await runMix(queries);
  clearFacetCache();
  const warm = await runMix(queries);
  const cached = await runMix(queries);
  const passes = { cold, warm, warmWithFacetCache: cached };
  for (const [name, pass] of Object.entries(passes)) {
    log(`${name}: overall ${JSON.stringify(pass.overall)}`);
    for (const kind of QUERY_KINDS) log(`  ${kind.padEnd(20)} ${JSON.stringify(pass.byKind[kind])}`);
  }
  results.push({
    size,
    visibleAds: stats?.visible,
    load: {
      generateMs: Math.round(generateMs),
      copyWithTriggersMs: copyMs,
      clusterByDateMs: clusterMs,
      indexesMs: indexMs,
      coverRowsMs: mediaMs,
      vacuumAnalyzeMs: vacuumMs,
      tableMb: stats?.table_mb,
      indexesMb: stats?.indexes_mb,
      dictionaryWords: stats?.words,
    },
    commonWords,
    targetP95Ms: TARGET_P95_MS[size] ?? null,
    warmP95MeetsTarget: TARGET_P95_MS[size] === undefined ? null : warm.overall.p95 <= (TARGET_P95_MS[size] ?? 0),
    passes,
  });
}

const date = new Date().toISOString().slice(0, 10);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/search-${date}.json`;
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        postgres: (await getDb().execute<{ server_version: string }>(sql`show server_version`)).rows[0]?.server_version,
        loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
      },
      method:
        'Every query distinct; the whole searchAds call timed (ids, total, facets, cards). Cold = first pass after a PostgreSQL restart with the facet cache empty; warm = second pass, facet cache emptied first; warmWithFacetCache = third pass, cache kept. Default PostgreSQL settings of the embedded server.',
      perKind: PER_KIND,
      results,
    },
    null,
    2,
  )}\n`,
);
log(`written ${file}`);
await closeDatabase();
await server.stop();
rmSync(copyDir, { recursive: true, force: true });

async function runMix(queries: BenchQuery[]) {
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  let estimated = 0;
  let corrected = 0;
  const loadAverage: number[] = [];
  for (const query of queries) {
    const start = performance.now();
    const result = await searchAds(query.criteria);
    const ms = performance.now() - start;
    all.push(ms);
    byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), ms]);
    if (result.totalIsEstimate || result.facetsAreEstimates) estimated += 1;
    if (result.correctedQuery) corrected += 1;
    if (all.length % 100 === 0) loadAverage.push(os.loadavg()[0] ?? 0);
  }
  return {
    overall: summary(all),
    byKind: Object.fromEntries(QUERY_KINDS.map((kind) => [kind, summary(byKind.get(kind) ?? [])])),
    estimatedResults: estimated,
    correctedQueries: corrected,
    medianLoadAverage: percentile(loadAverage, 0.5),
  };
}

/** Words in the largest share of ads (document frequency over the generated sample). */
function mostCommonWords(texts: string[]) {
  const frequency = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(splitSearchWords(text))) {
      if (word.length >= 5) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  return [...frequency]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([word, count]) => ({ word, shareOfSample: Math.round((count / texts.length) * 100) / 100 }));
}
