/**
 * `npm run bench`: builds the site once, runs every bench in turn (each with its own defaults, which
 * the BENCH_* variables each bench documents still override), then compares their result files
 * with the targets of bench/support/bench-targets.ts and writes bench/results/runs/targets-<date>-<time>.json
 * (each target, the measured value, met or missed and by how much, with the machine and its load
 * average; its counts go into bench/results/targets.summary.json) and prints it as a table.
 *
 * BENCH_ONLY=search,http (a subset, in this order), BENCH_RESULTS_DIR (somewhere else than
 * bench/results, for a trial run). Exit 1 when a bench wrote no result or a target is missed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeMachine, rawRunsDir, writeBenchResult } from './support/bench-result.ts';
import { type BenchName, compareWithTargets, type TargetOutcome } from './support/bench-targets.ts';

/** Quick ones first, so a broken build shows before the long search load. */
const ALL: BenchName[] = ['page-weight', 'images', 'search', 'http', 'chat', 'lighthouse'];
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const BENCHES = ONLY ? ALL.filter((name) => ONLY.includes(name)) : ALL;

function log(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function loadAverage() {
  return os.loadavg().map((value) => Number(value.toFixed(2)));
}

function resultFiles(): Map<string, number> {
  const dir = rawRunsDir();
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name, statSync(path.join(dir, name)).mtimeMs]),
  );
}

/** The file this bench wrote during its run: new or changed since `before`, named after it. */
function writtenBy(name: BenchName, before: Map<string, number>): string | undefined {
  const pattern = new RegExp(`^${name}-(?!statements)`);
  return [...resultFiles()]
    .filter(([file, mtime]) => pattern.test(file) && before.get(file) !== mtime)
    .sort((a, b) => b[1] - a[1])[0]?.[0];
}

function run(command: string[]): number {
  return spawnSync(process.execPath, command, { stdio: 'inherit', env: process.env }).status ?? 1;
}

const startedAt = new Date();
const loadAtStart = loadAverage();
log(`building the site (react-router build) for the benches that serve it`);
if (run(['node_modules/@react-router/dev/bin.cjs', 'build']) !== 0) {
  console.error('The build failed: no bench run.');
  process.exit(1);
}

const benches = [];
const results: Partial<Record<BenchName, unknown>> = {};
for (const name of BENCHES) {
  const before = resultFiles();
  const start = performance.now();
  log(`bench ${name} (load average ${loadAverage().join(' ')})`);
  const exitCode = run([`bench/${name}.ts`]);
  const file = writtenBy(name, before);
  if (file) results[name] = JSON.parse(readFileSync(path.join(rawRunsDir(), file), 'utf8'));
  benches.push({ name, exitCode, seconds: Math.round((performance.now() - start) / 1000), resultFile: file ?? null });
  log(`bench ${name}: exit ${exitCode}, ${file ? `wrote ${file}` : 'NO RESULT FILE'}`);
}

const targets = compareWithTargets(results).filter((outcome) => BENCHES.includes(outcome.bench));
const summaryFile = writeBenchResult('targets', {
  startedAt: startedAt.toISOString(),
  machine: { ...describeMachine(), loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadAverage() },
  settings: Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('BENCH_'))),
  benches,
  targets,
});

printTable(targets);
log(`written ${summaryFile}`);
const missed = targets.filter((outcome) => outcome.status === 'missed');
const noResult = benches.filter((bench) => !bench.resultFile);
if (missed.length) log(`${missed.length} target(s) missed: ${missed.map((each) => each.id).join(', ')}`);
if (noResult.length) log(`no result from: ${noResult.map((each) => each.name).join(', ')}`);
process.exit(missed.length || noResult.length ? 1 : 0);

function printTable(outcomes: TargetOutcome[]) {
  const rows = outcomes.map((outcome) => [
    outcome.label,
    outcome.target,
    outcome.measured === null ? '—' : `${outcome.measured.toLocaleString('en')} ${outcome.unit}`,
    outcome.status === 'other-settings' ? `other settings (${outcome.at})` : outcome.status,
    outcome.difference === null ? '' : `${outcome.difference > 0 ? '+' : ''}${outcome.difference.toLocaleString('en')}`,
  ]);
  const header = ['target', 'wanted', 'measured', 'status', 'difference'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of [header, ...rows])
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}
