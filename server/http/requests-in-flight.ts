import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { logger } from '../infra/logger.ts';
import { getTranslator } from '../locale/messages.ts';
import { adaptiveBound } from './adaptive-bound.ts';
import { isApiRequest } from './answer-error.ts';
import { AppError, answerAppError } from './app-errors.ts';

/** Seconds a refused client is told to wait: a busy worker catches up within about that. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** What costs a worker nearly nothing and must answer while it is busy: files, probes, metrics. */
const UNCOUNTED = /^\/(assets|media|i18n)\/|^\/(healthz|readyz|metrics|favicon\.ico|robots\.txt)$/;

/**
 * At most `max` requests in flight in this process (docs/decisions/0060-busy-answer.md), fewer
 * while its pages come late (server/http/adaptive-bound.ts): past it a request is answered at
 * once with 503, `Retry-After` and the spec's busy text in the page's language, instead of
 * queueing for the database pool until it times out as if the database were away, or for a CPU
 * it shares with too many renders. A request leaves the count when its response finishes or its
 * connection closes; a read (GET, HEAD) that finished tells the bound how long it took.
 */
export function limitRequestsInFlight({
  max,
  slowAnswerMs,
  log = logger,
}: {
  max: number;
  slowAnswerMs: number;
  log?: Logger;
}): RequestHandler & { inFlight(): number } {
  let inFlight = 0;
  const bound = adaptiveBound(max, slowAnswerMs);
  const refused = refusalLog(log, () => ({ inFlight, bound: bound.current() }));
  // When each read in flight was admitted, oldest first (a Map keeps its insertion order).
  const reads = new Map<object, number>();
  const oldestReadMs = (now: number) => {
    for (const admittedAt of reads.values()) return now - admittedAt;
    return 0;
  };
  const handler: RequestHandler = (req, res, next) => {
    if (UNCOUNTED.test(req.path)) return next();
    const admittedAt = performance.now();
    if (inFlight >= bound.current(oldestReadMs(admittedAt))) {
      refused();
      answerBusy(req, res);
      return;
    }
    inFlight += 1;
    // A write's time is its body's upload too: only reads say how fast this process answers.
    const timed = req.method === 'GET' || req.method === 'HEAD';
    if (timed) reads.set(req, admittedAt);
    let counted = true;
    const leave = (finished: boolean) => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
      reads.delete(req);
      if (finished && timed) bound.observe(performance.now() - admittedAt);
    };
    res.once('finish', () => leave(true));
    res.once('close', () => leave(false));
    next();
  };
  return Object.assign(handler, { inFlight: () => inFlight });
}

/** Refusals are logged at most once a second, counted: a crowd brings thousands a second. */
const REFUSALS_LOGGED_EVERY_MS = 1000;

/**
 * Counts a refusal; the first of a second starts a timer that logs how many there were, with the
 * requests in flight and the bound then. A line per refusal wrote thousands a second, and a
 * process whose output is read slowly (a pipe, a log collector) waited on them.
 */
function refusalLog(log: Logger, state: () => { inFlight: number; bound: number }): () => void {
  let refused = 0;
  let timer: NodeJS.Timeout | undefined;
  return () => {
    refused += 1;
    if (timer) return;
    timer = setTimeout(() => {
      log.warn({ refused, ...state() }, 'busy: requests refused');
      refused = 0;
      timer = undefined;
    }, REFUSALS_LOGGED_EVERY_MS);
    timer.unref();
  };
}

/** 503 with `Retry-After` and the spec's §8 busy text in the page's language (answerAppError's JSON or text). */
export function answerBusy(req: Request, res: Response): void {
  res.set('retry-after', String(BUSY_RETRY_AFTER_SECONDS)).set('cache-control', 'no-store');
  // The API names its locale after `/api` (`/api/en/…`), a page before everything else.
  const path = isApiRequest(req) ? req.path.slice('/api'.length) : req.path;
  answerAppError(req, res, new AppError('busy'), getTranslator(localeFromPath(path)));
}
