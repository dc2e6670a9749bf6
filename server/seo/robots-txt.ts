import { LOCALES, URL_PREFIX } from '../../common/locale/locales.ts';

/**
 * Pages that are private, forms or endless: accounts, posting, the confirmation, search results
 * (every query string a new URL), moderation, sign-in callbacks; each also under /en, /cat and
 * /pt. `$` ends a rule (RFC 9309), so ads whose slug starts with "add" stay crawlable.
 */
const PRIVATE_PAGES = [
  '/user/',
  '/s/add$',
  '/s/add?',
  '/s/add-guest$',
  '/s/add-guest?',
  '/ad-successfully',
  '/search',
  '/admin/',
  '/oauth2_redirect/',
  '/logout',
];

/** Rules whose `*` already matches every locale prefix: the edit and visits pages of any ad. */
const ANY_LOCALE = ['/*/edit$', '/*/edit?', '/*/visits$', '/*/visits?'];

/** /robots.txt: everything public may be crawled; the JSON API and private pages may not. */
export function robotsTxt({ origin }: { origin: string }): string {
  const prefixes = LOCALES.map((locale) => (URL_PREFIX[locale] ? `/${URL_PREFIX[locale]}` : ''));
  const disallowed = [
    '/api/',
    ...ANY_LOCALE,
    ...prefixes.flatMap((prefix) => PRIVATE_PAGES.map((path) => `${prefix}${path}`)),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
