/**
 * `npm run bench:restart`: how fast the server is back after a `kill -9` (decision 0003: under
 * 10 s from spawn to /readyz 200). Starts `node server/main.ts` on its own data directory and
 * embedded database, then BENCH_RUNS times kills it with SIGKILL (leaving the postmaster behind,
 * as a crash does) and measures the next start, which reclaims the orphan. Median and all runs
 * with the machine and load average in `bench/results/restart-<date>.json`. tests/e2e/lifecycle
 * checks the behaviour; the time is measured here, not in a timed test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describeMachine, writeBenchResult } from './support/bench-result.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 10_000;
const DATA_DIR = `.data/bench-restart-${randomBytes(4).toString('hex')}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(port: number): ChildProcess {
  const env = {
    ...process.env,
    DATABASE_URL: undefined,
    PORT: String(port),
    HOST: '127.0.0.1',
    GALOPE_DATA_DIR: DATA_DIR,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'off',
  };
  return spawn(process.execPath, ['server/main.ts'], { cwd: ROOT, env, stdio: 'ignore' });
}

async function readyAfter(child: ChildProcess, port: number, timeoutMs: number): Promise<number> {
  const spawnedAt = performance.now();
  while (performance.now() - spawnedAt < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (response?.status === 200) return Math.round(performance.now() - spawnedAt);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not ready after ${timeoutMs} ms`);
}

async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

const port = await freePort();
let server = start(port);
const firstStartMs = await readyAfter(server, port, 180_000);
const restartsMs: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    await kill(server, 'SIGKILL');
    server = start(port);
    restartsMs.push(await readyAfter(server, port, 60_000));
  }
} finally {
  await kill(server, 'SIGTERM');
  rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
const sorted = [...restartsMs].sort((a, b) => a - b);
const medianMs = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
const out = writeBenchResult('restart', {
  machine: describeMachine(),
  loadAverage: os.loadavg(),
  firstStartMs,
  restartsMs,
  medianMs,
  targetMs: TARGET_MS,
  pass: medianMs < TARGET_MS,
});
console.log(
  `first start ${firstStartMs} ms; restart after kill -9: median ${medianMs} ms (${restartsMs.join(', ')}), target < ${TARGET_MS} ms`,
);
console.log(`→ ${out}`);
if (medianMs >= TARGET_MS) process.exitCode = 1;
