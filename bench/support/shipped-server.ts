import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { embeddedDatabaseUrl } from '../../server/db/embedded-postgres.ts';
import { processTreeCpuSeconds } from './process-cpu.ts';

/**
 * Galope as `npm start` ships it, for the benches (issue 32): `node scripts/start.ts` in `dir`
 * (React's production build, WEB_CONCURRENCY app workers of one primary, the embedded PostgreSQL
 * in `dataDir`). A revision older than that script runs `server/main.ts` with NODE_ENV=production.
 */
export function startShippedServer(options: {
  dir: string;
  dataDir: string;
  port: number;
  env?: NodeJS.ProcessEnv;
  nodeArgs?: string[];
  /** A file descriptor: stdout and stderr into that file (bench/support/server-log.ts). */
  stdio?: 'inherit' | 'ignore' | number;
}): ChildProcess {
  const startScript = path.join(options.dir, 'scripts/start.ts');
  const entry = existsSync(startScript) ? 'scripts/start.ts' : 'server/main.ts';
  return spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: options.dir,
    env: {
      ...options.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      GALOPE_DATA_DIR: path.resolve(options.dir, options.dataDir),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', options.stdio ?? 'inherit', typeof options.stdio === 'number' ? options.stdio : 'inherit'],
  });
}

/**
 * Builds `dir` the way `npm start` would (scripts/build-once.ts, which remembers what it built so
 * the start does not build again), or `react-router build` for a revision without it.
 */
export function buildShipped(dir: string): boolean {
  const buildOnce = path.join(dir, 'scripts/build-once.ts');
  const args = existsSync(buildOnce)
    ? [buildOnce]
    : [path.join(dir, 'node_modules/@react-router/dev/bin.cjs'), 'build'];
  return spawnSync(process.execPath, args, { cwd: dir, stdio: 'inherit' }).status === 0;
}

/** A line of the embedded PostgreSQL's postmaster.pid in `dataDir` (1: its pid, 4: its port), once the server started it. */
function postmasterLine(dataDir: string, line: number): number {
  try {
    return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[line - 1]);
  } catch {
    return 0;
  }
}

function postgresPidOf(dataDir: string): number {
  return postmasterLine(dataDir, 1);
}

/** The address of the embedded PostgreSQL the server started on `dataDir`. */
export function shippedDatabaseUrl(dataDir: string): string {
  return embeddedDatabaseUrl(postmasterLine(dataDir, 4));
}

/**
 * CPU seconds so far of the server (primary and app workers: Node) and of its embedded
 * PostgreSQL (the postmaster and its backends), apart: the primary's tree holds both.
 */
export function shippedCpuSeconds(serverPid: number, dataDir: string): { node: number; postgres: number } {
  const postgresPid = postgresPidOf(dataDir);
  const postgres = postgresPid ? processTreeCpuSeconds(postgresPid) : 0;
  return { node: processTreeCpuSeconds(serverPid) - postgres, postgres };
}

export async function stopShippedServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
