import type { AdCardView } from '../../../server/ads/ad-page-view.ts';
import styles from './ad-card.module.css';
import { AdCard } from './ad-card.tsx';

/**
 * A responsive grid of ad cards (one column on a phone, up to four on a wide screen), or a list
 * of rows. The first `eager` cards are in the first screen and load without waiting.
 */
export function AdCardGrid({
  ads,
  layout = 'grid',
  eager = 0,
}: {
  ads: AdCardView[];
  layout?: 'grid' | 'row';
  eager?: number;
}) {
  return (
    <ul className={layout === 'row' ? styles.rows : styles.grid}>
      {ads.map((ad, index) => (
        <li key={ad.slug}>
          <AdCard ad={ad} layout={layout} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}
