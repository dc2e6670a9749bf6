import { randomBytes } from 'node:crypto';
import type { Request as ExpressRequest } from 'express';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { logger } from '../infra/logger.ts';

/** What a page's render needs from Express besides the Request (server/http/create-app.ts). */
export interface PageContextValues {
  nonce: string;
  pageCacheKey: string;
  requestId: string;
  clientIp: string;
}

/** Renders a kept page again for the cache, with the request that found it stale as its model. */
export type PageRefresher = (key: string, req: ExpressRequest) => void;

/**
 * Stale-while-revalidate (docs/decisions/00XX-cache-tags.md): the guest who finds a stale page
 * gets it at once, and the same address is rendered again here, in the background, as a guest
 * with the same headers would get it; the page cache's middleware keeps the result as it keeps
 * any render (its own fresh nonce and token are cut out), replacing the stale copy.
 */
export function pageRefresher(
  build: ServerBuild,
  contextFor: (values: PageContextValues) => RouterContextProvider,
): PageRefresher {
  const handle = createRequestHandler(build, 'production');
  return (key, req) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const context = contextFor({
      nonce: randomBytes(16).toString('base64'),
      pageCacheKey: key,
      requestId: `${String(req.id ?? '')}-refresh`,
      clientIp: req.ip ?? '',
    });
    handle(new Request(requestUrl(req), { headers }), context)
      .then((response) => response.arrayBuffer())
      .catch((error: unknown) =>
        logger.warn({ reason: (error as Error).message, key }, 'page cache: a stale page could not be rendered again'),
      );
  };
}

/** The address as @react-router/express builds it for the same request (scheme, host and port, path). */
function requestUrl(req: ExpressRequest): string {
  const forwardedPort = req.app.enabled('trust proxy') ? req.get('x-forwarded-host')?.split(':')[1] : undefined;
  const hostPort = req.get('host')?.split(':')[1];
  const port = [forwardedPort, hostPort].map((each) => Number.parseInt(each ?? '', 10)).find(Number.isSafeInteger);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || 'localhost'}${port ? `:${port}` : ''}`;
  return `${req.protocol}://${host}${req.originalUrl}`;
}
