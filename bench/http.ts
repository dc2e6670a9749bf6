/**
 * `npm run bench:http`: Galope over HTTP at 100k ads, started as it ships (`npm start`:
 * scripts/start.ts, React's production build, one app worker per core, the embedded PostgreSQL of
 * its own data directory `.data/bench-http`). The ads are generated once (bench/search-data.ts,
 * loaded by bench/support/load-ads.ts; git-ignored, kept between runs, regenerated only when
 * missing or when the migrations changed). Then autocannon with 50 connections (BENCH_CONNECTIONS)
 * over each mix:
 *
 * - `long-tail search`: distinct searches made from the data (bench/search-queries.ts: words of
 *   stored titles, prefixes, typos, common words, provinces, prices, radius, filters), each asked
 *   once per server, never repeated: the page cache cannot help (issue 32);
 * - `search mix`: the engine bench's query mix, 50 addresses per kind, rotating (after the
 *   warm-up the page cache holds them: served pages);
 * - `ad pages`: guests on 2,000 different ads for sale, rotating (kept by the page cache after the
 *   warm-up, as the search mix and home: below);
 * - `ad first views`: guests on ads for sale nobody asked before (8,000, each asked once per
 *   server): what an ad page costs when no cache can help;
 * - `home`: the home page in the four locales;
 * - `returning guests`: guests who already opened ads (their `recent` cookie names two), taking
 *   turns between the search mix's pages and ad pages: most guests after their first click.
 *
 * With BENCH_BASELINE_REF (e.g. HEAD~1) the same run measures that revision too (its files from
 * `git archive`, built, on a copy of the data), taking turns with this tree mix by mix and round by
 * round (A B, then B A), and writes the ratios: on a shared machine only a comparison in the same
 * run says something. Each run also keeps every answer's time by status (200 vs 503 busy), the
 * connections' first answers apart from later ones (a first one includes getting connected), the
 * connections never answered (issue 32: "every answer within 10 s, no 503 after 5 s"), the
 * warnings the server logged by message ("database unavailable"?) and how long a job sent after
 * the run took to complete (the job queue still works). Node CPU (primary and workers) and
 * PostgreSQL CPU per request are measured apart; the search page's HTML, inline CSS and data payload bytes are read from pages of the long
 * tail. Writes bench/results/runs/http-<date>-<time>.json with the machine and the load average around each run.
 *
 * The mixes that rotate over guests' pages (search mix, ad pages, home) are warmed until the page
 * cache answers 95 % of a sample of 40 of their addresses, in steps of BENCH_WARMUP seconds up to
 * BENCH_WARMUP_MAX: the cache keeps a page from its second ask on a worker (decision 0087), so
 * 5 s over 2,000 ads on two workers would time first renders. How long each took and the share
 * kept before and after each timed run are in the result.
 *
 * BENCH_ADS=100000, BENCH_DURATION=10 (s per mix and round), BENCH_WARMUP=5 (s per mix, once),
 * BENCH_WARMUP_MAX=120,
 * BENCH_CONNECTIONS=50 (500: issue 32's overload check), BENCH_ROUNDS=1 (2 with a baseline), BENCH_MIXES=long-tail search,search mix,ad pages,home,returning guests,
 * BENCH_URLS_PER_KIND=50, BENCH_LONG_TAIL=8000 (distinct searches generated),
 * BENCH_BASELINE_REF, BENCH_PORT=3700 (the baseline on the next port),
 * BENCH_WORKERS / BENCH_PAGE_CACHE_MB (WEB_CONCURRENCY / PAGE_CACHE_MB; unset: as shipped),
 * BENCH_ENCODING='gzip, deflate, br' (what a browser asks; '' for none),
 * BENCH_SERVER_ARGS (Node flags for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof').
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createRandom } from '../seeds/demo/random.ts';
import { getReferenceData } from '../server/catalogue/reference-data.ts';
import { seedReferenceData } from '../server/catalogue/seed-reference-data.ts';
import { closeDatabase, connectDatabase, getDb } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { createAdGenerator } from './search-data.ts';
import { buildQueryMix, QUERY_KINDS } from './search-queries.ts';
import { type AnswerTimes, answerTimes, tcpListenCounters } from './support/answer-times.ts';
import { describeMachine, writeBenchResult } from './support/bench-result.ts';
import { mostCommonWords } from './support/common-words.ts';
import { median } from './support/gate-rules.ts';
import { timeJobRoundTrip } from './support/job-check.ts';
import { createBenchOwners, loadBenchAds } from './support/load-ads.ts';
import { keptShare, spreadSample } from './support/page-cache-warmth.ts';
import { measurePageParts, type PageParts } from './support/page-parts.ts';
import { searchPagePath } from './support/search-page-path.ts';
import { countsSince, openServerLog, type ServerLog } from './support/server-log.ts';
import {
  buildShipped,
  shippedCpuSeconds,
  shippedDatabaseUrl,
  startShippedServer,
  stopShippedServer,
} from './support/shipped-server.ts';

const SIZE = Number(process.env.BENCH_ADS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);
const WARMUP_MAX_S = Number(process.env.BENCH_WARMUP_MAX ?? 120);
const PER_KIND = Number(process.env.BENCH_URLS_PER_KIND ?? 50);
const LONG_TAIL = Number(process.env.BENCH_LONG_TAIL ?? 8000);
const BASELINE_REF = process.env.BENCH_BASELINE_REF;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (BASELINE_REF ? 2 : 1));
const ALL_MIXES = ['long-tail search', 'search mix', 'ad pages', 'ad first views', 'home', 'returning guests'] as const;
type Mix = (typeof ALL_MIXES)[number];
const MIXES = (process.env.BENCH_MIXES?.split(',').map((each) => each.trim()) ?? [...ALL_MIXES]) as Mix[];
const PORT = Number(process.env.BENCH_PORT ?? 3700);
const ENCODING = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';
const SERVER_ARGS = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** autocannon's default is 10 s; a loaded machine can exceed it, and a latency says more than a timeout. */
const TIMEOUT_S = 30;
const DATA_DIR = '.data/bench-http';
/** Names the migrations too: a changed schema (a new index, a new trigger) regenerates the data. */
const MARKER = path.join(DATA_DIR, `ads-${SIZE}-${migrationsHash()}.json`);
const OWNERS = 5_000;
const AD_PAGES = 2_000;
const AD_FIRST_VIEWS = 8_000;
/** Mixes of guests' pages that rotate over a fixed set: timed once the page cache holds them. */
const KEPT_MIXES: ReadonlySet<Mix> = new Set(['search mix', 'ad pages', 'home']);
/** The share of a sample answered from the cache that ends a kept mix's warm-up. */
const WARM_SHARE = 0.95;
const WARM_SAMPLE = 40;
/** Long-tail pages fetched whole (uncompressed) to see what a search page is made of. */
const PAGE_PART_SAMPLES = 15;
const HOME_PATHS = ['/', '/en', '/cat', '/pt'];

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

