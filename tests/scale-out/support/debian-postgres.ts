import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface DebianPostgres {
  /** postgres://… of the `galope` database, owned by the superuser `galope`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The newest PostgreSQL Debian installed (`postgresql` package: /usr/lib/postgresql/<major>/bin). */
export async function findPostgresBin(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const majors = (await readdir(root).catch(() => [] as string[])).filter((name) => /^\d+$/.test(name));
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('No Debian PostgreSQL in /usr/lib/postgresql: apt-get install postgresql');
  return path.join(root, newest, 'bin');
}

/**
 * A throw-away PostgreSQL cluster from Debian's binaries, in a temporary directory, listening on
 * 127.0.0.1:`port` only (its socket in its own directory), without systemd or pg_ctlcluster.
 * PostgreSQL refuses to run as root: as root (CI), the cluster belongs to Debian's `postgres`
 * user and its commands run through `runuser`.
 */
export async function startDebianPostgres({ port }: { port: number }): Promise<DebianPostgres> {
  const bin = await findPostgresBin();
  const dir = await mkdtemp(path.join(tmpdir(), 'galope-scale-out-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  const data = path.join(dir, 'data');
  await as('initdb', ['-D', data, '-U', 'galope', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const options = [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    // As the embedded database (decision 0024), and room for two nodes, a worker and the tests.
    '-c random_page_cost=1.1',
    '-c max_connections=200',
    '-c fsync=off',
  ].join(' ');
  await as('pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start']);
  const server = `postgres://galope@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query('create database galope');
  await admin.end();
  return {
    url: `${server}/galope`,
    port,
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
