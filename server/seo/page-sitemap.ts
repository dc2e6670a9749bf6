import { alternatePaths, localizePath } from '../../common/locale/locale-path.ts';
import { LOCALES, type Locale } from '../../common/locale/locales.ts';
import { listActiveUserSlugs, listPublicCompanyPages } from '../accounts/user-lookups.ts';
import { listOwnersOfVisibleAds } from '../ads/listed-ads.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { sitemapUrl } from './sitemap-url.ts';
import { URLSET_END, URLSET_START, urlElement } from './sitemap-xml.ts';

/** A page of the pages sitemap: its path in every locale, and when it last changed if known. */
interface ListedPage {
  paths: Record<Locale, string>;
  lastmod?: Date;
}

const PLACE_BASE = { policy: '/p/spec', useful: '/p' } as const;

/**
 * Every indexable page that is neither a browse page nor an ad: the home page, sign-in and
 * sign-up, the static pages (/p/ and /p/spec/), the company pages (/pro/) and the pages of users
 * with at least one visible ad (/u/; a user page without ads is noindex).
 */
async function listPages(): Promise<ListedPage[]> {
  const reference = await getReferenceData();
  const [companies, sellerSlugs] = await Promise.all([
    listPublicCompanyPages(),
    listOwnersOfVisibleAds().then(listActiveUserSlugs),
  ]);
  const pagePaths = (place: keyof typeof PLACE_BASE, slug: Record<Locale, string>) =>
    Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        localizePath(`${PLACE_BASE[place]}/${encodeURIComponent(slug[locale])}`, locale),
      ]),
    ) as Record<Locale, string>;
  return [
    { paths: alternatePaths('/') },
    { paths: alternatePaths('/sign-in') },
    { paths: alternatePaths('/sign-up') },
    ...reference.pages.map((page) => ({ paths: pagePaths(page.place, page.slug) })),
    ...companies.map((company) => ({
      paths: alternatePaths(`/pro/${encodeURIComponent(company.slug)}`),
      lastmod: company.lastmod,
    })),
    ...sellerSlugs.map((slug) => ({ paths: alternatePaths(`/u/${encodeURIComponent(slug)}`) })),
  ];
}

/** /sitemaps/pages-{locale}.xml: the pages `listPages` names, at their address in `locale`. */
export async function pageSitemap(options: { origin: string; locale: Locale }): Promise<string> {
  const entries = (await listPages()).map((page) =>
    urlElement(
      sitemapUrl({ origin: options.origin, paths: page.paths, locale: options.locale, lastmod: page.lastmod }),
    ),
  );
  return `${URLSET_START}${entries.join('')}${URLSET_END}`;
}
