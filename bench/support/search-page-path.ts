/**
 * The page address of a bench query: a browse page when the query is one (a single place or
 * category, offers), else /search?form=… as the search bar sends it.
 */

import { localizePath } from '../../common/locale/locale-path.ts';
import { emptySearchForm, type SearchForm, searchFormToQuery } from '../../common/search/search-form.ts';
import type { ReferenceData } from '../../server/catalogue/reference-data.ts';
import { findTownById } from '../../server/geo/geography.ts';
import { browsePath } from '../../server/search/browse-target.ts';
import type { AdSearchCriteria } from '../../server/search/search-criteria.ts';
import type { QueryKind } from '../search-queries.ts';

export function searchPagePath(kind: QueryKind, criteria: AdSearchCriteria, data: ReferenceData): string {
  const { locale } = criteria;
  const category = data.categories.find((each) => each.key === criteria.categoryKey);
  const subcategory = data.categories
    .flatMap((each) => each.subcategories)
    .find((each) => each.key === criteria.subcategoryKey);
  const community = data.communities.find((each) => each.id === criteria.communityId);
  const province = data.provinces.find((each) => each.id === criteria.provinceId);
  const extra = new URLSearchParams();
  if (criteria.sort !== 'relevance' && criteria.sort !== 'newest') extra.set('sort', criteria.sort);
  if (criteria.page > 1) extra.set('page', String(criteria.page));
  const query = extra.size ? `?${extra}` : '';
  if (kind === 'browse' && criteria.type === 'offer') {
    const country = data.countries.find(
      (each) => each.code === (criteria.countryCode ?? province?.countryCode ?? community?.countryCode),
    );
    const owner = subcategory ? data.categories.find((each) => each.key === subcategory.categoryKey) : category;
    const provinceCommunity = province && data.communities.find((each) => each.id === province.communityId);
    const target = {
      country: province || community || criteria.countryCode ? country : undefined,
      community: provinceCommunity ?? community,
      province,
      category: owner,
      subcategory,
    };
    if (target.country || target.category) return `${browsePath(target, locale)}${query}`;
  }
  const town = criteria.townId === null ? undefined : findTownById(criteria.townId);
  const townProvince = town && data.provinces.find((each) => each.id === town.province);
  const form: SearchForm = {
    ...emptySearchForm(),
    q: criteria.q,
    type: { name: criteria.type },
    subcategory: subcategory ? { name: subcategory.name[locale], slug: subcategory.slug[locale], svg_code: '' } : null,
    community: community ? { name: community.name[locale], slug: community.slug[locale] } : null,
    province:
      (province ?? townProvince)
        ? { name: (province ?? townProvince)?.name[locale] ?? '', slug: (province ?? townProvince)?.slug ?? '' }
        : null,
    town: town ? { name: town.name, slug: town.slug } : null,
    searchFiltersValues: criteria.filters,
    withPrice: criteria.withPrice,
    price: { min: criteria.priceMin, max: criteria.priceMax },
    radius: criteria.radiusKm,
  };
  return `${localizePath('/search', locale)}?${searchFormToQuery(form, {
    sort: criteria.sort === 'relevance' ? undefined : criteria.sort,
    page: criteria.page,
  })}`;
}