async function waitForReady(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before ${url} answered`);
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

interface Addresses {
  mix: string[];
  /** Distinct searches, none in `mix`; the first PAGE_PART_SAMPLES are kept for the page parts. */
  longTail: string[];
  ads: string[];
  /** Other ads for sale, none in `ads`: each asked once per server. */
  firstViews: string[];
  /** The search mix's and the ad pages' addresses taking turns, and the cookie of a guest who viewed two ads. */
  returning: { paths: string[]; cookie: string };
}

/** Every mix's addresses, from words of a sample of the stored ads and from the stored ads themselves. */
async function buildAddresses(url: string): Promise<Addresses> {
  connectDatabase(url);
  const reference = await getReferenceData();
  const sample = (
    await getDb().execute<{ title: string; description: string }>(
      sql`select title, description from classifieds tablesample system (3) repeatable (1) limit 3000`,
    )
  ).rows;
  const commonWords = (await mostCommonWords(sample.map((row) => `${row.title} ${row.description}`))).map(
    (each) => each.word,
  );
  const adRows = (
    await getDb().execute<{ id: string; slug: string }>(
      sql`select c.id, c.slug from search_ads s join classifieds c using (id) where not s.sold order by md5(c.id::text) limit ${AD_PAGES + AD_FIRST_VIEWS}`,
    )
  ).rows;
  const adAddresses = adRows.map((row) => `/s/${encodeURIComponent(row.slug)}`);
  const ads = adAddresses.slice(0, AD_PAGES);
  const firstViews = adAddresses.slice(AD_PAGES);
  const viewed = adRows.slice(AD_PAGES - 2, AD_PAGES).map((row) => row.id);
  await closeDatabase();
  const titles = sample.map((row) => row.title);
  const mix = buildQueryMix({ random: createRandom(SIZE), reference, titles, commonWords, perKind: PER_KIND }).map(
    (query) => searchPagePath(query.kind, query.criteria, reference),
  );
  // First pages of searches (a browse page without filters has few variants; a page past the last
  // one is a 404): what people type and pick.
  const seen = new Set(mix);
  const longTail: string[] = [];
  for (let seed = 1; longTail.length < LONG_TAIL && seed < 50; seed++) {
    const queries = buildQueryMix({
      random: createRandom(SIZE + seed * 7919),
      reference,
      titles,
      commonWords,
      perKind: Math.ceil(LONG_TAIL / QUERY_KINDS.length),
    });
    for (const query of queries) {
      if (query.kind === 'browse' || query.criteria.page > 1) continue;
      const address = searchPagePath(query.kind, query.criteria, reference);
      if (seen.has(address)) continue;
      seen.add(address);
      longTail.push(address);
    }
  }
  const returning = mix.flatMap((address, index) => [address, ads[index % ads.length] ?? '/']);
  return {
    mix,
    longTail: longTail.slice(0, LONG_TAIL),
    ads,
    firstViews,
    returning: { paths: returning, cookie: `recent=${viewed.join('.')}` },
  };
}

interface Revision {
  name: 'candidate' | 'baseline';
  dir: string;
  dataDir: string;
  port: number;
  server?: ChildProcess;
  /** Its log file, and the warnings and errors in it so far by message. */
  log?: ServerLog;
  /** The next long-tail search and the next first view of an ad this server has not been asked yet. */
  cursors: Record<'longTail' | 'firstViews', Cursor>;
  /** How long each kept mix's warm-up took and the share of its sample the cache answered then. */
  warmups: Partial<Record<Mix, { seconds: number; keptShare: number }>>;
  pageParts?: PageParts & { samples: number };
}

/** A walk through addresses asked once each, from `start`; `wrapped` once it had to begin again. */
interface Cursor {
  start: number;
  next: number;
  wrapped: boolean;
}

function newCursors(): Revision['cursors'] {
  return {
    longTail: { start: PAGE_PART_SAMPLES, next: PAGE_PART_SAMPLES, wrapped: false },
    firstViews: { start: 0, next: 0, wrapped: false },
  };
}

/** The next address of `list` not asked yet (from the start again, and marked, once all were). */
function takeNext(list: string[], cursor: Cursor): string {
  if (cursor.next >= list.length) {
    cursor.next = cursor.start;
    cursor.wrapped = true;
  }
  return list[cursor.next++] ?? '/';
}

/** The baseline's files at BASELINE_REF (`git archive`, no worktree), built, with a copy of the data. */
function prepareBaseline(ref: string, workDir: string): Revision {
  const dir = path.join(workDir, 'baseline');
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('sh', ['-c', `git archive --format=tar "$0" | tar -x -C "$1"`, ref, dir], {
    stdio: 'inherit',
  });
  if (archive.status !== 0) throw new Error(`git archive ${ref} failed`);
  const lock = spawnSync('git', ['show', `${ref}:package-lock.json`], { encoding: 'utf8' }).stdout;
  if (lock.trim() !== readFileSync('package-lock.json', 'utf8').trim()) {
    throw new Error(`${ref} has another package-lock.json: run its bench from its own clone`);
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  log(`building the baseline ${ref} in ${dir}`);
  if (!buildShipped(dir)) throw new Error(`the baseline ${ref} does not build`);
  const dataDir = path.join(workDir, 'data');
  if (spawnSync('cp', ['-a', DATA_DIR, dataDir], { stdio: 'inherit' }).status !== 0) {
    throw new Error('copying the data for the baseline failed');
  }
  return { name: 'baseline', dir, dataDir, port: PORT + 1, cursors: newCursors(), warmups: {} };
}

function serverEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(DATABASE_|S3_|SMTP_|SMS_|REDIS_|PUBLIC_URL|REALTIME_|RATE_LIMIT_|MEDIA_PUBLIC_URL|NODE_ENV)/.test(key),
    ),
  );
  return {
    ...env,
    DEMO_DATA: 'off',
    ...(process.env.BENCH_WORKERS ? { WEB_CONCURRENCY: process.env.BENCH_WORKERS } : {}),
    ...(process.env.BENCH_PAGE_CACHE_MB ? { PAGE_CACHE_MB: process.env.BENCH_PAGE_CACHE_MB } : {}),
  };
}

/** Where a revision's server logs (git-ignored, kept after the run). */
function serverLogFile(revision: Revision): string {
  mkdirSync('bench/results/runs', { recursive: true });
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return path.resolve('bench/results/runs', `http-${stamp}-${revision.name}-server.log`);
}

/** The addresses one request of `mix` takes next, for `revision` (its own long-tail cursor). */
function nextAddress(mix: Mix, revision: Revision, addresses: Addresses): () => string {
  let next = 0;
  const rotate = (list: string[]) => () => list[next++ % list.length] ?? '/';
  if (mix === 'search mix') return rotate(addresses.mix);
  if (mix === 'ad pages') return rotate(addresses.ads);
  if (mix === 'home') return rotate(HOME_PATHS);
  if (mix === 'returning guests') return rotate(addresses.returning.paths);
  if (mix === 'ad first views') return () => takeNext(addresses.firstViews, revision.cursors.firstViews);
  return () => takeNext(addresses.longTail, revision.cursors.longTail);
}

/** The addresses of a kept mix whose answers say whether the cache holds it (the `check`th sample). */
function warmthSample(mix: Mix, addresses: Addresses, check: number): string[] {
  if (mix === 'search mix') return spreadSample(addresses.mix, WARM_SAMPLE, check);
  if (mix === 'ad pages') return spreadSample(addresses.ads, WARM_SAMPLE, check);
  return mix === 'home' ? HOME_PATHS : [];
}

/** Warms a mix: BENCH_WARMUP seconds, then for a kept mix more until the cache answers its sample. */
async function warmUp(revision: Revision, mix: Mix, addresses: Addresses): Promise<void> {
  const startedAt = performance.now();
  const origin = `http://127.0.0.1:${revision.port}`;
  let share = 0;
  let check = 0;
  do {
    await cannon(revision.port, nextAddress(mix, revision, addresses), WARMUP_S, cookiesOf(mix, addresses));
    // Let the requests the warm-up left in flight finish before the next step or the timed run.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (!KEPT_MIXES.has(mix)) return;
    share = await keptShare(origin, warmthSample(mix, addresses, check++));
  } while (share < WARM_SHARE && performance.now() - startedAt < WARMUP_MAX_S * 1000);
  const seconds = Math.round((performance.now() - startedAt) / 1000);
  revision.warmups[mix] = { seconds, keptShare: share };
  log(
    `${revision.name} ${mix}: ${Math.round(share * 100)} % of its sample answered from the page cache after ${seconds} s`,
  );
}

