import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type S3TestServer, startS3TestServer } from '../../support/s3-test-server.ts';
import { type DebianPostgres, startDebianPostgres } from './debian-postgres.ts';

export interface ScaleOutCluster {
  nodes: { a: string; b: string };
  databaseUrl: string;
  replicaUrl: string;
  s3: Record<string, string>;
  /** What an app node of this cluster is started with, but PORT and GALOPE_DATA_DIR. */
  nodeEnv: Record<string, string>;
  /** Each process's data directory (media must not land there: it goes to the bucket). */
  dataDirs: { a: string; b: string; worker: string };
  /** Where a test puts the data directories and logs of nodes it starts itself. */
  workDir: string;
  stop(): Promise<void>;
}

/** Signs sessions' CSRF tokens: the same on every node, as production requires. */
const SCALE_OUT_SECRET = 'scale-out-test-secret-0123456789abcdef';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Galope as it runs in production, on this machine: Debian's PostgreSQL with a streaming
 * replica, an S3-compatible store (s3rver), two app nodes (the production build, JOBS=off, the
 * PostgreSQL realtime adapter) and one `npm run worker` process. Ports from `basePort` upwards,
 * the first free ones.
 */
export async function startScaleOutCluster({ basePort }: { basePort: number }): Promise<ScaleOutCluster> {
  if (!existsSync(path.join(ROOT, 'build/server/index.js'))) throw new Error('No production build: react-router build');
  const [pgPort = 0, replicaPort = 0, s3Port = 0, portA = 0, portB = 0] = await freePorts(basePort, 5);
  const workDir = await mkdtemp(path.join(tmpdir(), 'galope-scale-out-'));
  const processes: GalopeProcess[] = [];
  let postgres: DebianPostgres | undefined;
  let s3: S3TestServer | undefined;

  async function stop(): Promise<void> {
    // SIGTERM: each process drains and stops on its own (main.ts, worker.ts), then the services go.
    await Promise.all(processes.map(({ child }) => stopProcess(child)));
    await s3?.stop();
    await postgres?.stop();
    if (!process.env.SCALE_OUT_KEEP) await rm(workDir, { recursive: true, force: true });
  }

  try {
    const started = performance.now();
    [postgres, s3] = await Promise.all([
      startDebianPostgres({ port: pgPort, replicaPort }),
      startS3TestServer('galope-scale-out', { port: s3Port }),
    ]);
    const replicaUrl = postgres.replicaUrl ?? '';
    const common = {
      ...s3.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      // Required with DATABASE_URL (decision 0054): the nodes' mails and pages link to node A, as
      // behind one public address; proxies believed from this machine only.
      PUBLIC_URL: `http://127.0.0.1:${portA}`,
      TRUST_PROXY: 'loopback',
      SESSION_SECRET: SCALE_OUT_SECRET,
      REALTIME_ADAPTER: 'postgres',
      DEMO_DATA: 'off',
      LOG_LEVEL: process.env.SCALE_OUT_LOG_LEVEL ?? 'warn',
    };
    const dataDirs = { a: path.join(workDir, 'a'), b: path.join(workDir, 'b'), worker: path.join(workDir, 'worker') };
    const nodeEnv = { ...common, JOBS: 'off', DATABASE_REPLICA_URL: replicaUrl };
    // The three start together: migrations and seeding take turns under an advisory lock.
    processes.push(
      ...(await Promise.all([
        spawnGalope({ name: 'node-a', workDir, env: { ...nodeEnv, PORT: String(portA), GALOPE_DATA_DIR: dataDirs.a } }),
        spawnGalope({ name: 'node-b', workDir, env: { ...nodeEnv, PORT: String(portB), GALOPE_DATA_DIR: dataDirs.b } }),
        spawnGalope({
          name: 'worker',
          workDir,
          script: 'server/worker.ts',
          env: { ...common, GALOPE_DATA_DIR: dataDirs.worker },
        }),
      ])),
    );
    const nodes = { a: `http://127.0.0.1:${portA}`, b: `http://127.0.0.1:${portB}` };
    await Promise.all([waitUntilReady(nodes.a, processes), waitUntilReady(nodes.b, processes)]);
    console.info(`scale-out cluster ready in ${Math.round(performance.now() - started)} ms: ${nodes.a} ${nodes.b}`);
    return { nodes, databaseUrl: postgres.url, replicaUrl, s3: s3.env, nodeEnv, dataDirs, workDir, stop };
  } catch (error) {
    for (const { name, log } of processes) console.error(`--- ${name}\n${tail(log)}`);
    for (const log of postgres?.logs ?? []) console.error(`--- ${log}\n${tail(log)}`);
    await stop();
    throw error;
  }
}

export interface GalopeProcess {
  name: string;
  child: ChildProcess;
  log: string;
}

/**
 * `node server/main.ts` (or `script`) with only `env` (and PATH, HOME), its output in
 * `<workDir>/<name>.log`. The project's Node runs it straight, so its pid is the server's own.
 */
export async function spawnGalope({
  name,
  workDir,
  env,
  script = 'server/main.ts',
}: {
  name: string;
  workDir: string;
  env: Record<string, string>;
  script?: string;
}): Promise<GalopeProcess> {
  const log = path.join(workDir, `${name}.log`);
  const file = await open(log, 'w');
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', file.fd, file.fd],
  });
  child.once('exit', (code, signal) => {
    void file.close();
    if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGKILL') {
      console.error(`${name} exited (${code ?? signal})\n${tail(log)}`);
    }
  });
  return { name, child, log };
}

/** Resolves once `origin` answers /readyz; rejects when one of `processes` stops first. */
export async function waitUntilReady(origin: string, processes: GalopeProcess[], timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const crashed = processes.find(({ child }) => child.exitCode !== null || child.signalCode !== null);
    if (crashed) throw new Error(`${crashed.name} stopped while starting:\n${tail(crashed.log)}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} not ready in time`);
}

/** Sends SIGTERM and waits for the exit; SIGKILL after 15 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

/** The first `count` ports from `from` upwards that nothing listens on. */
export async function freePorts(from: number, count: number): Promise<number[]> {
  const found: number[] = [];
  for (let port = from; found.length < count && port < from + 100; port += 1) {
    if (await isFree(port)) found.push(port);
  }
  if (found.length < count) throw new Error(`No ${count} free ports from ${from}`);
  return found;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
