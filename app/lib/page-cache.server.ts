import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { LOCALE_COOKIE } from '../../common/locale/locale-cookie.ts';
import { isRecentlyViewedCookie } from '../../server/ads/recently-viewed.ts';
import { getPageCache } from '../../server/http/page-cache.ts';
import {
  cspNonceContext,
  csrfContext,
  pageCacheKeyContext,
  pageTagsContext,
  requestInfoContext,
  userContext,
} from '../../server/http/request-context.ts';

/**
 * Keeps a guest's public page for the next guests (docs/decisions/0038-page-cache.md,
 * 0087-page-cache-survives-writes.md). Express already answered from the cache when it could
 * (server/http/page-cache-answer.ts) and left the key of a page it may keep; a signed-in reader, a
 * `.data` request or a page that sets a cookie of its own is never kept. The page is kept with
 * holes where this request's nonce and CSRF token are, and with the tags its loaders gave
 * (`tagPage`); the reader gets the same stream at the same time.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const cache = getPageCache();
  const key = context.get(pageCacheKeyContext);
  if (!key || !cache.enabled || context.get(userContext)) return next();
  const secrets = { nonce: context.get(cspNonceContext), csrf: context.get(csrfContext) };
  const ticket = cache.ticket();
  const tags: string[] = [];
  context.set(pageTagsContext, tags);
  const response = await next();
  if (!isShareable(response) || !response.body) return response;
  const [forReader, forCache] = response.body.tee();
  // The locale guard's cookie is the reader's own (set again on each hit); the recently viewed
  // one is the same for every guest it is kept for (who has none yet): kept with the page.
  const headers = [...response.headers].filter(
    ([name, value]) => name !== 'set-cookie' || isRecentlyViewedCookie(value),
  );
  const route = context.get(requestInfoContext).route;
  new Response(forCache).text().then(
    (html) => cache.store(key, ticket, { status: response.status, headers, route, html, tags }, secrets),
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
