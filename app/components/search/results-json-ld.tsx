import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import type { ListedAd } from '../ad/ad-card.tsx';
import { serializeJsonLd } from '../ad/json-ld.ts';

/**
 * The schema.org ItemList of a results page, built from the cards it shows: the route data holds
 * the cards already, and the list sent beside them was 4 kB more of it (0.9 kB gzip), read by
 * nobody in the browser (decision 0041).
 */
export function ResultsJsonLd({ ads, firstPosition }: { ads: ListedAd[]; firstPosition: number }) {
  const { origin } = useRootData();
  const to = useLocalizedPath();
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: ads.length,
    itemListElement: ads.map((ad, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: `${origin}${to(`/s/${ad.slug}`)}`,
      name: ad.title,
    })),
  };
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text (serializeJsonLd escapes it)
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(itemList) }} />
  );
}
