import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { ResultsView } from '../../lib/search-results-view.ts';
import styles from './search-results.module.css';

/** Previous, a window of page numbers, next: plain links with rel prev/next. */
export function ResultsPagination({ results }: { results: ResultsView }) {
  const { t } = useI18n();
  if (results.pageCount <= 1) return null;
  let previous = 0;
  return (
    <nav className={styles.pagination} aria-label={t('results.pagination')}>
      {results.prev ? (
        <Link to={results.prev} rel="prev" className={styles.step}>
          {t('results.previous')}
        </Link>
      ) : null}
      <ol>
        {results.pages.map((page) => {
          const gap = page.number - previous > 1;
          previous = page.number;
          return (
            <li key={page.number} className={gap ? styles.gap : undefined}>
              <Link
                to={page.href}
                aria-label={t('results.page', { page: page.number })}
                aria-current={page.number === results.page ? 'page' : undefined}
              >
                {page.number}
              </Link>
            </li>
          );
        })}
      </ol>
      {results.next ? (
        <Link to={results.next} rel="next" className={styles.step}>
          {t('results.next')}
        </Link>
      ) : null}
    </nav>
  );
}
