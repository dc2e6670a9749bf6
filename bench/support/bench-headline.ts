/**
 * The few numbers of a bench run that go into its summary in git (bench/results/<bench>.summary.json):
 * each target the run measures (bench/support/bench-targets.ts), then the bench's own headline
 * numbers. The whole run stays in its raw file, out of git.
 */
import { type BenchName, compareWithTargets, pick } from './bench-targets.ts';

type Headline = Record<string, unknown>;

const TARGETED: readonly string[] = ['search', 'http', 'images', 'chat', 'lighthouse', 'page-weight'];

/** Numbers a bench reports beside its targets, read from its result file. */
const OWN_NUMBERS: Record<string, (result: unknown) => Headline> = {
  'page-weight': (result) => ({ gzipKb: mapValues(pick(result, 'pages'), (page) => pick(page, 'gzipKb')) }),
  images: (result) => numbersAt(result, ['medianMs', 'p90Ms', 'medianCpuMs']),
  search: (result) =>
    Object.fromEntries(
      list(pick(result, 'results')).map((run) => [
        `warm at ${Number(pick(run, 'size')).toLocaleString('en')} ads`,
        numbersAt(pick(run, 'passes.warm.overall'), ['p50', 'p95', 'p99']),
      ]),
    ),
  // Every mix's rate and costs: the targets name only some mixes (the first views of ads none).
  http: (result) => ({
    byMix: mapValues(pick(result, 'summary'), (mix) =>
      numbersAt(pick(mix, 'candidate'), [
        'requestsPerSecond',
        'p99Ms',
        'nodeCpuMsPerRequest',
        'postgresCpuMsPerRequest',
      ]),
    ),
  }),
  chat: (result) => ({ deliveryMs: numbersAt(pick(result, 'deliveryMs'), ['p50', 'p95', 'p99']) }),
  lighthouse: (result) => ({
    lcpAndTbtMs: mapValues(pick(result, 'results'), (page) => numbersAt(pick(page, 'medians'), ['lcpMs', 'tbtMs'])),
  }),
  backup: (result) => numbersAt(result, ['ads', 'rows', 'backupMs', 'restoreMs']),
  restart: (result) => numbersAt(result, ['firstStartMs', 'medianMs', 'targetMs', 'pass']),
  relevance: (result) => ({
    ...numbersAt(result, ['ads', 'searches', 'precisionAt10', 'zeroResultRate']),
    precisionAt10ByLanguage: mapValues(pick(result, 'byLanguage'), (language) => pick(language, 'precisionAt10')),
  }),
  gate: (result) => ({
    pass: pick(result, 'pass'),
    baseline: pick(result, 'baseline.ref'),
    checks: list(pick(result, 'checks')).length,
    failed: list(pick(result, 'checks'))
      .filter((check) => pick(check, 'pass') === false)
      .map((check) => pick(check, 'name')),
  }),
  targets: (result) => {
    const targets = list(pick(result, 'targets'));
    const statusOf = (target: unknown) => String(pick(target, 'status'));
    return {
      byStatus: Object.fromEntries(
        [...new Set(targets.map(statusOf))].map((status) => [
          status,
          targets.filter((target) => statusOf(target) === status).length,
        ]),
      ),
      missed: targets.filter((target) => statusOf(target) === 'missed').map((target) => pick(target, 'id')),
      noResult: list(pick(result, 'benches'))
        .filter((bench) => !pick(bench, 'resultFile'))
        .map((bench) => pick(bench, 'name')),
    };
  },
};

/** The headline of one run of `bench`: its targets (measured ones only), then its own numbers. */
export function headlineOf(bench: string, result: unknown): Headline {
  const targets = TARGETED.includes(bench)
    ? compareWithTargets({ [bench as BenchName]: result })
        .filter((outcome) => outcome.bench === bench && outcome.measured !== null)
        .map((outcome) => [
          outcome.id,
          `${outcome.measured?.toLocaleString('en')} ${outcome.unit}: ${outcome.status} (${outcome.target}; ${outcome.at})`,
        ])
    : [];
  const own = OWN_NUMBERS[bench]?.(result) ?? topLevelNumbers(result);
  return roundDeep({ ...Object.fromEntries(targets), ...own }) as Headline;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function mapValues(value: unknown, read: (entry: unknown) => unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, read(entry)]));
}

function numbersAt(value: unknown, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, pick(value, key)]).filter(([, found]) => found !== undefined));
}

/** A bench without its own headline: the numbers and yes/no answers at the top of its result. */
function topLevelNumbers(result: unknown): Headline {
  if (result === null || typeof result !== 'object') return {};
  return Object.fromEntries(
    Object.entries(result).filter(([, value]) => typeof value === 'number' || typeof value === 'boolean'),
  );
}

/** Three decimals at most: a summary is read by people. */
function roundDeep(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Math.round(value * 1000) / 1000;
  if (Array.isArray(value)) return value.map(roundDeep);
  if (value !== null && typeof value === 'object') return mapValues(value, roundDeep);
  return value;
}
