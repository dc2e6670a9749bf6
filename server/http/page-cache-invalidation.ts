import pg from 'pg';
import { logger } from '../infra/logger.ts';
import type { PageCache } from './page-cache.ts';
import { parsePageChange } from './page-tags.ts';

/** The channel drizzle/0022_page_cache.sql's triggers notify when public data changes (0031: with tags). */
const PUBLIC_PAGES_CHANNEL = 'galope_public_pages';
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * Keeps one connection LISTENing for changes of the public data and applies each to `cache`: the
 * pages showing a changed ad go, its scopes' listings go stale, anything else empties it
 * (docs/decisions/0038-page-cache.md, 0087-page-cache-survives-writes.md). While the connection is down (the database restarting)
 * the cache keeps and serves nothing, since a change could pass unheard; it reconnects by itself,
 * waiting longer between tries.
 */
export function listenForPublicPageChanges(databaseUrl: string, cache: PageCache): { stop: () => Promise<void> } {
  let current: pg.Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  function retryLater(): void {
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  function lost(client: pg.Client, error?: Error): void {
    if (current !== client) return;
    current = undefined;
    cache.setListening(false);
    if (!stopped) logger.warn({ reason: error?.message }, 'page cache: change notifications lost, cache off');
    client.end().catch(() => undefined);
    retryLater();
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'galope-page-cache' });
    // A connection dropping (the server restarting) must not crash the process.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === PUBLIC_PAGES_CHANNEL) cache.applyChange(parsePageChange(message.payload ?? ''));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_PAGES_CHANNEL}`);
      if (stopped) {
        await client.end();
        return;
      }
      current = client;
      retryMs = FIRST_RETRY_MS;
      cache.setListening(true);
    } catch (error) {
      logger.warn({ reason: (error as Error).message }, 'page cache: cannot listen for changes yet');
      client.end().catch(() => undefined);
      retryLater();
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      cache.setListening(false);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
