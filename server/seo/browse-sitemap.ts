import { LOCALES, type Locale } from '../../common/locale/locales.ts';
import { listBrowsePagesRecently } from './browse-pages.ts';
import { type BrowsePage, browsePath } from './browse-path.ts';
import { sitemapUrl } from './sitemap-url.ts';
import { URLSET_END, URLSET_START, urlElement } from './sitemap-xml.ts';

/** The browse pages with results in `locale`, or undefined when no page has any. */
export async function browseSitemap(options: { origin: string; locale: Locale }): Promise<string | undefined> {
  const pages = await listBrowsePagesRecently();
  if (pages.length === 0) return undefined;
  const entries = pages.map((page) =>
    urlElement(
      sitemapUrl({ origin: options.origin, paths: pathsOf(page), locale: options.locale, lastmod: page.lastmod }),
    ),
  );
  return `${URLSET_START}${entries.join('')}${URLSET_END}`;
}

function pathsOf(page: BrowsePage): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, browsePath(page, locale)])) as Record<Locale, string>;
}
