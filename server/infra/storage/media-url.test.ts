import { afterEach, describe, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('mediaUrl', () => {
  test('points at the app’s own /media when no public media URL is set', async () => {
    vi.stubEnv('MEDIA_PUBLIC_URL', undefined);
    const { mediaUrl } = await import('./media-url.ts');
    expect(mediaUrl('avatars/u1/abc.webp')).toBe('/media/avatars/u1/abc.webp');
    expect(mediaUrl(null)).toBeNull();
  });

  test('points at the CDN or bucket named by MEDIA_PUBLIC_URL', async () => {
    vi.stubEnv('MEDIA_PUBLIC_URL', 'https://cdn.galope.example/media/');
    const { mediaUrl } = await import('./media-url.ts');
    expect(mediaUrl('classifieds/a/b-320.avif')).toBe('https://cdn.galope.example/media/classifieds/a/b-320.avif');
  });
});
