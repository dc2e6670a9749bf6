/**
 * The names of the filter form's fields, so it also works as a plain GET form before JavaScript
 * loads (with scripts, the form travels whole as the JSON parameter `form`). A filter's items are
 * `filter.<slug>`, one value per checked item.
 */
export const SEARCH_FIELD = {
  q: 'q',
  type: 'type',
  /** A subcategory slug, or `c/<category slug>` for a whole category. */
  what: 'subcategory',
  community: 'community',
  province: 'province',
  town: 'town',
  radius: 'radius',
  /** The spec's free-text place (no field of the form writes it; a link keeps it). */
  city: 'city',
  withPrice: 'with_price',
  priceMin: 'price_min',
  priceMax: 'price_max',
  hideReserved: 'hide_reserved',
} as const;
export const FILTER_FIELD_PREFIX = 'filter.';
export const CATEGORY_VALUE_PREFIX = 'c/';

/**
 * A plain form post as a search form's raw JSON value, for `parseSearchForm` to validate like any
 * other. Names are left empty: the results page fills them in from the slugs. A price bound turns
 * "with price" on, as typing one does in the form.
 */
export function plainSearchForm(params: URLSearchParams): Record<string, unknown> {
  const text = (name: string) => params.get(name)?.trim() || null;
  const named = (name: string) => {
    const slug = text(name);
    return slug ? { name: '', slug } : null;
  };
  const number = (name: string) => {
    const value = text(name);
    return value === null || !/^\d+$/.test(value) ? null : Number(value);
  };
  const what = text(SEARCH_FIELD.what);
  const isCategory = what?.startsWith(CATEGORY_VALUE_PREFIX) ?? false;
  const price = { min: number(SEARCH_FIELD.priceMin), max: number(SEARCH_FIELD.priceMax) };
  const filters: Record<string, string[]> = {};
  for (const [name, value] of params) {
    // Without scripts the "all" box stays ticked beside the items chosen: the items win.
    if (!name.startsWith(FILTER_FIELD_PREFIX) || !value || value === 'all') continue;
    const slug = name.slice(FILTER_FIELD_PREFIX.length);
    filters[slug] = [...(filters[slug] ?? []), value];
  }
  const type = text(SEARCH_FIELD.type);
  return {
    q: (params.get(SEARCH_FIELD.q) ?? '').trim().slice(0, 200),
    ...(type ? { type: { name: type } } : {}),
    subcategory: what && !isCategory ? { name: '', slug: what, svg_code: '' } : null,
    ...(what && isCategory ? { category: { name: '', slug: what.slice(CATEGORY_VALUE_PREFIX.length) } } : {}),
    community: named(SEARCH_FIELD.community),
    province: named(SEARCH_FIELD.province),
    town: named(SEARCH_FIELD.town),
    radius: number(SEARCH_FIELD.radius),
    city: text(SEARCH_FIELD.city),
    searchFiltersValues: filters,
    ...(params.has(SEARCH_FIELD.hideReserved) ? { hideReserved: true } : {}),
    withPrice: params.has(SEARCH_FIELD.withPrice) || price.min !== null || price.max !== null,
    price,
  };
}
