import cluster, { type Worker } from 'node:cluster';
import { logger } from '../infra/logger.ts';

export interface AppWorkers {
  /** The port once every worker listens; rejects when a worker dies before any listened. */
  ready: Promise<number>;
  /** SIGTERM to every worker (each drains its requests), SIGKILL to those still there after `graceMs` + 5 s. */
  stop(): Promise<void>;
}

/** What a worker tells the primary once it serves the site, with the port. */
const SERVING_MESSAGE = 'galope:app-worker:serving';

const FIRST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long before it died starts again at once; quicker deaths back off. */
const HEALTHY_LIFETIME_MS = 30_000;

/**
 * Whether an app worker listens on the port itself rather than through the primary
 * (docs/decisions/0092-own-listening-sockets.md): on Linux each worker opens its own
 * socket on the shared port (SO_REUSEPORT) and the kernel spreads new connections across them, so
 * a worker takes every waiting connection in one turn of its event loop. Through the primary
 * (node:cluster's round-robin) a worker receives one connection per turn, after acknowledging the
 * previous one: a worker busy rendering took 15 s to receive 250 new connections. A port of 0 (any
 * free port) or another system keeps the primary's shared socket.
 */
export function listensOnItsOwn(port: number): boolean {
  return process.platform === 'linux' && port !== 0;
}

/** In an app worker: tells the primary that it serves the site (its socket of its own or the shared one). */
export function tellPrimaryServing(port: number): void {
  process.send?.({ type: SERVING_MESSAGE, port });
}

function servingPort(message: unknown): number | undefined {
  const { type, port } = (message ?? {}) as { type?: unknown; port?: unknown };
  return type === SERVING_MESSAGE && typeof port === 'number' ? port : undefined;
}

/**
 * `count` cluster workers running `exec` with `env`, on one port (docs/decisions/0058-one-worker-per-core.md):
 * each its own socket or the one the first opens (`listensOnItsOwn`). A worker that dies unasked
 * is replaced, after a delay that doubles while replacements keep dying young.
 */
export function startAppWorkers({
  count,
  exec,
  env,
  graceMs,
}: {
  count: number;
  exec: string;
  env: NodeJS.ProcessEnv;
  graceMs: number;
}): AppWorkers {
  // Buffers (the page cache's shared pages) travel as such, not as JSON arrays of numbers.
  cluster.setupPrimary({ exec, args: [], serialization: 'advanced' });
  let stopping = false;
  let everListened = false;
  let restartDelayMs = FIRST_RESTART_DELAY_MS;
  const listening = new Set<number>();
  let resolveReady: (port: number) => void = () => {};
  let rejectReady: (error: Error) => void = () => {};
  const ready = new Promise<number>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });

  function fork(): void {
    const startedAt = Date.now();
    const worker: Worker = cluster.fork(env);
    worker.on('message', (message: unknown) => {
      const port = servingPort(message);
      if (port === undefined) return;
      everListened = true;
      listening.add(worker.id);
      if (listening.size === count) resolveReady(port);
    });
    worker.once('exit', (code, signal) => {
      listening.delete(worker.id);
      if (stopping) return;
      if (!everListened) {
        rejectReady(new Error(`an app worker exited with ${signal ?? code} before the site was served`));
        return;
      }
      const lived = Date.now() - startedAt;
      restartDelayMs = lived >= HEALTHY_LIFETIME_MS ? FIRST_RESTART_DELAY_MS : restartDelayMs;
      logger.error(
        { pid: worker.process.pid, code, signal, restartInMs: restartDelayMs },
        'app worker died: replacing it',
      );
      setTimeout(() => {
        if (!stopping) fork();
      }, restartDelayMs);
      restartDelayMs = Math.min(restartDelayMs * 2, LONGEST_RESTART_DELAY_MS);
    });
  }

  for (let index = 0; index < count; index++) fork();

  return {
    ready,
    stop: async () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
      const exited = workers.map(
        (worker) =>
          new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve()))),
      );
      for (const worker of workers) worker.process.kill('SIGTERM');
      const killer = setTimeout(() => {
        for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
      }, graceMs + 5_000);
      await Promise.all(exited);
      clearTimeout(killer);
    },
  };
}
