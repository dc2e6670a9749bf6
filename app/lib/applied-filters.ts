import { formatPrice } from '../../common/locale/format.ts';
import type { Locale } from '../../common/locale/locales.ts';
import type { Translate } from '../../common/locale/translate.ts';
import { DEFAULT_SEARCH_TYPE, type SearchForm, type SearchSort } from '../../common/search/search-form.ts';
import { searchHref } from '../../common/search/search-link.ts';
import type { Filter } from '../../server/catalogue/reference-data.ts';

/** One criterion a results page applies, and the link to the same search without it. */
export interface FilterChip {
  label: string;
  href: string;
}

/** The chips above the results, the link that removes them all, and the search said in words. */
export interface AppliedFilters {
  chips: FilterChip[];
  clearHref: string;
  /** "PRE mares in Sevilla, 5,000–12,000 €"; null when nothing but words (or nothing) is searched. */
  title: string | null;
}

/**
 * Chips for every criterion of `form` (the search as the bar shows it, names in the reader's
 * language), each linking to `path` with that criterion removed and the sort kept; clearing all
 * goes to `path` alone. Removing a place also removes the places and radius inside it, as the
 * search panel does.
 */
export function appliedFilters(options: {
  form: SearchForm;
  locale: Locale;
  t: Translate;
  /** The catalogue's filters, for their names and their items' names. */
  filters: Filter[];
  path: string;
  sort?: SearchSort | null;
}): AppliedFilters {
  const { form, locale, t, path } = options;
  const href = (without: Partial<SearchForm>) => searchHref(path, { ...form, ...without }, { sort: options.sort });
  const chips: FilterChip[] = [];
  const details: string[] = [];
  const q = form.q.trim();
  if (q) {
    const label = t('results.words', { q });
    chips.push({ label, href: href({ q: '' }) });
    details.push(label);
  }
  const type = form.type?.name ?? DEFAULT_SEARCH_TYPE;
  if (type !== DEFAULT_SEARCH_TYPE) {
    const label = t(`search_type.${type}`);
    chips.push({ label, href: href({ type: { name: DEFAULT_SEARCH_TYPE } }) });
    // "All ads" only widens the search: not worth a word in the title.
    if (type !== 'all') details.push(label);
  }
  if (form.subcategory) chips.push({ label: form.subcategory.name, href: href({ subcategory: null }) });
  else if (form.category) chips.push({ label: form.category.name, href: href({ category: null }) });
  const values = form.searchFiltersValues ?? {};
  for (const [slug, chosen] of Object.entries(values)) {
    if (!Array.isArray(chosen)) continue;
    const filter = options.filters.find((each) => each.slug === slug);
    const { [slug]: _removed, ...others } = values;
    // Every item (a /f/{filter} page: ads that state any breed) is one chip, the filter's name.
    if (filter && filter.items.length > 1 && filter.items.every((each) => chosen.includes(each.slug))) {
      chips.push({ label: filter.name[locale], href: href({ searchFiltersValues: others }) });
      continue;
    }
    for (const item of chosen) {
      const name = filter?.items.find((each) => each.slug === item)?.name[locale] ?? item;
      const rest = chosen.filter((each) => each !== item);
      chips.push({
        label: filter ? t('browse.filter_item', { filter: filter.name[locale], item: name }) : name,
        href: href({ searchFiltersValues: rest.length > 0 ? { ...values, [slug]: rest } : others }),
      });
      details.push(name);
    }
  }
  const noPlace = { community: null, province: null, town: null, radius: null };
  if (form.community) chips.push({ label: form.community.name, href: href(noPlace) });
  if (form.province) chips.push({ label: form.province.name, href: href({ ...noPlace, community: form.community }) });
  if (form.town) {
    // A town named like its province (Sevilla, Sevilla) says it is the town: two chips read the same.
    const label = sameName(form.town.name, form.province?.name)
      ? t('search.town_named', { town: form.town.name })
      : form.town.name;
    chips.push({ label, href: href({ town: null, radius: null }) });
    if (form.radius) chips.push({ label: t('search.radius_km', { km: form.radius }), href: href({ radius: null }) });
  }
  const price = priceText(form, locale, t);
  if (price) chips.push({ label: price, href: href({ price: { min: null, max: null } }) });
  if (form.withPrice)
    chips.push({ label: t('search.with_price'), href: href({ withPrice: false, price: { min: null, max: null } }) });

  const place = form.town?.name ?? form.province?.name ?? form.community?.name ?? null;
  const onlyWords = chips.length === (q ? 1 : 0);
  return {
    chips,
    clearHref: path,
    title: onlyWords
      ? null
      : t('results.title_described', {
          what: form.subcategory?.name ?? form.category?.name ?? t('results.ads'),
          details: details.length > 0 ? details.join(', ') : 'none',
          place: place ?? 'none',
          // A radius reaches past the town: "within 50 km of Carmona", not "in Carmona".
          km: form.town && form.radius ? String(form.radius) : 'none',
          price: price ?? 'none',
        }),
  };
}

function sameName(a: string, b: string | undefined): boolean {
  return b !== undefined && a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
}

/** "5.000 €–12.000 €", "Desde 5.000 €", "Hasta 12.000 €"; bounds count only with "with price" on. */
function priceText(form: SearchForm, locale: Locale, t: Translate): string | null {
  if (!form.withPrice) return null;
  const min = form.price?.min ?? null;
  const max = form.price?.max ?? null;
  if (min !== null && max !== null)
    return t('results.price_range', { min: formatPrice(locale, min), max: formatPrice(locale, max) });
  if (min !== null) return t('results.price_from', { min: formatPrice(locale, min) });
  if (max !== null) return t('results.price_up_to', { max: formatPrice(locale, max) });
  return null;
}
