import { describe, expect, test } from 'vitest';
import { robotsTxt } from './robots-txt.ts';

describe('robots.txt', () => {
  const lines = robotsTxt({ origin: 'https://www.galope.example' }).split('\n');

  test('allows everything first, then names the sitemap by its absolute address', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines.at(-2)).toBe('Sitemap: https://www.galope.example/sitemap.xml');
  });

  test('keeps the API and private pages out, in every locale', () => {
    for (const prefix of ['', '/en', '/cat', '/pt']) {
      for (const path of ['/user/', '/s/add$', '/s/add?', '/s/add-guest$', '/ad-successfully', '/search', '/admin/']) {
        expect(lines).toContain(`Disallow: ${prefix}${path}`);
      }
    }
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /*/edit$');
    expect(lines).toContain('Disallow: /*/visits$');
  });

  test('never blocks a bare /s/ prefix: ads are the pages crawlers must reach', () => {
    expect(lines.filter((line) => /^Disallow: (\/(en|cat|pt))?\/s\/?$/.test(line))).toEqual([]);
    expect(lines).not.toContain('Disallow: /s/add');
  });
});
