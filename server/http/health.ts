import { Router } from 'express';
import { isDatabaseReachable } from '../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-unavailable.ts';

/** Liveness says the process answers; readiness says it can serve pages (database reachable). */
export function healthRouter(): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await isDatabaseReachable();
    if (!ready) res.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ready ? 'ready' : 'unavailable' });
  });
  return router;
}
