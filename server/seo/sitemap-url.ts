import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/locale/locales.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

/**
 * One page as listed in `locale`'s sitemap: its address there, and its address in every locale
 * as hreflang alternates (the list includes the page itself, as search engines expect), with
 * Spanish — the unprefixed site — as x-default.
 */
export function sitemapUrl(options: {
  origin: string;
  paths: Record<Locale, string>;
  locale: Locale;
  lastmod?: Date;
}): SitemapUrl {
  const { origin, paths } = options;
  return {
    loc: `${origin}${paths[options.locale]}`,
    lastmod: options.lastmod,
    alternates: [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: `${origin}${paths[locale]}` })),
      { hreflang: 'x-default', href: `${origin}${paths[DEFAULT_LOCALE]}` },
    ],
  };
}
