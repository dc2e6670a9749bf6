import { Router as createRouter, type Router } from 'express';
import { LOCALES } from '../../common/locale/locales.ts';
import { offlinePageHtml, offlinePagePath } from '../pwa/offline-page.ts';
import { serviceWorkerScript } from '../pwa/service-worker-script.ts';
import { manifestPath, webAppManifest } from '../pwa/web-app-manifest.ts';

/**
 * The installable app (docs/decisions/0073-installable-app.md): each language's web app
 * manifest and offline page, and the service worker at /sw.js (scope: the whole site). The worker
 * is checked on every visit (`no-cache`), so a new build reaches the browser at once.
 */
export function pwaRouter({ buildVersion }: { buildVersion: string }): Router {
  const router = createRouter();
  const script = serviceWorkerScript(buildVersion);
  router.get('/sw.js', (_req, res) => {
    res.set('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script);
  });
  for (const locale of LOCALES) {
    const manifest = JSON.stringify(webAppManifest(locale));
    const offline = offlinePageHtml(locale);
    router.get(manifestPath(locale), (_req, res) => {
      res.set('cache-control', 'public, max-age=3600').type('application/manifest+json').send(manifest);
    });
    router.get(offlinePagePath(locale), (_req, res) => {
      res.set('cache-control', 'no-cache').set('x-robots-tag', 'noindex');
      res.type('text/html; charset=utf-8').send(offline);
    });
  }
  return router;
}