/** The cookies a request of `mix` carries. */
function cookiesOf(mix: Mix, addresses: Addresses): Record<string, string> {
  return mix === 'returning guests' ? { cookie: addresses.returning.cookie } : {};
}

function cannon(
  port: number,
  nextPath: () => string,
  seconds: number,
  cookies: Record<string, string>,
  times?: AnswerTimes,
): Promise<autocannon.Result> {
  // autocannon's instance is only thenable: a real promise for the callers.
  const run = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: TIMEOUT_S,
    headers: { ...(ENCODING ? { 'accept-encoding': ENCODING } : {}), ...cookies },
    requests: [
      {
        // Each request takes the next address, whichever connection sends it.
        setupRequest: (request) => {
          request.path = nextPath();
          return request;
        },
      },
    ],
  });
  if (times) run.on('response', (client, status, _bytes, ms) => times.record(client, status, ms));
  return Promise.resolve(run);
}

async function timedRun(revision: Revision, mix: Mix, round: number, addresses: Addresses) {
  const serverPid = revision.server?.pid ?? 0;
  const loadBefore = loadAverage();
  const cpuBefore = shippedCpuSeconds(serverPid, revision.dataDir);
  const bench = process.cpuUsage();
  const times = answerTimes();
  const tcpBefore = tcpListenCounters();
  const warningsBefore = revision.log?.warnings() ?? {};
  const result = await cannon(
    revision.port,
    nextAddress(mix, revision, addresses),
    DURATION_S,
    cookiesOf(mix, addresses),
    times,
  );
  const keptAfter = KEPT_MIXES.has(mix)
    ? await keptShare(`http://127.0.0.1:${revision.port}`, warmthSample(mix, addresses, 1000 + round))
    : undefined;
  const tcpAfter = tcpListenCounters();
  const answers = times.summary();
  // The job worker still takes and completes a job once the crowd is gone (issue 32).
  const jobAfterRun = await timeJobRoundTrip(shippedDatabaseUrl(revision.dataDir));
  const serverWarnings = countsSince(warningsBefore, revision.log?.warnings() ?? {});
  const cpuAfter = shippedCpuSeconds(serverPid, revision.dataDir);
  const benchCpu = process.cpuUsage(bench);
  const perRequest = (seconds: number) => Number(((seconds * 1000) / Math.max(1, result.requests.total)).toFixed(2));
  const run = {
    revision: revision.name,
    mix,
    round,
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
    // A kept mix: its warm-up, and the share of its sample the cache answered after this run.
    pageCache: KEPT_MIXES.has(mix) ? { warmup: revision.warmups[mix], keptShareAfter: keptAfter } : undefined,
    statusCodes: result.statusCodeStats,
    // Each answer's time by status, and connections' first answers (handshake included) apart.
    answers,
    // A connection still waiting for its first answer when the run ended: in no latency above.
    connectionsNeverAnswered: Math.max(0, CONNECTIONS - answers.firstOnConnection.count),
    // Warnings and errors the server logged during the run (and the job check), by message.
    serverWarnings,
    jobAfterRun,
    // Connections the machine's listen queues dropped during the run (all listeners: other benches count too).
    tcp:
      tcpBefore && tcpAfter
        ? {
            listenOverflows: tcpAfter.listenOverflows - tcpBefore.listenOverflows,
            listenDrops: tcpAfter.listenDrops - tcpBefore.listenDrops,
            synRetransmits: tcpAfter.synRetransmits - tcpBefore.synRetransmits,
          }
        : undefined,
    throughputKiBPerSecond: Math.round(result.throughput.average / 1024),
    cpuMsPerRequest: {
      node: perRequest(cpuAfter.node - cpuBefore.node),
      postgres: perRequest(cpuAfter.postgres - cpuBefore.postgres),
      loadGenerator: perRequest((benchCpu.user + benchCpu.system) / 1e6),
    },
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
  };
  log(
    `${revision.name} ${mix} round ${round}: ${run.requestsPerSecond.average} req/s, p99 ${run.latencyMs.p99} ms, Node ${run.cpuMsPerRequest.node} ms + PostgreSQL ${run.cpuMsPerRequest.postgres} ms CPU/request, ${run.non2xx + run.errors + run.timeouts} failed (load ${loadBefore[0]})`,
  );
  log(
    `  answers by status: ${JSON.stringify(run.answers)}; never answered: ${run.connectionsNeverAnswered} connections; TCP: ${JSON.stringify(run.tcp)}; server warnings: ${JSON.stringify(serverWarnings)}; a job after the run completed in ${jobAfterRun.completedMs ?? 'never'} ms`,
  );
  return run;
}

