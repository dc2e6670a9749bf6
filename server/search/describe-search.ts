import type { SearchForm } from '../../common/search/search-form.ts';
import { findTownById } from '../catalogue/places.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import type { AdSearchCriteria } from './search-criteria.ts';

/**
 * The search form that says what `criteria` searches, its names and slugs in the reader's
 * language: what the search bar shows, and what links back to /search carry. Fields a browse
 * route fixes appear too, so the bar shows them; anything unresolved is left empty.
 */
export async function describeSearch(options: { form: SearchForm; criteria: AdSearchCriteria }): Promise<SearchForm> {
  const { form, criteria } = options;
  const { locale } = criteria;
  const data = await getReferenceData();
  const subcategory = data.categories
    .flatMap((category) => category.subcategories)
    .find((each) => each.key === criteria.subcategoryKey);
  // A category page, or a search narrowed to a category: said when no subcategory says it.
  const category = subcategory ? undefined : data.categories.find((each) => each.key === criteria.categoryKey);
  const community = data.communities.find((each) => each.id === criteria.communityId);
  const province = data.provinces.find((each) => each.id === criteria.provinceId);
  const town = criteria.townId !== null ? await findTownById(criteria.townId) : undefined;
  return {
    q: criteria.q,
    type: { name: criteria.type },
    subcategory: subcategory ? { name: subcategory.name[locale], slug: subcategory.slug[locale], svg_code: '' } : null,
    ...(category ? { category: { name: category.name[locale], slug: category.slug[locale] } } : {}),
    community: community ? { name: community.name[locale], slug: community.slug[locale] } : null,
    province: province ? { name: province.name[locale], slug: province.slug } : null,
    town: town ? { name: town.name, slug: town.slug } : null,
    city: form.city ?? null,
    searchFiltersValues: { ...criteria.filters },
    withPrice: criteria.withPrice,
    price: { min: criteria.priceMin, max: criteria.priceMax },
    radius: criteria.radiusKm,
    ...(criteria.hideReserved ? { hideReserved: true } : {}),
  };
}
