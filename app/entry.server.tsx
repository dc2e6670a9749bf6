import { pipeline } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from 'react-router';
import { localeFromPath } from '../common/locale/locale-path.ts';
import { LOCALES } from '../common/locale/locales.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableReason,
  isDatabaseBusy,
  isDatabaseUnavailable,
} from '../server/db/database-unavailable.ts';
import { createCoalescingStream } from '../server/http/coalescing-stream.ts';
import { withPageRoutes } from '../server/http/page-manifest.ts';
import { cspNonceContext, requestInfoContext } from '../server/http/request-context.ts';
import { BUSY_RETRY_AFTER_SECONDS } from '../server/http/requests-in-flight.ts';
import { createScriptsAfterPaintStream } from '../server/http/scripts-after-paint.ts';
import { logger } from '../server/infra/logger.ts';
import { getMessages } from '../server/locale/messages.ts';
import { appHeadTags } from '../server/pwa/app-head-tags.ts';
import { registerCatalogue } from './i18n/catalogues.ts';
import { CspNonceContext } from './lib/csp-nonce.ts';

export const streamTimeout = 5_000;

// Every locale's catalogue, for `t()` in components and `meta` (app/i18n/catalogues.ts).
for (const locale of LOCALES) registerCatalogue(locale, getMessages(locale));

/**
 * React Router's default Node entry (streamed; crawlers get the whole page at once), with the CSP
 * nonce, the busy answer's Retry-After and the scripts started after the first paint.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The server-problem page while the database is away, or the busy page (app/lib/request-middleware.server.ts).
  if (responseStatusCode === 503) responseHeaders.set('Retry-After', retryAfter(loadContext));
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const nonce = loadContext.get(cspNonceContext);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={withPageRoutes(routerContext)} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        // React's own inline scripts (streamed Suspense boundaries) carry the CSP nonce too.
        nonce,
        // A finished Suspense boundary goes inline, where it belongs. React otherwise moves any
        // boundary over 500 bytes past the first 12.8 kB (a page's head and header can be more) to
        // the end of the page, shown by a script: without JavaScript it stayed hidden (the
        // signed-in header's bell and menu, the owner's actions). Unfinished ones still stream.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // React's small chunks leave joined, one flush of the compression stream per turn.
          const body = createCoalescingStream();
          body.once('finish', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          // The scripts start once the page has painted (docs/decisions/0042-scripts-after-first-paint.md).
          // The installable app's manifest in the page's language (server/pwa/app-head-tags.ts).
          const page = createScriptsAfterPaintStream({
            headEndTags: appHeadTags(localeFromPath(new URL(request.url).pathname)),
          });
          pipeline(body, page, () => {});
          resolve(
            new Response(createReadableStreamFromReadable(page), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by the request handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * An unexpected error in a loader, action or render: logged once with the request's id and user,
 * so the line matches the request's own (server/http/request-log.ts). The visitor sees only the
 * error page; a request the visitor abandoned is no error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const info = (context as RouterContextProvider).get(requestInfoContext);
  if (isDatabaseUnavailable(error)) {
    // No bug of ours: the root middleware turns the page into the 503 server-problem page, and
    // one short line per request is enough while the database restarts.
    info.databaseUnavailable = true;
    info.databaseBusy = isDatabaseBusy(error);
    const reason = databaseUnavailableReason(error);
    const line = { requestId: info.id, userId: info.userId ?? null, route: info.route, reason };
    logger.warn(line, info.databaseBusy ? 'database busy: no free connection in time' : 'database unavailable');
    return;
  }
  logger.error({ err: error, requestId: info.id, userId: info.userId ?? null, route: info.route }, 'page error');
};

/** A navigation's data answered 503 (the database away) says when to try again, as a page does. */
export function handleDataRequest(response: Response, { context }: { context: unknown }): Response {
  if (response.status === 503) response.headers.set('Retry-After', retryAfter(context as RouterContextProvider));
  return response;
}

/** Seconds until a 503 is worth trying again: soon when this process was busy, a restart's time when the database was away. */
function retryAfter(context: RouterContextProvider): string {
  const busy = context.get(requestInfoContext).databaseBusy;
  return String(busy ? BUSY_RETRY_AFTER_SECONDS : DATABASE_RETRY_AFTER_SECONDS);
}
