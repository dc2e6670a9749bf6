import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './compression-settings.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, as the compression middleware does', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
  });

  it('sends the page as it is when nothing it offers is accepted', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });
});
