import { PageCache } from '../../../server/http/page-cache.ts';
import { parsePageChange } from '../../../server/http/page-tags.ts';
import { sharePageCacheWithSiblings } from '../../../server/process/page-cache-sharing.ts';

/**
 * An app worker's page cache for tests/integration/page-cache-sharing.test.ts: the real cache and
 * the real sharing, driven by messages from the test (the primary) instead of HTTP requests.
 */
const cache = new PageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000, settleMs: 0 });
cache.setListening(true);
sharePageCacheWithSiblings(cache);

interface Command {
  type: string;
  key: string;
  html?: string;
  tags?: string[];
  payload?: string;
  secrets: { nonce: string; csrf: string };
}

process.on('message', (message: Command) => {
  if (message.type === 'test:keep') {
    const page = { status: 200, headers: [], html: message.html ?? '', tags: message.tags };
    cache.store(message.key, cache.ticket(), page, message.secrets);
  } else if (message.type === 'test:change') {
    cache.applyChange(parsePageChange(message.payload ?? ''));
  } else if (message.type === 'test:read') {
    const kept = cache.read(message.key);
    process.send?.({
      type: 'test:read',
      html: kept?.bytes(message.secrets)?.toString(),
      gzip: kept?.gzip(message.secrets),
    });
  }
});
process.send?.({ type: 'test:ready' });
