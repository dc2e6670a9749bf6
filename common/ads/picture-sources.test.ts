import { expect, test } from 'vitest';
import { pictureSources } from './picture-sources.ts';

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
