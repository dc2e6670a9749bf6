import { type SQL, sql } from 'drizzle-orm';
import type { ReferenceData } from '../catalogue/reference-data.ts';
import { getReadDb } from '../db/client.ts';
import { type FacetDimension, searchConditions } from './search-conditions.ts';
import { EXACT_COUNT_LIMIT } from './search-constants.ts';
import type { AdSearchCriteria, AdSearchResult, FacetCount } from './search-criteria.ts';
import type { TextQuery } from './search-text-query.ts';

export interface FacetCounts {
  total: number;
  totalIsEstimate: boolean;
  facetsAreEstimates: boolean;
  facets: AdSearchResult['facets'];
}

type Column = 'subcategory' | 'province' | 'tag';

/** Counts over a CTE, one row per key: (part, dimension, key, count). */
const COLUMN_SQL: Record<Column, (part: number) => SQL> = {
  subcategory: (part) =>
    sql`select ${sql.raw(String(part))}, 'subcategory', subcategory_key, count(*)::int from ${cte(part)} group by 3`,
  province: (part) =>
    sql`select ${sql.raw(String(part))}, 'province', province_id, count(*)::int from ${cte(part)} group by 3`,
  // unnest in the select list: as a lateral join the planner memoizes every array (10× slower).
  tag: (part) =>
    sql`select ${sql.raw(String(part))}, 'tag', tag, count(*)::int from (select unnest(filter_tags) as tag from ${cte(part)}) as tags group by 3`,
};

function cte(part: number): SQL {
  return sql.raw(`part${part}`);
}

/**
 * The total and the counts per subcategory, province and filter item, in ONE statement. The
 * standard rule: a dimension's counts ignore that dimension's own selection, so the panel shows
 * what choosing another value would give. Dimensions with nothing selected share the count over
 * the search itself (part 0, which gives the total too); each selected one is a part of its own.
 * Each part reads at most EXACT_COUNT_LIMIT + 1 matches: past that it is a sample, scaled to the
 * planner's estimate of its matches, and the result says its counts are estimates.
 */
export async function countFacets(options: {
  criteria: AdSearchCriteria;
  text: TextQuery | null;
  reference: ReferenceData;
}): Promise<FacetCounts> {
  const { criteria, text, reference } = options;
  const { filterSlugs, selected, shared } = facetDimensions(criteria, reference);
  const parts = [
    { where: searchConditions(criteria, text), columns: shared },
    ...selected.map((dimension) => ({
      where: searchConditions(criteria, text, { omit: dimension }),
      columns: [columnOf(dimension)],
    })),
  ];
  const ctes = parts.map(
    (part, index) =>
      sql`${cte(index)} as materialized (select subcategory_key, province_id, filter_tags from search_ads where ${part.where} limit ${EXACT_COUNT_LIMIT + 1})`,
  );
  const selects = parts.flatMap((part, index) => [
    sql`select ${sql.raw(String(index))} as part, 'all' as dimension, null as key, count(*)::int as count from ${cte(index)}`,
    ...part.columns.map((column) => COLUMN_SQL[column](index)),
  ]);
  const { rows } = await getReadDb().execute<{
    part: number;
    dimension: Column | 'all';
    key: string | null;
    count: number;
  }>(sql`with ${sql.join(ctes, sql`, `)} ${sql.join(selects, sql` union all `)}`);
  // Each part's size, and the planner's estimate of its matches when it is a sample.
  const sizes = parts.map((_, index) => rows.find((row) => row.part === index && row.dimension === 'all')?.count ?? 0);
  const totals = await Promise.all(
    sizes.map((size, index) =>
      size > EXACT_COUNT_LIMIT
        ? estimateMatches(parts[index]?.where ?? sql`true`).then((n) => Math.max(size, n))
        : size,
    ),
  );
  const counts = new Map<Column, Map<string, number>>();
  for (const row of rows) {
    if (row.dimension === 'all' || row.key === null) continue;
    // Tags of a selected filter count from its own part, the others from the search's.
    const slug = row.key.slice(0, row.key.indexOf('/'));
    const ownPart = selected.indexOf(`filter:${slug}`) + 1;
    if (row.dimension === 'tag' && (row.part !== ownPart || !filterSlugs.includes(slug))) continue;
    const factor = (totals[row.part] ?? 0) / Math.max(1, sizes[row.part] ?? 0);
    const column = counts.get(row.dimension) ?? new Map<string, number>();
    column.set(row.key, Math.round(row.count * factor));
    counts.set(row.dimension, column);
  }
  return {
    total: totals[0] ?? 0,
    totalIsEstimate: (sizes[0] ?? 0) > EXACT_COUNT_LIMIT,
    facetsAreEstimates: sizes.some((size) => size > EXACT_COUNT_LIMIT),
    facets: {
      subcategories: sorted(counts.get('subcategory')),
      provinces: sorted(counts.get('province')),
      filterItems: sorted(counts.get('tag')),
    },
  };
}

/**
 * The dimensions with a selection (each counted without it) and the columns counted together over
 * the search itself (`shared`). Filter items are counted for the chosen subcategory's filters, or
 * else for the filters in use.
 */
function facetDimensions(criteria: AdSearchCriteria, reference: ReferenceData) {
  const key = criteria.subcategoryKey;
  const used = Object.keys(criteria.filters).filter((slug) => criteria.filters[slug]?.length);
  const filterSlugs = key
    ? reference.filters.filter((filter) => filter.subcategoryKeys.includes(key)).map((filter) => filter.slug)
    : used;
  const selected: FacetDimension[] = [];
  const shared: Column[] = [];
  if (key) selected.push('subcategory');
  else shared.push('subcategory');
  if (criteria.provinceId || criteria.townId !== null) selected.push('province');
  else shared.push('province');
  const selectedFilters = filterSlugs.filter((slug) => criteria.filters[slug]?.length);
  for (const slug of selectedFilters) selected.push(`filter:${slug}`);
  if (filterSlugs.length > selectedFilters.length) shared.push('tag');
  return { filterSlugs, selected, shared };
}

function columnOf(dimension: FacetDimension): Column {
  return dimension === 'subcategory' || dimension === 'province' ? dimension : 'tag';
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
