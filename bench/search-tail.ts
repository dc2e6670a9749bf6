/**
 * `npm run bench:search-tail`: the slow tail of `npm run bench:search`, search by search. Reuses the
 * bench database (`.data/bench`, made by `npm run bench:search`), replays the same query mix once to
 * warm the caches, then again with every statement timed (`pg.Client.query` wrapped), and prints,
 * for each search slower than BENCH_TAIL_MS, its statements in the order they started: time, start
 * within the search, the scan session (`bitmap`, `walk` or `free`, docs/decisions/0033 and 0039),
 * the rows or sample it found, and its conditions. Where `bench:search-statements` says which
 * statements cost the most in total, this says what made one search slow: a window or a slice that
 * fell short and the pass that followed, a walk that read a whole range (decisions 0051, 0052).
 * Writes every search's statements to .data/bench-tail.json.
 *
 * BENCH_SIZE=1000000 (the size whose query mix to replay), BENCH_QUERIES=150 (per kind),
 * BENCH_TAIL_MS=30, BENCH_TOP=20 (searches printed).
 */
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { getReferenceData } from '../server/catalogue/reference-data.ts';
import { closeDatabase, connectDatabase } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { searchAds } from '../server/search/search-ads.ts';
import { clearFacetCache } from '../server/search/search-facets.ts';
import { storedQueryMix } from './support/stored-query-mix.ts';

const SIZE = Number(process.env.BENCH_SIZE ?? 1_000_000);
const PER_KIND = Number(process.env.BENCH_QUERIES ?? 150);
const TAIL_MS = Number(process.env.BENCH_TAIL_MS ?? 30);
const TOP = Number(process.env.BENCH_TOP ?? 20);

interface Statement {
  ms: number;
  startMs: number;
  session: string;
  rows: number | null;
  text: string;
}

const server = await startEmbeddedPostgres({ dataDir: '.data/bench' });
const url = new URL(server.url);
url.pathname = '/galope_bench';
connectDatabase(url.href);

// Every statement of the search being timed, from its start. Page and counts run side by side, so
// their times overlap.
let timed: { start: number; statements: Statement[] } | null = null;
type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const query = pg.Client.prototype.query as unknown as Query;
(pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
  const search = timed;
  if (!search) return query.apply(this, args);
  const started = performance.now();
  const config = args[0] as string | { text?: string };
  const options = String(
    (this as unknown as { connectionParameters: { options?: string } }).connectionParameters.options,
  );
  const record = (result: unknown) => {
    const rows = (result as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? [];
    // A count's sample is its 'all' row; a ranked page says its candidates; else the rows returned.
    const sample = rows.find((row) => row.dimension === 'all')?.count ?? rows[0]?.candidates ?? rows.length;
    search.statements.push({
      ms: performance.now() - started,
      startMs: started - search.start,
      session: options.includes('bitmapscan=off') ? 'walk' : options.includes('seqscan=off') ? 'bitmap' : 'free',
      rows: typeof sample === 'number' ? sample : null,
      text: (typeof config === 'string' ? config : (config.text ?? '')).replace(/\s+/g, ' ').trim(),
    });
  };
  // node-postgres's pools pass a callback; drizzle's clients await a promise.
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (error: unknown, result: unknown) => {
      record(result);
      return callback(error, result);
    };
    return query.apply(this, args);
  }
  const result = query.apply(this, args) as Promise<unknown>;
  return result.then((value) => {
    record(value);
    return value;
  });
};

const reference = await getReferenceData();
const { queries } = await storedQueryMix({ size: SIZE, perKind: PER_KIND, reference });
for (const each of queries) await searchAds(each.criteria);
clearFacetCache();

const searches = [];
for (const each of queries) {
  timed = { start: performance.now(), statements: [] };
  const result = await searchAds(each.criteria);
  const ms = performance.now() - timed.start;
  searches.push({ kind: each.kind, ms, total: result.total, criteria: each.criteria, statements: timed.statements });
  timed = null;
}
await closeDatabase();
await server.stop();

const times = searches.map((each) => each.ms).sort((a, b) => a - b);
const at = (fraction: number) => times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)] ?? 0;
const slow = searches.filter((each) => each.ms > TAIL_MS).sort((a, b) => b.ms - a.ms);
console.log(
  `${searches.length} searches at ${SIZE.toLocaleString('en')} ads: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms; ${slow.length} over ${TAIL_MS} ms`,
);
for (const search of slow.slice(0, TOP)) {
  const fields = Object.entries(search.criteria).filter(
    ([key, value]) => !['locale', 'pageSize'].includes(key) && value !== null && value !== '' && value !== false,
  );
  console.log(
    `\n${search.ms.toFixed(1)} ms ${search.kind}, ${search.total} ads: ${JSON.stringify(Object.fromEntries(fields))}`,
  );
  for (const statement of [...search.statements].sort((a, b) => a.startMs - b.startMs)) {
    const where = statement.text.match(/from search_ads where (.*?)(?: order by | limit |\) select|$)/)?.[1];
    console.log(
      `  ${statement.ms.toFixed(1).padStart(6)} ms at ${statement.startMs.toFixed(1).padStart(5)} ${statement.session.padEnd(6)} ${String(statement.rows).padStart(5)} rows  ${(where ?? statement.text).slice(0, 150)}`,
    );
  }
}
writeFileSync('.data/bench-tail.json', JSON.stringify(searches));
