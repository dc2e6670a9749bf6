import { closeDatabase, connectDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { readConfig } from './infra/config.ts';
import { logger } from './infra/logger.ts';
import { loadSecret } from './infra/secret.ts';
import { startJobRunner } from './process/job-runner.ts';
import { loadVapidKeys } from './push/vapid-keys.ts';

/**
 * `npm run worker`: a process that runs only the background jobs, for scale-out (app nodes then
 * set JOBS=off). It needs the shared database of DATABASE_URL: the embedded one belongs to the
 * single `npm start` process, which runs its jobs itself.
 */
async function worker(): Promise<void> {
  const config = readConfig();
  if (!config.DATABASE_URL) {
    throw new Error('npm run worker needs DATABASE_URL (with the embedded database, npm start runs the jobs)');
  }
  // The secret signs the unsubscribe links the alert mails carry: set SESSION_SECRET on every node.
  loadSecret(config);
  // Web Push's VAPID keys: VAPID_* settings, or made on first start into the data directory.
  loadVapidKeys(config);
  const db = connectDatabase(config.DATABASE_URL);
  await runMigrations(db);
  const jobs = await startJobRunner({
    databaseUrl: config.DATABASE_URL,
    publish: (config.REALTIME_ADAPTER ?? 'postgres') === 'postgres',
    work: true,
    graceMs: config.SHUTDOWN_GRACE_MS,
  });
  logger.info('Galope worker is running its jobs');

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down');
    await jobs.stop();
    await closeDatabase();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

worker().catch((error: unknown) => {
  logger.fatal({ err: error }, 'Galope worker could not start');
  process.exit(1);
});
