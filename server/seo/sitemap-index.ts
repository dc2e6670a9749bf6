import { LOCALES } from '../locale/locales.ts';
import { listAdSitemaps } from './ad-sitemaps.ts';
import { sitemapIndexXml } from './sitemap-xml.ts';

/**
 * /sitemap.xml: per locale, the browse sitemap and the ad sitemaps, each with the newest change
 * it lists. Every visible ad has a subcategory and a country, so browse pages exist exactly when
 * ads do, and the newest ad change is also the browse sitemap's.
 */
export async function sitemapIndex({ origin }: { origin: string }): Promise<string> {
  const adSitemaps = await listAdSitemaps();
  const newest = adSitemaps.reduce<Date | undefined>(
    (found, { lastmod }) => (found && found > lastmod ? found : lastmod),
    undefined,
  );
  return sitemapIndexXml(
    LOCALES.flatMap((locale) => [
      ...(newest ? [{ loc: `${origin}/sitemaps/browse-${locale}.xml`, lastmod: newest }] : []),
      ...adSitemaps.map(({ page, lastmod }) => ({ loc: `${origin}/sitemaps/ads-${locale}-${page}.xml`, lastmod })),
    ]),
  );
}
