import type { Locale } from '../../common/locale/locales.ts';
import { type FilterView, viewFilter } from './catalogue-views.ts';
import { getReferenceData, matchesSlug } from './reference-data.ts';

/** The slug of the item that stands for "any value" in a checkbox filter (spec §5). */
const ALL_ITEM_SLUG = 'all';

/**
 * Filters of the subcategory a slug (any language) names, names in `locale`. With `withAll`, each
 * filter's items start with the 'all' item the search panel checks by default. Unknown → [].
 */
export async function findFiltersForSubcategory(options: {
  subcategorySlug: string;
  locale: Locale;
  withAll: boolean;
  allLabel: string;
}): Promise<FilterView[]> {
  const data = await getReferenceData();
  const subcategory = data.categories
    .flatMap((category) => category.subcategories)
    .find((each) => matchesSlug(each.slug, options.subcategorySlug));
  if (!subcategory) return [];
  const slug = subcategory.slug[options.locale];
  return data.filters
    .filter((filter) => filter.subcategoryKeys.includes(subcategory.key))
    .map((filter) => viewFilter(filter, slug, options.locale))
    .map((filter) =>
      options.withAll
        ? { ...filter, items: [{ slug: ALL_ITEM_SLUG, name: options.allLabel }, ...filter.items] }
        : filter,
    );
}
