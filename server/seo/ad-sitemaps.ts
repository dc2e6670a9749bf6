import { alternatePaths } from '../../common/locale/locale-path.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { listListedAdPages, listListedAds } from '../ads/listed-ads.ts';
import { sitemapUrl } from './sitemap-url.ts';
import { URLSET_END, URLSET_START, urlElement } from './sitemap-xml.ts';

/**
 * Ads per sitemap file. The protocol allows 50,000 URLs and 50 MB; with its five hreflang links
 * an ad's entry takes up to about 1.2 kB (87-character slugs), so 50,000 could pass 50 MB.
 */
export const ADS_PER_SITEMAP = 25_000;

/**
 * The ad sitemaps of one locale (the same numbering in every locale), each with the newest
 * change among its ads. Ads are numbered by creation, so new ads land in the last file and the
 * earlier files stay stable for crawlers.
 */
export function listAdSitemaps(): Promise<{ page: number; lastmod: Date }[]> {
  return listListedAdPages(ADS_PER_SITEMAP);
}

/**
 * Sitemap `page` (from 1) of the visible ads in `locale`, as chunks of XML to write one after
 * another; undefined when there is no such page.
 */
export async function adSitemap(options: {
  origin: string;
  locale: Locale;
  page: number;
}): Promise<Iterable<string> | undefined> {
  if (!Number.isSafeInteger(options.page) || options.page < 1) return undefined;
  const ads = await listListedAds({ page: options.page, perPage: ADS_PER_SITEMAP });
  if (ads.length === 0) return undefined;
  return adSitemapChunks({ ...options, ads });
}

function* adSitemapChunks(options: {
  origin: string;
  locale: Locale;
  ads: { slug: string; lastmod: Date }[];
}): Generator<string> {
  yield URLSET_START;
  // Written a thousand entries at a time: a full file is tens of megabytes.
  for (let start = 0; start < options.ads.length; start += 1000) {
    yield options.ads
      .slice(start, start + 1000)
      .map((ad) =>
        urlElement(
          sitemapUrl({
            origin: options.origin,
            paths: alternatePaths(`/s/${encodeURIComponent(ad.slug)}`),
            locale: options.locale,
            lastmod: ad.lastmod,
          }),
        ),
      )
      .join('');
  }
  yield URLSET_END;
}
