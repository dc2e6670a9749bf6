import type { SearchSort } from '../../common/search/search-form.ts';
import type { FilterView, PlaceView } from '../../server/catalogue/catalogue-views.ts';
import type { Province, Subcategory } from '../../server/catalogue/reference-data.ts';
import type { ListedAd } from '../components/ad/ad-card.tsx';
import type { AppliedFilters } from './applied-filters.ts';
import type { LayoutPreference } from './layout-preference.ts';
import type { Rows } from './rows.ts';

/** How a results page links to itself with another page or sort, and to a narrower search. */
export interface ResultsLinks {
  page(options: { sort: SearchSort | null; page: number }): string;
  subcategory(subcategory: Subcategory): string;
  province(province: Province): string;
}

export interface FacetLink {
  label: string;
  count: number;
  /** Its address is its group's `start + middle + end` (`LinkFamily`). */
  middle: string;
  /** The value the search already has (facets ignore their own selection, so it stays listed). */
  current?: true;
}

/** One facet's links, the parts of their addresses they share sent once, the links as rows. */
export interface FacetGroup {
  start: string;
  end: string;
  links: Rows<FacetLink>;
}

/** Everything the shared results view (`SearchResults`) shows, links already built. */
export interface ResultsView {
  /** The cards, as rows (`fromRows`): their fields are written once, not 24 times. */
  ads: Rows<ListedAd>;
  /** Which of `ads` the reader has favourited (slugs). */
  favourites: string[];
  total: number;
  totalIsEstimate: boolean;
  page: number;
  pageCount: number;
  correctedQuery: string | null;
  /** With a correction: the same search with the words as typed ('Search instead for …'). */
  asTypedHref: string | null;
  /** No ad has all the words: these have some of them, and a notice says so. */
  someWords: boolean;
  q: string;
  sort: SearchSort;
  /** Relevance is offered only when there are words to rank by. */
  sorts: SearchSort[];
  layout: LayoutPreference;
  /**
   * The window of page links, always with the first and this one: the sort form and the layout
   * links (which work without JavaScript; the loader stores the layout) are written from them.
   */
  pages: { number: number; href: string }[];
  prev: string | null;
  next: string | null;
  /** `estimates`: counted over a sample of a large result and scaled, so shown as approximate. */
  facets: { subcategories: FacetGroup; provinces: FacetGroup; estimates: boolean };
  /** The criteria applied, as chips that each remove one (links to /search), and in words. */
  applied: AppliedFilters;
  /** The first card's position in the whole list (schema.org ItemList). */
  firstPosition: number;
  /** What the filter form beside the results needs to render whole on the server. */
  filterLists: SearchFieldLists;
}

/** Lists a results page's loader already sent, so its filter form renders whole on the server. */
export interface SearchFieldLists {
  /** The chosen subcategory's filters, `with_all`. */
  filters: { subcategory: string; items: FilterView[] } | null;
  /** The chosen community's provinces. */
  provinces: { community: string; items: PlaceView[] } | null;
}
