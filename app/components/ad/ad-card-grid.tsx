import type { AdCardView } from '../../../server/ads/ad-page-view.ts';
import styles from './ad-card.module.css';
import { AdCard } from './ad-card.tsx';

/** A responsive grid of ad cards: one column on a phone, up to four on a wide screen. */
export function AdCardGrid({ ads }: { ads: AdCardView[] }) {
  return (
    <ul className={styles.grid}>
      {ads.map((ad) => (
        <li key={ad.slug}>
          <AdCard ad={ad} />
        </li>
      ))}
    </ul>
  );
}
