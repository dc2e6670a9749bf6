import { type SQL, sql } from 'drizzle-orm';
import type { ReferenceData } from '../catalogue/reference-data.ts';
import { getDb } from '../db/client.ts';
import { type FacetDimension, searchConditions } from './search-conditions.ts';
import type { AdSearchCriteria, AdSearchResult, FacetCount } from './search-criteria.ts';
import type { TextQuery } from './search-text-query.ts';
import { estimateMatches, newestWindow } from './search-window.ts';

/**
 * Facets and the total are counted exactly over at most this many matches; past it they are
 * counted over this many (the newest for a search without words; for words, the first found in a
 * window of the newest ads, else the first found), scaled to the planner's estimate of the total
 * and flagged as estimates.
 */
export const EXACT_COUNT_LIMIT = 2_000;

export interface FacetCounts {
  total: number;
  totalIsEstimate: boolean;
  facetsAreEstimates: boolean;
  facets: AdSearchResult['facets'];
}

type Column = 'subcategory' | 'province' | 'tag';

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
  /** The planner's estimate of the matches of a word search (for its newest-ads window). */
  estimate: number | null;
}): Promise<FacetCounts> {
  const { criteria, text, reference, estimate } = options;
  const filterSlugs = facetFilterSlugs(criteria, reference);
  const selected: FacetDimension[] = [];
  const shared: Column[] = [];
  if (criteria.subcategoryKey) selected.push('subcategory');
  else shared.push('subcategory');
  if (criteria.provinceId || criteria.townId !== null) selected.push('province');
  else shared.push('province');
  const selectedFilters = filterSlugs.filter((slug) => criteria.filters[slug]?.length);
  for (const slug of selectedFilters) selected.push(`filter:${slug}`);
  if (filterSlugs.length > selectedFilters.length) shared.push('tag');

  const where = (omit?: FacetDimension) => searchConditions(criteria, text, { omit, counting: true });
  // Leaving a selection out only adds matches: the search's own estimate sizes every pass's window.
  const window = estimate === null ? null : await newestWindow({ estimate, need: EXACT_COUNT_LIMIT + 1 });
  const [base, ...own] = await Promise.all([
    countMatches(where(), shared, text !== null, window),
    ...selected.map((dimension) => countMatches(where(dimension), [columnOf(dimension)], text !== null, window)),
  ]);
  const total = base.sampled ? Math.max(base.size, estimate ?? (await estimateMatches(where()))) : base.size;
  const counts = new Map<Column, Map<string, number>>();
  const scaled = (part: Sample, column: Column) => {
    const factor = part.sampled ? total / part.size : 1;
    return [...(part.counts.get(column) ?? [])].map(([key, count]) => ({ key, count: Math.round(count * factor) }));
  };
  for (const column of shared) counts.set(column, new Map(scaled(base, column).map((row) => [row.key, row.count])));
  const ownTags = new Map<string, number>();
  selected.forEach((dimension, index) => {
    const part = own[index];
    if (!part) return;
    const column = columnOf(dimension);
    const rows = scaled(part, column);
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
    facetsAreEstimates: base.sampled || own.some((part) => part.sampled),
    facets: {
      subcategories: sorted(counts.get('subcategory')),
      provinces: sorted(counts.get('province')),
      filterItems: sorted(new Map([...sharedTags, ...ownTags])),
    },
  };
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

interface Sample {
  /** Matches counted: all of them, or EXACT_COUNT_LIMIT + 1 when there are more. */
  size: number;
  sampled: boolean;
  counts: Map<Column, Map<string, number>>;
}

const COLUMN_SQL: Record<Column, SQL> = {
  subcategory: sql`select 'subcategory' as dimension, subcategory_key as key, count(*)::int as count from matches group by 2`,
  province: sql`select 'province', province_id, count(*)::int from matches group by 2`,
  // unnest in the select list: as a lateral join the planner memoizes every array (10× slower).
  tag: sql`select 'tag', tag, count(*)::int from (select unnest(filter_tags) as tag from matches) as tags group by 2`,
};

/**
 * One bounded pass over the matches, grouped by each of `columns`; with a window of the newest ads
 * first, and again without it when the window did not hold more than the bound.
 */
async function countMatches(where: SQL, columns: Column[], withWords: boolean, window: SQL | null): Promise<Sample> {
  if (window) {
    const sample = await countBounded(sql`${where} and ${window}`, columns, withWords);
    if (sample.sampled) return sample;
  }
  return countBounded(where, columns, withWords);
}

async function countBounded(where: SQL, columns: Column[], withWords: boolean): Promise<Sample> {
  const parts = [sql`select 'all' as dimension, null as key, count(*)::int as count from matches`];
  for (const column of columns) parts.push(COLUMN_SQL[column]);
  // Words come from the GIN index in table order: the scan stops after the bound instead of
  // reading every match to sort it. Without words, newest first walks the date index.
  const order = withWords ? sql`` : sql`order by published_at desc`;
  const { rows } = await getDb().execute<{ dimension: Column | 'all'; key: string | null; count: number }>(sql`
    with matches as materialized (
      select subcategory_key, province_id, filter_tags from search_ads where ${where}
      ${order} limit ${EXACT_COUNT_LIMIT + 1}
    )
    ${sql.join(parts, sql` union all `)}`);
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
