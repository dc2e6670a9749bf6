import { describe, expect, test } from 'vitest';
import { buildApiUrl } from './api-url.ts';

describe('buildApiUrl', () => {
  test('joins base, locale, country, path and parameters with single slashes', () => {
    expect(
      buildApiUrl({ base: 'https://galope.example/api/', locale: 'en', country: 'spain', path: '/global-data' }),
    ).toBe('https://galope.example/api/en/spain/global-data');
  });

  test('leaves out a missing locale or country', () => {
    expect(buildApiUrl({ base: '/api', path: 'towns-by-province', params: ['girona'] })).toBe(
      '/api/towns-by-province/girona',
    );
  });

  test('skips empty parameters and never ends with a slash', () => {
    expect(
      buildApiUrl({
        base: '/api',
        locale: 'es',
        path: 'filters/',
        params: ['caballos-de-deporte', '', null, 'with_all', undefined],
      }),
    ).toBe('/api/es/filters/caballos-de-deporte/with_all');
    expect(buildApiUrl({ base: '/api/', path: '' })).toBe('/api');
  });

  test('keeps numbers and escapes characters that would break the path', () => {
    expect(buildApiUrl({ base: '/api', path: 'messages', params: [42, 'a b?'] })).toBe('/api/messages/42/a%20b%3F');
  });
});
