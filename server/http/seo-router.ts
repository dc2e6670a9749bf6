import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Response, type Router } from 'express';
import { isLocale } from '../../common/locale/locales.ts';
import { publicOrigin } from '../infra/public-origin.ts';
import { adSitemap } from '../seo/ad-sitemaps.ts';
import { browseSitemap } from '../seo/browse-sitemap.ts';
import { pageSitemap } from '../seo/page-sitemap.ts';
import { robotsTxt } from '../seo/robots-txt.ts';
import { sitemapIndex } from '../seo/sitemap-index.ts';

/** Crawlers come back often; a few minutes of caching spares the database the same queries. */
const CACHE_CONTROL = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';

/**
 * /robots.txt, /sitemap.xml and the sitemaps it lists (/sitemaps/pages-es.xml,
 * /sitemaps/browse-es.xml, /sitemaps/ads-es-1.xml).
 */
export function seoRouter(): Router {
  const router = express.Router();

  router.get('/robots.txt', (_req, res) => {
    res
      .set('Cache-Control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt({ origin: publicOrigin() }));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    res
      .set('Cache-Control', CACHE_CONTROL)
      .type(XML)
      .send(await sitemapIndex({ origin: publicOrigin() }));
  });

  router.get(/^\/sitemaps\/pages-([a-z]+)\.xml$/, async (req, res) => {
    const locale = req.params[0];
    if (!isLocale(locale)) return notFound(res);
    res
      .set('Cache-Control', CACHE_CONTROL)
      .type(XML)
      .send(await pageSitemap({ origin: publicOrigin(), locale }));
  });

  router.get(/^\/sitemaps\/browse-([a-z]+)\.xml$/, async (req, res) => {
    const locale = req.params[0];
    const xml = isLocale(locale) ? await browseSitemap({ origin: publicOrigin(), locale }) : undefined;
    if (!xml) return notFound(res);
    res.set('Cache-Control', CACHE_CONTROL).type(XML).send(xml);
  });

  router.get(/^\/sitemaps\/ads-([a-z]+)-([1-9][0-9]{0,6})\.xml$/, async (req, res) => {
    const locale = req.params[0];
    const page = Number(req.params[1]);
    const chunks = isLocale(locale) ? await adSitemap({ origin: publicOrigin(), locale, page }) : undefined;
    if (!chunks) return notFound(res);
    res.set('Cache-Control', CACHE_CONTROL).type(XML);
    // Streamed with backpressure: a full file is tens of megabytes.
    await pipeline(Readable.from(chunks), res);
  });

  return router;
}

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}
