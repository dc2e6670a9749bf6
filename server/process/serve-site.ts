import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { createApp } from '../http/create-app.ts';
import { getPageCache } from '../http/page-cache.ts';
import { listenForPublicPageChanges } from '../http/page-cache-invalidation.ts';
import type { Config } from '../infra/config.ts';
import { attachRealtime } from '../realtime/attach-realtime.ts';

export interface ServedSite {
  port: number;
  /** Stops accepting, lets requests in flight finish (up to the grace period), then cuts the rest. */
  close(): Promise<void>;
}

/**
 * Pages, API, media and the websocket on one port, from the production build or (dev) Vite; the
 * guests' page cache emptied by the database's notices of changed ads.
 */
export async function serveSite(
  config: Config,
  {
    rootDir,
    databaseUrl,
    dev,
    reusePort = false,
  }: {
    rootDir: string;
    databaseUrl: string;
    dev: boolean;
    /** A socket of this process's own on a port its siblings listen on too (server/process/app-workers.ts). */
    reusePort?: boolean;
  },
): Promise<ServedSite> {
  const pageCache = getPageCache();
  pageCache.configure({
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    ttlMs: config.PAGE_CACHE_TTL_S * 1000,
    // A replica may replay a change after this node hears of it (docs/decisions/0038-page-cache.md).
    settleMs: config.DATABASE_REPLICA_URL ? 2000 : 250,
  });
  const pageChanges = config.PAGE_CACHE_MB > 0 ? listenForPublicPageChanges(databaseUrl, pageCache) : undefined;

  const build = dev ? await createViteServer(rootDir) : await loadBuild(rootDir);
  const server = http.createServer(createApp({ build, rootDir }));
  const adapter = config.REALTIME_ADAPTER ?? (config.DATABASE_URL ? 'postgres' : 'memory');
  const realtime = attachRealtime(server, { adapterDatabaseUrl: adapter === 'postgres' ? databaseUrl : undefined });
  await new Promise<void>((resolve) => server.listen({ port: config.PORT, host: config.HOST, reusePort }, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  return {
    port,
    close: async () => {
      const drained = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      const cutOff = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      await realtime.close();
      await drained;
      clearTimeout(cutOff);
      await pageChanges?.stop();
      if ('close' in build) await build.close();
    },
  };
}

async function loadBuild(rootDir: string): Promise<ServerBuild> {
  const file = path.join(rootDir, 'build/server/index.js');
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

async function createViteServer(rootDir: string): Promise<ViteDevServer> {
  const vite = await import('vite');
  return vite.createServer({ root: rootDir, server: { middlewareMode: true } });
}
