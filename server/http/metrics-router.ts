import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { renderMetrics } from '../infra/metrics.ts';

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN as a bearer
 * token (docs/decisions/0032). Without the setting the address does not exist (404): metrics
 * name routes, queues and load, which are nobody else's business.
 */
export function metricsRouter(token: string | undefined): Router {
  const router = Router();
  if (!token) return router;
  const expected = digest(token);
  router.get('/metrics', async (req, res) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.status(401).set('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
      return;
    }
    const metrics = await renderMetrics();
    res.set('cache-control', 'no-store').type(metrics.contentType).send(metrics.text);
  });
  return router;
}

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
