import { type SQL, sql } from 'drizzle-orm';
import type { ReferenceData } from '../catalogue/reference-data.ts';
import type { ScanPlan } from '../db/client.ts';
import { executePlanned } from './planned-statement.ts';
import { hasPriceRange, priceBitmapPays, priceRangeShare } from './price-bitmap.ts';
import { inSlice, recentSlice, sliceSamples, sliceShowsPastSample } from './recent-slice.ts';
import { appliedFilters, type FacetDimension, searchConditions } from './search-conditions.ts';
import {
  type AdSearchCriteria,
  type AdSearchResult,
  type FacetCount,
  hasItems,
  hasScopedItems,
} from './search-criteria.ts';
import { estimateSearch } from './search-estimate.ts';
import type { TextQuery } from './search-text-query.ts';

/**
 * Facets and the total are counted exactly over at most this many matches; past it they are
 * counted over this many (the newest for a search without words, radius or filter items; for
 * those, the first found), scaled to the planner's estimate of the total and flagged as estimates.
 * 1,000 rather than 2,000 since decision 0050: the counts read half the rows (1M ads: p95 38 → 34 ms).
 */
export const EXACT_COUNT_LIMIT = 1_000;

export interface FacetCounts {
  total: number;
  totalIsEstimate: boolean;
  facetsAreEstimates: boolean;
  facets: AdSearchResult['facets'];
}

export type FacetColumn = 'subcategory' | 'province' | 'tag';
type Column = FacetColumn;

/**
 * Counts per subcategory, province and filter item for the current search. The standard rule:
 * a dimension's counts ignore that dimension's own selection, so the panel shows what choosing
 * another value would give. Dimensions with nothing selected share one count over the search
 * itself, which also gives the total.
 */
