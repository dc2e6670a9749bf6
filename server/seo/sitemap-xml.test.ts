import { describe, expect, test } from 'vitest';
import { escapeXml, sitemapIndexXml, URLSET_END, URLSET_START, urlElement, w3cDateTime } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  test('escapes the five XML special characters, ampersands first', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
    expect(escapeXml('/s/yegua-pre-k3x9qa')).toBe('/s/yegua-pre-k3x9qa');
  });

  test('writes a URL with its lastmod and escaped alternates', () => {
    const xml = urlElement({
      loc: 'https://galope.example/s/a?x=1&y=<2>',
      lastmod: new Date('2026-11-23T19:04:40.123Z'),
      alternates: [
        { hreflang: 'es', href: 'https://galope.example/s/a?x=1&y=<2>' },
        { hreflang: 'x-default', href: `https://galope.example/s/"quoted"'` },
      ],
    });
    expect(xml).toBe(
      '<url><loc>https://galope.example/s/a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2026-11-23T19:04:40Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="es" href="https://galope.example/s/a?x=1&amp;y=&lt;2&gt;"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://galope.example/s/&quot;quoted&quot;&apos;"/>' +
        '</url>\n',
    );
  });

  test('leaves lastmod out when unknown', () => {
    expect(urlElement({ loc: 'https://galope.example/', alternates: [] })).toBe(
      '<url><loc>https://galope.example/</loc></url>\n',
    );
  });

  test('a urlset declares the sitemap and xhtml namespaces', () => {
    expect(URLSET_START).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(URLSET_START).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(URLSET_END).toBe('</urlset>\n');
  });

  test('an index lists its sitemaps, escaped', () => {
    expect(
      sitemapIndexXml([
        { loc: 'https://galope.example/sitemaps/ads-es-1.xml', lastmod: new Date('2026-01-02T03:04:05Z') },
        { loc: 'https://galope.example/a&b.xml' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://galope.example/sitemaps/ads-es-1.xml</loc><lastmod>2026-01-02T03:04:05Z</lastmod></sitemap>\n' +
        '<sitemap><loc>https://galope.example/a&amp;b.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  test('dates are W3C datetimes to the second in UTC', () => {
    expect(w3cDateTime(new Date('2026-03-29T01:30:00.999+02:00'))).toBe('2026-03-28T23:30:00Z');
  });
});
