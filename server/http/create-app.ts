import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { tileOrigin } from '../../common/geo/map-settings.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailableReason,
  isDatabaseBusy,
  isDatabaseUnavailable,
} from '../db/database-unavailable.ts';
import { readConfig } from '../infra/config.ts';
import { redactQuery } from '../infra/log-redaction.ts';
import { logger } from '../infra/logger.ts';
import { measureQueues } from '../infra/metrics.ts';
import { readQueueDepths } from '../jobs/queue-depth.ts';
import { answerError } from './answer-error.ts';
import { apiRouter } from './api/api-router.ts';
import { bodyLimit } from './body-limit.ts';
import { catalogueRouter } from './catalogue-router.ts';
import { BROTLI_PARAMS } from './compression-settings.ts';
import { healthRouter } from './health.ts';
import { mediaRouter } from './media-router.ts';
import { metricsRouter } from './metrics-router.ts';
import { answerFromPageCache } from './page-cache-answer.ts';
import { pwaRouter } from './pwa-router.ts';
import { clientIpContext, cspNonceContext, pageCacheKeyContext, requestInfoContext } from './request-context.ts';
import { requestId } from './request-id.ts';
import { requestLog } from './request-log.ts';
import { answerBusy, limitRequestsInFlight } from './requests-in-flight.ts';
import { withServerRouteMatching } from './route-matching.ts';
import { securityHeaders } from './security-headers.ts';
import { seoRouter } from './seo-router.ts';
import { socialFormPostRouter } from './social-form-post.ts';
import { staticFiles } from './static-files.ts';
import { slashlessRedirect } from './trailing-slash.ts';

export interface AppOptions {
  /** Built React Router server (production) or a Vite dev server (development); none serves only the API. */
  build?: ServerBuild | ViteDevServer;
  rootDir: string;
  /** Where the request log and error lines go (tests read them); the app's logger by default. */
  requestLogger?: Logger;
}

/** What loaders, actions and the page render learn beyond the Request: the client address, the nonce. */
function loadContext() {
  return function getLoadContext(req: express.Request, res: express.Response): RouterContextProvider {
    const context = new RouterContextProvider();
    context.set(cspNonceContext, res.locals.cspNonce ?? '');
    context.set(pageCacheKeyContext, String(res.locals.pageCacheKey ?? ''));
    context.set(requestInfoContext, res.locals.request);
    context.set(clientIpContext, req.ip ?? '');
    return context;
  };
}

export function createApp({ build, rootDir, requestLogger = logger }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  const config = readConfig();
  // Believed for the client's address (rate limits) and scheme only: links use publicOrigin().
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestId);
  app.use(requestLog(requestLogger));
  // A busy process answers at once rather than queueing for the database (decision 0060).
  app.use(
    limitRequestsInFlight({
      max: config.MAX_REQUESTS_IN_FLIGHT,
      slowAnswerMs: config.BUSY_SLOW_ANSWER_MS,
      log: requestLogger,
    }),
  );
  app.use(bodyLimit(requestLogger));
  app.use(
    securityHeaders({
      mediaOrigin: config.MEDIA_PUBLIC_URL ? new URL(config.MEDIA_PUBLIC_URL).origin : undefined,
      recaptcha: Boolean(config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY),
      tileOrigin: tileOrigin(config.MAP_TILE_URL),
    }),
  );
  measureQueues(readQueueDepths);
  app.use(metricsRouter(config.METRICS_TOKEN));
  app.use(healthRouter());
  app.use(compression({ brotli: { params: BROTLI_PARAMS } }));
  app.use(slashlessRedirect);
  app.use(catalogueRouter());
  app.use('/api', apiRouter());
  app.use('/media', mediaRouter());
  app.use(seoRouter());
  app.use(socialFormPostRouter());
  app.use(pwaRouter({ buildVersion: build && 'assets' in build ? build.assets.version : 'development' }));

  if (!build) {
    // API-only: used by the API tests.
  } else if ('ssrLoadModule' in build) {
    app.use(build.middlewares);
    app.use(
      createRequestHandler({
        build: () => build.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
        mode: 'development',
        getLoadContext: loadContext(),
      }),
    );
  } else {
    const client = path.join(rootDir, 'build/client');
    app.use('/assets', express.static(path.join(client, 'assets'), { immutable: true, maxAge: '1y' }));
    // Before the other static files: a kept page is answered without a file lookup (a stat per
    // request, 1-2 % of a worker's time in a profile of the bench); no page shares a file's path.
    app.use(answerFromPageCache());
    app.use(staticFiles(client, { maxAge: '1h' }));
    app.use(
      createRequestHandler({
        build: withServerRouteMatching(build),
        mode: 'production',
        getLoadContext: loadContext(),
      }),
    );
  }

  app.use(((error, req, res, _next) => {
    // A client's mistake the parsers caught (bad JSON, a body too large, a malformed %-escape in
    // the path) keeps its 4xx status: it is no server problem, and nothing of it is echoed.
    const status = clientErrorStatus(error);
    if (status) {
      const reason = redactQuery(String((error as Error).message));
      requestLogger.info({ requestId: req.id, path: redactQuery(req.originalUrl), status, reason }, 'bad request');
      if (!res.headersSent) answerError(req, res, status, 'The given data was invalid.');
      return;
    }
    if (isDatabaseBusy(error)) {
      // Every connection of this process's pool was taken for as long as a request may wait.
      requestLogger.warn({ requestId: req.id, reason: databaseUnavailableReason(error) }, 'database busy');
      if (!res.headersSent) answerBusy(req, res);
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or away: the pools reconnect by themselves, the client is told
      // when to try again (docs/decisions/0034-database-outage.md).
      requestLogger.warn({ requestId: req.id, reason: databaseUnavailableReason(error) }, 'database unavailable');
      if (!res.headersSent) {
        res.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).set('cache-control', 'no-store');
        answerError(req, res, 503, 'We have a server problem');
      }
      return;
    }
    requestLogger.error(
      { err: error, requestId: req.id, path: redactQuery(req.originalUrl) },
      'unhandled request error',
    );
    if (!res.headersSent) answerError(req, res, 500, 'We have a server problem');
  }) satisfies express.ErrorRequestHandler);
  return app;
}

/** The 4xx status an error carries (body-parser, Express's path decoding), or undefined. */
function clientErrorStatus(error: unknown): number | undefined {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
