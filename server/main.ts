import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { processPendingMedia, settlePhotoProcessing } from './ads/ad-media.ts';
import { startExpiryReminders } from './ads/expiry-reminders.ts';
import { seedReferenceData } from './catalogue/seed-reference-data.ts';
import { startUnreadEmails } from './chat/unread-emails.ts';
import { closeDatabase, connectDatabase, connectReplica } from './db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoData } from './demo/seed-demo-data.ts';
import { createApp } from './http/create-app.ts';
import { getPageCache } from './http/page-cache.ts';
import { listenForPublicPageChanges } from './http/page-cache-invalidation.ts';
import { readConfig } from './infra/config.ts';
import { logger } from './infra/logger.ts';
import { loadSecret } from './infra/secret.ts';
import { ALL_JOBS } from './jobs/job-list.ts';
import { startJobQueue, stopJobQueue } from './jobs/job-queue.ts';
import { attachRealtime } from './realtime/attach-realtime.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts Galope: database (embedded unless DATABASE_URL is set), migrations, reference data,
 * then HTTP + websocket on one port. Stops in reverse order on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = readConfig();
  const dev = process.argv.includes('--dev');
  loadSecret(config);
  if (config.DATABASE_URL && !config.SESSION_SECRET) {
    // A secret of this node's own: forms rendered by another node would be refused (CSRF).
    logger.warn('SESSION_SECRET is unset: set the same one on every node and worker sharing this database');
  }

  const embedded: EmbeddedDatabase | undefined = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config);
  const databaseUrl = config.DATABASE_URL ?? embedded?.url;
  if (!databaseUrl) throw new Error('No database');
  const db = connectDatabase(databaseUrl);
  // The search reads from a replica when one is given (docs/decisions/0031-scale-out.md).
  if (config.DATABASE_REPLICA_URL) connectReplica(config.DATABASE_REPLICA_URL);
  await runMigrations(db);
  await seedReferenceData(db);
  if (config.DEMO_DATA === 'on') await seedDemoData();
  // Background jobs in this process unless JOBS=off: then it only queues them, and `npm run worker`
  // processes run them.
  await startJobQueue({ jobs: ALL_JOBS, work: config.JOBS === 'on' });

  const pageCache = getPageCache();
  pageCache.configure({
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    ttlMs: config.PAGE_CACHE_TTL_S * 1000,
    // A replica may replay a change after this node hears of it (docs/decisions/0038-page-cache.md).
    settleMs: config.DATABASE_REPLICA_URL ? 2000 : 250,
  });
  const pageChanges = config.PAGE_CACHE_MB > 0 ? listenForPublicPageChanges(databaseUrl, pageCache) : undefined;

  const build = dev ? await createViteServer() : await loadBuild();
  const server = http.createServer(createApp({ build, rootDir }));
  const adapter = config.REALTIME_ADAPTER ?? (config.DATABASE_URL ? 'postgres' : 'memory');
  const realtime = attachRealtime(server, { adapterDatabaseUrl: adapter === 'postgres' ? databaseUrl : undefined });
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, ms: Math.round(performance.now() - startedAt) }, `Galope is ready on http://localhost:${port}`);
  // Photos a stopped process left half prepared: finished in the background, oldest first.
  void processPendingMedia().catch((error: unknown) => logger.error({ err: error }, 'pending photos not processed'));
  const stopExpiryReminders = startExpiryReminders();
  const stopUnreadEmails = startUnreadEmails();

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 5_000);
    forced.unref();
    // Stop accepting, let requests in flight finish (up to the grace period), then cut the rest.
    const drained = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    const cutOff = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
    await realtime.close();
    await drained;
    await pageChanges?.stop();
    clearTimeout(cutOff);
    if (dev && 'close' in build) await build.close();
    await stopExpiryReminders();
    await stopUnreadEmails();
    await stopJobQueue({ timeoutMs: config.SHUTDOWN_GRACE_MS });
    await settlePhotoProcessing();
    await closeDatabase();
    await embedded?.stop();
    process.exit(0);
  }
  // embedded-postgres installs exit hooks that stop PostgreSQL and exit(143) as soon as a signal
  // arrives, under requests still running: drop them, this function owns the shutdown order.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function loadBuild(): Promise<ServerBuild> {
  const file = path.join(rootDir, 'build/server/index.js');
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

async function createViteServer() {
  const vite = await import('vite');
  return vite.createServer({ root: rootDir, server: { middlewareMode: true } });
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'Galope could not start');
  process.exit(1);
});
