/** The search form of spec §3, sent whole as the JSON parameter `form` of /search. */
export interface SearchForm {
  q: string;
  type: { name: string } | null;
  subcategory: { name: string; slug: string; svg_code: string } | null;
  community?: { name: string; slug: string } | null;
  province?: { name: string; slug: string } | null;
  town?: { name: string; slug: string } | null;
  city?: string | null;
  searchFiltersValues?: Record<string, string[] | boolean>;
  withPrice?: boolean;
  price?: { min: number | null; max: number | null };
}

export function searchFormToQuery(form: SearchForm): string {
  return new URLSearchParams({ form: JSON.stringify(form) }).toString();
}