export async function countFacets(options: {
  criteria: AdSearchCriteria;
  text: TextQuery | null;
  reference: ReferenceData;
  /** The planner's estimate of the matches, when it was made. */
  estimate: number | null;
  /**
   * The scans of the statements (scan-plan.ts; null plans freely, never for words): a walk counts
   * the newest matches, a bitmap the first found.
   */
  plan?: ScanPlan | null;
  /**
   * The scans of a dimension's count without its own selection, and the planner's estimate of its
   * matches; `plan` and `estimate` by default.
   */
  dimensionScans?: (dimension: FacetDimension) => Promise<{ plan: ScanPlan | null; estimate: number | null }>;
  /**
   * The count over the search itself, grouped by `facetDimensions(…).shared`, when made elsewhere
   * (null: it was not, count it here).
   */
  base?: Promise<FacetSample | null>;
}): Promise<FacetCounts> {
  const { criteria, text, reference, estimate, plan = text ? 'bitmap' : null } = options;
  const { filterSlugs, selectedFilters, selected, shared } = facetDimensions(criteria, reference);

  const where = (omit?: FacetDimension, scans = plan, priceIndex = false) =>
    searchConditions(criteria, text, { omit, counting: true, walking: scans === 'walk', priceIndex });
  // Words, a radius and filter items come from a bitmap: the first matches found, not the newest
  // (see countMatches). Walked, they come newest first.
  const bitmap = text !== null || (criteria.radiusKm !== null && criteria.townId !== null);
  const unordered = (omit?: FacetDimension, scans = plan) =>
    scans !== 'walk' && (bitmap || appliedFilters(criteria, omit).length > 0);
  // Words or filter items whose sample the recent slice can give are counted there, from its
  // smaller indexes (recent-slice.ts, decisions 0051 and 0053): the sample is then of recent ads.
  const slice = await recentSlice();
  let range: ReturnType<typeof priceRangeShare> | null = null;
  const pricedBitmapPays = async (matches: number) => {
    if (!hasPriceRange(criteria)) return false;
    range ??= priceRangeShare(criteria);
    return priceBitmapPays({ matches, need: EXACT_COUNT_LIMIT + 1, ...(await range) });
  };
  // (Items within a subcategory come from the scoped index, which the slice has not.)
  const sliced = text !== null || (hasItems(criteria) && !hasScopedItems(criteria));
  const count = async (columns: Column[], omit?: FacetDimension, scans = plan, matches = estimate) => {
    const loose = unordered(omit, scans);
    // Newest first without a bitmap, a count walks a date index: planned freely, a price range
    // (`price + 0`, which it cannot estimate) made the planner read every ad and sort them (50 ms
    // at 100k ads, a province's count of a price range).
    const session = scans ?? (loose ? null : 'walk');
    if (sliced && loose && sliceSamples(slice, matches, EXACT_COUNT_LIMIT + 1)) {
      const recent = await countMatches(sql`${where(omit, session)} and ${inSlice(slice)}`, columns, loose, session);
      if (recent.sampled) return recent;
      // Short of the sample (the estimate was off), but enough to show the whole table far past
      // it: the slice's matches are the sample (decision 0051). Else the counts must be of every match.
      if (sliceShowsPastSample(slice, recent.size, EXACT_COUNT_LIMIT + 1)) return { ...recent, sampled: true };
    }
    // The slice's statement keeps `price + 0`: with its edge the planner chose a price index over
    // the slice's text index (search-conditions.ts).
    const priceIndex = loose && matches !== null && (await pricedBitmapPays(matches));
    return countMatches(where(omit, session, priceIndex), columns, loose, session);
  };
  const [base, ...own] = await Promise.all([
    (options.base ?? Promise.resolve(null)).then((base) => base ?? count(shared)),
    ...selected.map(async (dimension) => {
      const scans = options.dimensionScans ? await options.dimensionScans(dimension) : { plan, estimate: null };
      const part = await count([columnOf(dimension)], dimension, scans.plan, scans.estimate);
      // A sample stands for all the matches of its own search: this dimension's, without its selection.
      const matches = part.sampled ? (scans.estimate ?? (await estimateSearch(criteria, text, dimension))) : part.size;
      return { part, total: Math.max(part.size, matches) };
    }),
  ]);
  const total = base.sampled ? Math.max(base.size, estimate ?? (await estimateSearch(criteria, text))) : base.size;
  const counts = new Map<Column, Map<string, number>>();
  const scaled = (part: FacetSample, column: Column, partTotal: number) => {
    const factor = part.sampled ? partTotal / part.size : 1;
    return [...(part.counts.get(column) ?? [])].map(([key, count]) => ({ key, count: Math.round(count * factor) }));
  };
  for (const column of shared) {
    counts.set(column, new Map(scaled(base, column, total).map((row) => [row.key, row.count])));
  }
  const ownTags = new Map<string, number>();
  selected.forEach((dimension, index) => {
    const counted = own[index];
    if (!counted) return;
    const column = columnOf(dimension);
    const rows = scaled(counted.part, column, counted.total);
    if (column === 'tag') {
      const prefix = `${dimension.slice('filter:'.length)}/`;
      for (const row of rows) if (row.key.startsWith(prefix)) ownTags.set(row.key, row.count);
    } else {
      counts.set(column, new Map(rows.map((row) => [row.key, row.count])));
    }
  });
  const sharedTags = [...(counts.get('tag') ?? [])].filter(([key]) => {
    const slug = key.slice(0, key.indexOf('/'));
    return filterSlugs.includes(slug) && !selectedFilters.includes(slug);
  });
  return {
    total,
    totalIsEstimate: base.sampled,
    facetsAreEstimates: base.sampled || own.some((counted) => counted.part.sampled),
    facets: {
      subcategories: sorted(counts.get('subcategory')),
      provinces: sorted(counts.get('province')),
      filterItems: sorted(new Map([...sharedTags, ...ownTags])),
    },
  };
}

/**
 * The dimensions with a selection (each counted without it) and the columns counted together over
 * the search itself (`shared`).
 */
