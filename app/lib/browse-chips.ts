import type { Locale } from '../../common/locale/locales.ts';
import type { Translate } from '../../common/locale/translate.ts';
import type { BrowseTarget } from '../../server/search/browse-target.ts';
import type { AppliedFilters, FilterChip } from './applied-filters.ts';

/**
 * The chips of a browse page: what its address fixes below the country (place levels, category,
 * subcategory, filter item), each linking to the browse page without it, so the reader stays on
 * pages with one address each. Removing a place removes the places inside it. "Clear all" goes to
 * the country's page, or to /search when the page has no country.
 */
export function browseChips(options: {
  target: BrowseTarget;
  locale: Locale;
  t: Translate;
  /** A browse page's address in the reader's language. */
  pathOf: (target: BrowseTarget) => string;
  /** /search in the reader's language. */
  searchPath: string;
}): AppliedFilters {
  const { target, locale, t, pathOf, searchPath } = options;
  const chips: FilterChip[] = [];
  const to = (without: BrowseTarget) => (Object.values(without).some(Boolean) ? pathOf(without) : searchPath);
  if (target.filter) {
    const filter = target.filter.name[locale];
    chips.push(
      target.item
        ? {
            label: t('browse.filter_item', { filter, item: target.item.name[locale] }),
            href: to({ filter: target.filter }),
          }
        : { label: filter, href: searchPath },
    );
    return { chips, clearHref: searchPath, title: null };
  }
  const what = { category: target.category, subcategory: target.subcategory };
  const { country, community, province, town } = target;
  if (community) chips.push({ label: community.name[locale], href: to({ country, ...what }) });
  if (province) chips.push({ label: province.name[locale], href: to({ country, community, ...what }) });
  if (town) chips.push({ label: town.name, href: to({ ...target, town: undefined }) });
  if (target.subcategory)
    chips.push({ label: target.subcategory.name[locale], href: to({ ...target, subcategory: undefined }) });
  else if (target.category)
    chips.push({ label: target.category.name[locale], href: to({ ...target, category: undefined }) });
  return { chips, clearHref: country ? pathOf({ country }) : searchPath, title: null };
}
