import type { AdCardView } from '../../../server/ads/ad-page-view.ts';
import { FavouriteButton } from '../engagement/favourite-button.tsx';
import styles from './ad-card.module.css';
import { AdCard } from './ad-card.tsx';

/**
 * A responsive grid of ad cards (one column on a phone, up to four on a wide screen), or a list
 * of rows. The first `eager` cards are in the first screen and load without waiting. Each card
 * has a heart, filled for the ids in `favourites` (the reader's, found in one query per page).
 */
export function AdCardGrid({
  ads,
  layout = 'grid',
  eager = 0,
  favourites = [],
}: {
  ads: AdCardView[];
  layout?: 'grid' | 'row';
  eager?: number;
  favourites?: readonly string[];
}) {
  return (
    <ul className={layout === 'row' ? styles.rows : styles.grid}>
      {ads.map((ad, index) => (
        <li key={ad.slug}>
          <AdCard
            ad={ad}
            layout={layout}
            eager={index < eager}
            favourite={<FavouriteButton slug={ad.slug} title={ad.title} favourited={favourites.includes(ad.id)} />}
          />
        </li>
      ))}
    </ul>
  );
}
