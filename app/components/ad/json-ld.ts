import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import { absoluteUrl, PLACEHOLDER_IMAGE } from './ad-image.ts';

type AdForJsonLd = Pick<AdPageView, 'title' | 'description' | 'price' | 'sold' | 'photos' | 'type'>;

/**
 * The schema.org Product an ad page describes, for search engines' rich results. The offer is
 * left out when there is no price (search engines reject an Offer without one) and for "wanted" ads,
 * which offer nothing for sale.
 */
export function buildAdJsonLd({ ad, url, origin }: { ad: AdForJsonLd; url: string; origin: string }) {
  const photos = ad.photos.flatMap((photo) => (photo.status === 'ready' && photo.src ? [photo.src] : []));
  const images = (photos.length > 0 ? photos : [PLACEHOLDER_IMAGE]).map((src) => absoluteUrl(src, origin));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: ad.title,
    description: ad.description,
    image: images,
    url,
    ...(ad.price && ad.type === 'offer'
      ? {
          offers: {
            '@type': 'Offer',
            price: ad.price.amount,
            priceCurrency: ad.price.currency,
            availability: ad.sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            url,
          },
        }
      : {}),
  };
}

/**
 * JSON for a `<script>` element: a seller's text containing `</script>` or `<!--` must not end or
 * bend the script, so `<`, `>` and `&` become Unicode escapes (still the same JSON); U+2028 and
 * U+2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
