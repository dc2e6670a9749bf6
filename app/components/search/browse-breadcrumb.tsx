import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import type { Crumb } from '../../lib/browse-crumb.ts';
import styles from './browse.module.css';

/** Home › … › this page; the last step is the page itself, not a link. */
export function BrowseBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to={to('/')}>{t('breadcrumb.home')}</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Links one level down: a country's communities, a community's provinces. Navigation, not a
 * region: the facets beside it have a region of the same name ("Provinces"), and two landmarks of
 * one role must not share a name.
 */
export function BrowsePlaces({ title, places }: { title: string; places: { label: string; href: string }[] }) {
  if (places.length === 0) return null;
  return (
    <nav className={styles.places} aria-labelledby="browse-places">
      <h2 id="browse-places" className={styles.placesTitle}>
        {title}
      </h2>
      <ul>
        {places.map((place) => (
          <li key={place.href}>
            <Link to={place.href}>{place.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
