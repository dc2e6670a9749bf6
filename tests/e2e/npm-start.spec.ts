import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { isBuildCurrent } from '../../scripts/build-once.ts';

/**
 * `npm start` as shipped (docs/decisions/0058-one-worker-per-core.md): React's production build,
 * one app worker per core beside a primary that keeps the embedded database; a worker that dies is
 * replaced while the others serve; SIGTERM drains every worker and stops PostgreSQL.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = `.data/npm-start-${randomBytes(4).toString('hex')}`;
const DATABASE_DIR = path.join(ROOT, DATA_DIR, 'postgres');

type Exit = { code: number | null; signal: NodeJS.Signals | null };

let child: ChildProcess | undefined;
const log: string[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  return /^\d+ \(.*\) [^Z]/.test(readOrEmpty(`/proc/${pid}/stat`));
}

/** Live processes whose parent is `parent` and whose command line runs server/main.ts: the app workers. */
function appWorkersOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      const stat = readOrEmpty(`/proc/${pid}/stat`);
      const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return parentPid === parent && isAlive(pid) && readOrEmpty(`/proc/${pid}/cmdline`).includes('server/main.ts');
    });
}

function postgresForDataDir(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => readOrEmpty(`/proc/${pid}/cmdline`).includes(DATABASE_DIR) && isAlive(pid));
}

/**
 * Sockets listening on `port` (IPv4, /proc/net/tcp state 0A): one per app worker when each opens
 * its own, one when the primary accepts for them all.
 */
function listeningSockets(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return readOrEmpty('/proc/net/tcp')
    .split('\n')
    .filter((line) => {
      const [, local, , state] = line.trim().split(/\s+/);
      return local?.endsWith(`:${hexPort}`) && state === '0A';
    }).length;
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  return port;
}

/** A GET on a connection of its own (fetch would reuse one to a worker the test killed). */
function get(port: number, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      })
      .on('error', reject);
  });
}

/** The `Galope is ready` line, parsed, once the primary logs it; fails with the output if it dies. */
async function readyLine(timeoutMs: number): Promise<{ workers: number; react: string; port: number }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const line = log
      .join('')
      .split('\n')
      .find((text) => text.includes('Galope is ready'));
    if (line) return JSON.parse(line);
    if (child?.exitCode !== null || child?.signalCode !== null) throw new Error(`npm start exited:\n${log.join('')}`);
    await sleep(100);
  }
  throw new Error(`npm start not ready after ${timeoutMs} ms:\n${log.join('')}`);
}

test.afterAll(async () => {
  // On failure nothing outlives the run: the primary and its workers, then PostgreSQL (SIGQUIT).
  const workers = child?.pid ? appWorkersOf(child.pid) : [];
  child?.kill('SIGKILL');
  for (const pid of workers) process.kill(pid, 'SIGKILL');
  for (const pid of postgresForDataDir()) process.kill(pid, 'SIGQUIT');
  for (let tries = 0; tries < 100 && postgresForDataDir().length > 0; tries++) await sleep(100);
  rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

test('npm start serves the production build from one worker per core, replaces a dead worker and stops cleanly', async () => {
  test.setTimeout(240_000);
  // npm start would build again, replacing the files the other tests' server is serving.
  if (!isBuildCurrent()) throw new Error('The sources changed after `node scripts/build-once.ts`: run it again');
  const port = await freePort();
  // What `npm start` runs (package.json), with no WEB_CONCURRENCY: one worker per core.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: undefined,
    WEB_CONCURRENCY: undefined,
    DATABASE_URL: undefined,
    PORT: String(port),
    HOST: '127.0.0.1',
    GALOPE_DATA_DIR: DATA_DIR,
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_MS: '1000',
    DEMO_DATA: 'off',
  };
  child = spawn(process.execPath, ['scripts/start.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => log.push(String(chunk)));
  const exited = new Promise<Exit>((resolve) => child?.on('exit', (code, signal) => resolve({ code, signal })));
  const primary = child.pid ?? 0;
  const cores = os.availableParallelism();

  await test.step('ready with React’s production build and one app worker per core', async () => {
    const ready = await readyLine(200_000);
    expect(ready.react).toBe('production');
    expect(ready.workers).toBe(cores);
    expect(appWorkersOf(primary)).toHaveLength(cores);
    // Each worker accepts its own connections, not one at a time from the primary (issue 32's overload).
    expect(listeningSockets(port)).toBe(cores);
    const home = await get(port, '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html lang="es"');
  });

  await test.step('a worker killed with SIGKILL is replaced; the site answers meanwhile', async () => {
    const [victim] = appWorkersOf(primary);
    if (!victim) throw new Error('no app worker');
    process.kill(victim, 'SIGKILL');
    // Connections the primary handed the victim before it learnt of the death are lost with it.
    await expect.poll(() => log.join('').includes('app worker died: replacing it'), { timeout: 10_000 }).toBe(true);
    for (let index = 0; index < 5; index++) {
      expect((await get(port, '/readyz')).status).toBe(200);
    }
    await expect
      .poll(() => appWorkersOf(primary).filter((pid) => pid !== victim).length, { timeout: 60_000 })
      .toBe(cores);
    // The replacement listens on the port of its own too.
    await expect.poll(() => listeningSockets(port), { timeout: 60_000 }).toBe(cores);
  });

  await test.step('SIGTERM drains every worker, stops PostgreSQL and exits 0', async () => {
    const workers = appWorkersOf(primary);
    child?.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, 30_000, 'timeout').unref());
    expect(await Promise.race([exited, timeout]), log.join('')).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(isAlive(pid)).toBe(false);
    expect(postgresForDataDir()).toEqual([]);
  });
});
