import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';

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
 * Where results go: `bench/results` (committed), or BENCH_RESULTS_DIR for a trial run that must not
 * overwrite the day's real results.
 */
export function benchResultsDir(): string {
  return process.env.BENCH_RESULTS_DIR ?? 'bench/results';
}

/** Writes `bench/results/{name}-{date}.json` with the run's time first; returns the path. */
export function writeBenchResult(name: string, body: Record<string, unknown>): string {
  const now = new Date();
  mkdirSync(benchResultsDir(), { recursive: true });
  const file = `${benchResultsDir()}/${name}-${now.toISOString().slice(0, 10)}.json`;
  writeFileSync(file, `${JSON.stringify({ date: now.toISOString(), ...body }, null, 2)}\n`);
  return file;
}
