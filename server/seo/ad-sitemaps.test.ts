import { describe, expect, test } from 'vitest';
import { alternatePaths } from '../../common/locale/locale-path.ts';
import { ADS_PER_SITEMAP } from './ad-sitemaps.ts';
import { sitemapUrl } from './sitemap-url.ts';
import { URLSET_END, URLSET_START, urlElement } from './sitemap-xml.ts';

describe('ad sitemap files', () => {
  test('stay under the protocol’s 50,000 URLs and 50 MB with the longest slugs and a long origin', () => {
    // makeAdSlug: at most 80 characters of words, a hyphen and a 6-character tail.
    const slug = `${'a'.repeat(80)}-k3x9qa`;
    const entry = urlElement(
      sitemapUrl({
        origin: 'https://marketplace.galope-horses.example.com',
        paths: alternatePaths(`/s/${slug}`),
        locale: 'ca',
        lastmod: new Date(),
      }),
    );
    const fileBytes = URLSET_START.length + ADS_PER_SITEMAP * Buffer.byteLength(entry) + URLSET_END.length;
    expect(ADS_PER_SITEMAP).toBeLessThanOrEqual(50_000);
    expect(fileBytes).toBeLessThan(50 * 1024 * 1024);
  });
});
