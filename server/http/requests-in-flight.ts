import type { Request, RequestHandler, Response } from 'express';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { logger } from '../infra/logger.ts';
import { getTranslator } from '../locale/messages.ts';
import { isApiRequest } from './answer-error.ts';
import { AppError, answerAppError } from './app-errors.ts';

/** Seconds a refused client is told to wait: a busy worker catches up within about that. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** What costs a worker nearly nothing and must answer while it is busy: files, probes, metrics. */
const UNCOUNTED = /^\/(assets|media|i18n)\/|^\/(healthz|readyz|metrics|favicon\.ico|robots\.txt)$/;

/**
 * At most `max` requests in flight in this process (docs/decisions/0060-busy-answer.md): past it a
 * request is answered at once with 503, `Retry-After` and the spec's busy text in the page's
 * language, instead of queueing for the database pool until it times out as if the database were
 * away. A request leaves the count when its response finishes or its connection closes.
 */
export function limitRequestsInFlight({ max }: { max: number }): RequestHandler & { inFlight(): number } {
  let inFlight = 0;
  const handler: RequestHandler = (req, res, next) => {
    if (UNCOUNTED.test(req.path)) return next();
    if (inFlight >= max) {
      logger.warn({ requestId: req.id, inFlight }, 'busy: request refused');
      answerBusy(req, res);
      return;
    }
    inFlight += 1;
    let counted = true;
    const leave = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
    };
    res.once('finish', leave);
    res.once('close', leave);
    next();
  };
  return Object.assign(handler, { inFlight: () => inFlight });
}

/** 503 with `Retry-After` and the spec's §8 busy text in the page's language (answerAppError's JSON or text). */
export function answerBusy(req: Request, res: Response): void {
  res.set('retry-after', String(BUSY_RETRY_AFTER_SECONDS)).set('cache-control', 'no-store');
  // The API names its locale after `/api` (`/api/en/…`), a page before everything else.
  const path = isApiRequest(req) ? req.path.slice('/api'.length) : req.path;
  answerAppError(req, res, new AppError('busy'), getTranslator(localeFromPath(path)));
}
