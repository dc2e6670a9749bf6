import zlib from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import { localeCookieToSet } from '../../common/locale/locale-cookie.ts';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { readLayoutPreference } from '../../common/search/layout-preference.ts';
import { acceptedEncodings, BROTLI_PARAMS, type Encoding, preferredEncoding } from './compression-settings.ts';
import { csrfTokenFor, newCsrfSeed, readCsrfSeed, serializeCsrfCookie } from './csrf.ts';
import { getPageCache, type PageCache } from './page-cache.ts';
import { carriesAnyOf, keptCookiesFor, mayUseKeptPages } from './page-cache-cookies.ts';

/** Buffers kept for filling pages in, so that answering does not allocate 170 kB each time. */
const SCRATCH_BYTES = 512 * 1024;
const SCRATCH_KEPT = 8;
const scratchBuffers: Buffer[] = [];

/**
 * Answers a guest's page from the page cache before React Router is involved
 * (docs/decisions/0038-page-cache.md), as the root middleware and loader would around it: this
 * request's nonce and CSRF token in the page, the CSRF seed cookie for a first visit, the locale
 * guard's cookie, the reader's own recently viewed list (docs/decisions/0088-recent-kept-pages.md).
 * A kept page whose loaders read a cookie the reader has is not theirs: rendered for them, not
 * kept. A request that could get a kept page but finds none, for an address asked
 * before, gets its key in `res.locals.pageCacheKey`, so the pages' middleware
 * (app/lib/page-cache.server.ts) keeps what it renders. A stale page
 * (docs/decisions/0087-page-cache-survives-writes.md) is rendered again by the first request that finds it, and
 * served as it is (`x-page-cache: stale`) to every other one meanwhile.
 */
export function answerFromPageCache(cache: PageCache = getPageCache()): RequestHandler {
  return (req, res, next) => {
    const cookieHeader = req.headers.cookie ?? null;
    if (!cache.enabled || req.method !== 'GET' || req.path.endsWith('.data') || !mayUseKeptPages(cookieHeader)) {
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
    const kept = cache.read(key);
    if (kept && carriesAnyOf(cookieHeader, kept.readsCookies)) {
      next();
      return;
    }
    if (!kept) {
      // Kept from its second ask: a first one is rendered as if there were no cache.
      if (cache.admit(key)) res.locals.pageCacheKey = key;
      next();
      return;
    }
    if (kept.stale && cache.claimRefresh(key)) {
      res.locals.pageCacheKey = key;
      next();
      return;
    }
    const secrets = { nonce: String(res.locals.cspNonce ?? ''), csrf: csrfTokenFor(seed) };
    // The compressed template when the reader takes gzip: no compression at all for this answer.
    const gzipped = acceptedEncodings(req.get('accept-encoding')).has('gzip') ? kept.gzip(secrets) : undefined;
    const scratch = gzipped ? undefined : (scratchBuffers.pop() ?? Buffer.allocUnsafeSlow(SCRATCH_BYTES));
    const page = gzipped ? undefined : kept.bytes(secrets, scratch);
    if (!gzipped && !page) {
      // Only the template is kept and this reader's secrets do not fit it: rendered afresh.
      if (scratch) scratchBuffers.push(scratch);
      res.locals.pageCacheKey = key;
      next();
      return;
    }
    if (res.locals.request && kept.route) res.locals.request.route = kept.route;
    res.status(kept.status);
    // The cookies the page sets, made for this reader (the recently viewed ads: their own list).
    const keptCookies: string[] = [];
    for (const [name, value] of kept.headers) {
      if (name === 'set-cookie') keptCookies.push(value);
      else res.setHeader(name, value);
    }
    const cookies = keptCookiesFor(keptCookies, cookieHeader);
    res.setHeader('x-page-cache', kept.stale ? 'stale' : 'hit');
    const localeCookie = localeCookieToSet(cookieHeader, localeFromPath(req.path));
    if (localeCookie) cookies.push(localeCookie);
    if (!existingSeed) cookies.push(serializeCsrfCookie(seed, req.protocol === 'https'));
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    res.setHeader('vary', 'Accept-Encoding');
    if (gzipped) {
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-length', gzipped.length);
      res.end(gzipped);
      return;
    }
    if (!page) return;
    sendEncoded(res, page, preferredEncoding(req.get('accept-encoding')), () => {
      if (scratch && scratchBuffers.length < SCRATCH_KEPT && scratch.length === SCRATCH_BYTES)
        scratchBuffers.push(scratch);
    });
  };
}

/**
 * Compresses the page in one piece on the thread pool (the `compression` middleware, which sees a
 * Content-Encoding already set, leaves it alone), with the same settings the middleware uses.
 */
function sendEncoded(res: Response, page: Buffer, encoding: Encoding, done: () => void): void {
  if (encoding === 'identity') {
    res.setHeader('content-length', page.length);
    res.end(Buffer.from(page));
    done();
    return;
  }
  const finish = (error: Error | null, body: Buffer) => {
    done();
    if (error) {
      res.destroy(error);
      return;
    }
    res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(body);
  };
  if (encoding === 'br') {
    zlib.brotliCompress(
      page,
      { params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length } },
      finish,
    );
  } else {
    zlib.gzip(page, finish);
  }
}
