import { describe, expect, test } from 'vitest';
import type { AdPhotoView } from '../../../server/ads/ad-photo-view.ts';
import { productRichResultErrors } from '../../../tests/support/product-rich-results.ts';
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
  price: { amount: 12500, currency: 'EUR', formatted: '12.500 €', unit: null },
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

  test('a livery priced by the month says so in a UnitPriceSpecification; a dose by its name', () => {
    const month = { '@type': 'UnitPriceSpecification' as const, price: 225, priceCurrency: 'EUR', unitCode: 'MON' };
    const livery = { ...ad, price: { amount: 225, currency: 'EUR', formatted: '225 € al mes', unit: month } };
    expect(buildAdJsonLd({ ad: livery, url, origin: 'https://galope.test' })).toHaveProperty('offers', {
      '@type': 'Offer',
      price: 225,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url,
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 225, priceCurrency: 'EUR', unitCode: 'MON' },
    });
    const perDose = { '@type': 'UnitPriceSpecification' as const, price: 900, priceCurrency: 'EUR', unitText: 'dose' };
    const dose = { ...ad, price: { amount: 900, currency: 'EUR', formatted: '900 € la dosis', unit: perDose } };
    expect(buildAdJsonLd({ ad: dose, url, origin: 'https://galope.test' })).toMatchObject({
      offers: { priceSpecification: { unitText: 'dose', price: 900 } },
    });
    expect(productRichResultErrors(buildAdJsonLd({ ad: livery, url, origin: 'https://galope.test' }))).toEqual([]);
  });

  test('a sold ad is sold out', () => {
    const sold = buildAdJsonLd({ ad: { ...ad, sold: true }, url, origin: 'https://galope.test' });
    expect(sold).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  test('an ad without photos shows the placeholder image', () => {
    const bare = buildAdJsonLd({ ad: { ...ad, photos: [] }, url, origin: 'https://galope.test' });
    expect(bare.image).toEqual(['https://galope.test/images/placeholder-ad.svg']);
  });

  test('without a price, or for a wanted ad, an ItemPage: never a Product without offers', () => {
    for (const each of [
      { ...ad, price: null },
      { ...ad, type: 'demand' as const },
    ]) {
      const json = buildAdJsonLd({ ad: each, url, origin: 'https://galope.test' });
      expect(json).toMatchObject({ '@type': 'ItemPage', name: ad.title, description: ad.description, url });
      expect(json).not.toHaveProperty('offers');
      expect(JSON.stringify(json)).not.toContain('Product');
    }
  });
});

describe('Google’s product snippet rules', () => {
  const origin = 'https://galope.test';

  test('pass for every kind of ad: priced, sold, without photos, wanted, price on request', () => {
    for (const each of [
      ad,
      { ...ad, sold: true },
      { ...ad, photos: [] },
      { ...ad, type: 'demand' as const },
      { ...ad, type: 'demand' as const, price: null },
      { ...ad, price: null },
    ]) {
      expect(productRichResultErrors(buildAdJsonLd({ ad: each, url, origin }))).toEqual([]);
    }
  });

  test('catch what the old shape did: a Product without offers, an Offer without price or currency', () => {
    const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Poni', url };
    expect(productRichResultErrors(product)).toEqual(['[0]: Product needs one of offers, review or aggregateRating']);
    expect(
      productRichResultErrors({
        ...product,
        offers: { '@type': 'Offer', availability: 'https://schema.org/InStock' },
      }),
    ).toEqual([
      '[0].offers: Offer without a price (price or priceSpecification.price, above 0)',
      '[0].offers: Offer without priceCurrency (ISO 4217)',
    ]);
    expect(productRichResultErrors({ ...product, '@context': 'https://example.com', name: '' })).toHaveLength(3);
    expect(
      productRichResultErrors({
        ...product,
        offers: { '@type': 'Offer', price: 10, priceCurrency: 'EUR', availability: 'Sold' },
      }),
    ).toEqual(['[0].offers: Offer availability Sold is not a schema.org ItemAvailability']);
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
