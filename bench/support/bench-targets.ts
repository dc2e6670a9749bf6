/**
 * Galope's performance targets, in one place: each names the bench that measures it, where it
 * comes from (an issue or DESIGN.md), and how to read the measured value out of that bench's
 * result file. `npm run bench` (bench/run-all.ts) compares every result with this table.
 */

export type BenchName = 'search' | 'http' | 'images' | 'chat' | 'lighthouse' | 'page-weight';

/** `at-most`: value ≤ target; `below`: value < target; `at-least`: value ≥ target. */
export type Direction = 'at-most' | 'below' | 'at-least';

/**
 * What a result file says about a target. `comparable` is false when the bench ran at other
 * settings than the target's (10k ads instead of 100k, 200 sockets instead of 10k): the value is
 * shown, but it neither meets nor misses the target.
 */
interface Measurement {
  value: number;
  comparable: boolean;
  at: string;
}

export interface Target {
  id: string;
  bench: BenchName;
  source: string;
  label: string;
  unit: string;
  direction: Direction;
  value: number;
  measure: (result: unknown) => Measurement | undefined;
}

type TargetStatus = 'met' | 'missed' | 'other-settings' | 'not-measured';

export interface TargetOutcome {
  id: string;
  bench: BenchName;
  label: string;
  source: string;
  unit: string;
  target: string;
  measured: number | null;
  at: string | null;
  status: TargetStatus;
  /** measured − target, signed (positive: above the target), in the target's unit. */
  difference: number | null;
  /** measured / target. */
  ratio: number | null;
}