/** What the long tail's first pages are made of, uncompressed (medians). */
async function measureSearchPages(revision: Revision, addresses: Addresses): Promise<void> {
  const parts: PageParts[] = [];
  for (const address of addresses.longTail.slice(0, PAGE_PART_SAMPLES)) {
    const response = await fetch(`http://127.0.0.1:${revision.port}${address}`);
    if (response.status === 200) parts.push(measurePageParts(await response.text()));
  }
  const medianOf = (key: keyof PageParts) => median(parts.map((each) => each[key]));
  revision.pageParts = {
    samples: parts.length,
    htmlBytes: medianOf('htmlBytes'),
    inlineCssBytes: medianOf('inlineCssBytes'),
    dataPayloadBytes: medianOf('dataPayloadBytes'),
  };
  log(`${revision.name} search page: ${JSON.stringify(revision.pageParts)}`);
}

type Run = Awaited<ReturnType<typeof timedRun>>;

/** Per mix and revision, the medians of the rounds; with a baseline, candidate ÷ baseline. */
function summarize(runs: Run[]) {
  return Object.fromEntries(
    MIXES.map((mix) => {
      const of = (name: Revision['name']) => {
        const own = runs.filter((run) => run.mix === mix && run.revision === name);
        if (own.length === 0) return undefined;
        return {
          requestsPerSecond: median(own.map((run) => run.requestsPerSecond.average)),
          p99Ms: median(own.map((run) => run.latencyMs.p99)),
          nodeCpuMsPerRequest: median(own.map((run) => run.cpuMsPerRequest.node)),
          postgresCpuMsPerRequest: median(own.map((run) => run.cpuMsPerRequest.postgres)),
          failed: own.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
        };
      };
      const candidate = of('candidate');
      const baseline = of('baseline');
      const ratio = (key: 'requestsPerSecond' | 'p99Ms' | 'nodeCpuMsPerRequest') =>
        candidate && baseline?.[key] ? Number((candidate[key] / baseline[key]).toFixed(3)) : null;
      return [
        mix,
        {
          candidate,
          baseline,
          ratios: baseline
            ? {
                requestsPerSecond: ratio('requestsPerSecond'),
                p99Ms: ratio('p99Ms'),
                nodeCpuMsPerRequest: ratio('nodeCpuMsPerRequest'),
              }
            : undefined,
        },
      ];
    }),
  );
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'galope-bench-http-'));
const revisions: Revision[] = [];
const startedAt = new Date().toISOString();
const loadAtStart = loadAverage();
try {
  const database = await startEmbeddedPostgres({ dataDir: DATA_DIR });
  let load: Record<string, unknown>;
  let addresses: Addresses;
  try {
    load = await prepareDatabase(database.url);
    addresses = await buildAddresses(database.url);
  } finally {
    await database.stop();
  }
  log(
    `${addresses.longTail.length} distinct long-tail searches, ${addresses.mix.length} in the search mix, ${addresses.ads.length} ad pages, ${addresses.firstViews.length} first views of ads`,
  );
  log('building this tree as `npm start` does');
  if (!buildShipped(process.cwd())) throw new Error('this tree does not build');
  revisions.push({
    name: 'candidate',
    dir: process.cwd(),
    dataDir: path.resolve(DATA_DIR),
    port: PORT,
    cursors: newCursors(),
    warmups: {},
  });
  if (BASELINE_REF) revisions.push(prepareBaseline(BASELINE_REF, workDir));
  for (const revision of revisions) {
    const serverLog = openServerLog(serverLogFile(revision));
    revision.log = serverLog;
    revision.server = startShippedServer({
      dir: revision.dir,
      dataDir: revision.dataDir,
      port: revision.port,
      env: serverEnv(),
      nodeArgs: SERVER_ARGS,
      stdio: serverLog.fd,
    });
    log(`${revision.name}'s server logs to ${serverLog.file}`);
  }
  for (const revision of revisions) {
    await waitForReady(`http://127.0.0.1:${revision.port}/readyz`, revision.server as ChildProcess, 300_000);
    // Every mix must answer a real page before it is timed.
    for (const sample of [addresses.mix[0], addresses.ads[0], HOME_PATHS[0]]) {
      const response = await fetch(`http://127.0.0.1:${revision.port}${sample}`);
      if (response.status !== 200) throw new Error(`${revision.name}: ${sample} answered ${response.status}`);
    }
    await measureSearchPages(revision, addresses);
  }

  const runs: Run[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const mix of MIXES) {
      for (const revision of round % 2 ? revisions : [...revisions].reverse()) {
        if (round === 1) {
          log(`${revision.name} ${mix}: warming up`);
          await warmUp(revision, mix, addresses);
        }
        runs.push(await timedRun(revision, mix, round, addresses));
      }
    }
  }
  const summary = summarize(runs);
  console.table(
    Object.entries(summary).flatMap(([mix, each]) =>
      (['baseline', 'candidate'] as const).flatMap((name) =>
        each[name]
          ? [
              {
                mix,
                revision: name,
                ...each[name],
                ...(name === 'candidate' && each.ratios
                  ? {
                      'req/s ×': each.ratios.requestsPerSecond,
                      'p99 ×': each.ratios.p99Ms,
                      'Node CPU ×': each.ratios.nodeCpuMsPerRequest,
                    }
                  : {}),
              },
            ]
          : [],
      ),
    ),
  );
  const file = writeBenchResult('http', {
    machine: {
      ...describeMachine(),
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadAverage(),
      // Past two runnable processes per core the neighbours, not Galope, set the rates: compare
      // only the ratios of a same-run baseline, and the page bytes.
      busy: Math.max(loadAtStart[0] ?? 0, loadAverage()[0] ?? 0) > 2 * os.availableParallelism(),
    },
    startedAt,
    settings: {
      ads: SIZE,
      connections: CONNECTIONS,
      timeoutS: TIMEOUT_S,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      warmupMaxS: WARMUP_MAX_S,
      keptMixesWarmedTo: `${WARM_SHARE * 100} % of ${WARM_SAMPLE} addresses answered from the page cache`,
      rounds: ROUNDS,
      mixes: MIXES,
      addresses: {
        longTail: addresses.longTail.length,
        searchMix: addresses.mix.length,
        adPages: addresses.ads.length,
        adFirstViews: addresses.firstViews.length,
        home: HOME_PATHS.length,
      },
      longTailRepeated: revisions.some((each) => each.cursors.longTail.wrapped),
      adFirstViewsRepeated: revisions.some((each) => each.cursors.firstViews.wrapped),
      acceptEncoding: ENCODING || null,
      server:
        '`npm start` as shipped (scripts/start.ts: NODE_ENV=production, WEB_CONCURRENCY = cores unless BENCH_WORKERS, page cache as configured), DEMO_DATA=off, LOG_LEVEL=warn, its embedded PostgreSQL on the bench data directory',
      workers: process.env.BENCH_WORKERS ?? `as shipped (${os.availableParallelism()})`,
      pageCacheMb: process.env.BENCH_PAGE_CACHE_MB ?? 'as shipped',
      loadGenerator: 'autocannon 9.0.0 in the bench process, on the same cores as the server and PostgreSQL',
    },
    revisions: Object.fromEntries(
      revisions.map((each) => [
        each.name,
        {
          ref: each.name === 'baseline' ? BASELINE_REF : 'this tree',
          commit: spawnSync('git', ['rev-parse', each.name === 'baseline' ? (BASELINE_REF ?? 'HEAD') : 'HEAD'], {
            encoding: 'utf8',
          }).stdout.trim(),
          searchPage: each.pageParts,
        },
      ]),
    ),
    data: load,
    summary,
    runs,
  });
  log(`written ${file}`);
} finally {
  await Promise.all(revisions.map((each) => stopShippedServer(each.server)));
  for (const revision of revisions) revision.log?.close();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(0);
