/**
 * The rules of `npm run bench:gate` (docs/decisions/0036-performance-gate.md): a candidate build
 * against a baseline build measured in the same job, judged by ratios of medians, never by
 * absolute times (the CI machine's speed is unknown and shared). Pure, so they are unit tested.
 */
import { PAGE_WEIGHT_TARGETS_KB, type PageWeight } from './page-weight.ts';

export interface GateThresholds {
  /** Candidate throughput under load must stay ≥ this × the baseline's. */
  minThroughputRatio: number;
  /** Candidate p99 under load must stay ≤ this × the baseline's + latencyFloorMs. */
  maxLatencyRatio: number;
  latencyFloorMs: number;
  /** CPU (server and its database) per request under load: ≤ this × the baseline's + cpuFloorMs. */
  maxCpuRatio: number;
  cpuFloorMs: number;
  /** Each page's median time for one request alone: ≤ this × the baseline's + pageTimeFloorMs. */
  maxPageTimeRatio: number;
  pageTimeFloorMs: number;
  /** JavaScript per page (gzip) may grow by at most this fraction over the baseline's. */
  maxWeightGrowth: number;
}

/** Chosen from the spread of same-revision runs on this machine (decision 0036). */
export const GATE_THRESHOLDS: GateThresholds = {
  minThroughputRatio: 0.67,
  maxLatencyRatio: 2,
  latencyFloorMs: 50,
  maxCpuRatio: 1.3,
  cpuFloorMs: 1,
  maxPageTimeRatio: 1.75,
  pageTimeFloorMs: 5,
  maxWeightGrowth: 0.05,
};

/** One timed load round of one revision (autocannon over the URL mix). */
export interface LoadRound {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time of the server process and its embedded PostgreSQL per request answered. */
  cpuMsPerRequest: number;
  /** Errors, timeouts and answers other than 2xx. */
  failures: number;
}

