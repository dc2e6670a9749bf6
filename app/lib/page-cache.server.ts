import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { LOCALE_COOKIE } from '../../common/locale/locale-cookie.ts';
import { isRecentlyViewedCookie } from '../../server/ads/recently-viewed.ts';
import { getPageCache } from '../../server/http/page-cache.ts';
import { carriesAnyOf, keptCookiesFor } from '../../server/http/page-cache-cookies.ts';
import {
  cspNonceContext,
  csrfContext,
  pageCacheKeyContext,
  pageCookiesReadContext,
  pageTagsContext,
  requestInfoContext,
  userContext,
} from '../../server/http/request-context.ts';

/**
 * Keeps a guest's public page for the next guests (docs/decisions/0038-page-cache.md,
 * 0087-page-cache-survives-writes.md, 0088-recent-kept-pages.md). Express already answered from
 * the cache when it could (server/http/page-cache-answer.ts) and left the key of a page it may
 * keep; a signed-in reader, a `.data` request, a page that sets a cookie of its own or one whose
 * loaders read a cookie this reader has (`pageReadsCookie`) is never kept. The page is kept with
 * holes where this request's nonce and CSRF token are, and with the tags its loaders gave
 * (`tagPage`); the reader gets the same stream at the same time.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ context, request }, next) => {
  const cache = getPageCache();
  const key = context.get(pageCacheKeyContext);
  if (!key || !cache.enabled || context.get(userContext)) return next();
  const secrets = { nonce: context.get(cspNonceContext), csrf: context.get(csrfContext) };
  const ticket = cache.ticket();
  const tags: string[] = [];
  const readsCookies: string[] = [];
  context.set(pageTagsContext, tags);
  context.set(pageCookiesReadContext, readsCookies);
  const response = await next();
  const cookieHeader = request.headers.get('Cookie');
  // Rendered from this reader's own cookie (their recently viewed row): theirs alone.
  if (!isShareable(response) || !response.body || carriesAnyOf(cookieHeader, readsCookies)) return response;
  const [forReader, forCache] = response.body.tee();
  // The locale guard's cookie is the reader's own (set again on each hit). The recently viewed
  // one is kept as a guest without the cookie gets it (the page's ad alone), and made again for
  // each reader from their own list.
  const headers = [...response.headers].flatMap(([name, value]): [string, string][] => {
    if (name !== 'set-cookie') return [[name, value]];
    if (!isRecentlyViewedCookie(value)) return [];
    return keptCookiesFor([value], null).map((cookie) => [name, cookie]);
  });
  const route = context.get(requestInfoContext).route;
  new Response(forCache).text().then(
    (html) => cache.store(key, ticket, { status: response.status, headers, route, html, tags, readsCookies }, secrets),
    // The reader went away mid-page: nothing complete to keep.
    () => undefined,
  );
  const answer = new Response(forReader, { status: response.status, headers: response.headers });
  answer.headers.set('x-page-cache', 'miss');
  return answer;
};

/** Says what the page shows (server/http/page-tags.ts), when the page cache may keep it. */
export function tagPage(context: Readonly<RouterContextProvider>, tags: string[]): void {
  context.get(pageTagsContext)?.push(...tags);
}

/**
 * Says the page shows what the reader's cookie `name` holds (the home's recently viewed row): a
 * kept copy (rendered for a reader without it) is never served to a reader who has it, and a page
 * rendered for one who has it is never kept. Only the cookies the page cache lets through
 * (server/http/page-cache-cookies.ts) need it: any other sends the request past the cache.
 */
export function pageReadsCookie(context: Readonly<RouterContextProvider>, name: string): void {
  context.get(pageCookiesReadContext)?.push(name);
}

/** A complete page for everyone: 200, HTML, and no cookie but the locale guard's and the recently viewed. */
function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    response.headers
      .getSetCookie()
      .every((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`) || isRecentlyViewedCookie(cookie))
  );
}
