import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { observeRequest } from '../infra/metrics.ts';

/** Built files and media: their own route labels, and log lines only at debug level. */
const FILE_PREFIXES = ['/assets/', '/media/', '/i18n/', '/favicon'];

/**
 * One log line per answered request (request id, user id, method, route pattern, status, time)
 * and its latency in the `http_request_duration_seconds` histogram. The route is the pattern the
 * request matched (`/s/:classified`, `/api/:locale/user`), never the raw URL: a label per ad
 * would grow without end, and URLs carry tokens.
 */
export function requestLog(logger: Logger): RequestHandler {
  return function logRequest(req, res, next) {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const info = res.locals.request ?? { id: req.id };
      const route = info.route ?? expressRoute(req) ?? fileRoute(req.path) ?? 'unmatched';
      observeRequest({ method: req.method, route, status: res.statusCode, seconds });
      const line = {
        requestId: info.id,
        userId: info.userId ?? null,
        method: req.method,
        route,
        status: res.statusCode,
        ms: Math.round(seconds * 10_000) / 10,
      };
      if (FILE_PREFIXES.some((prefix) => req.path.startsWith(prefix))) logger.debug(line, 'request');
      else logger.info(line, 'request');
    });
    next();
  };
}

/** An Express route's pattern with the routers' mount points (`/api` + `/:locale/user`). */
function expressRoute(req: Parameters<RequestHandler>[0]): string | undefined {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (path === undefined) return undefined;
  return `${req.baseUrl}${typeof path === 'string' ? path : String(path)}`;
}

function fileRoute(path: string): string | undefined {
  const prefix = FILE_PREFIXES.find((each) => path.startsWith(each));
  return prefix ? `${prefix.replace(/\/$/, '')}/*` : undefined;
}
