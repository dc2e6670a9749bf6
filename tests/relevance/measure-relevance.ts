import type { Locale } from '../../common/locale/locales.ts';
import { searchAds } from '../../server/search/search-ads.ts';
import { searchCriteria } from '../support/search-criteria.ts';
import type { JudgedAd } from './relevance-data.ts';
import { type Judgement, RELEVANCE_SET, type RelevanceSearch } from './relevance-set.ts';

/**
 * What the integration test holds the engine to (tests/integration/search-relevance.test.ts): issue
 * 28's precision@10 ≥ 0.9 overall and ≥ 0.85 in each language, zero results ≤ 2% of the searches
 * that have an answer. Measured numbers: bench/results/relevance.summary.json.
 */
export const RELEVANCE_BAR = { precisionAt10: 0.9, perLanguage: 0.85, zeroResultRate: 0.02 };

const FIRST_PAGE = 10;

interface SearchOutcome {
  q: string;
  locale: Locale;
  kind: string;
  filters: string | null;
  /** Relevant ads in the data set: a correct first page holds min(10, this) of them, first. */
  expected: number;
  relevantShown: number;
  precisionAt10: number;
  /** Relevant ads on the whole first page (the site's page size), and how many it could hold. */
  firstPageRelevant: number;
  firstPageExpected: number;
  total: number;
  correctedQuery: string | null;
  someWords: boolean;
  /** The first page's titles, a relevant one marked ✓. */
  firstPage: string[];
}

export interface RelevanceReport {
  searches: number;
  precisionAt10: number;
  byLanguage: Record<string, { searches: number; precisionAt10: number }>;
  byKind: Record<string, { searches: number; precisionAt10: number }>;
  /** Of the searches that have an answer in the data set, the share that found nothing. */
  zeroResultRate: number;
  worst: SearchOutcome[];
  outcomes: SearchOutcome[];
}

/**
 * Runs every judged search through `searchAds` (relevance order, the site's page size) and scores
 * its first ten results: precision@10 is the share of relevant ads among the first min(10, R)
 * results, R being how many relevant ads the data set holds; a search with no relevant ad in the
 * data set must find nothing to score 1.
 */
export async function measureRelevance(ads: JudgedAd[], set = RELEVANCE_SET): Promise<RelevanceReport> {
  const outcomes: SearchOutcome[] = [];
  const bySlug = new Map(ads.map((ad) => [ad.slug, ad]));
  for (const search of set) {
    // What the search's own fields leave out is not wanted, whatever the judgement says.
    const wanted = (ad: JudgedAd | undefined): ad is JudgedAd =>
      ad !== undefined && inScope(ad, search) && matches(ad, search.relevant);
    const relevant = ads.filter(wanted);
    const result = await searchAds(
      searchCriteria({
        locale: search.locale,
        q: search.q,
        sort: 'relevance',
        categoryKey: search.categoryKey ?? null,
        subcategoryKey: search.subcategoryKey ?? null,
        provinceId: search.provinceId ?? null,
        filters: search.filters ?? {},
      }),
    );
    const expected = Math.min(FIRST_PAGE, relevant.length);
    const first = result.ads.slice(0, Math.max(expected, 1)).map((card) => bySlug.get(card.slug));
    const relevantShown = first.filter(wanted).length;
    const precisionAt10 = expected === 0 ? (result.total === 0 ? 1 : 0) : relevantShown / expected;
    outcomes.push({
      q: search.q,
      locale: search.locale,
      kind: search.kind,
      filters: describeFilters(search),
      expected: relevant.length,
      relevantShown,
      precisionAt10,
      firstPageRelevant: result.ads.filter((card) => wanted(bySlug.get(card.slug))).length,
      firstPageExpected: Math.min(result.ads.length, relevant.length),
      total: result.total,
      correctedQuery: result.correctedQuery,
      someWords: result.someWords,
      firstPage: result.ads.slice(0, FIRST_PAGE).map((card) => {
        const ad = bySlug.get(card.slug);
        return `${wanted(ad) ? '✓' : '✗'} ${ad?.language ?? '?'} ${ad?.subcategoryKey ?? '?'}: ${card.title}`;
      }),
    });
  }
  const answered = outcomes.filter((each) => each.expected > 0);
  return {
    searches: outcomes.length,
    precisionAt10: mean(outcomes),
    byLanguage: groupBy(outcomes, (each) => each.locale),
    byKind: groupBy(outcomes, (each) => each.kind),
    zeroResultRate: answered.filter((each) => each.total === 0).length / Math.max(1, answered.length),
    worst: [...outcomes].sort((a, b) => a.precisionAt10 - b.precisionAt10).slice(0, 15),
    outcomes,
  };
}

/** Every condition the judgement names holds (a filter: one of its items). */
function matches(ad: JudgedAd, judgement: Judgement): boolean {
  if (judgement.categories && !judgement.categories.includes(ad.categoryKey)) return false;
  if (judgement.subcategories && !judgement.subcategories.includes(ad.subcategoryKey)) return false;
  if (judgement.type && ad.type !== judgement.type) return false;
  for (const [filter, items] of Object.entries(judgement.filters ?? {})) {
    if (!(ad.filterValues[filter] ?? []).some((item) => items.includes(item))) return false;
  }
  if (judgement.text && !judgement.text.test(`${ad.title}\n${ad.description}`)) return false;
  return true;
}

function inScope(ad: JudgedAd, search: RelevanceSearch): boolean {
  return (
    matches(ad, {
      ...(search.categoryKey ? { categories: [search.categoryKey] } : {}),
      ...(search.subcategoryKey ? { subcategories: [search.subcategoryKey] } : {}),
      ...(search.filters ? { filters: search.filters } : {}),
    }) &&
    (!search.provinceId || ad.provinceId === search.provinceId)
  );
}

function describeFilters(search: RelevanceSearch): string | null {
  const parts = [
    search.categoryKey,
    search.subcategoryKey,
    search.provinceId,
    ...Object.entries(search.filters ?? {}).map(([slug, items]) => `${slug}=${items.join(',')}`),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

function mean(outcomes: SearchOutcome[]): number {
  return outcomes.reduce((sum, each) => sum + each.precisionAt10, 0) / Math.max(1, outcomes.length);
}

function groupBy(outcomes: SearchOutcome[], key: (outcome: SearchOutcome) => string) {
  const groups = new Map<string, SearchOutcome[]>();
  for (const each of outcomes) groups.set(key(each), [...(groups.get(key(each)) ?? []), each]);
  return Object.fromEntries(
    [...groups].map(([name, group]) => [name, { searches: group.length, precisionAt10: mean(group) }]),
  );
}
