import { describe, expect, test } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  test('keeps a path on this site', () => {
    expect(safeRedirect('/en/s/add', '/en')).toBe('/en/s/add');
  });

  test('refuses other sites and odd values', () => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', '', undefined, 42]) {
      expect(safeRedirect(target, '/en')).toBe('/en');
    }
  });
});
