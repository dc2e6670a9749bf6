import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface DebianPostgres {
  /** postgres://… of the `galope` database, as the superuser `galope`. */
  url: string;
  /** A streaming replica of it, read-only, when asked for. */
  replicaUrl?: string;
  /** The server's log files, for a failure's report. */
  logs: string[];
  /**
   * Restarts the primary as an operator would: `pg_ctl stop -m fast` (every session ended with
   * 57P01, new ones refused), `downMs` with no server at all (and until `whileDown` is done), then
   * the same server started again.
   */
  restart(options?: { downMs?: number; whileDown?: () => Promise<void> }): Promise<void>;
  stop(): Promise<void>;
}

/** The newest PostgreSQL Debian installed (`postgresql` package: /usr/lib/postgresql/<major>/bin). */
async function findPostgresBin(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const majors = (await readdir(root).catch(() => [] as string[])).filter((name) => /^\d+$/.test(name));
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('No Debian PostgreSQL in /usr/lib/postgresql: apt-get install postgresql');
  return path.join(root, newest, 'bin');
}

/**
 * A throw-away PostgreSQL from Debian's binaries in a temporary directory, listening on
 * 127.0.0.1 only (sockets in its own directory), without systemd or pg_ctlcluster; with
 * `replicaPort`, a streaming standby of it too (pg_basebackup -R). PostgreSQL refuses to run as
 * root: as root (CI), the clusters belong to Debian's `postgres` user, through `runuser`.
 */
export async function startDebianPostgres({
  port,
  replicaPort,
}: {
  port: number;
  replicaPort?: number;
}): Promise<DebianPostgres> {
  const bin = await findPostgresBin();
  const dir = await mkdtemp(path.join(tmpdir(), 'galope-scale-out-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    await chown(dir, uid, gid);
  }
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  const started: string[] = [];
  const logs: string[] = [];
  const launchers = new Map<string, () => Promise<unknown>>();
  async function startCluster(data: string, clusterPort: number): Promise<void> {
    const log = path.join(dir, `postgres-${clusterPort}.log`);
    const options = [
      '-c listen_addresses=127.0.0.1',
      `-c port=${clusterPort}`,
      `-c unix_socket_directories=${dir}`,
      // As the embedded database (decision 0024); room for two nodes, a worker and the tests.
      '-c random_page_cost=1.1',
      '-c max_connections=200',
      // A test database: durability buys nothing here, and the 2-core CI machine is busy.
      '-c fsync=off',
      '-c synchronous_commit=off',
    ].join(' ');
    const launch = () => as('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
    await launch();
    started.push(data);
    launchers.set(data, launch);
    logs.push(log);
  }
  async function restart({
    downMs = 0,
    whileDown,
  }: {
    downMs?: number;
    whileDown?: () => Promise<void>;
  } = {}): Promise<void> {
    const primary = path.join(dir, 'primary');
    const launch = launchers.get(primary);
    if (!launch) throw new Error('The primary is not running');
    await as('pg_ctl', ['-D', primary, '-m', 'fast', '-w', 'stop']);
    // How long the database stays away is the outage under test, not a wait for a condition.
    await Promise.all([new Promise((resolve) => setTimeout(resolve, downMs)), whileDown?.()]);
    await launch();
  }
  async function stop(): Promise<void> {
    for (const data of started.reverse())
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }

  try {
    const primary = path.join(dir, 'primary');
    await as('initdb', [
      '-D',
      primary,
      '-U',
      'galope',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    await startCluster(primary, port);
    const server = `postgres://galope@127.0.0.1:${port}`;
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    await admin.query('create database galope');
    await admin.end();
    let replicaUrl: string | undefined;
    if (replicaPort) {
      // initdb's pg_hba.conf trusts replication connections from 127.0.0.1; -R writes standby.signal.
      const replica = path.join(dir, 'replica');
      await as('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'galope',
        '-D',
        replica,
        '-R',
        '-X',
        'stream',
        '--checkpoint=fast',
        '--no-sync',
      ]);
      await startCluster(replica, replicaPort);
      replicaUrl = `postgres://galope@127.0.0.1:${replicaPort}/galope`;
    }
    return { url: `${server}/galope`, replicaUrl, logs, restart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
