import { describe, expect, it } from 'vitest';
import { formatBytes, formatShare, uploadShare } from './upload-progress.ts';

describe('uploadShare', () => {
  it('is the part sent so far', () => {
    expect(uploadShare(450, 1000)).toBe(0.45);
    expect(uploadShare(1000, 1000)).toBe(1);
  });

  it('stays between 0 and 1, and is 0 while the size is unknown', () => {
    expect(uploadShare(10, 0)).toBe(0);
    expect(uploadShare(1200, 1000)).toBe(1);
    expect(uploadShare(-5, 1000)).toBe(0);
  });
});

describe('formatBytes', () => {
  it('writes kilobytes without decimals and megabytes with one, in the locale’s way', () => {
    expect(formatBytes(850_000, 'en')).toBe('850 kB');
    expect(formatBytes(2_400_000, 'en')).toBe('2.4 MB');
    expect(formatBytes(2_400_000, 'es')).toBe('2,4 MB');
    expect(formatBytes(5_000_000, 'pt')).toBe('5 MB');
  });
});

describe('formatShare', () => {
  it('writes a whole percentage the locale’s way', () => {
    expect(formatShare(0.456, 'en')).toBe('46%');
    expect(formatShare(0.456, 'es')).toBe('46\u00a0%');
    expect(formatShare(1, 'ca')).toBe('100\u00a0%');
  });
});
