import { LOCALES } from '../../common/locale/locales.ts';
import { listAdSitemaps } from './ad-sitemaps.ts';
import { listBrowsePagesRecently } from './browse-pages.ts';
import { sitemapIndexXml } from './sitemap-xml.ts';

/**
 * /sitemap.xml: per locale, the pages sitemap (home, sign-in and sign-up, static, company and
 * seller pages: always there, the home page at least), the browse sitemap when some browse page
 * lists ads, and the ad sitemaps, each browse and ad sitemap with the newest change it lists.
 */
export async function sitemapIndex({ origin }: { origin: string }): Promise<string> {
  const [adSitemaps, browsePages] = await Promise.all([listAdSitemaps(), listBrowsePagesRecently()]);
  const newest = browsePages.reduce<Date | undefined>(
    (found, { lastmod }) => (found && found > lastmod ? found : lastmod),
    undefined,
  );
  return sitemapIndexXml(
    LOCALES.flatMap((locale) => [
      { loc: `${origin}/sitemaps/pages-${locale}.xml` },
      ...(newest ? [{ loc: `${origin}/sitemaps/browse-${locale}.xml`, lastmod: newest }] : []),
      ...adSitemaps.map(({ page, lastmod }) => ({ loc: `${origin}/sitemaps/ads-${locale}-${page}.xml`, lastmod })),
    ]),
  );
}
