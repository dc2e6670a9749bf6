/**
 * `npm run bench:gate`: the short performance gate CI runs (docs/decisions/0036-performance-gate.md).
 * The CANDIDATE is the checked-out tree; the BASELINE is another revision (BENCH_BASELINE_REF,
 * default HEAD~1: in CI the previous commit of main) checked out with `git worktree add` into a
 * temporary directory. Both are built and served as `npm start` ships them (scripts/build-once.ts,
 * then scripts/start.ts: NODE_ENV=production, one app worker per core; bench/support/shipped-server.ts),
 * each on its own embedded PostgreSQL with its own demo data: black-box, so it works whatever the
 * two revisions' insides. Then:
 *
 * - JavaScript per page type from each build (gzip): ≤ 5% growth, ≤ the 120 KB budget;
 * - the same URL mix (home, searches with text and filters, browse pages, an ad page, /en/…) on
 *   both: each page alone (sequential requests, median time) and all of them under load
 *   (autocannon), INTERLEAVED (baseline, candidate, candidate, baseline, …) so that a noisy neighbour
 *   hits both alike; CPU per request beside the times; medians compared as ratios (bench/support/gate-rules.ts);
 * - the long tail under load, rounds interleaved the same way: distinct searches made from the words
 *   of the candidate's ads (its ad sitemap), each asked once per server, so that no page cache
 *   answers them (issue 32; bench/support/long-tail-searches.ts).
 *
 * Exit 1 on a clear regression. A baseline that cannot be checked out, built or started (the first
 * commit, a shallow clone) is reported loudly and the gate passes: there is nothing to compare.
 *
 * BENCH_BASELINE_REF=HEAD~1, BENCH_PORT=3900 (candidate; baseline on the next port),
 * BENCH_GATE_ROUNDS=6, BENCH_GATE_SECONDS=4 (load per round and revision), BENCH_GATE_WARMUP=3 (s),
 * BENCH_GATE_CONNECTIONS=10, BENCH_GATE_SAMPLES=21 (requests per page and revision, alone),
 * BENCH_GATE_LONG_TAIL=4000 (distinct long-tail searches; each round also runs the long tail for
 * BENCH_GATE_SECONDS per revision),
 * BENCH_GATE_WRITE=1 writes bench/results/runs/gate-<date>-<time>.json (CI runs on a throwaway clone, so off).
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { emptySearchForm, type SearchForm, searchFormToQuery } from '../common/search/search-form.ts';
import { describeMachine, writeBenchResult } from './support/bench-result.ts';
import {
  GATE_THRESHOLDS,
  type GateCheck,
  judgeAnswers,
  judgeLoad,
  judgePageTimes,
  judgePageWeights,
  type LoadRound,
} from './support/gate-rules.ts';
import { longTailSearches, wordsOfAdSlugs } from './support/long-tail-searches.ts';
import { measurePageWeights, type PageWeight } from './support/page-weight.ts';
import { processTreeCpuSeconds } from './support/process-cpu.ts';
import { buildShipped, startShippedServer, stopShippedServer } from './support/shipped-server.ts';

const BASELINE_REF = process.env.BENCH_BASELINE_REF ?? 'HEAD~1';
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const ROUNDS = Number(process.env.BENCH_GATE_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_GATE_SECONDS ?? 4);
const WARMUP_S = Number(process.env.BENCH_GATE_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_GATE_CONNECTIONS ?? 10);
const SAMPLES = Number(process.env.BENCH_GATE_SAMPLES ?? 21);
/** Distinct long-tail searches made for the run, and the seconds of them each server is warmed with. */
const LONG_TAIL = Number(process.env.BENCH_GATE_LONG_TAIL ?? 4000);
const LONG_TAIL_WARMUP_S = 2;
const WRITE = process.env.BENCH_GATE_WRITE === '1';
/** First start with demo data: ~2 minutes at load 10 here, past 5 at load 30. */
const START_TIMEOUT_MS = 600_000;

