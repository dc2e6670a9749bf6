import type { Locale } from '../../common/locale/locales.ts';
import {
  DEFAULT_SEARCH_TYPE,
  SEARCH_TYPES,
  type SearchForm,
  type SearchSort,
} from '../../common/search/search-form.ts';
import { findTownBySlug } from '../catalogue/places.ts';
import { getReferenceData, matchesSlug, type ReferenceData } from '../catalogue/reference-data.ts';
import { SEARCH_PAGE_SIZE } from './search-constants.ts';
import type { AdSearchCriteria } from './search-criteria.ts';

/** What a browse route fixes, already resolved from its URL: these win over the form's fields. */
export type BrowseFields = Partial<
  Pick<
    AdSearchCriteria,
    'countryCode' | 'categoryKey' | 'subcategoryKey' | 'communityId' | 'provinceId' | 'townId' | 'filters'
  >
>;

/**
 * A search form (its slugs in any locale) plus what a browse route fixes → the engine's criteria.
 * Unknown slugs, and a place outside the place above it, are dropped, never an error.
 */
export async function criteriaFromForm(options: {
  form: SearchForm;
  fixed?: BrowseFields;
  locale: Locale;
  countryCode: string | null;
  sort?: SearchSort | null;
  page?: number;
}): Promise<AdSearchCriteria> {
  const { form, fixed = {}, locale } = options;
  const data = await getReferenceData();
  const q = form.q.trim().replace(/\s+/g, ' ');

  const subcategories = data.categories.flatMap((each) => each.subcategories);
  const subcategory =
    fixed.subcategoryKey !== undefined
      ? subcategories.find((each) => each.key === fixed.subcategoryKey)
      : subcategories.find((each) => matchesSlug(each.slug, form.subcategory?.slug ?? ''));
  const category = data.categories.find((each) => matchesSlug(each.slug, form.category?.slug ?? ''));
  const categoryKey = subcategory?.categoryKey ?? fixed.categoryKey ?? category?.key ?? null;

  const countryCode = fixed.countryCode !== undefined ? fixed.countryCode : options.countryCode;
  const inCountry = (place: { countryCode: string }) => !countryCode || place.countryCode === countryCode;
  const community =
    fixed.communityId !== undefined
      ? data.communities.find((each) => each.id === fixed.communityId)
      : data.communities.find((each) => matchesSlug(each.slug, form.community?.slug ?? '') && inCountry(each));
  const province =
    fixed.provinceId !== undefined
      ? data.provinces.find((each) => each.id === fixed.provinceId)
      : data.provinces.find(
          (each) =>
            each.slug === form.province?.slug && (community ? each.communityId === community.id : inCountry(each)),
        );
  const townId =
    fixed.townId !== undefined
      ? fixed.townId
      : form.town && province
        ? ((await findTownBySlug({ slug: form.town.slug, provinceId: province.id }))?.id ?? null)
        : null;

  // Price bounds apply only with "with price" on, as the panel enables its inputs (spec §5).
  const withPrice = form.withPrice === true;
  return {
    locale,
    countryCode: countryCode ?? community?.countryCode ?? province?.countryCode ?? null,
    q,
    type: SEARCH_TYPES.find((each) => each === form.type?.name) ?? DEFAULT_SEARCH_TYPE,
    categoryKey,
    subcategoryKey: subcategory?.key ?? null,
    communityId: community?.id ?? province?.communityId ?? null,
    provinceId: province?.id ?? null,
    townId,
    radiusKm: townId !== null ? (form.radius ?? null) : null,
    filters: { ...resolveFilters(data, form.searchFiltersValues ?? {}), ...resolveFilters(data, fixed.filters ?? {}) },
    withPrice,
    priceMin: withPrice ? (form.price?.min ?? null) : null,
    priceMax: withPrice ? (form.price?.max ?? null) : null,
    includeSold: false,
    hideReserved: form.hideReserved === true,
    // Around a town ("near me" sets one) the nearest come first unless another order is asked.
    sort: options.sort ?? (q ? 'relevance' : townId !== null && form.radius ? 'distance' : 'newest'),
    page: options.page ?? 1,
    pageSize: SEARCH_PAGE_SIZE,
  };
}

/**
 * Known filters with their known items; `all` and empty choices mean no restriction and vanish.
 * Yes/no (boolean) values have no item to match and are dropped.
 */
function resolveFilters(data: ReferenceData, values: Record<string, string[] | boolean>): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const [slug, chosen] of Object.entries(values)) {
    if (!Array.isArray(chosen) || chosen.includes('all')) continue;
    const filter = data.filters.find((each) => each.slug === slug);
    if (!filter) continue;
    const items = [...new Set(chosen)].filter((item) => filter.items.some((each) => each.slug === item));
    if (items.length > 0) filters[slug] = items;
  }
  return filters;
}