export function facetDimensions(criteria: AdSearchCriteria, reference: ReferenceData) {
  const filterSlugs = facetFilterSlugs(criteria, reference);
  const selected: FacetDimension[] = [];
  const shared: FacetColumn[] = [];
  if (criteria.subcategoryKey) selected.push('subcategory');
  else shared.push('subcategory');
  if (criteria.provinceId || criteria.townId !== null) selected.push('province');
  else shared.push('province');
  const selectedFilters = filterSlugs.filter((slug) => criteria.filters[slug]?.length);
  for (const slug of selectedFilters) selected.push(`filter:${slug}`);
  if (filterSlugs.length > selectedFilters.length) shared.push('tag');
  return { filterSlugs, selectedFilters, selected, shared };
}

/** The filters whose items get counts: the chosen subcategory's, or else the ones in use. */
function facetFilterSlugs(criteria: AdSearchCriteria, reference: ReferenceData): string[] {
  if (!criteria.subcategoryKey) return Object.keys(criteria.filters).filter((slug) => criteria.filters[slug]?.length);
  const key = criteria.subcategoryKey;
  return reference.filters.filter((filter) => filter.subcategoryKeys.includes(key)).map((filter) => filter.slug);
}

function columnOf(dimension: FacetDimension): Column {
  return dimension === 'subcategory' || dimension === 'province' ? dimension : 'tag';
}

export interface FacetSample {
  /**
   * Matches counted: all of them, or EXACT_COUNT_LIMIT + 1 when there are more, or those of the
   * recent slice when they show the whole table far past that (`sliceShowsPastSample`).
   */
  size: number;
  sampled: boolean;
  counts: Map<Column, Map<string, number>>;
}

/** Counts over a CTE named `matches`, one row per key: (dimension, key, count). */
export const COLUMN_SQL: Record<Column, SQL> = {
  subcategory: sql`select 'subcategory' as dimension, subcategory_key as key, count(*)::int as count from matches group by 2`,
  province: sql`select 'province', province_id, count(*)::int from matches group by 2`,
  // unnest in the select list: as a lateral join the planner memoizes every array (10× slower).
  tag: sql`select 'tag', tag, count(*)::int from (select unnest(filter_tags) as tag from matches) as tags group by 2`,
};

/** One bounded pass over the matches, grouped by each of `columns`. */
async function countMatches(
  where: SQL,
  columns: Column[],
  unordered: boolean,
  /** The scans of the statement (null: the planner chooses). */
  plan: ScanPlan | null,
): Promise<FacetSample> {
  const parts = [sql`select 'all' as dimension, null as key, count(*)::int as count from matches`];
  for (const column of columns) parts.push(COLUMN_SQL[column]);
  // Words (the text index), a radius (the location index) and filter items (the tags' index) give
  // their matches as a bitmap, in table order: the scan stops after the bound instead of reading
  // every match to sort it (a common item with a price range: 7,274 → 2,499 buffers). A window of
  // the newest ads (search-window.ts) was tried here and read more: the bound already bounds the
  // pass. Otherwise newest first walks a date index.
  const order = unordered ? sql`` : sql`order by published_at desc`;
  const statement = sql`
    with matches as materialized (
      select subcategory_key, province_id, filter_tags from search_ads where ${where}
      ${order} limit ${EXACT_COUNT_LIMIT + 1}
    )
    ${sql.join(parts, sql` union all `)}`;
  const rows = await executePlanned<FacetRow>(statement, plan);
  return sampleOf(rows);
}

export type FacetRow = { dimension: Column | 'all'; key: string | null; count: number };

/** The sample from the rows of COLUMN_SQL's counts and the `all` row. */
export function sampleOf(rows: FacetRow[]): FacetSample {
  const counts = new Map<Column, Map<string, number>>();
  let size = 0;
  for (const row of rows) {
    if (row.dimension === 'all') {
      size = row.count;
      continue;
    }
    if (row.key === null) continue;
    const column = counts.get(row.dimension) ?? new Map<string, number>();
    column.set(row.key, row.count);
    counts.set(row.dimension, column);
  }
  return { size, sampled: size > EXACT_COUNT_LIMIT, counts };
}

function sorted(counts: Map<string, number> | undefined): FacetCount[] {
  return [...(counts ?? [])]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}
