import { Router } from 'express';
import { turnOffAlerts } from '../../saved-searches/saved-searches.ts';
import { readUnsubscribeToken } from '../../saved-searches/unsubscribe-token.ts';

/**
 * The one-click unsubscribe that mail clients POST to (List-Unsubscribe-Post, RFC 8058): no
 * session and no CSRF token by design, the signed token is the whole authority, and all it can do
 * is turn one saved search's alerts off.
 */
export function savedSearchApiRouter(): Router {
  const router = Router();
  router.post('/saved-searches/unsubscribe', async (req, res) => {
    const id = readUnsubscribeToken(typeof req.query.token === 'string' ? req.query.token : undefined);
    const name = id ? await turnOffAlerts({ id }) : undefined;
    if (name === undefined) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    res.status(204).end();
  });
  return router;
}
