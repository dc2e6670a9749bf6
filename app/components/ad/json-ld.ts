import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import { absoluteUrl, PLACEHOLDER_IMAGE } from './ad-image.ts';

type AdForJsonLd = Pick<AdPageView, 'title' | 'description' | 'price' | 'sold' | 'photos' | 'type'>;

/**
 * The schema.org data an ad page describes, for search engines' rich results
 * (docs/decisions/0062-one-address-per-page.md). An ad for sale with a price is a `Product` with
 * an `Offer` (price, currency, availability): Google's product snippet needs a Product to carry
 * `offers`, `review` or `aggregateRating`, and an Offer to carry a price. A wanted ad offers
 * nothing for sale and a price-on-request ad has no price, so either would be a Product in error:
 * they are an `ItemPage` (name, description, pictures, address), valid schema.org with no rich
 * result of its own, never a Product.
 */
export function buildAdJsonLd({ ad, url, origin }: { ad: AdForJsonLd; url: string; origin: string }) {
  const photos = ad.photos.flatMap((photo) => (photo.status === 'ready' && photo.src ? [photo.src] : []));
  const images = (photos.length > 0 ? photos : [PLACEHOLDER_IMAGE]).map((src) => absoluteUrl(src, origin));
  const about = { name: ad.title, description: ad.description, image: images, url };
  if (!ad.price || ad.price.amount <= 0 || ad.type !== 'offer') {
    return { '@context': 'https://schema.org', '@type': 'ItemPage', ...about };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    ...about,
    offers: {
      '@type': 'Offer',
      price: ad.price.amount,
      priceCurrency: ad.price.currency,
      availability: ad.sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
      // Livery by the month, semen by the dose: written by the server, so the page ships no code for it.
      ...(ad.price.unit && { priceSpecification: ad.price.unit }),
    },
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