export interface GateCheck {
  name: string;
  unit: string;
  baseline: number | null;
  candidate: number;
  /** candidate / baseline; null without a baseline. */
  ratio: number | null;
  /** The rule, in words: `≥ 0.67 × baseline`. */
  limit: string;
  pass: boolean;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function ratioOf(candidate: number, baseline: number): number {
  return baseline === 0 ? (candidate === 0 ? 1 : Number.POSITIVE_INFINITY) : round(candidate / baseline, 3);
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** "Not slower by more than ratio × baseline + floor": small values may wobble by the floor. */
export function slowerCheck(
  name: string,
  baseline: number,
  candidate: number,
  ratio: number,
  floorMs: number,
): GateCheck {
  return {
    name,
    unit: 'ms',
    baseline: round(baseline),
    candidate: round(candidate),
    ratio: ratioOf(candidate, baseline),
    limit: `≤ ${ratio} × baseline + ${floorMs} ms`,
    pass: candidate <= ratio * baseline + floorMs,
  };
}

/**
 * Throughput, p99 and CPU per request under load (medians of the rounds), and no failures the
 * baseline did not have. CPU per request is the steadiest of the three on a shared machine: a
 * neighbour's load changes how long a request waits, hardly how much CPU it takes.
 */
export function judgeLoad(
  baseline: LoadRound[],
  candidate: LoadRound[],
  thresholds = GATE_THRESHOLDS,
  /** Which load, when the gate measures several (`long-tail search`): said before each check's name. */
  label = '',
): GateCheck[] {
  const medians = (rounds: LoadRound[]) => ({
    rps: median(rounds.map((each) => each.requestsPerSecond)),
    p99: median(rounds.map((each) => each.p99Ms)),
    cpu: median(rounds.map((each) => each.cpuMsPerRequest)),
  });
  const [base, cand] = [medians(baseline), medians(candidate)];
  const failures = {
    baseline: baseline.reduce((sum, each) => sum + each.failures, 0),
    candidate: candidate.reduce((sum, each) => sum + each.failures, 0),
  };
  const named = (check: GateCheck): GateCheck => (label ? { ...check, name: `${label}: ${check.name}` } : check);
  return [
    {
      name: 'throughput under load (median of rounds)',
      unit: 'req/s',
      baseline: round(base.rps),
      candidate: round(cand.rps),
      ratio: ratioOf(cand.rps, base.rps),
      limit: `≥ ${thresholds.minThroughputRatio} × baseline`,
      pass: cand.rps >= thresholds.minThroughputRatio * base.rps,
    },
    slowerCheck(
      'p99 under load (median of rounds)',
      base.p99,
      cand.p99,
      thresholds.maxLatencyRatio,
      thresholds.latencyFloorMs,
    ),
    {
      name: 'CPU per request under load (median of rounds)',
      unit: 'ms',
      baseline: round(base.cpu, 2),
      candidate: round(cand.cpu, 2),
      ratio: ratioOf(cand.cpu, base.cpu),
      limit: `≤ ${thresholds.maxCpuRatio} × baseline + ${thresholds.cpuFloorMs} ms`,
      pass: cand.cpu <= thresholds.maxCpuRatio * base.cpu + thresholds.cpuFloorMs,
    },
    {
      name: 'failed requests under load (errors, timeouts, non-2xx)',
      unit: 'requests',
      baseline: failures.baseline,
      candidate: failures.candidate,
      ratio: null,
      limit: '≤ baseline',
      pass: failures.candidate <= failures.baseline,
    },
  ].map(named);
}

/** Each page's median time alone (one request at a time), over every round's samples. */
export function judgePageTimes(
  baseline: Record<string, number[]>,
  candidate: Record<string, number[]>,
  thresholds = GATE_THRESHOLDS,
): GateCheck[] {
  return Object.entries(candidate).flatMap(([page, times]) => {
    const base = baseline[page];
    if (!base?.length || !times.length) return [];
    return [
      slowerCheck(
        `${page} alone (median)`,
        median(base),
        median(times),
        thresholds.maxPageTimeRatio,
        thresholds.pageTimeFloorMs,
      ),
    ];
  });
}

/**
 * JavaScript per page type: within maxWeightGrowth of the baseline's, and within its budget where it
 * has one (issue 4: the ad page ≤ 120 KB). A page the baseline lacks (new route) is held to its budget alone.
 */
export function judgePageWeights(
  baseline: Record<string, PageWeight>,
  candidate: Record<string, PageWeight>,
  thresholds = GATE_THRESHOLDS,
  budgetsKb: Record<string, number> = PAGE_WEIGHT_TARGETS_KB,
): GateCheck[] {
  return Object.entries(candidate).map(([route, weight]) => {
    const base = baseline[route]?.gzipKb;
    const budget = budgetsKb[route];
    const withinBudget = budget === undefined || weight.gzipKb <= budget;
    const withinGrowth = base === undefined || weight.gzipKb <= base * (1 + thresholds.maxWeightGrowth);
    return {
      name: `${route} JavaScript (gzip)`,
      unit: 'KB',
      baseline: base ?? null,
      candidate: weight.gzipKb,
      ratio: base === undefined ? null : ratioOf(weight.gzipKb, base),
      limit: `≤ ${1 + thresholds.maxWeightGrowth} × baseline${budget === undefined ? '' : ` and ≤ ${budget} KB`}`,
      pass: withinBudget && withinGrowth,
    };
  });
}

/** Pages that answer on the baseline but not on the candidate are a regression too. */
export function judgeAnswers(baseline: Record<string, number>, candidate: Record<string, number>): GateCheck[] {
  return Object.entries(baseline)
    .filter(([, status]) => status === 200)
    .map(([page]) => ({
      name: `${page} answers 200`,
      unit: 'status',
      baseline: 200,
      candidate: candidate[page] ?? 0,
      ratio: null,
      limit: '= 200',
      pass: candidate[page] === 200,
    }));
}
