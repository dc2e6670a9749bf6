import cluster, { type Worker } from 'node:cluster';
import { logger } from '../infra/logger.ts';

export interface AppWorkers {
  /** The port once every worker listens; rejects when a worker dies before any listened. */
  ready: Promise<number>;
  /** SIGTERM to every worker (each drains its requests), SIGKILL to those still there after `graceMs` + 5 s. */
  stop(): Promise<void>;
}

const FIRST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long before it died starts again at once; quicker deaths back off. */
const HEALTHY_LIFETIME_MS = 30_000;

/**
 * `count` cluster workers running `exec` with `env`, sharing the port the first one opens
 * (docs/decisions/0058-one-worker-per-core.md). A worker that dies unasked is replaced, after a
 * delay that doubles while replacements keep dying young.
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
    worker.once('listening', (address) => {
      everListened = true;
      listening.add(worker.id);
      if (listening.size === count) resolveReady(address.port);
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
