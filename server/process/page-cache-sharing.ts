import cluster, { type Worker } from 'node:cluster';
import type { PageCache, SharedPage } from '../http/page-cache.ts';

/**
 * The page cache shared by the app workers of one machine (docs/decisions/0087-page-cache-survives-writes.md):
 * a page one worker renders, keeps and is asked again for is sent as its gzip template (cut at
 * its secrets) through the primary to every other worker, which keeps it in its own memory under its own
 * change notices. A hit stays in the worker's memory (no file, no lock, no copy between
 * processes); a render is done once per machine, not once per worker.
 */
const PAGE_MESSAGE = 'galope:page-cache:page';

interface PageMessage {
  type: typeof PAGE_MESSAGE;
  page: SharedPage;
}

function isPageMessage(message: unknown): message is PageMessage {
  return (message as PageMessage | null)?.type === PAGE_MESSAGE;
}

/** In an app worker: sends the pages it keeps and is asked again for to the primary, keeps the ones its siblings send. */
export function sharePageCacheWithSiblings(cache: PageCache): void {
  if (!process.send) return;
  cache.shareWith((page) => {
    if (!process.connected) return;
    // A primary going away mid-send is no reason to fail the request that kept the page.
    process.send?.({ type: PAGE_MESSAGE, page } satisfies PageMessage, undefined, {}, () => undefined);
  });
  process.on('message', (message: unknown) => {
    if (isPageMessage(message)) cache.storeShared(revive(message.page));
  });
}

/** In the primary: passes each page a worker kept to the other workers. */
export function relaySharedPages(): void {
  cluster.on('message', (from: Worker, message: unknown) => {
    if (!isPageMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message, undefined, () => undefined);
    }
  });
}

/** Buffers arrive as Buffers with the advanced serialization, as Uint8Arrays with some others: made Buffers. */
function revive(page: SharedPage): SharedPage {
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    ...page,
    pieces: page.pieces?.map(buffer),
    gzip: page.gzip && { ...page.gzip, stream: buffer(page.gzip.stream) },
  };
}
