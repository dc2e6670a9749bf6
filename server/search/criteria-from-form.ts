import type { Locale } from '../../common/locale/locales.ts';
import {
  DEFAULT_SEARCH_TYPE,
  SEARCH_TYPES,
  type SearchForm,
  type SearchSort,
  type SearchType,
} from '../../common/search/search-form.ts';
import { findTownBySlug } from '../catalogue/places.ts';
import { getReferenceData, matchesSlug, type ReferenceData } from '../catalogue/reference-data.ts';
import { SEARCH_PAGE_SIZE } from './search-constants.ts';
import type { AdSearchCriteria } from './search-criteria.ts';

/** The filter item that means "no restriction" (spec §5: the first checkbox of every filter). */
const ALL_ITEMS = 'all';

/** What a browse route fixes, already resolved from its URL: these win over the form's fields. */
export interface BrowseFields {
  countryCode?: string | null;
  categoryKey?: string | null;
  subcategoryKey?: string | null;
  communityId?: string | null;
  provinceId?: string | null;
  townId?: number | null;
  filters?: Record<string, string[]>;
}

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
  const community =
    fixed.communityId !== undefined
      ? data.communities.find((each) => each.id === fixed.communityId)
      : form.community
        ? data.communities.find(
            (each) =>
              matchesSlug(each.slug, form.community?.slug ?? '') && (!countryCode || each.countryCode === countryCode),
          )
        : undefined;
  const province =
    fixed.provinceId !== undefined
      ? data.provinces.find((each) => each.id === fixed.provinceId)
      : form.province
        ? data.provinces.find(
            (each) =>
              each.slug === form.province?.slug &&
              (community ? each.communityId === community.id : !countryCode || each.countryCode === countryCode),
          )
        : undefined;
  const townId =
    fixed.townId !== undefined
      ? fixed.townId
      : form.town && province
        ? ((await findTownBySlug({ slug: form.town.slug, provinceId: province.id }))?.id ?? null)
        : null;

  const withPrice = form.withPrice === true;
  const price = form.price ?? { min: null, max: null };
  return {
    locale,
    countryCode: countryCode ?? community?.countryCode ?? province?.countryCode ?? null,
    q,
    type: searchType(form.type?.name),
    categoryKey,
    subcategoryKey: subcategory?.key ?? null,
    communityId: community?.id ?? province?.communityId ?? null,
    provinceId: province?.id ?? null,
    townId,
    radiusKm: townId !== null ? (form.radius ?? null) : null,
    filters: { ...resolveFilters(data, form.searchFiltersValues ?? {}), ...resolveFilters(data, fixed.filters ?? {}) },
    withPrice,
    // Price bounds apply only with "with price" on, as the panel enables its inputs (spec §5).
    priceMin: withPrice ? price.min : null,
    priceMax: withPrice ? price.max : null,
    includeSold: false,
    hideReserved: form.hideReserved === true,
    // Around a town ("near me" sets one) the nearest come first unless another order is asked.
    sort: options.sort ?? (q ? 'relevance' : townId !== null && form.radius ? 'distance' : 'newest'),
    page: options.page ?? 1,
    pageSize: SEARCH_PAGE_SIZE,
  };
}

function searchType(name: string | undefined): SearchType {
  return (SEARCH_TYPES as readonly string[]).includes(name ?? '') ? (name as SearchType) : DEFAULT_SEARCH_TYPE;
}

/**
 * Known filters with their known items; `all` and empty choices mean no restriction and vanish.
 * Yes/no (boolean) values have no item to match and are dropped.
 */
function resolveFilters(data: ReferenceData, values: Record<string, string[] | boolean>): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const [slug, chosen] of Object.entries(values)) {
    if (!Array.isArray(chosen) || chosen.includes(ALL_ITEMS)) continue;
    const filter = data.filters.find((each) => each.slug === slug);
    if (!filter) continue;
    const items = [...new Set(chosen)].filter((item) => filter.items.some((each) => each.slug === item));
    if (items.length > 0) filters[slug] = items;
  }
  return filters;
}
