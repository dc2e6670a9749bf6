import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type Router } from 'express';
import { logger } from '../infra/logger.ts';
import { contentTypeOf, IMMUTABLE_CACHE_CONTROL } from '../infra/storage/media-key.ts';
import { getMediaStorage, type MediaStorage } from '../infra/storage/media-storage.ts';

/**
 * /media/*: the files of the media store. Every key is new when its file changes, so a file is
 * cached for a year; a key never stored answers 404. Served as stored, never sniffed (nosniff is
 * global). The disk store is served as files; a bucket is streamed through (when no
 * MEDIA_PUBLIC_URL sends browsers to it or to a CDN directly).
 */
export function mediaRouter(storage: MediaStorage = getMediaStorage()): Router {
  const router = express.Router();
  const dir = storage.localDir;
  if (dir) {
    router.use(express.static(dir, { immutable: true, maxAge: '1y', index: false, dotfiles: 'deny', redirect: false }));
  } else if (storage.open) {
    const open = storage.open.bind(storage);
    router.get(/.*/, (req, res, next) => {
      streamMedia(open, req, res).catch(next);
    });
  }
  router.use((_req, res) => {
    notFound(res);
  });
  return router;
}

async function streamMedia(open: NonNullable<MediaStorage['open']>, req: Request, res: Response): Promise<void> {
  // Safe keys have nothing to decode: an escaped path is no key the server made, and answers 404.
  const key = req.path.slice(1);
  const answer = await open(key, { range: req.get('range'), ifNoneMatch: req.get('if-none-match') });
  if (answer.status === 404) return notFound(res);
  if (answer.status === 416) {
    res.status(416).end();
    return;
  }
  res.set('Cache-Control', IMMUTABLE_CACHE_CONTROL);
  if (answer.etag) res.set('ETag', answer.etag);
  if (answer.status === 304) {
    res.status(304).end();
    return;
  }
  res.status(answer.status).type(contentTypeOf(key)).set('Accept-Ranges', 'bytes');
  if (answer.length !== undefined) res.set('Content-Length', String(answer.length));
  if (answer.range) res.set('Content-Range', answer.range);
  if (answer.lastModified) res.set('Last-Modified', answer.lastModified.toUTCString());
  if (req.method === 'HEAD') {
    answer.body.destroy();
    res.end();
    return;
  }
  try {
    await pipeline(answer.body, res);
  } catch (error) {
    // A visitor leaving mid-video closes the response: nothing to log.
    if (!res.writableFinished && req.socket.destroyed) return;
    logger.warn({ err: error, key }, 'media stream broke');
  }
}

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}
