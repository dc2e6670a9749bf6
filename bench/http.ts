/**
 * `npm run bench:http`: the search page over HTTP at 100k ads. Generates the ads once
 * (bench/search-data.ts, loaded by bench/support/load-ads.ts) into its own embedded PostgreSQL in
 * `.data/bench-http` (git-ignored, kept between runs, regenerated only when missing or when the
 * migrations changed), starts the
 * built server against it (DATABASE_URL), warms it up, then autocannon with 50 connections over a
 * rotating set of distinct /search?form=… and browse URLs made from the engine bench's query mix
 * (bench/search-queries.ts: text, prefix, typo, common word, filters, province, price, radius, sort,
 * pages). Target (issue 5): ≥ 400 req/s with p99 < 100 ms. Writes bench/results/http-<date>.json
 * with the machine and the load average around each run.
 *
 * BENCH_ADS=100000, BENCH_DURATION=20 (s), BENCH_WARMUP=10 (s), BENCH_URLS_PER_KIND=50,
 * BENCH_WORKERS=1,2 (WEB_CONCURRENCY of each run: one process, then a primary and its app workers),
 * BENCH_PAGE_CACHE=on,off (the guest page cache of docs/decisions/0038, then PAGE_CACHE_MB=0: after
 * the warm-up every address of the rotation is kept, so `on` measures served pages and `off` renders),
 * BENCH_PORT=3700, BENCH_ENCODING='gzip, deflate, br' (what a browser asks; '' for none),
 * BENCH_SERVER_ARGS (Node flags for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof').
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { localizePath } from '../common/locale/locale-path.ts';
import { emptySearchForm, type SearchForm, searchFormToQuery } from '../common/search/search-form.ts';
import { getReferenceData, type ReferenceData } from '../server/catalogue/reference-data.ts';
import { seedReferenceData } from '../server/catalogue/seed-reference-data.ts';
import { closeDatabase, connectDatabase, getDb } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { createRandom } from '../server/demo/demo-random.ts';
import { findTownById } from '../server/geo/geography.ts';
import { browsePath } from '../server/search/browse-target.ts';
import type { AdSearchCriteria } from '../server/search/search-criteria.ts';
import { createAdGenerator } from './search-data.ts';
import { buildQueryMix, QUERY_KINDS, type QueryKind } from './search-queries.ts';
import { describeMachine, writeBenchResult } from './support/bench-result.ts';
import { mostCommonWords } from './support/common-words.ts';
import { createBenchOwners, loadBenchAds } from './support/load-ads.ts';
import { processTreeCpuSeconds } from './support/process-cpu.ts';

const SIZE = Number(process.env.BENCH_ADS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 10);
const PER_KIND = Number(process.env.BENCH_URLS_PER_KIND ?? 50);
const WORKERS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const PAGE_CACHE = (process.env.BENCH_PAGE_CACHE ?? 'on,off').split(',').map((mode) => mode.trim() === 'on');
const PORT = Number(process.env.BENCH_PORT ?? 3700);
const ENCODING = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';
/** Extra Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes. */
const SERVER_ARGS = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const CONNECTIONS = 50;
/** autocannon's default is 10 s; a loaded machine can exceed it, and a latency says more than a timeout. */
const TIMEOUT_S = 30;
const DATA_DIR = '.data/bench-http';
/** Names the migrations too: a changed schema (a new index, a new trigger) regenerates the data. */
const MARKER = path.join(DATA_DIR, `ads-${SIZE}-${migrationsHash()}.json`);
const OWNERS = 5_000;
const TARGET = { requestsPerSecond: 400, p99Ms: 100 } as const;

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync('drizzle')
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(path.join('drizzle', file)));
  }
  return hash.digest('hex').slice(0, 12);
}

