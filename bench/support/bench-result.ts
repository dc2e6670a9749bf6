import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { headlineOf } from './bench-headline.ts';

/** The machine a bench ran on, for the result file: results only compare on the same kind. */
export function describeMachine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
}

/**
 * Where results go: `bench/results` (the summaries, in git; the raw runs in its `runs/`, ignored by
 * git), or BENCH_RESULTS_DIR for a trial run that must not touch the summaries in git.
 */
export function benchResultsDir(): string {
  return process.env.BENCH_RESULTS_DIR ?? 'bench/results';
}

/** The raw runs: whole result files, kept on the machine that ran them, not in git. */
export function rawRunsDir(resultsDir = benchResultsDir()): string {
  return path.join(resultsDir, 'runs');
}

/** How many runs a summary keeps, newest first: enough to see a trend in `git log -p`. */
export const SUMMARY_RUNS = 10;

interface WriteOptions {
  /** Default: benchResultsDir(). */
  resultsDir?: string;
  /** A name for this run (an A/B side, a size): BENCH_LABEL by default; it goes into the file name. */
  label?: string;
  now?: Date;
}

/**
 * Writes the run's whole result to `bench/results/runs/{bench}[-{label}]-{date}-{time}.json` (time
 * first) and puts its machine, date and headline numbers at the top of
 * `bench/results/{bench}.summary.json`; returns the raw file's path.
 */
export function writeBenchResult(bench: string, body: Record<string, unknown>, options: WriteOptions = {}): string {
  const resultsDir = options.resultsDir ?? benchResultsDir();
  const label = options.label ?? (process.env.BENCH_LABEL || undefined);
  const now = options.now ?? new Date();
  const runsDir = rawRunsDir(resultsDir);
  mkdirSync(runsDir, { recursive: true });
  const stamp = now.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');
  const file = path.join(runsDir, `${bench}${label ? `-${label}` : ''}-${stamp}.json`);
  const result = { date: now.toISOString(), ...body };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  recordRun(resultsDir, { bench, label, raw: path.basename(file), result });
  return file;
}

interface SummaryRun {
  date: string;
  label?: string;
  /** The raw file's name in `runs/`. */
  raw: string;
  machine: Record<string, unknown>;
  headline: Record<string, unknown>;
}

export function summaryFile(resultsDir: string, bench: string): string {
  return path.join(resultsDir, `${bench}.summary.json`);
}

/** Adds one run to its bench's summary: newest first, at most SUMMARY_RUNS. */
export function recordRun(
  resultsDir: string,
  run: { bench: string; label?: string; raw: string; result: Record<string, unknown> },
): void {
  const file = summaryFile(resultsDir, run.bench);
  const earlier: SummaryRun[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).runs : [];
  const entry: SummaryRun = {
    date: String(run.result.date),
    ...(run.label ? { label: run.label } : {}),
    raw: run.raw,
    machine: machineOf(run.result.machine),
    headline: headlineOf(run.bench, run.result),
  };
  const runs = [entry, ...earlier.filter((each) => each.raw !== run.raw)]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, SUMMARY_RUNS);
  const summary = {
    bench: run.bench,
    about: `The latest runs of bench/${run.bench === 'targets' ? 'run-all' : run.bench}.ts, newest first (at most ${SUMMARY_RUNS}): machine, date and headline numbers. Each whole run is its "raw" file in bench/results/runs/ on the machine that ran it (not in git).`,
    runs,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(file, `${compactJson(summary)}\n`);
}

/** What tells machines apart, and how loaded this one was (1-minute load average): not the library versions. */
function machineOf(machine: unknown): Record<string, unknown> {
  if (machine === null || typeof machine !== 'object') return {};
  return Object.fromEntries(
    Object.entries(machine)
      .filter(([key]) => /^(cpus|cpuModel|memoryGiB|node|postgres|loadAverage.*)$/.test(key))
      .map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}

/** JSON with two-space indents, but an object or list that fits on one line stays on one line. */
export function compactJson(value: unknown, indent = '', width = 120): string {
  const flat = inline(value);
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= width) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((each) => `${inner}${compactJson(each, inner, width)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, each]) => each !== undefined);
  return `{\n${entries.map(([key, each]) => `${inner}${JSON.stringify(key)}: ${compactJson(each, inner, width)}`).join(',\n')}\n${indent}}`;
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, each]) => each !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([key, each]) => `${JSON.stringify(key)}: ${inline(each)}`).join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'null';
}
