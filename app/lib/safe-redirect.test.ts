import { describe, expect, test } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  test('keeps a path on this site', () => {
    expect(safeRedirect('/en/s/add', '/en')).toBe('/en/s/add');
  });

  test('keeps the query and the fragment', () => {
    expect(safeRedirect('/en/s/pony?chat=pony#rating', '/en')).toBe('/en/s/pony?chat=pony#rating');
    expect(safeRedirect('/search?q=http://x.example//y', '/en')).toBe('/search?q=http://x.example//y');
  });

  test('answers the path as the URL parser reads it', () => {
    expect(safeRedirect('/en/s/../user/settings', '/en')).toBe('/en/user/settings');
    expect(safeRedirect('/en/%2e%2e/cat', '/en')).toBe('/cat');
    expect(safeRedirect('/s/caballo%20negro', '/en')).toBe('/s/caballo%20negro');
  });

  test('refuses other sites and odd values', () => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', '', undefined, 42]) {
      expect(safeRedirect(target, '/en')).toBe('/en');
    }
  });

  test('refuses what browsers would read as another site', () => {
    const targets = [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      '/ /evil.example',
      '/\\/evil.example',
      '\\/evil.example',
      '/evil\u3002example',
      '//evil\u3002example',
      '/\uff0fevil.example',
      '/\uff0e\uff0e/evil.example',
      '/\u0000/evil.example',
      '/..//evil.example',
      '/./\u002f/evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%09/evil.example',
      '/%0d%0a/evil.example',
      '/%E0%A4%A',
      'javascript:alert(1)',
      '/x'.repeat(1001),
    ];
    for (const target of targets) {
      expect(safeRedirect(target, '/en'), JSON.stringify(target)).toBe('/en');
    }
  });
});
