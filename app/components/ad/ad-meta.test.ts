import { describe, expect, test } from 'vitest';
import { adMeta, adShareImage, excerpt } from './ad-meta.ts';

describe('excerpt', () => {
  test('a short text stays whole, on one line', () => {
    expect(excerpt('Yegua noble.\n\nMuy buena   con niños.')).toBe('Yegua noble. Muy buena con niños.');
  });

  test('a long text is cut at a word, at most 155 characters with the ellipsis', () => {
    const text = 'caballo '.repeat(40);
    const short = excerpt(text);
    expect(short.length).toBeLessThanOrEqual(155);
    expect(short.endsWith('caballo…')).toBe(true);
  });
});

describe('adMeta', () => {
  const ad = { title: 'Poni Shetland', description: 'Ideal para niños.', photos: [], isPublic: true };

  test('gives title, description and Open Graph tags; the picture is the layout’s', () => {
    const tags = adMeta({ ad });
    expect(tags).toContainEqual({ title: 'Poni Shetland · Galope' });
    expect(tags).toContainEqual({ name: 'description', content: 'Ideal para niños.' });
    expect(tags).toContainEqual({ property: 'og:description', content: 'Ideal para niños.' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(tags.filter((tag) => 'property' in tag && tag.property === 'og:image')).toEqual([]);
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  test('an ad the public cannot see is kept out of search engines', () => {
    expect(adMeta({ ad: { ...ad, isPublic: false } })).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });

  test('a link to the ad shows its cover photo; without a photo, the site’s picture (no SVG placeholder)', () => {
    expect(adShareImage([])).toBeNull();
    const photo = { status: 'ready', src: '/media/ads/1/cover-640.jpg' } as Parameters<typeof adShareImage>[0][number];
    expect(adShareImage([photo])).toBe('/media/ads/1/cover-640.jpg');
  });
});
