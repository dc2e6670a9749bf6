import type { RequestHandler } from 'express';
import { LOCALE_COOKIE, localeCookieToSet } from '../locale/locale-cookie.ts';
import { localeFromPath } from '../locale/locale-path.ts';
import { LAYOUT_COOKIE, readLayoutPreference } from '../search/layout-preference.ts';
import { CSRF_COOKIE, csrfTokenFor, newCsrfSeed, readCsrfSeed, serializeCsrfCookie } from './csrf.ts';
import { getPageCache, type PageCache } from './page-cache.ts';

/** The only cookies a guest's results page may come with and still be the same for every guest. */
const SHARED_PAGE_COOKIES = new Set([CSRF_COOKIE, LOCALE_COOKIE, LAYOUT_COOKIE]);

/**
 * Answers a guest's page from the page cache before React Router is involved
 * (docs/decisions/0038-page-cache.md), as the root middleware and loader would around it: this
 * request's nonce and CSRF token in the page, the CSRF seed cookie for a first visit, the locale
 * guard's cookie. A request that could get a kept page but finds none gets its key in
 * `res.locals.pageCacheKey`, so the results routes' middleware (app/lib/page-cache.server.ts) keeps
 * what it renders.
 */
export function answerFromPageCache(cache: PageCache = getPageCache()): RequestHandler {
  return (req, res, next) => {
    const cookieHeader = req.headers.cookie ?? null;
    if (!cache.enabled || req.method !== 'GET' || req.path.endsWith('.data') || !onlySharedCookies(cookieHeader)) {
      next();
      return;
    }
    // Everything the page is rendered from besides the database: the address as React Router
    // builds it (scheme and host, forwarded ones included, so a forged host never poisons the
    // real one's page) and the layout cookie.
    const key = [
      req.protocol,
      req.get('x-forwarded-host') ?? '',
      req.get('host') ?? '',
      req.originalUrl,
      readLayoutPreference(cookieHeader),
    ].join(' ');
    const existingSeed = readCsrfSeed(cookieHeader);
    const seed = existingSeed ?? newCsrfSeed();
    const kept = cache.read(key, { nonce: String(res.locals.cspNonce ?? ''), csrf: csrfTokenFor(seed) });
    if (!kept) {
      res.locals.pageCacheKey = key;
      next();
      return;
    }
    if (res.locals.request && kept.route) res.locals.request.route = kept.route;
    res.status(kept.status);
    for (const [name, value] of kept.headers) res.setHeader(name, value);
    res.setHeader('x-page-cache', 'hit');
    const cookies: string[] = [];
    const localeCookie = localeCookieToSet(cookieHeader, localeFromPath(req.path));
    if (localeCookie) cookies.push(localeCookie);
    if (!existingSeed) cookies.push(serializeCsrfCookie(seed, req.protocol === 'https'));
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    res.end(kept.body);
  };
}

function onlySharedCookies(cookieHeader: string | null): boolean {
  if (!cookieHeader) return true;
  return cookieHeader.split(';').every((part) => {
    const name = part.split('=')[0]?.trim() ?? '';
    return name === '' || SHARED_PAGE_COOKIES.has(name);
  });
}
