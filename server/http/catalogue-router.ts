import { Router as createRouter, type Router } from 'express';
import { browserCatalogueAt } from '../locale/messages.ts';

/**
 * `/i18n/{locale}.{hash}.json`: the browser's message catalogue. Its name changes with its content,
 * so it is cached for a year and a returning visitor never downloads it again.
 */
export function catalogueRouter(): Router {
  const router = createRouter();
  router.get('/i18n/:file', (req, res, next) => {
    const catalogue = browserCatalogueAt(req.path);
    if (!catalogue) return next();
    res.set('cache-control', 'public, max-age=31536000, immutable');
    res.type('application/json').send(catalogue.json);
  });
  return router;
}
