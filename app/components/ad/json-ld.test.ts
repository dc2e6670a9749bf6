import { describe, expect, test } from 'vitest';
import type { AdPhotoView } from '../../../server/ads/ad-photo-view.ts';
import { buildAdJsonLd, serializeJsonLd } from './json-ld.ts';

const photo = (id: string, status: AdPhotoView['status'], src: string | null): AdPhotoView => ({
  id,
  status,
  width: 1600,
  height: 1200,
  placeholder: null,
  avifSrcset: '',
  webpSrcset: '',
  src,
});

const ad = {
  title: 'Yegua PRE de 6 años',
  description: 'Muy noble.',
  price: { amount: 12500, currency: 'EUR', formatted: '12.500 €' },
  sold: false,
  type: 'offer' as const,
  photos: [
    photo('a', 'ready', '/media/classifieds/a-1024.webp'),
    photo('b', 'processing', null),
    photo('c', 'ready', 'https://cdn.example/c-1024.webp'),
  ],
};
const url = 'https://galope.test/s/yegua-pre';

describe('buildAdJsonLd', () => {
  test('describes the ad as a schema.org Product with an Offer', () => {
    expect(buildAdJsonLd({ ad, url, origin: 'https://galope.test' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Yegua PRE de 6 años',
      description: 'Muy noble.',
      image: ['https://galope.test/media/classifieds/a-1024.webp', 'https://cdn.example/c-1024.webp'],
      url,
      offers: {
        '@type': 'Offer',
        price: 12500,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url,
      },
    });
  });

  test('a sold ad is sold out', () => {
    const sold = buildAdJsonLd({ ad: { ...ad, sold: true }, url, origin: 'https://galope.test' });
    expect(sold.offers?.availability).toBe('https://schema.org/SoldOut');
  });

  test('an ad without photos shows the placeholder image', () => {
    const bare = buildAdJsonLd({ ad: { ...ad, photos: [] }, url, origin: 'https://galope.test' });
    expect(bare.image).toEqual(['https://galope.test/images/placeholder-ad.svg']);
  });

  test('no offer without a price, nor for a wanted ad', () => {
    expect(buildAdJsonLd({ ad: { ...ad, price: null }, url, origin: '' })).not.toHaveProperty('offers');
    expect(buildAdJsonLd({ ad: { ...ad, type: 'demand' }, url, origin: '' })).not.toHaveProperty('offers');
  });
});

describe('serializeJsonLd', () => {
  test('a closing script tag in the text cannot end the script', () => {
    const json = serializeJsonLd({ description: 'Nice </script><script>alert(1)</script> <!-- & more' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual({ description: 'Nice </script><script>alert(1)</script> <!-- & more' });
  });

  test('line and paragraph separators are escaped', () => {
    const json = serializeJsonLd({ text: 'a\u2028b\u2029c' });
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });
});
