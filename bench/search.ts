/**
 * `npm run bench:search`: the search engine at 100k and then 1M ads. Generates realistic ads
 * (bench/search-data.ts) into a separate embedded PostgreSQL (`.data/bench`, git-ignored), loads
 * them with COPY through the real migrations and triggers, builds the indexes, then runs a mix of
 * distinct queries (bench/search-queries.ts) through `searchAds` itself, timing the whole call
 * (page, total and facets, cards included): once right after a database restart (cold) and once
 * again with the facet cache emptied (warm). Targets: p95 ≤ 15 ms at 100k, ≤ 30 ms at 1M.
 * Writes bench/results/runs/search-<date>-<time>.json with the machine.
 *
 * BENCH_SIZES=100000,1000000 (cumulative sizes), BENCH_QUERIES=150 (per query kind), BENCH_LABEL
 * (names the run), BENCH_DATA_DIR (another database directory, e.g. a copy changed
 * for an A/B run; default .data/bench).
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createRandom } from '../seeds/demo/random.ts';
import { getReferenceData } from '../server/catalogue/reference-data.ts';
import { seedReferenceData } from '../server/catalogue/seed-reference-data.ts';
import { closeDatabase, connectDatabase, getDb } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { searchAds } from '../server/search/search-ads.ts';
import { clearFacetCache } from '../server/search/search-facets.ts';
import { createAdGenerator } from './search-data.ts';
import { type BenchQuery, QUERY_KINDS } from './search-queries.ts';
import { describeMachine, writeBenchResult } from './support/bench-result.ts';
import { createBenchOwners, loadBenchAds, tableStats } from './support/load-ads.ts';
import { storedQueryMix } from './support/stored-query-mix.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const PER_KIND = Number(process.env.BENCH_QUERIES ?? 150);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.data/bench';
const DATABASE = 'galope_bench';
const OWNERS = 5_000;
/** BENCH_REUSE=1 keeps the database of the last run and loads only what is missing (tuning runs). */
const REUSE = process.env.BENCH_REUSE === '1';
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
if (!REUSE) {
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
let loaded = REUSE
  ? ((await getDb().execute<{ count: number }>(sql`select count(*)::int as count from classifieds`)).rows[0]?.count ??
    0)
  : 0;

for (const size of SIZES) {
  if (loaded > size) {
    log(`${size.toLocaleString('en')} ads: skipped, the reused database holds ${loaded.toLocaleString('en')}`);
    continue;
  }
  const load = loaded >= size ? null : await loadAds(size);
  const stats = await tableStats();
  log(`${size.toLocaleString('en')} ads: ${JSON.stringify({ ...load, ...stats })}`);
  const { queries, commonWords } = await storedQueryMix({ size, perKind: PER_KIND, reference });

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
    log(
      `${name}: wall ${JSON.stringify(pass.overall)} cpu ${JSON.stringify(pass.overallCpu)} node cpu ${JSON.stringify(pass.overallNodeCpu)} load ${pass.medianLoadAverage}`,
    );
    for (const kind of QUERY_KINDS) {
      log(`  ${kind.padEnd(20)} wall ${JSON.stringify(pass.byKind[kind])} cpu ${JSON.stringify(pass.byKindCpu[kind])}`);
    }
  }
  results.push({
    size,
    visibleAds: stats?.visible,
    load,
    tableMb: stats?.table_mb,
    indexesMb: stats?.indexes_mb,
    searchTable: {
      heapMb: stats?.search_table_mb,
      toastMb: stats?.search_toast_mb,
      indexesMb: stats?.search_indexes_mb,
    },
    dictionaryWords: stats?.words,
    commonWords,
    targetP95Ms: TARGET_P95_MS[size] ?? null,
    passes,
  });
}

async function loadAds(size: number) {
  const adding = size - loaded;
  log(`${size.toLocaleString('en')} ads: generating and loading ${adding.toLocaleString('en')} more`);
  const load = await loadBenchAds({ generator, from: loaded, to: size });
  loaded = size;
  return {
    added: adding,
    generateMs: load.generateMs,
    copyWithTriggersMs: load.copyMs,
    clusterByDateMs: load.clusterMs,
    indexesMs: load.indexMs,
    coverRowsMs: load.mediaMs,
    vacuumAnalyzeMs: load.vacuumMs,
  };
}

const file = writeBenchResult('search', {
  machine: {
    ...describeMachine(),
    postgres: (await getDb().execute<{ server_version: string }>(sql`show server_version`)).rows[0]?.server_version,
    loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
  },
  method:
    'Every query distinct; the whole searchAds call timed (ids, total, facets, cards): wall clock, and CPU time (Node process + every PostgreSQL server process, from /proc schedstat) since the machine is shared. Cold = first pass after a PostgreSQL restart with the facet cache empty; warm = second pass, facet cache emptied first; warmWithFacetCache = third pass, caches kept. Default PostgreSQL settings of the embedded server.',
  perKind: PER_KIND,
  results,
});
log(`written ${file}`);
await closeDatabase();
await server.stop();

/**
 * CPU time of the PostgreSQL server's processes (backends and I/O workers), in ns, from
 * /proc/<pid>/schedstat: on a machine shared with other work, CPU time is what a search costs,
 * the wall clock also measures the neighbours.
 */
function serverProcesses(): number[] {
  const postmaster = Number(readFileSync(path.join(DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number)
    .concat(postmaster);
}

function serverCpuNs(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A backend that ended since the list was made.
    }
  }
  return total;
}

async function runMix(queries: BenchQuery[]) {
  const byKind = new Map<string, number[]>();
  const cpuByKind = new Map<string, number[]>();
  const all: number[] = [];
  const allCpu: number[] = [];
  const allNodeCpu: number[] = [];
  let estimated = 0;
  let corrected = 0;
  const loadAverage: number[] = [];
  let pids: number[] = [];
  for (const [index, query] of queries.entries()) {
    if (index % 25 === 0) pids = serverProcesses();
    const serverBefore = serverCpuNs(pids);
    const nodeBefore = process.cpuUsage();
    const start = performance.now();
    const result = await searchAds(query.criteria);
    const ms = performance.now() - start;
    const node = process.cpuUsage(nodeBefore);
    const nodeCpuMs = (node.user + node.system) / 1000;
    const cpuMs = nodeCpuMs + (serverCpuNs(pids) - serverBefore) / 1e6;
    all.push(ms);
    allCpu.push(cpuMs);
    allNodeCpu.push(nodeCpuMs);
    byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), ms]);
    cpuByKind.set(query.kind, [...(cpuByKind.get(query.kind) ?? []), cpuMs]);
    if (result.totalIsEstimate || result.facetsAreEstimates) estimated += 1;
    if (result.correctedQuery) corrected += 1;
    if (all.length % 50 === 0) loadAverage.push(os.loadavg()[0] ?? 0);
  }
  return {
    overall: summary(all),
    overallCpu: summary(allCpu),
    // The Node process's share of the CPU (the rest is PostgreSQL's).
    overallNodeCpu: summary(allNodeCpu),
    byKind: Object.fromEntries(QUERY_KINDS.map((kind) => [kind, summary(byKind.get(kind) ?? [])])),
    byKindCpu: Object.fromEntries(QUERY_KINDS.map((kind) => [kind, summary(cpuByKind.get(kind) ?? [])])),
    estimatedResults: estimated,
    correctedQueries: corrected,
    medianLoadAverage: percentile(loadAverage, 0.5),
  };
}
