import { data, redirect } from 'react-router';
import { viewCategory } from '../../server/catalogue/catalogue-views.ts';
import { getReferenceData } from '../../server/catalogue/reference-data.ts';
import { localeFromPath, localizePath } from '../../server/locale/locale-path.ts';
import { LOCALES, type Locale } from '../../server/locale/locales.ts';
import {
  type BrowseParams,
  type BrowseTarget,
  browseFields,
  browsePath,
  findBrowseTarget,
} from '../../server/search/browse-target.ts';
import { parseSearchPage, parseSearchSort } from '../../server/search/parse-search-form.ts';
import {
  emptySearchForm,
  type SearchForm,
  type SearchSort,
  searchFormToQuery,
} from '../../server/search/search-form.ts';
import type { Crumb } from './browse-crumb.ts';
import type { BrowseHeading } from './browse-heading.ts';
import { loadSearchResults } from './search-results.server.ts';

/**
 * Every browse page (spec §2: /c, /cc, /f, /{country}/...): a search with the URL's fields fixed.
 * An unknown slug is a 404; a slug of another locale answers 301 with this locale's address, so
 * each page has one URL per language (its canonical, and the hreflang of the others).
 */
export async function loadBrowsePage(options: {
  url: URL;
  request: Request;
  params: BrowseParams;
  cc?: boolean;
  viewerId?: string | null;
}) {
  const { url, request } = options;
  const locale = localeFromPath(url.pathname);
  const target = await findBrowseTarget(options.params, { cc: options.cc });
  if (!target) throw data({ message: 'errors.not_found' }, { status: 404 });
  const path = browsePath(target, locale);
  if (path !== url.pathname) throw redirect(`${path}${url.search}`, 301);
  const sort = parseSearchSort(url.searchParams.get('sort'));
  const page = parseSearchPage(url.searchParams.get('page'));
  const reference = await getReferenceData();
  const searchHref = (form: SearchForm) => `${localizePath('/search', locale)}?${searchFormToQuery(form)}`;
  const { results, searchForm, headers } = await loadSearchResults({
    url,
    request,
    locale,
    form: emptySearchForm(),
    fixed: browseFields(target),
    countryCode: target.country?.code ?? null,
    sort,
    page,
    viewerId: options.viewerId,
    links: (form) => ({
      page: (each) => pageHref(path, each),
      // A filter page narrows through /search; place and category pages through browse pages.
      subcategory: (subcategory) => {
        const category = reference.categories.find((each) => each.key === subcategory.categoryKey);
        return target.filter
          ? searchHref({
              ...form,
              subcategory: { name: subcategory.name[locale], slug: subcategory.slug[locale], svg_code: '' },
            })
          : browsePath({ ...target, category, subcategory }, locale);
      },
      province: (province) => {
        if (target.filter)
          return searchHref({ ...form, province: { name: province.name[locale], slug: province.slug } });
        const country = reference.countries.find((each) => each.code === province.countryCode);
        const community = reference.communities.find((each) => each.id === province.communityId);
        return browsePath({ ...target, cc: false, country, community, province, town: undefined }, locale);
      },
    }),
  });
  return data(
    {
      searchForm,
      results,
      heading: headingOf(target, locale),
      breadcrumb: crumbsOf(target, locale),
      places: placesOf(target, locale, reference),
      category: target.category ? viewCategory(target.category, locale) : null,
      subcategorySlug: target.subcategory?.slug[locale] ?? null,
      alternates: Object.fromEntries(
        LOCALES.map((each) => [each, pageHref(browsePath(target, each), { sort: null, page })]),
      ) as Record<Locale, string>,
    },
    { headers },
  );
}

function pageHref(path: string, options: { sort: SearchSort | null; page: number }): string {
  const query = new URLSearchParams();
  if (options.sort) query.set('sort', options.sort);
  if (options.page > 1) query.set('page', String(options.page));
  return query.size > 0 ? `${path}?${query}` : path;
}

function headingOf(target: BrowseTarget, locale: Locale): BrowseHeading {
  if (target.filter)
    return { kind: 'filter', filter: target.filter.name[locale], item: target.item?.name[locale] ?? null };
  return {
    kind: 'browse',
    what: target.subcategory?.name[locale] ?? target.category?.name[locale] ?? null,
    place: target.town?.name ?? target.province?.name[locale] ?? target.community?.name[locale] ?? null,
    country: target.country?.name[locale] ?? null,
  };
}

/** Home › country › community › province › town › category › subcategory, or Home › filter › item. */
function crumbsOf(target: BrowseTarget, locale: Locale): Crumb[] {
  const steps: { label: string; target: BrowseTarget }[] = [];
  if (target.filter) {
    steps.push({ label: target.filter.name[locale], target: { filter: target.filter } });
    if (target.item) steps.push({ label: target.item.name[locale], target });
  } else {
    const place: BrowseTarget = { cc: target.cc };
    for (const key of ['country', 'community', 'province', 'town'] as const) {
      const value = target[key];
      if (!value) break;
      Object.assign(place, { [key]: value });
      const label = key === 'town' ? target.town?.name : (value.name as Record<Locale, string>)[locale];
      steps.push({ label: label ?? '', target: { ...place } });
    }
    if (target.category) {
      steps.push({ label: target.category.name[locale], target: { ...place, category: target.category } });
      if (target.subcategory) steps.push({ label: target.subcategory.name[locale], target });
    }
  }
  return steps.map((step, index) => ({
    label: step.label,
    href: index === steps.length - 1 ? null : browsePath(step.target, locale),
  }));
}

/**
 * Links one level down: a country's communities, a community's provinces (keeping the category),
 * or a filter's items.
 */
function placesOf(
  target: BrowseTarget,
  locale: Locale,
  reference: Awaited<ReturnType<typeof getReferenceData>>,
): { kind: 'communities' | 'provinces' | 'items'; links: { label: string; href: string }[] } {
  if (target.filter) {
    const filter = target.filter;
    return {
      kind: 'items',
      links: target.item
        ? []
        : filter.items.map((item) => ({ label: item.name[locale], href: browsePath({ filter, item }, locale) })),
    };
  }
  if (!target.country || target.province) return { kind: 'provinces', links: [] };
  const links = target.community
    ? reference.provinces
        .filter((each) => each.communityId === target.community?.id)
        .map((province) => ({ label: province.name[locale], href: browsePath({ ...target, province }, locale) }))
    : reference.communities
        .filter((each) => each.countryCode === target.country?.code)
        .map((community) => ({
          label: community.name[locale],
          href: browsePath({ ...target, cc: false, community }, locale),
        }));
  return {
    kind: target.community ? 'provinces' : 'communities',
    links: links.sort((a, b) => a.label.localeCompare(b.label, locale)),
  };
}
