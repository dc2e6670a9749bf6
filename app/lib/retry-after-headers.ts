import type { HeadersFunction } from 'react-router';

/**
 * A route's `headers`: React Router keeps only Set-Cookie from an action's or loader's headers
 * unless the route exports this, so without it a 429 page (a form posted without JavaScript)
 * would lose its `Retry-After`.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers();
  const retryAfter =
    actionHeaders.get('retry-after') ?? loaderHeaders.get('retry-after') ?? errorHeaders?.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return headers;
};
