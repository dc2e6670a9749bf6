/** Up to this many items a filter is a row of checkboxes; above, a multi-select (spec §5 and §9). */
const CHECKBOX_LIMIT = 6;
/** The item that stands for "any value", first in every filter the API serves `with_all`. */
export const ALL_ITEM = 'all';

export type FilterKind = 'hidden' | 'checkboxes' | 'multi-select';

/** Spec §5: one item or none is not worth showing; the count includes the `all` item. */
export function filterKind(itemCount: number): FilterKind {
  if (itemCount <= 1) return 'hidden';
  return itemCount <= CHECKBOX_LIMIT ? 'checkboxes' : 'multi-select';
}

/**
 * The checkboxes' rule: choosing `all` clears the others; choosing another item removes `all`;
 * unticking the last item goes back to `all`, since no choice means any.
 */
export function toggleFilterItem(selected: readonly string[], slug: string, checked: boolean): string[] {
  if (slug === ALL_ITEM) return [ALL_ITEM];
  const others = selected.filter((each) => each !== ALL_ITEM && each !== slug);
  const next = checked ? [...others, slug] : others;
  return next.length > 0 ? next : [ALL_ITEM];
}

/** What a checkbox filter shows as ticked: its saved choice, or `all` by default. */
export function checkedItems(value: readonly string[] | boolean | undefined): readonly string[] {
  return Array.isArray(value) && value.length > 0 ? value : [ALL_ITEM];
}

/**
 * The filter values after a choice: a filter back at `all` leaves no entry, so an untouched
 * filter and one reset to `all` look the same to the search and to "has a value".
 */
export function chooseFilterItem(
  values: Readonly<Record<string, string[] | boolean>>,
  filter: string,
  slug: string,
  checked: boolean,
): Record<string, string[] | boolean> {
  const { [filter]: previous, ...others } = values;
  const selected = toggleFilterItem(checkedItems(previous), slug, checked);
  return selected[0] === ALL_ITEM ? others : { ...others, [filter]: selected };
}
