import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { fromRows } from '../../lib/rows.ts';
import type { FacetGroup, ResultsView } from '../../lib/search-results-view.ts';
import styles from './search-results.module.css';

/**
 * Links that narrow the search to a subcategory or a province, with how many ads each holds:
 * approximate (≈) when counted over a sample of a large result.
 */
export function ResultsFacets({ facets }: { facets: ResultsView['facets'] }) {
  const { t } = useI18n();
  const groups = [
    { id: 'facet-subcategories', title: t('results.facet.subcategories'), links: facets.subcategories },
    { id: 'facet-provinces', title: t('results.facet.provinces'), links: facets.provinces },
  ].filter((group) => group.links.links.values.length > 1);
  if (groups.length === 0) return <div />;
  return (
    <aside className={styles.facets} aria-label={t('results.refine')}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id} className={styles.facetTitle}>
            {group.title}
          </h2>
          <FacetList links={group.links} estimates={facets.estimates} />
        </section>
      ))}
    </aside>
  );
}

function FacetList({ links, estimates }: { links: FacetGroup; estimates: boolean }) {
  const { t } = useI18n();
  const key = estimates ? 'results.facet_count_estimate' : 'results.facet_count';
  return (
    <ul className={styles.facetList}>
      {fromRows(links.links).map((link) => (
        <li key={link.middle}>
          <Link to={`${links.start}${link.middle}${links.end}`} aria-current={link.current ? 'true' : undefined}>
            <span>{link.label}</span> <span className={styles.facetCount}>{t(key, { count: link.count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
