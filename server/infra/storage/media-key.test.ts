import { describe, expect, test } from 'vitest';
import { contentTypeOf, isSafeKey } from './media-key.ts';

describe('media keys', () => {
  test('only the shapes the server makes are safe', () => {
    expect(isSafeKey('avatars/0b7c/AbC_d-9.webp')).toBe(true);
    expect(isSafeKey('classifieds/1f2e/3a4b-original.jpg')).toBe(true);
    for (const key of [
      '../x.webp',
      'a/../b.webp',
      'a//b.webp',
      '/a/b.webp',
      'A/b.webp',
      'a/b',
      'a/b.WEBP',
      'a/b c.webp',
    ]) {
      expect(isSafeKey(key), key).toBe(false);
    }
  });

  test('the content type follows the extension the server gave the key', () => {
    expect(contentTypeOf('a/b-320.avif')).toBe('image/avif');
    expect(contentTypeOf('a/b-320.webp')).toBe('image/webp');
    expect(contentTypeOf('a/b-original.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('a/b-original.png')).toBe('image/png');
    expect(contentTypeOf('a/b.mp4')).toBe('video/mp4');
    expect(contentTypeOf('a/b.exe')).toBe('application/octet-stream');
  });
});
