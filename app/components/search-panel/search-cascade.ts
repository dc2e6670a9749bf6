import type { SearchForm } from '../../../common/search/search-form.ts';

type Place = { name: string; slug: string } | null;

/** Spec §4: a new or cleared community clears the province and the town (and the radius with it). */
export function chooseCommunity(form: SearchForm, community: Place): SearchForm {
  if (community?.slug === form.community?.slug) return form;
  return { ...form, community, province: null, town: null, radius: null };
}

/** Spec §4: a new or cleared province clears the town. */
export function chooseProvince(form: SearchForm, province: Place): SearchForm {
  if (province?.slug === form.province?.slug) return form;
  return { ...form, province, town: null, radius: null };
}

/** "Within N km" only means something around a town. */
export function chooseTown(form: SearchForm, town: Place): SearchForm {
  return { ...form, town, radius: town ? (form.radius ?? null) : null };
}

/**
 * Spec §4: a new or cleared subcategory empties the filters chosen for the previous one. A
 * subcategory names its category: a category chosen before is dropped.
 */
export function chooseSubcategory(form: SearchForm, subcategory: SearchForm['subcategory']): SearchForm {
  if (subcategory?.slug === form.subcategory?.slug) return form;
  return { ...form, subcategory, category: null, searchFiltersValues: {} };
}

/** A whole category: no subcategory, so none of a subcategory's filters either. */
export function chooseCategory(form: SearchForm, category: NonNullable<SearchForm['category']>): SearchForm {
  if (category.slug === form.category?.slug && !form.subcategory) return form;
  return { ...form, category, subcategory: null, searchFiltersValues: {} };
}
