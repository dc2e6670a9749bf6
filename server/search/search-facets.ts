import { type SQL, sql } from 'drizzle-orm';
import { getReferenceData, type ReferenceData } from '../catalogue/reference-data.ts';
import { getReadDb } from '../db/client.ts';
import { singleton } from '../infra/singleton.ts';
import { type FacetDimension, searchConditions } from './search-conditions.ts';
import { EXACT_COUNT_LIMIT, FACET_CACHE_ENTRIES, FACET_CACHE_MS } from './search-constants.ts';
import type { AdSearchCriteria, AdSearchResult, FacetCount } from './search-criteria.ts';
import type { TextQuery } from './search-text-query.ts';

export interface FacetCounts {
  total: number;
  totalIsEstimate: boolean;
  facetsAreEstimates: boolean;
  facets: AdSearchResult['facets'];
}

type Column = 'subcategory' | 'province' | 'tag';
type Row = { part: number; dimension: Column | 'all'; key: string | null; count: number };

/** Counts over the CTE of a part, one row per key. unnest in the select list: as a lateral join it was 10× slower. */
const COLUMN_SQL: Record<Column, (part: SQL) => SQL> = {
  subcategory: (part) => sql`'subcategory', subcategory_key, count(*)::int from ${part} group by 3`,
  province: (part) => sql`'province', province_id, count(*)::int from ${part} group by 3`,
  tag: (part) =>
    sql`'tag', tag, count(*)::int from (select unnest(filter_tags) as tag from ${part}) as tags group by 3`,
};

/**
 * The total and the counts per subcategory, province and filter item, in ONE statement. A
 * dimension's counts ignore its own selection, so the panel shows what choosing another value
 * gives: dimensions with nothing selected share part 0, the search itself (which gives the total);
 * each selected one is a part of its own. A part reads at most EXACT_COUNT_LIMIT + 1 matches; past
 * that they are a sample, scaled to the planner's estimate of the part's matches, and flagged.
 */
export async function countFacets(criteria: AdSearchCriteria, text: TextQuery | null): Promise<FacetCounts> {
  const { filterSlugs, selected, shared } = facetDimensions(criteria, await getReferenceData());
  const parts = [
    { where: searchConditions(criteria, text), columns: shared },
    ...selected.map((omit) => ({
      where: searchConditions(criteria, text, { omit }),
      columns: [omit === 'subcategory' || omit === 'province' ? omit : ('tag' as const)],
    })),
  ];
  const name = (index: number) => sql.raw(`part${index}`);
  const ctes = parts.map(
    (part, index) =>
      sql`${name(index)} as materialized (select subcategory_key, province_id, filter_tags from search_ads where ${part.where} limit ${EXACT_COUNT_LIMIT + 1})`,
  );
  const selects = parts.flatMap((part, index) => [
    sql`select ${sql.raw(String(index))} as part, 'all' as dimension, null as key, count(*)::int as count from ${name(index)}`,
    ...part.columns.map((column) => sql`select ${sql.raw(String(index))}, ${COLUMN_SQL[column](name(index))}`),
  ]);
  const { rows } = await getReadDb().execute<Row>(
    sql`with ${sql.join(ctes, sql`, `)} ${sql.join(selects, sql` union all `)}`,
  );
  const sizes = parts.map((_, index) => rows.find((row) => row.part === index && row.dimension === 'all')?.count ?? 0);
  const sampled = (index: number) => (sizes[index] ?? 0) > EXACT_COUNT_LIMIT;
  const totals = await Promise.all(
    parts.map(async (part, index) =>
      Math.max(sizes[index] ?? 0, sampled(index) ? await estimateMatches(part.where) : 0),
    ),
  );
  const counts = new Map<Column, Map<string, number>>();
  for (const row of rows) {
    if (row.dimension === 'all' || row.key === null) continue;
    // Items of a selected filter are counted by its own part, the others by the search's.
    const slug = row.key.slice(0, row.key.indexOf('/'));
    const ownPart = selected.indexOf(`filter:${slug}`) + 1;
    if (row.dimension === 'tag' && (row.part !== ownPart || !filterSlugs.includes(slug))) continue;
    const column = counts.get(row.dimension) ?? counts.set(row.dimension, new Map()).get(row.dimension);
    column?.set(row.key, Math.round((row.count * (totals[row.part] ?? 0)) / Math.max(1, sizes[row.part] ?? 0)));
  }
  return {
    total: totals[0] ?? 0,
    totalIsEstimate: sampled(0),
    facetsAreEstimates: parts.some((_, index) => sampled(index)),
    facets: {
      subcategories: sorted(counts.get('subcategory')),
      provinces: sorted(counts.get('province')),
      filterItems: sorted(counts.get('tag')),
    },
  };
}

/**
 * The dimensions with a selection (each counted without it) and the columns counted over the search
 * itself (`shared`); items of the chosen subcategory's filters, or else of the filters in use.
 */
function facetDimensions(criteria: AdSearchCriteria, reference: ReferenceData) {
  const key = criteria.subcategoryKey;
  const used = Object.keys(criteria.filters).filter((slug) => criteria.filters[slug]?.length);
  const filterSlugs = key
    ? reference.filters.filter((each) => each.subcategoryKeys.includes(key)).map((each) => each.slug)
    : used;
  const selectedFilters = filterSlugs.filter((slug) => criteria.filters[slug]?.length);
  const selected: FacetDimension[] = [
    ...(key ? (['subcategory'] as const) : []),
    ...(criteria.provinceId || criteria.townId !== null ? (['province'] as const) : []),
    ...selectedFilters.map((slug) => `filter:${slug}` as const),
  ];
  const shared: Column[] = [
    ...(key ? [] : (['subcategory'] as const)),
    ...(selected.includes('province') ? [] : (['province'] as const)),
    ...(filterSlugs.length > selectedFilters.length ? (['tag'] as const) : []),
  ];
  return { filterSlugs, selected, shared };
}

/** The planner's estimate of the rows of `search_ads` matching `where` (its statistics; no rows read). */
async function estimateMatches(where: SQL): Promise<number> {
  const { rows } = await getReadDb().execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from search_ads where ${where}`,
  );
  return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

function sorted(counts: Map<string, number> | undefined): FacetCount[] {
  return [...(counts ?? [])]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

const cache = singleton<Map<string, { at: number; counts: FacetCounts }>>('facet-cache', () => new Map());

/**
 * The counts of a search kept FACET_CACHE_MS when they are estimates (they cost the most, and a few
 * more ads do not change them visibly); exact counts are always fresh, so a new ad shows at once.
 * The filter form's "Show 23 ads" (count-ads.ts) and the page it opens share them.
 */
export async function cachedFacetCounts(key: string, count: () => Promise<FacetCounts>): Promise<FacetCounts> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < FACET_CACHE_MS) return hit.counts;
  const counts = await count();
  if (counts.totalIsEstimate || counts.facetsAreEstimates) {
    if (cache.size >= FACET_CACHE_ENTRIES) cache.clear();
    cache.set(key, { at: Date.now(), counts });
  }
  return counts;
}

export function clearFacetCache(): void {
  cache.clear();
}
