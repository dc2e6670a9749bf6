import { z } from 'zod';
import {
  DEFAULT_SEARCH_TYPE,
  emptySearchForm,
  RADIUS_KM,
  SEARCH_SORTS,
  SEARCH_TYPES,
  type SearchForm,
  type SearchSort,
} from '../../common/search/search-form.ts';
import { plainSearchForm } from '../../common/search/search-form-fields.ts';

/** A field that may be null, dropped (null) when it does not fit. */
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().catch(null);
const named = z.object({ name: z.string().max(200).catch(''), slug: z.string().max(200) });
const price = orNull(z.number().int().min(1).max(1_000_000_000));
const values = z.union([z.array(z.string().max(100)).max(50), z.boolean()]);

/** Lenient by design: a field that does not fit is dropped, the rest of the search survives. */
const formSchema = z.object({
  q: z.string().max(200).catch(''),
  type: z.object({ name: z.enum(SEARCH_TYPES) }).catch({ name: DEFAULT_SEARCH_TYPE }),
  subcategory: orNull(named.extend({ svg_code: z.string().max(0).catch('') })),
  category: orNull(named),
  community: orNull(named),
  province: orNull(named),
  town: orNull(named),
  city: orNull(z.string().max(200)),
  searchFiltersValues: z.record(z.string().max(100), values).catch({}),
  withPrice: z.boolean().catch(false),
  hideReserved: z.boolean().catch(false),
  price: z.object({ min: price, max: price }).catch({ min: null, max: null }),
  radius: orNull(z.number().refine((value) => (RADIUS_KM as readonly number[]).includes(value))),
});

/** Absent keys allowed. Made once: a schema made per call was compiled again by Zod on every search. */
const partialFormSchema = formSchema.partial();

/**
 * The `form` parameter of /search. Missing, invalid or hostile JSON gives the empty search (spec:
 * no error page); unknown keys are dropped.
 */
export function parseSearchForm(json: string | null | undefined): SearchForm {
  const empty = emptySearchForm();
  if (!json || json.length > 10_000) return empty;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return empty;
  }
  // Not an object (an array, a string, null) fails the schema; absent keys keep the empty value.
  const parsed = partialFormSchema.safeParse(value);
  return parsed.success ? { ...empty, ...parsed.data } : empty;
}

/**
 * The search of a /search address: the `form` parameter, or, from a plain form post before
 * JavaScript loads (the bar's text box, the results page's filter form), its named fields.
 */
export function searchFormFromParams(params: URLSearchParams): SearchForm {
  if (params.has('form')) return parseSearchForm(params.get('form'));
  return parseSearchForm(JSON.stringify(plainSearchForm(params)));
}

export function parseSearchSort(value: string | null | undefined): SearchSort | null {
  return (SEARCH_SORTS as readonly string[]).includes(value ?? '') ? (value as SearchSort) : null;
}

/** The page asked for; 1 for what is no page number. A page past MAX_PAGES is kept: it answers 404, as any page past the last. */
export function parseSearchPage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
