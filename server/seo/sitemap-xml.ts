/**
 * The sitemap protocol's XML (sitemaps.org 0.9, hreflang alternates as xhtml:link). Pure: every
 * value written is escaped here, so a slug or origin can never break the document.
 */
export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  /** The same page in every language, and `x-default`. */
  alternates: readonly { hreflang: string; href: string }[];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const URLSET_START = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_END = '</urlset>\n';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** W3C datetime to the second, in UTC (`2026-11-23T19:04:40Z`). */
export function w3cDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function urlElement(url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${w3cDateTime(url.lastmod)}</lastmod>` : '';
  const alternates = url.alternates
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
    )
    .join('');
  return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}${alternates}</url>\n`;
}

export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod?: Date }[]): string {
  const entries = sitemaps.map((sitemap) => {
    const lastmod = sitemap.lastmod ? `<lastmod>${w3cDateTime(sitemap.lastmod)}</lastmod>` : '';
    return `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${lastmod}</sitemap>\n`;
  });
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
