import { withParam } from '../../../common/search/search-link.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { LayoutPreference } from '../../lib/layout-preference.ts';
import styles from './search-results.module.css';

const ICONS: Record<LayoutPreference, string> = {
  grid: 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h7v7h-7z',
  row: 'M3 4h6v6H3zM12 6h9M3 14h6v6H3zM12 16h9',
};

/**
 * Grid or list. Links to this page (`here`) with `layout=`, so the choice works before scripts
 * load (the loader stores it in the cookie); with scripts the click switches at once and writes
 * the same cookie.
 */
export function LayoutToggle({
  layout,
  here,
  onChoose,
}: {
  layout: LayoutPreference;
  here: string;
  onChoose: (layout: LayoutPreference) => void;
}) {
  const { t } = useI18n();
  return (
    <ul className={styles.layoutToggle} aria-label={t('results.layout')}>
      {(['grid', 'row'] as const).map((each) => (
        <li key={each}>
          <a
            href={withParam(here, 'layout', each)}
            rel="nofollow"
            aria-current={each === layout ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              onChoose(each);
            }}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d={ICONS[each]}
                fill={each === 'grid' ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            <span className={styles.layoutName}>{t(`results.layout.${each}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
