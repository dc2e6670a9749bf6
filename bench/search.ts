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
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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
import { createAdGenerator } from './search-data.ts';
import { type BenchQuery, buildQueryMix, mostCommonWords, QUERY_KINDS } from './search-queries.ts';
import { createBenchOwners, loadBenchAds } from './support/load-ads.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const PER_KIND = Number(process.env.BENCH_QUERIES ?? 150);
const DATA_DIR = '.data/bench';
const DATABASE = 'galope_bench';
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
const ownerIds = await createBenchOwners(OWNERS);

const random = createRandom(20261123);
const generator = createAdGenerator({ random, reference, ownerIds, now: Date.now() });
const results = [];
let loaded = 0;

for (const size of SIZES) {
  const adding = size - loaded;
  log(`${size.toLocaleString('en')} ads: generating and loading ${adding.toLocaleString('en')} more`);
  const load = await loadBenchAds({ generator, from: loaded, to: size });
  loaded = size;
  const stats = {
    table_mb: load.tableMb,
    indexes_mb: load.indexesMb,
    visible: load.visibleAds,
    words: load.dictionaryWords,
  };
  const { generateMs, copyMs, clusterMs, indexMs, mediaMs, vacuumMs } = load;
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