function log(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function loadAverage() {
  return os.loadavg().map((value) => Number(value.toFixed(2)));
}

function postgresPid(): number {
  return Number(readFileSync(path.join(DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/** The database with SIZE generated ads: made once, then reused while its marker file is there. */
async function prepareDatabase(url: string) {
  if (existsSync(MARKER)) return JSON.parse(readFileSync(MARKER, 'utf8')) as Record<string, unknown>;
  log(`generating ${SIZE.toLocaleString('en')} ads into ${DATA_DIR} (once; kept for the next runs)`);
  const admin = new pg.Client({ connectionString: url.replace(/\/galope$/, '/postgres') });
  await admin.connect();
  await admin.query('drop database if exists galope with (force)');
  await admin.query('create database galope');
  await admin.end();
  connectDatabase(url);
  await runMigrations(getDb());
  await seedReferenceData(getDb());
  const ownerIds = await createBenchOwners(OWNERS);
  const generator = createAdGenerator({
    random: createRandom(20261123),
    reference: await getReferenceData(),
    ownerIds,
    now: Date.now(),
  });
  const load = {
    size: SIZE,
    generatedAt: new Date().toISOString(),
    ...(await loadBenchAds({ generator, from: 0, to: SIZE })),
  };
  await closeDatabase();
  writeFileSync(MARKER, `${JSON.stringify(load, null, 2)}\n`);
  log(`loaded: ${JSON.stringify(load)}`);
  return load;
}

/** The engine bench's query mix, from words of a sample of the stored ads, as page addresses. */
async function buildUrls(url: string) {
  connectDatabase(url);
  const reference = await getReferenceData();
  const sample = (
    await getDb().execute<{ title: string; description: string }>(
      sql`select title, description from classifieds tablesample system (3) repeatable (1) limit 3000`,
    )
  ).rows;
  const commonWords = await mostCommonWords(sample.map((row) => `${row.title} ${row.description}`));
  await closeDatabase();
  const queries = buildQueryMix({
    random: createRandom(SIZE),
    reference,
    titles: sample.map((row) => row.title),
    commonWords: commonWords.map((each) => each.word),
    perKind: PER_KIND,
  });
  return queries.map((query) => ({ kind: query.kind, path: pathOf(query.kind, query.criteria, reference) }));
}

/** A browse page when the query is one (a single place or category, offers), else /search?form=…. */
function pathOf(kind: QueryKind, criteria: AdSearchCriteria, data: ReferenceData): string {
  const { locale } = criteria;
  const category = data.categories.find((each) => each.key === criteria.categoryKey);
  const subcategory = data.categories
    .flatMap((each) => each.subcategories)
    .find((each) => each.key === criteria.subcategoryKey);
  const community = data.communities.find((each) => each.id === criteria.communityId);
  const province = data.provinces.find((each) => each.id === criteria.provinceId);
  const extra = new URLSearchParams();
  if (criteria.sort !== 'relevance' && criteria.sort !== 'newest') extra.set('sort', criteria.sort);
  if (criteria.page > 1) extra.set('page', String(criteria.page));
  const query = extra.size ? `?${extra}` : '';
  if (kind === 'browse' && criteria.type === 'offer') {
    const country = data.countries.find(
      (each) => each.code === (criteria.countryCode ?? province?.countryCode ?? community?.countryCode),
    );
    const owner = subcategory ? data.categories.find((each) => each.key === subcategory.categoryKey) : category;
    const provinceCommunity = province && data.communities.find((each) => each.id === province.communityId);
    const target = {
      country: province || community || criteria.countryCode ? country : undefined,
      community: provinceCommunity ?? community,
      province,
      category: owner,
      subcategory,
    };
    if (target.country || target.category) return `${browsePath(target, locale)}${query}`;
  }
  const town = criteria.townId === null ? undefined : findTownById(criteria.townId);
  const townProvince = town && data.provinces.find((each) => each.id === town.province);
  const form: SearchForm = {
    ...emptySearchForm(),
    q: criteria.q,
    type: { name: criteria.type },
    subcategory: subcategory ? { name: subcategory.name[locale], slug: subcategory.slug[locale], svg_code: '' } : null,
    community: community ? { name: community.name[locale], slug: community.slug[locale] } : null,
    province:
      (province ?? townProvince)
        ? { name: (province ?? townProvince)?.name[locale] ?? '', slug: (province ?? townProvince)?.slug ?? '' }
        : null,
    town: town ? { name: town.name, slug: town.slug } : null,
    searchFiltersValues: criteria.filters,
    withPrice: criteria.withPrice,
    price: { min: criteria.priceMin, max: criteria.priceMax },
    radius: criteria.radiusKm,
  };
  return `${localizePath('/search', locale)}?${searchFormToQuery(form, {
    sort: criteria.sort === 'relevance' ? undefined : criteria.sort,
    page: criteria.page,
  })}`;
}

function startServer(databaseUrl: string, workers: number, pageCache: boolean): ChildProcess {
  return spawn(process.execPath, [...SERVER_ARGS, 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      GALOPE_DATA_DIR: DATA_DIR,
      SESSION_SECRET: 'bench-http-secret-not-for-production-0123456789',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
      WEB_CONCURRENCY: String(workers),
      PAGE_CACHE_MB: pageCache ? '128' : '0',
    },
    stdio: 'inherit',
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

function cannon(paths: string[], seconds: number): Promise<autocannon.Result> {
  let next = 0;
  // autocannon's instance is only thenable: a real promise for the callers.
  const run = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: TIMEOUT_S,
    headers: ENCODING ? { 'accept-encoding': ENCODING } : {},
    requests: [
      {
        // Each request takes the next address of the rotation, whichever connection sends it.
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length] ?? '/';
          return request;
        },
      },
    ],
  });
  return Promise.resolve(run);
}

const database = await startEmbeddedPostgres({ dataDir: DATA_DIR });
let server: ChildProcess | undefined;
const runs = [];
let failed = false;
try {
  const load = await prepareDatabase(database.url);
  const urls = await buildUrls(database.url);
  const paths = urls.map((each) => each.path);
  for (const [workers, pageCache] of WORKERS.flatMap((count) => PAGE_CACHE.map((mode) => [count, mode] as const))) {
    server = startServer(database.url, workers, pageCache);
    await waitForReady(`http://127.0.0.1:${PORT}/readyz`, 180_000);
    // Every kind must answer a real page before it is timed.
    for (const kind of QUERY_KINDS) {
      const sample = urls.find((each) => each.kind === kind);
      if (!sample) continue;
      const response = await fetch(`http://127.0.0.1:${PORT}${sample.path}`);
      if (response.status !== 200) throw new Error(`${sample.path} answered ${response.status}`);
    }
    const label = `${workers} process(es), page cache ${pageCache ? 'on' : 'off'}`;
    log(`${label}: warming up ${WARMUP_S} s over ${paths.length} addresses`);
    await cannon(paths, WARMUP_S);
    // Let the requests the warm-up left in flight finish before the timed run.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await waitForReady(`http://127.0.0.1:${PORT}/readyz`, 120_000);
    const loadBefore = loadAverage();
    const serverPid = server.pid ?? 0;
    const cpuBefore = {
      server: processTreeCpuSeconds(serverPid),
      postgres: processTreeCpuSeconds(postgresPid()),
      bench: process.cpuUsage(),
    };
    log(`${label}: ${DURATION_S} s, ${CONNECTIONS} connections (load average ${loadBefore.join(' ')})`);
    const result = await cannon(paths, DURATION_S);
    const loadAfter = loadAverage();
    const bench = process.cpuUsage(cpuBefore.bench);
    const perRequest = (seconds: number) => Number(((seconds * 1000) / Math.max(1, result.requests.total)).toFixed(2));
    const cpuMsPerRequest = {
      server: perRequest(processTreeCpuSeconds(serverPid) - cpuBefore.server),
      postgres: perRequest(processTreeCpuSeconds(postgresPid()) - cpuBefore.postgres),
      loadGenerator: perRequest((bench.user + bench.system) / 1e6),
    };
    const run = {
      workers,
      pageCache,
      requestsPerSecond: { average: Math.round(result.requests.average), median: result.requests.p50 },
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
        average: result.latency.average,
      },
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: result.statusCodeStats,
      throughputKiBPerSecond: Math.round(result.throughput.average / 1024),
      cpuMsPerRequest,
      // What the two cores could serve if nothing else ran on them (server and PostgreSQL only).
      idleMachineEstimateRequestsPerSecond: Math.round(
        (os.cpus().length * 1000) / Math.max(0.01, cpuMsPerRequest.server + cpuMsPerRequest.postgres),
      ),
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAfter,
      meetsTarget: result.requests.average >= TARGET.requestsPerSecond && result.latency.p99 < TARGET.p99Ms,
    };
    log(JSON.stringify(run));
    if (workers === 1 && pageCache && !run.meetsTarget) failed = true;
    runs.push(run);
    await stopServer(server);
    server = undefined;
  }

  const file = writeBenchResult('http', {
    machine: {
      ...describeMachine(),
    },
    target: TARGET,
    settings: {
      ads: SIZE,
      connections: CONNECTIONS,
      timeoutS: TIMEOUT_S,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      distinctAddresses: paths.length,
      addressesPerKind: PER_KIND,
      acceptEncoding: ENCODING || null,
      server:
        'built site (react-router build), NODE_ENV=production, LOG_LEVEL=warn, embedded PostgreSQL 18 (default settings) on the same machine',
      loadGenerator: 'autocannon 9.0.0 in the bench process, on the same cores as the server and PostgreSQL',
      workers:
        'WEB_CONCURRENCY: 1 is one process; more are app workers of one primary, as `npm start` runs one per core (docs/decisions/0058-one-worker-per-core.md)',
    },
    data: load,
    sampleAddresses: Object.fromEntries(
      QUERY_KINDS.map((kind) => [
        kind,
        urls
          .filter((each) => each.kind === kind)
          .slice(0, 2)
          .map((each) => each.path),
      ]),
    ),
    runs,
  });
  log(`written ${file}`);
} finally {
  if (server) await stopServer(server);
  await database.stop();
}
process.exit(failed ? 1 : 0);
