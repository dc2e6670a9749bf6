import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { AppliedFilters as Applied } from '../../lib/applied-filters.ts';
import styles from './applied-filters.module.css';

/**
 * The criteria a results page applies, each a link to the same search without it, and "Clear all":
 * plain links, so they work before JavaScript loads.
 */
export function AppliedFilters({ applied }: { applied: Applied }) {
  const { t } = useI18n();
  if (applied.chips.length === 0) return null;
  return (
    <nav className={styles.applied} aria-label={t('results.applied')}>
      <ul className={styles.chips}>
        {applied.chips.map((chip) => (
          <li key={chip.href}>
            <Link
              className={styles.chip}
              to={chip.href}
              aria-label={t('results.remove_filter', { label: chip.label })}
              preventScrollReset
            >
              <span>{chip.label}</span>
              <span className={styles.remove} aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link className={styles.clear} to={applied.clearHref}>
            {t('search.clear_all')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