/** A search the way the search bar sends it. */
function search(locale: '' | '/en', form: Partial<SearchForm>): string {
  return `${locale}/search?${searchFormToQuery({ ...emptySearchForm(), ...form })}`;
}

/**
 * The fixed mix, by name; `AD` is each revision's first ad on /c/caballos (its own demo data, so
 * its own slug).
 */
const PAGES: Record<string, string> = {
  home: '/',
  'home en': '/en',
  'search text': search('', { q: 'yegua' }),
  'search text + filters': search('', {
    q: 'caballo',
    province: { name: 'Sevilla', slug: 'sevilla' },
    withPrice: true,
    price: { min: 1000, max: 30000 },
  }),
  'search en': search('/en', { q: 'mare', type: { name: 'all' } }),
  'browse /c/caballos': '/c/caballos',
  'browse en': '/en/c/horses',
  'ad page': 'AD',
};

type Revision = {
  name: 'baseline' | 'candidate';
  dir: string;
  port: number;
  server?: ChildProcess;
  paths: Record<string, string>;
  status: Record<string, number>;
  pageTimes: Record<string, number[]>;
  rounds: LoadRound[];
  longTailRounds: LoadRound[];
  /** The next long-tail search this server has not been asked. */
  longTailNext: number;
  weights: Record<string, PageWeight>;
};

