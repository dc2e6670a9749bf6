import express, { type Router } from 'express';
import { getMediaStorage } from '../infra/storage/media-storage.ts';

/**
 * /media/*: files of the disk store. Every key is new when its file changes, so a file is cached
 * for a year; a key never stored answers 404. Served as stored, never sniffed (nosniff is global).
 */
export function mediaRouter(): Router {
  const router = express.Router();
  const dir = getMediaStorage().localDir;
  if (dir) {
    router.use(express.static(dir, { immutable: true, maxAge: '1y', index: false, dotfiles: 'deny', redirect: false }));
  }
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
