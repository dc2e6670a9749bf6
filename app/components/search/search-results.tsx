import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { type LayoutPreference, storeLayoutPreference } from '../../lib/layout-preference.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { fromRows } from '../../lib/rows.ts';
import type { ResultsView } from '../../lib/search-results-view.ts';
import { AdCardGrid } from '../ad/ad-card-grid.tsx';
import { EmptyState } from '../empty-state.tsx';
import { FILTER_SIDEBAR_ID } from '../search-panel/filter-sidebar-id.ts';
import { AppliedFilters } from './applied-filters.tsx';
import { LayoutToggle } from './layout-toggle.tsx';
import { ResultsFacets } from './results-facets.tsx';
import { ResultsJsonLd } from './results-json-ld.tsx';
import { ResultsPagination } from './results-pagination.tsx';
import styles from './search-results.module.css';
import { SortForm } from './sort-form.tsx';

/**
 * The first card loads eagerly, first of the images: on a phone it is the only one in the first
 * screen and the page's largest paint. The others wait for layout (lazy loading still fetches
 * those near the screen at once): two more eager photos were 24 kB asked for with the HTML,
 * sharing a phone's bandwidth with it and the scripts (Lighthouse mobile, decision 0040).
 */
const EAGER_CARDS = 1;

/**
 * The filter form beside the results: in the server's HTML (readers without JavaScript use it as a
 * plain form), its code downloaded apart from the page's, in parallel with hydration.
 */
const FilterSidebar = lazyComponent(() =>
  import('../search-panel/filter-sidebar.tsx').then((module) => module.FilterSidebar),
);

/**
 * The results of /search and of every browse page: heading and count, the corrected-words
 * and some-words notices, sort and layout, facets, the cards, pagination, or a friendly empty state.
 * `heading` is the page's h1 text; `above` (a breadcrumb) and `below` (tiles, regions) are the
 * page's own parts.
 */
export function SearchResults({
  results,
  heading,
  above,
  below,
  actions,
  emptyHref,
}: {
  results: ResultsView;
  heading: string;
  above?: ReactNode;
  below?: ReactNode;
  /** Beside the heading: what can be done with this search (save it). */
  actions?: ReactNode;
  /** Where the empty state's "See all ads" goes. */
  emptyHref: string;
}) {
  const { t } = useI18n();
  const [layout, setLayout] = useState<LayoutPreference>(results.layout);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const ads = useMemo(() => fromRows(results.ads), [results.ads]);
  useEffect(() => setLayout(results.layout), [results.layout]);
  function chooseLayout(next: LayoutPreference) {
    storeLayoutPreference(next);
    setLayout(next);
  }
  const count = t(results.totalIsEstimate ? 'results.count_estimate' : 'results.count', { count: results.total });
  return (
    <div className={`container ${styles.page}`}>
      {ads.length > 0 ? <ResultsJsonLd ads={ads} firstPosition={results.firstPosition} /> : null}
      {above}
      <header className={styles.header}>
        {results.total > 0 ? (
          // Past the filters (a hundred controls on a filtered search) straight to the ads.
          <a className={`visually-hidden ${styles.skip}`} href="#results-list-title">
            {t('results.skip_to_ads')}
          </a>
        ) : null}
        <div className={styles.heading}>
          <h1 className={styles.title}>
            {heading} <span className={styles.count}>{count}</span>
          </h1>
          {actions}
        </div>
        {results.correctedQuery ? (
          <p className={styles.corrected} role="status">
            {t('results.corrected', { q: results.correctedQuery })}
            {results.asTypedHref ? (
              <>
                {' '}
                <Link to={results.asTypedHref} data-testid="search-as-typed">
                  {t('results.search_instead', { q: results.q })}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        {results.someWords ? (
          <p className={styles.someWords} role="status" data-testid="some-words-notice">
            {t('results.some_words')}
          </p>
        ) : null}
        <AppliedFilters applied={results.applied} />
      </header>
      {below}
      <div className={styles.layout}>
        <div className={styles.side}>
          {results.total > 0 ? <ResultsFacets facets={results.facets} /> : null}
          <Suspense fallback={null}>
            <FilterSidebar
              lists={results.filterLists}
              total={results.total}
              clearHref={results.applied.clearHref}
              open={filtersOpen}
              onClose={() => setFiltersOpen(false)}
            />
          </Suspense>
        </div>
        <a
          href={`#${FILTER_SIDEBAR_ID}`}
          className={`button ${styles.filtersButton}`}
          aria-controls={FILTER_SIDEBAR_ID}
          onClick={(event) => {
            event.preventDefault();
            setFiltersOpen(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M3 6h18M6 12h12M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('results.filters_button', { count: results.applied.chips.length })}
        </a>
        {results.total > 0 ? (
          <section className={styles.main} aria-labelledby="results-list-title">
            {/* The cards' titles are h3: the list's own h2 keeps the levels in order when no
                facet heading (h2) comes before it. */}
            <h2 id="results-list-title" className="visually-hidden">
              {t('results.list_label')}
            </h2>
            <div className={styles.toolbar}>
              <SortForm results={results} />
              <LayoutToggle
                layout={layout}
                here={results.pages.find((each) => each.number === results.page)?.href ?? ''}
                onChoose={chooseLayout}
              />
            </div>
            <AdCardGrid ads={ads} layout={layout} eager={EAGER_CARDS} favourites={results.favourites} />
            <ResultsPagination results={results} />
          </section>
        ) : (
          <EmptyState title={t('results.empty.title')}>
            <p>{t('results.empty.text')}</p>
            <Link className="button" to={emptyHref}>
              {t('results.empty.browse')}
            </Link>
          </EmptyState>
        )}
      </div>
    </div>
  );
}