function log(message: string) {
  console.log(`[gate ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** No baseline to compare with: said loudly, and the gate passes (there is nothing to compare). */
class NoBaseline extends Error {}

function passWithoutBaseline(reason: string): never {
  throw new NoBaseline(reason);
}

function git(args: string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  return { ok: result.status === 0, out: `${result.stdout}${result.stderr}`.trim() };
}

function buildIn(dir: string): boolean {
  log(`building ${dir}`);
  return buildShipped(dir);
}

/** The revision as `npm start` ships it, on its own data; the job's outside services are not passed on. */
function startServer(revision: Revision, dataDir: string): ChildProcess {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(DATABASE_|S3_|SMTP_|SMS_|REDIS_|PUBLIC_URL|REALTIME_|RATE_LIMIT_|MEDIA_PUBLIC_URL|NODE_ENV|WEB_CONCURRENCY)/.test(
          key,
        ),
    ),
  );
  return startShippedServer({
    dir: revision.dir,
    dataDir,
    port: revision.port,
    env: { ...env, DEMO_DATA: 'on', SESSION_SECRET: 'bench-gate-secret-not-for-production-0123456789' },
  });
}

async function waitForReady(revision: Revision): Promise<boolean> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (revision.server?.exitCode !== null) return false;
    for (const probe of ['/readyz', '/']) {
      try {
        if ((await fetch(`http://127.0.0.1:${revision.port}${probe}`)).ok) return true;
      } catch {
        // not listening yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** Each page's address on this revision, and what it answers. */
async function resolvePages(revision: Revision): Promise<void> {
  const base = `http://127.0.0.1:${revision.port}`;
  const browse = await (await fetch(`${base}/c/caballos`)).text();
  const ad = /href="(\/s\/(?!add)[a-z0-9-]+)"/.exec(browse)?.[1];
  for (const [name, page] of Object.entries(PAGES)) {
    const address = page === 'AD' ? ad : page;
    if (!address) {
      revision.status[name] = 0;
      continue;
    }
    revision.paths[name] = address;
    const response = await fetch(`${base}${address}`);
    await response.arrayBuffer();
    revision.status[name] = response.status;
  }
}

/** The next address of a rotation over `paths`. */
function rotation(paths: string[]): () => string {
  let next = 0;
  return () => paths[next++ % paths.length] ?? '/';
}

/** The next search of the long tail this revision has not been asked (around again if it ran out). */
function longTail(revision: Revision, searches: string[]): () => string {
  return () => searches[revision.longTailNext++ % searches.length] ?? '/';
}

/**
 * The long tail's searches, from the words of the candidate's ads (its first ad sitemap, else the
 * ads of /c/caballos), as the search bar sends them, half in Spanish and half in English.
 */
async function longTailPaths(revision: Revision): Promise<string[]> {
  const base = `http://127.0.0.1:${revision.port}`;
  const sitemap = await fetch(`${base}/sitemaps/ads-es-1.xml`);
  const text = sitemap.ok ? await sitemap.text() : await (await fetch(`${base}/c/caballos`)).text();
  const slugs = [...new Set([...text.matchAll(/\/s\/(?!add)([^<"/?]+)/g)].map((match) => match[1] ?? ''))];
  return longTailSearches(wordsOfAdSlugs(slugs), LONG_TAIL).map((q, index) =>
    search(index % 2 ? '/en' : '', { q, type: { name: 'all' } }),
  );
}

function cannon(revision: Revision, nextPath: () => string, seconds: number): Promise<autocannon.Result> {
  return Promise.resolve(
    autocannon({
      url: `http://127.0.0.1:${revision.port}`,
      connections: CONNECTIONS,
      duration: seconds,
      timeout: 30,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: [
        {
          setupRequest: (request) => {
            request.path = nextPath();
            return request;
          },
        },
      ],
    }),
  );
}

/**
 * Each page alone, one request at a time, baseline and candidate taking turns request by request
 * (the order flipped every time): both see the same neighbours at the same moment.
 */
async function measurePagesAlone(revisions: Revision[], pages: string[]): Promise<void> {
  for (const name of pages) {
    for (let sample = 0; sample < SAMPLES; sample++) {
      for (const revision of sample % 2 ? revisions : [...revisions].reverse()) {
        const start = performance.now();
        const response = await fetch(`http://127.0.0.1:${revision.port}${revision.paths[name]}`, {
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        });
        await response.arrayBuffer();
        const times = revision.pageTimes[name] ?? [];
        times.push(performance.now() - start);
        revision.pageTimes[name] = times;
      }
    }
  }
}

/**
 * Waits (up to a minute) until neither server is busy on its own: a fresh database vacuums and
 * analyses what the demo data wrote, and that CPU would count against whichever is measured then.
 */
async function waitForQuiet(revisions: Revision[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const before = revisions.map((revision) => processTreeCpuSeconds(revision.server?.pid ?? 0));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const used = revisions.map(
      (revision, index) => processTreeCpuSeconds(revision.server?.pid ?? 0) - (before[index] ?? 0),
    );
    if (used.every((seconds) => seconds <= 0.1)) return;
    log(`waiting for the servers to settle (CPU in 2 s: ${used.map((seconds) => seconds.toFixed(2)).join(', ')} s)`);
  }
}

/** One round for one revision: a load (the mix or the long tail), with the CPU its server and database used. */
async function measureRound(revision: Revision, load: 'mix' | 'long tail', nextPath: () => string): Promise<void> {
  const pid = revision.server?.pid ?? 0;
  const cpuBefore = processTreeCpuSeconds(pid);
  const result = await cannon(revision, nextPath, SECONDS);
  const cpuSeconds = processTreeCpuSeconds(pid) - cpuBefore;
  const round: LoadRound = {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: Math.round(((cpuSeconds * 1000) / Math.max(1, result.requests.total)) * 100) / 100,
    failures: result.errors + result.timeouts + result.non2xx,
  };
  (load === 'mix' ? revision.rounds : revision.longTailRounds).push(round);
  log(
    `${revision.name.padEnd(9)} ${load.padEnd(9)} ${Math.round(round.requestsPerSecond)} req/s, p50 ${round.p50Ms} ms, p99 ${round.p99Ms} ms, CPU ${round.cpuMsPerRequest} ms/request, ${round.failures} failed (load ${os.loadavg()[0]?.toFixed(2)})`,
  );
}

function printChecks(checks: GateCheck[]) {
  const rows = checks.map((check) => [
    check.pass ? 'ok' : 'FAIL',
    check.name,
    check.baseline === null ? '—' : `${check.baseline} ${check.unit}`,
    `${check.candidate} ${check.unit}`,
    check.ratio === null ? '' : `×${check.ratio}`,
    check.limit,
  ]);
  const header = ['', 'check', 'baseline', 'candidate', 'ratio', 'rule'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of [header, ...rows])
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'galope-gate-'));
const baselineDir = path.join(workDir, 'baseline');
let worktreeAdded = false;
const revisions: Revision[] = [];

/** Servers first (their embedded databases live in workDir), then the worktree and the files. */
function cleanUp() {
  for (const revision of revisions) {
    if (revision.server && revision.server.exitCode === null) revision.server.kill('SIGTERM');
  }
  if (worktreeAdded) git(['worktree', 'remove', '--force', baselineDir]);
  rmSync(workDir, { recursive: true, force: true });
}

async function main(): Promise<number> {
  const commit = git(['rev-parse', '--verify', '--quiet', `${BASELINE_REF}^{commit}`]);
  if (!commit.ok) {
    passWithoutBaseline(
      `the baseline ${BASELINE_REF} is not in this clone (first commit, or a shallow clone: fetch with --depth=2 or more)`,
    );
  }
  const baselineCommit = commit.out;
  const candidateHead = git(['rev-parse', 'HEAD']).out;
  const dirty = git(['status', '--porcelain', '--untracked-files=no']).out !== '';
  log(
    `baseline ${BASELINE_REF} = ${baselineCommit.slice(0, 12)}; candidate: this tree (HEAD ${candidateHead.slice(0, 12)}${dirty ? ' + uncommitted changes' : ''})`,
  );

  // A gate killed before it cleaned up leaves a registered worktree whose directory is gone.
  git(['worktree', 'prune']);
  const added = git(['worktree', 'add', '--detach', baselineDir, baselineCommit]);
  if (!added.ok) passWithoutBaseline(`git worktree add failed: ${added.out}`);
  worktreeAdded = true;
  const lock = git(['show', `${baselineCommit}:package-lock.json`]);
  if (lock.ok && lock.out === readFileSync('package-lock.json', 'utf8').trim()) {
    symlinkSync(path.resolve('node_modules'), path.join(baselineDir, 'node_modules'), 'dir');
  } else {
    log('the baseline has another package-lock.json: npm ci there');
    const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: baselineDir, stdio: 'inherit' });
    if (installed.status !== 0) passWithoutBaseline('npm ci failed for the baseline');
  }

  if (!buildIn(process.cwd())) {
    console.log('The candidate does not build: gate FAILED.');
    return 1;
  }
  if (!buildIn(baselineDir)) passWithoutBaseline(`the baseline ${BASELINE_REF} does not build`);

  const make = (name: Revision['name'], dir: string, port: number): Revision => ({
    name,
    dir,
    port,
    paths: {},
    status: {},
    pageTimes: {},
    rounds: [],
    longTailRounds: [],
    longTailNext: 0,
    weights: measurePageWeights(path.join(dir, 'build/client')),
  });
  const baseline = make('baseline', baselineDir, PORT + 1);
  const candidate = make('candidate', process.cwd(), PORT);
  revisions.push(baseline, candidate);

  log('starting both servers (first start: migrations and demo data)');
  const startedAt = performance.now();
  for (const revision of revisions)
    revision.server = startServer(revision, path.join(workDir, `data-${revision.name}`));
  const [baselineUp = false, candidateUp = false] = await Promise.all(revisions.map(waitForReady));
  const ready = (up: boolean) => (up ? 'ready' : 'NOT READY');
  log(
    `after ${Math.round((performance.now() - startedAt) / 1000)} s: baseline ${ready(baselineUp)}, candidate ${ready(candidateUp)}`,
  );
  if (!candidateUp && candidate.server?.exitCode === null && !baselineUp) {
    // Neither crashed, both too slow: the machine, not the change.
    passWithoutBaseline(`neither server was ready within ${START_TIMEOUT_MS / 1000} s (machine too loaded?)`);
  }
  if (!candidateUp) {
    console.log('The candidate server did not start: gate FAILED.');
    return 1;
  }
  if (!baselineUp) passWithoutBaseline(`the baseline ${BASELINE_REF} server did not start`);

  await resolvePages(baseline);
  await resolvePages(candidate);
  const answerChecks = judgeAnswers(baseline.status, candidate.status);
  const pages = Object.keys(PAGES).filter((name) => baseline.status[name] === 200 && candidate.status[name] === 200);
  const dropped = Object.keys(PAGES).filter((name) => baseline.status[name] !== 200);
  if (dropped.length) log(`left out, the baseline does not answer them: ${dropped.join(', ')}`);
  log(`pages: ${pages.map((name) => `${name} ${candidate.paths[name]?.slice(0, 60)}`).join(' | ')}`);

  const searches = await longTailPaths(candidate);
  log(`long tail: ${searches.length} distinct searches from the candidate's ads, e.g. ${searches[0]?.slice(0, 60)}`);
  const mixOf = (revision: Revision) => rotation(pages.map((name) => revision.paths[name] ?? '/'));

  await waitForQuiet(revisions);
  for (const revision of revisions) {
    log(`${revision.name}: warming up ${WARMUP_S} s, then ${LONG_TAIL_WARMUP_S} s of the long tail`);
    await cannon(revision, mixOf(revision), WARMUP_S);
    await cannon(revision, longTail(revision, searches), LONG_TAIL_WARMUP_S);
  }
  log(`each page alone, ${SAMPLES} requests per page and revision, taking turns`);
  await measurePagesAlone(revisions, pages);
  // Baseline, candidate, then candidate, baseline: a neighbour's load that rises or falls during the
  // run weighs on both alike.
  for (let round = 1; round <= ROUNDS; round++) {
    log(`round ${round} of ${ROUNDS}`);
    for (const revision of round % 2 ? [baseline, candidate] : [candidate, baseline])
      await measureRound(revision, 'mix', mixOf(revision));
    for (const revision of round % 2 ? [candidate, baseline] : [baseline, candidate])
      await measureRound(revision, 'long tail', longTail(revision, searches));
  }
  const repeated = revisions.some((revision) => revision.longTailNext > searches.length);
  if (repeated) log(`the long tail ran out of its ${searches.length} searches: some were asked twice`);

  const checks = [
    ...answerChecks,
    ...judgePageWeights(baseline.weights, candidate.weights),
    ...judgeLoad(baseline.rounds, candidate.rounds),
    ...judgeLoad(baseline.longTailRounds, candidate.longTailRounds, GATE_THRESHOLDS, 'long-tail search'),
    ...judgePageTimes(baseline.pageTimes, candidate.pageTimes),
  ];
  printChecks(checks);
  const failed = checks.filter((check) => !check.pass);
  if (WRITE) {
    const file = writeBenchResult('gate', {
      machine: { ...describeMachine(), loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))) },
      baseline: { ref: BASELINE_REF, commit: baselineCommit },
      candidate: { head: candidateHead, uncommittedChanges: dirty },
      settings: { rounds: ROUNDS, seconds: SECONDS, warmupS: WARMUP_S, connections: CONNECTIONS, samples: SAMPLES },
      thresholds: GATE_THRESHOLDS,
      pages: Object.fromEntries(
        pages.map((name) => [name, { baseline: baseline.paths[name], candidate: candidate.paths[name] }]),
      ),
      rounds: { baseline: baseline.rounds, candidate: candidate.rounds },
      longTail: {
        searches: searches.length,
        repeated,
        rounds: { baseline: baseline.longTailRounds, candidate: candidate.longTailRounds },
      },
      checks,
      pass: failed.length === 0,
    });
    log(`written ${file}`);
  }
  log(failed.length ? `gate FAILED: ${failed.map((check) => check.name).join('; ')}` : 'gate passed');
  return failed.length ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
let code = 1;
try {
  code = await main();
} catch (error) {
  if (!(error instanceof NoBaseline)) throw error;
  const line = '!'.repeat(78);
  console.log(
    `${line}\n!! PERFORMANCE GATE SKIPPED: ${error.message}\n!! Nothing was compared; the gate passes.\n${line}`,
  );
  code = 0;
} finally {
  await Promise.all(revisions.map((revision) => stopShippedServer(revision.server)));
  cleanUp();
}
process.exit(code);
