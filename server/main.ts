import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import React from 'react';
import { settlePhotoProcessing } from './ads/ad-media.ts';
import { closeDatabase } from './db/client.ts';
import { getPageCache } from './http/page-cache.ts';
import { type Config, readConfig } from './infra/config.ts';
import { logger } from './infra/logger.ts';
import { publicOrigin } from './infra/public-origin.ts';
import { loadSecret } from './infra/secret.ts';
import { ALL_JOBS } from './jobs/job-list.ts';
import { startJobQueue, stopJobQueue } from './jobs/job-queue.ts';
import { listensOnItsOwn, startAppWorkers, tellPrimaryServing } from './process/app-workers.ts';
import { startBackgroundWork } from './process/background-work.ts';
import { startJobRunner } from './process/job-runner.ts';
import { connectSiteDatabase, openSiteDatabase } from './process/open-database.ts';
import { relaySharedPages, sharePageCacheWithSiblings } from './process/page-cache-sharing.ts';
import { serveSite } from './process/serve-site.ts';
import { onStopSignals } from './process/stop-signals.ts';
import { loadVapidKeys } from './push/vapid-keys.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mainFile = fileURLToPath(import.meta.url);

/**
 * Starts Galope in one of three roles (docs/decisions/0058-one-worker-per-core.md):
 * - one process (WEB_CONCURRENCY=1, `npm run dev`, the tests): database, jobs and the site;
 * - a primary (WEB_CONCURRENCY>1, `npm start` on a machine of several cores): the database
 *   (embedded unless DATABASE_URL is set), migrations, seeds and the background jobs, and one
 *   app worker per WEB_CONCURRENCY serving the site on a shared port;
 * - an app worker (forked by the primary): the site only, on the primary's database.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const dev = process.argv.includes('--dev');
  loadSecret(config);
  // Web Push's VAPID keys: VAPID_* settings, or made on first start into the data directory.
  loadVapidKeys(config);
  if (cluster.isWorker) return runAppWorker(config);
  if (!dev && config.WEB_CONCURRENCY > 1) return runPrimary(config);
  return runSingleProcess(config, dev);
}

async function runSingleProcess(config: Config, dev: boolean): Promise<void> {
  const startedAt = performance.now();
  if (config.DATABASE_URL && !config.SESSION_SECRET) {
    // A secret of this node's own: forms rendered by another node would be refused (CSRF).
    logger.warn('SESSION_SECRET is unset: set the same one on every node and worker sharing this database');
  }
  const database = await openSiteDatabase(config);
  connectSiteDatabase(config, database.url);
  // Background jobs in this process unless JOBS=off: then it only queues them, and `npm run worker`
  // processes run them.
  await startJobQueue({ jobs: ALL_JOBS, work: config.JOBS === 'on' });
  const site = await serveSite(config, { rootDir, databaseUrl: database.url, dev });
  logReady(site.port, startedAt, 1);
  const background = startBackgroundWork();

  onStopSignals(
    async () => {
      await site.close();
      await background.stop();
      await stopJobQueue({ timeoutMs: config.SHUTDOWN_GRACE_MS });
      await settlePhotoProcessing();
      await closeDatabase();
      await database.embedded?.stop();
    },
    { graceMs: config.SHUTDOWN_GRACE_MS },
  );
}

async function runPrimary(config: Config): Promise<void> {
  const startedAt = performance.now();
  const database = await openSiteDatabase(config);
  const jobs = await startJobRunner({
    databaseUrl: database.url,
    publish: true,
    work: config.JOBS === 'on',
    graceMs: config.SHUTDOWN_GRACE_MS,
  });
  const workers = startAppWorkers({
    count: config.WEB_CONCURRENCY,
    exec: mainFile,
    // Workers are app nodes of one database: events and rate limits cross them through it.
    env: {
      DATABASE_URL: database.url,
      // The workers' links name the primary's origin (docs/decisions/0054-trusted-public-origin.md).
      PUBLIC_URL: publicOrigin(config),
      JOBS: 'off',
      REALTIME_ADAPTER: 'postgres',
      RATE_LIMIT_STORE: 'postgres',
    },
    graceMs: config.SHUTDOWN_GRACE_MS,
  });
  relaySharedPages();
  let background: { stop(): Promise<void> } | undefined;
  onStopSignals(
    async () => {
      await workers.stop();
      await background?.stop();
      await jobs.stop();
      await settlePhotoProcessing();
      await closeDatabase();
      await database.embedded?.stop();
    },
    { graceMs: config.SHUTDOWN_GRACE_MS },
  );
  // A stop before every worker listens leaves `ready` pending: the stop above exits the process.
  const port = await workers.ready.catch(async (error: unknown) => {
    await workers.stop();
    await database.embedded?.stop();
    throw error;
  });
  background = startBackgroundWork();
  logReady(port, startedAt, config.WEB_CONCURRENCY);
}

async function runAppWorker(config: Config): Promise<void> {
  if (!config.DATABASE_URL) throw new Error('An app worker needs the primary’s DATABASE_URL');
  connectSiteDatabase(config, config.DATABASE_URL);
  // Queues jobs (alerts after a new ad, …); the primary runs them.
  await startJobQueue({ jobs: ALL_JOBS, work: false });
  const site = await serveSite(config, {
    rootDir,
    databaseUrl: config.DATABASE_URL,
    dev: false,
    reusePort: listensOnItsOwn(config.PORT),
  });
  tellPrimaryServing(site.port);
  // A page one worker renders for guests is kept by every worker (docs/decisions/0087-page-cache-survives-writes.md).
  sharePageCacheWithSiblings(getPageCache());
  onStopSignals(
    async () => {
      await site.close();
      await stopJobQueue({ timeoutMs: config.SHUTDOWN_GRACE_MS });
      await settlePhotoProcessing();
      await closeDatabase();
    },
    { graceMs: config.SHUTDOWN_GRACE_MS },
  );
}

function logReady(port: number, startedAt: number, workers: number): void {
  logger.info(
    { port, ms: Math.round(performance.now() - startedAt), workers, react: reactBuild() },
    `Galope is ready on http://localhost:${port}`,
  );
}

/** Which of React's builds this process loaded: only the development one exports `captureOwnerStack`. */
function reactBuild(): 'production' | 'development' {
  return typeof (React as { captureOwnerStack?: unknown }).captureOwnerStack === 'function'
    ? 'development'
    : 'production';
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'Galope could not start');
  process.exit(1);
});