/** Reads `a.b.0.c` out of parsed JSON; undefined as soon as a step is missing. */
export function pick(value: unknown, path: string): unknown {
  let current = value;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

function numberAt(value: unknown, path: string): number | undefined {
  const found = pick(value, path);
  return typeof found === 'number' && Number.isFinite(found) ? found : undefined;
}

function listAt(value: unknown, path: string): unknown[] {
  const found = pick(value, path);
  return Array.isArray(found) ? found : [];
}

/** The warm pass's p95 at `size` ads; from the largest size run when that one is missing. */
function searchP95(size: number) {
  return (result: unknown): Measurement | undefined => {
    const runs = listAt(result, 'results');
    const exact = runs.find((run) => numberAt(run, 'size') === size);
    const largest = [...runs].sort((a, b) => (numberAt(b, 'size') ?? 0) - (numberAt(a, 'size') ?? 0))[0];
    const run = exact ?? largest;
    const value = numberAt(run, 'passes.warm.overall.p95');
    const ran = numberAt(run, 'size');
    if (value === undefined || ran === undefined) return undefined;
    return { value, comparable: ran === size, at: `${ran.toLocaleString('en')} ads, warm` };
  };
}

/**
 * The one-process run at 100k ads: with the page cache (Galope as it runs; files before it had
 * no `pageCache` and always rendered) or with every page rendered (PAGE_CACHE_MB=0).
 */
function httpRun(path: 'requestsPerSecond.average' | 'latencyMs.p99', pageCache: boolean) {
  return (result: unknown): Measurement | undefined => {
    // Files since `npm start` (issue 32): served pages are the search mix, rendered ones the long tail.
    if (listAt(result, 'runs').some((each) => pick(each, 'mix') !== undefined))
      return httpMix(
        pageCache ? 'search mix' : 'long-tail search',
        path === 'latencyMs.p99' ? 'p99Ms' : 'requestsPerSecond',
      )(result);
    const run = listAt(result, 'runs').find(
      (each) => numberAt(each, 'workers') === 1 && ((each as { pageCache?: boolean }).pageCache ?? false) === pageCache,
    );
    const value = numberAt(run, path);
    const ads = numberAt(result, 'settings.ads');
    if (value === undefined || ads === undefined) return undefined;
    const how = pageCache ? 'page cache on' : 'every page rendered';
    return { value, comparable: ads === 100_000, at: `${ads.toLocaleString('en')} ads, 1 process, ${how}` };
  };
}

/** The targets' load: 50 connections. An overload run (500) answers mostly "busy" fast: no throughput. */
const HTTP_TARGET_CONNECTIONS = 50;

/** One mix of a `npm start` run (bench/http.ts since issue 32): this tree's median over the rounds. */
function httpMix(mix: string, path: string) {
  return (result: unknown): Measurement | undefined => {
    const value = numberAt(result, `summary.${mix}.candidate.${path}`);
    const ads = numberAt(result, 'settings.ads');
    const connections = numberAt(result, 'settings.connections') ?? HTTP_TARGET_CONNECTIONS;
    if (value === undefined || ads === undefined) return undefined;
    return {
      value,
      comparable: ads === 100_000 && connections === HTTP_TARGET_CONNECTIONS,
      at: `${ads.toLocaleString('en')} ads, npm start, ${connections} connections, ${mix}`,
    };
  };
}

function httpSearchPage(path: 'htmlBytes' | 'dataPayloadBytes') {
  return (result: unknown): Measurement | undefined => {
    const bytes = numberAt(result, `revisions.candidate.searchPage.${path}`);
    const ads = numberAt(result, 'settings.ads');
    if (bytes === undefined || ads === undefined) return undefined;
    return {
      value: Math.round(bytes / 102.4) / 10,
      comparable: ads === 100_000,
      at: `${ads.toLocaleString('en')} ads`,
    };
  };
}

function chatAt(path: string) {
  return (result: unknown): Measurement | undefined => {
    const value = numberAt(result, path);
    const sockets = numberAt(result, 'settings.sockets');
    const rate = numberAt(result, 'settings.rate');
    if (value === undefined || sockets === undefined || rate === undefined) return undefined;
    return {
      value,
      comparable: sockets >= 10_000 && rate >= 1_000,
      at: `${sockets.toLocaleString('en')} sockets, ${rate.toLocaleString('en')} msg/s`,
    };
  };
}

/** The pages bench/lighthouse.ts measures by default, found by the shape of their path. */
const LIGHTHOUSE_PAGES = [
  { key: 'home', name: 'home', matches: (path: string) => path === '/' },
  { key: 'ad', name: 'ad page', matches: (path: string) => path.startsWith('/s/') },
  { key: 'search', name: 'search page', matches: (path: string) => path.startsWith('/search') },
  { key: 'browse', name: '/c/caballos', matches: (path: string) => path === '/c/caballos' },
];
const LIGHTHOUSE_TARGETS = [
  { category: 'performance', direction: 'at-least', value: 95, source: 'issues 2, 4 and 5' },
  { category: 'accessibility', direction: 'at-least', value: 100, source: 'issues 4 and 10' },
  { category: 'best-practices', direction: 'at-least', value: 95, source: 'issue 2' },
  { category: 'seo', direction: 'at-least', value: 100, source: 'issues 4 and 10' },
] as const;

function lighthouseScore(matches: (path: string) => boolean, category: string) {
  return (result: unknown): Measurement | undefined => {
    const pages = pick(result, 'results');
    if (pages === null || typeof pages !== 'object') return undefined;
    const entry = Object.entries(pages).find(([path]) => matches(path));
    const value = entry ? numberAt(entry[1], `medians.${category}`) : undefined;
    const runs = numberAt(result, 'runsPerPage');
    if (!entry || value === undefined) return undefined;
    return { value, comparable: true, at: `median of ${runs ?? '?'} runs, mobile` };
  };
}

export const TARGETS: Target[] = [
  {
    id: 'search-100k-p95',
    bench: 'search',
    source: 'issue 5',
    label: 'search p95 at 100k ads',
    unit: 'ms',
    direction: 'at-most',
    value: 15,
    measure: searchP95(100_000),
  },
  {
    id: 'search-1m-p95',
    bench: 'search',
    source: 'issue 5',
    label: 'search p95 at 1M ads',
    unit: 'ms',
    direction: 'at-most',
    value: 30,
    measure: searchP95(1_000_000),
  },
  {
    id: 'http-search-rps',
    bench: 'http',
    source: 'issue 5',
    label: 'search page throughput at 100k ads (50 connections)',
    unit: 'req/s',
    direction: 'at-least',
    value: 400,
    measure: httpRun('requestsPerSecond.average', true),
  },
  {
    id: 'http-search-p99',
    bench: 'http',
    source: 'issue 5',
    label: 'search page p99 at 100k ads (50 connections)',
    unit: 'ms',
    direction: 'below',
    value: 100,
    measure: httpRun('latencyMs.p99', true),
  },
  {
    id: 'http-search-rps-rendered',
    bench: 'http',
    source: 'issue 5',
    label: 'search page throughput at 100k ads, every page rendered (50 connections)',
    unit: 'req/s',
    direction: 'at-least',
    value: 400,
    measure: httpRun('requestsPerSecond.average', false),
  },
  {
    id: 'http-search-p99-rendered',
    bench: 'http',
    source: 'issue 5',
    label: 'search page p99 at 100k ads, every page rendered (50 connections)',
    unit: 'ms',
    direction: 'below',
    value: 100,
    measure: httpRun('latencyMs.p99', false),
  },
  {
    id: 'http-long-tail-rps',
    bench: 'http',
    source: 'issue 32',
    label: 'long-tail search (never repeated) at 100k ads, npm start, 50 connections',
    unit: 'req/s',
    direction: 'at-least',
    value: 250,
    measure: httpMix('long-tail search', 'requestsPerSecond'),
  },
  {
    id: 'http-long-tail-p99',
    bench: 'http',
    source: 'issue 32',
    label: 'long-tail search p99 at 100k ads, npm start, 50 connections',
    unit: 'ms',
    direction: 'below',
    value: 200,
    measure: httpMix('long-tail search', 'p99Ms'),
  },
  {
    id: 'http-long-tail-node-cpu',
    bench: 'http',
    source: 'issue 32',
    label: 'Node CPU per uncached search at 100k ads',
    unit: 'ms',
    direction: 'at-most',
    value: 4,
    measure: httpMix('long-tail search', 'nodeCpuMsPerRequest'),
  },
  {
    id: 'http-ad-pages-rps',
    bench: 'http',
    source: 'issue 32',
    label: 'ad pages at 100k ads, npm start, 50 connections',
    unit: 'req/s',
    direction: 'at-least',
    value: 600,
    measure: httpMix('ad pages', 'requestsPerSecond'),
  },
  {
    id: 'http-home-rps',
    bench: 'http',
    source: 'issue 32',
    label: 'home at 100k ads, npm start, 50 connections',
    unit: 'req/s',
    direction: 'at-least',
    value: 1_500,
    measure: httpMix('home', 'requestsPerSecond'),
  },
  {
    id: 'http-search-html',
    bench: 'http',
    source: 'issue 32',
    label: 'search page HTML at 100k ads (uncompressed)',
    unit: 'KB',
    direction: 'at-most',
    value: 120,
    measure: httpSearchPage('htmlBytes'),
  },
  {
    id: 'http-search-data',
    bench: 'http',
    source: 'issue 32',
    label: 'search page data payload at 100k ads',
    unit: 'KB',
    direction: 'at-most',
    value: 20,
    measure: httpSearchPage('dataPayloadBytes'),
  },
  {
    id: 'images-12mp-median',
    bench: 'images',
    source: 'issue 4',
    label: '12-megapixel JPEG to all variants, median',
    unit: 'ms',
    direction: 'at-most',
    value: 1_500,
    measure: (result) => {
      const value = numberAt(result, 'medianMs');
      const pixels = (numberAt(result, 'input.width') ?? 0) * (numberAt(result, 'input.height') ?? 0);
      if (value === undefined) return undefined;
      return { value, comparable: pixels >= 12_000_000, at: `${(pixels / 1e6).toFixed(0)} MP` };
    },
  },
  {
    id: 'page-weight-ad-page',
    bench: 'page-weight',
    source: 'issue 4',
    label: 'ad page JavaScript, gzip',
    unit: 'KB',
    direction: 'at-most',
    value: 120,
    measure: (result) => {
      const value = numberAt(result, 'pages.ad-page-en.gzipKb');
      return value === undefined ? undefined : { value, comparable: true, at: 'build' };
    },
  },
  {
    id: 'chat-sockets',
    bench: 'chat',
    source: 'issue 7',
    label: 'chat sockets held on one node',
    unit: 'sockets',
    direction: 'at-least',
    value: 10_000,
    measure: (result) => {
      const value = numberAt(result, 'sockets.heldAtEnd');
      const asked = numberAt(result, 'settings.sockets');
      if (value === undefined || asked === undefined) return undefined;
      return { value, comparable: asked >= 10_000, at: `${asked.toLocaleString('en')} asked` };
    },
  },
  {
    id: 'chat-delivery-p99',
    bench: 'chat',
    source: 'issue 7',
    label: 'chat delivery p99 at 1k msg/s',
    unit: 'ms',
    direction: 'below',
    value: 50,
    measure: chatAt('deliveryMs.p99'),
  },
  {
    id: 'chat-undelivered',
    bench: 'chat',
    source: 'issue 7',
    label: 'chat messages not delivered',
    unit: 'messages',
    direction: 'at-most',
    value: 0,
    measure: (result) => {
      const value = numberAt(result, 'messages.undelivered');
      const sent = numberAt(result, 'messages.sent');
      return value === undefined ? undefined : { value, comparable: true, at: `${sent ?? '?'} sent` };
    },
  },
  ...LIGHTHOUSE_PAGES.flatMap((page) =>
    LIGHTHOUSE_TARGETS.map(
      (each): Target => ({
        id: `lighthouse-${page.key}-${each.category}`,
        bench: 'lighthouse',
        source: each.source,
        label: `Lighthouse ${each.category}, ${page.name}`,
        unit: 'score',
        direction: each.direction,
        value: each.value,
        measure: lighthouseScore(page.matches, each.category),
      }),
    ),
  ),
];

const SYMBOL: Record<Direction, string> = { 'at-most': '≤', below: '<', 'at-least': '≥' };

export function meetsTarget(direction: Direction, measured: number, target: number): boolean {
  if (direction === 'at-most') return measured <= target;
  if (direction === 'below') return measured < target;
  return measured >= target;
}

/** One target against the result file of its bench (undefined: the bench did not run or wrote nothing). */
export function compareWithTarget(target: Target, result: unknown): TargetOutcome {
  const measurement = result === undefined ? undefined : target.measure(result);
  const base = {
    id: target.id,
    bench: target.bench,
    label: target.label,
    source: target.source,
    unit: target.unit,
    target: `${SYMBOL[target.direction]} ${target.value.toLocaleString('en')} ${target.unit}`,
  };
  if (!measurement) return { ...base, measured: null, at: null, status: 'not-measured', difference: null, ratio: null };
  const status: TargetStatus = !measurement.comparable
    ? 'other-settings'
    : meetsTarget(target.direction, measurement.value, target.value)
      ? 'met'
      : 'missed';
  return {
    ...base,
    measured: measurement.value,
    at: measurement.at,
    status,
    difference: round(measurement.value - target.value),
    ratio: target.value === 0 ? null : round(measurement.value / target.value),
  };
}

/** Every target against the results of this run, keyed by bench name. */
export function compareWithTargets(results: Partial<Record<BenchName, unknown>>): TargetOutcome[] {
  return TARGETS.map((target) => compareWithTarget(target, results[target.bench]));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
