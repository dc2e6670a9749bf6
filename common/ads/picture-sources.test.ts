import { expect, test } from 'vitest';
import { cardPictureSources, pictureSources } from './picture-sources.ts';

test('a compact photo gives the srcsets of every width made, and the WebP closest to 1024 px as src', () => {
  const sources = pictureSources({
    base: '/media/classifieds/a/m',
    widths: [320, 640, 1280],
    width: 1600,
    height: 1200,
    placeholder: 'data:image/webp;base64,AAAA',
  });
  expect(sources).toEqual({
    width: 1600,
    height: 1200,
    placeholder: 'data:image/webp;base64,AAAA',
    avifSrcset:
      '/media/classifieds/a/m-320.avif 320w, /media/classifieds/a/m-640.avif 640w, /media/classifieds/a/m-1280.avif 1280w',
    webpSrcset:
      '/media/classifieds/a/m-320.webp 320w, /media/classifieds/a/m-640.webp 640w, /media/classifieds/a/m-1280.webp 1280w',
    src: '/media/classifieds/a/m-1280.webp',
  });
});

test('a photo with no width made yet has empty srcsets and no src', () => {
  const sources = pictureSources({
    base: '/media/classifieds/a/m',
    widths: [],
    width: null,
    height: null,
    placeholder: null,
  });
  expect(sources.avifSrcset).toBe('');
  expect(sources.src).toBeNull();
});

test('a card offers its AVIF widths up to 1024 px, one sizes-free WebP of 640 px, in its 4:3 frame', () => {
  expect(cardPictureSources({ base: '/m/a', placeholder: 'data:image/webp;base64,AAAA' })).toEqual({
    width: 1024,
    height: 768,
    placeholder: 'data:image/webp;base64,AAAA',
    avifSrcset: '/m/a-320.avif 320w, /m/a-640.avif 640w, /m/a-768.avif 768w, /m/a-1024.avif 1024w',
    webpSrcset: '',
    src: '/m/a-640.webp',
  });
  // A photo made smaller than a card's widths: what it has, its largest WebP as the fallback.
  const small = cardPictureSources({ base: '/m/b', widths: [320] });
  expect([small.avifSrcset, small.src, small.placeholder]).toEqual(['/m/b-320.avif 320w', '/m/b-320.webp', null]);
});
