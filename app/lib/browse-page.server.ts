import { data, type RouterContextProvider, redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { LOCALES, type Locale } from '../../common/locale/locales.ts';
import { emptySearchForm, type SearchSort } from '../../common/search/search-form.ts';
import { searchHref } from '../../common/search/search-link.ts';
import { viewCategory } from '../../server/catalogue/catalogue-views.ts';
import { getReferenceData } from '../../server/catalogue/reference-data.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { getTranslator } from '../../server/locale/messages.ts';
import {
  type BrowseParams,
  type BrowseTarget,
  browseFields,
  findBrowseTarget,
  browsePath as placePath,
} from '../../server/search/browse-target.ts';
import { parseSearchPage, parseSearchSort } from '../../server/search/parse-search-form.ts';
import { browseChips } from './browse-chips.ts';
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
  /** The request's context: the signed-in reader, and the page cache's tags. */
  context: Readonly<RouterContextProvider>;
}) {
  const { url, request } = options;
  const locale = localeFromPath(url.pathname);
  const target = await findBrowseTarget(options.params);
  if (!target) notFound();
  const reference = await getReferenceData();
  const browsePath = canonicalPaths(reference);
  const path = browsePath(target, locale);
  if (path !== url.pathname) throw redirect(`${path}${url.search}`, 301);
  const sort = parseSearchSort(url.searchParams.get('sort'));
  const page = parseSearchPage(url.searchParams.get('page'));
  const searchPath = localizePath('/search', locale);
  const { results, searchForm, headers } = await loadSearchResults({
    url,
    request,
    locale,
    form: emptySearchForm(),
    fixed: browseFields(target),
    countryCode: target.country?.code ?? null,
    sort,
    page,
    context: options.context,
    links: (form) => ({
      page: (each) => pageHref(path, each),
      // A filter page narrows through /search; place and category pages through browse pages.
      subcategory: (subcategory) => {
        const category = reference.categories.find((each) => each.key === subcategory.categoryKey);
        return target.filter
          ? searchHref(searchPath, {
              ...form,
              subcategory: { name: '', slug: subcategory.slug[locale], svg_code: '' },
            })
          : browsePath({ ...target, category, subcategory }, locale);
      },
      province: (province) => {
        if (target.filter) return searchHref(searchPath, { ...form, province: { name: '', slug: province.slug } });
        const country = reference.countries.find((each) => each.code === province.countryCode);
        const community = reference.communities.find((each) => each.id === province.communityId);
        return browsePath({ ...target, country, community, province, town: undefined }, locale);
      },
    }),
  });
  return data(
    {
      searchForm,
      results: {
        ...results,
        applied: browseChips({
          target,
          locale,
          t: getTranslator(locale),
          pathOf: (each) => browsePath(each, locale),
          searchPath,
        }),
      },
      heading: headingOf(target, locale, reference),
      breadcrumb: crumbsOf(target, locale, browsePath),
      places: placesOf(target, locale, reference, browsePath),
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

type Reference = Awaited<ReturnType<typeof getReferenceData>>;
type PathOf = (target: BrowseTarget, locale: Locale) => string;

/**
 * The provinces that are their community's only one (Asturias, Cantabria, Illes Balears, La Rioja,
 * Navarra, Madrid, Murcia, Ceuta, Melilla): their page would list exactly the community's ads.
 */
function soleProvinceIds(reference: Pick<Reference, 'provinces'>): Set<string> {
  const byCommunity = Map.groupBy(reference.provinces, (province) => province.communityId);
  return new Set([...byCommunity.values()].flatMap((each) => (each.length === 1 ? [each[0]?.id ?? ''] : [])));
}

/**
 * Each page's one address (docs/decisions/0062-one-address-per-page.md): the page of a
 * community's only province is the community's page, so its address drops the province; its
 * towns keep theirs.
 */
function canonicalPaths(reference: Reference): PathOf {
  const sole = soleProvinceIds(reference);
  return (target, locale) =>
    placePath(
      target.province && !target.town && sole.has(target.province.id) ? { ...target, province: undefined } : target,
      locale,
    );
}

function headingOf(target: BrowseTarget, locale: Locale, reference: Reference): BrowseHeading {
  if (target.filter)
    return { kind: 'filter', filter: target.filter.name[locale], item: target.item?.name[locale] ?? null };
  return {
    kind: 'browse',
    what: target.subcategory?.name[locale] ?? target.category?.name[locale] ?? null,
    ...placeOf(target, locale, reference),
    country: target.country?.name[locale] ?? null,
  };
}

/**
 * The place a page is about, and the level to name when a bigger place has the same name (the town
 * of Sevilla in the province of Sevilla, the concelho of Lisboa in the district of Lisboa), so no
 * two places' pages share a title.
 */
function placeOf(
  target: BrowseTarget,
  locale: Locale,
  reference: Reference,
): { place: string | null; level?: 'province' | 'town' } {
  const community = target.community?.name[locale];
  if (target.town) {
    const town = target.town.name;
    const bigger = [community, target.province?.name[locale], target.province?.name.es, target.community?.name.es];
    return bigger.includes(town) ? { place: town, level: 'town' } : { place: town };
  }
  if (target.province && !soleProvinceIds(reference).has(target.province.id)) {
    const province = target.province.name[locale];
    return province === community ? { place: province, level: 'province' } : { place: province };
  }
  return { place: community ?? null };
}

/** Home › country › community › province › town › category › subcategory, or Home › filter › item. */
function crumbsOf(target: BrowseTarget, locale: Locale, browsePath: PathOf): Crumb[] {
  const steps: { label: string; target: BrowseTarget }[] = [];
  if (target.filter) {
    steps.push({ label: target.filter.name[locale], target: { filter: target.filter } });
    if (target.item) steps.push({ label: target.item.name[locale], target });
  } else {
    const place: BrowseTarget = {};
    for (const key of ['country', 'community', 'province', 'town'] as const) {
      const value = target[key];
      if (!value) break;
      Object.assign(place, { [key]: value });
      const label = key === 'town' ? target.town?.name : (value.name as Record<Locale, string>)[locale];
      const step = { label: label ?? '', target: { ...place } };
      // A community's only province is the community's page: one crumb, not two to one page.
      const previous = steps.at(-1);
      if (previous && browsePath(previous.target, locale) === browsePath(step.target, locale)) continue;
      steps.push(step);
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
  reference: Reference,
  browsePath: PathOf,
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
          href: browsePath({ ...target, community }, locale),
        }));
  // A community's only province links nowhere new: its page is the community's.
  const here = browsePath(target, locale);
  return {
    kind: target.community ? 'provinces' : 'communities',
    links: links.filter((link) => link.href !== here).sort((a, b) => a.label.localeCompare(b.label, locale)),
  };
}
