import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { RequestInfo } from './request-context.ts';

declare global {
  namespace Express {
    interface Request {
      id: string;
    }
    interface Locals {
      /** This request's id, user and route, for its log line and metrics (request-log.ts). */
      request: RequestInfo;
    }
  }
}

/** Tags every request with an id, echoed in `x-request-id` and attached to its log lines. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id');
  req.id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  res.set('x-request-id', req.id);
  res.locals.request = { id: req.id };
  next();
};
