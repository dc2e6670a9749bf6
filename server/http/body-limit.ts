import type { IncomingMessage } from 'node:http';
import type express from 'express';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { redactQuery } from '../infra/log-redaction.ts';
import { getTranslator } from '../locale/messages.ts';
import { AppError, answerAppError } from './app-errors.ts';
import { bodyLimitFor, declaredBodyLength, STREAMED_BODY_MAX_BYTES } from './body-limits.ts';

/**
 * Bounds every request body before anything reads it (docs/decisions/
 * 0055-bounded-bodies-and-clean-text.md): a declared length over the route's limit is answered
 * 413 at once, unread; a body of unknown length (chunked) is counted as the socket delivers it and
 * cut off at STREAMED_BODY_MAX_BYTES. Either way the connection is then closed: nothing more is read.
 */
export function bodyLimit(logger: Logger): RequestHandler {
  return function limitBody(req, res, next) {
    const declared = declaredBodyLength(req.headers['content-length']);
    if (declared !== undefined) {
      // Node's parser never reads past a declared length: checking the number is enough.
      const limit = bodyLimitFor(req.path);
      if (declared > limit) return refuse({ req, res, logger }, { bytes: declared, limit });
      return next();
    }
    if (req.headers['transfer-encoding'] !== undefined) countAsItArrives({ req, res, logger });
    next();
  };
}

/**
 * Counts the chunks Node's HTTP parser pushes into the request, whoever reads it later (React
 * Router's body stream, a JSON parser) and whenever they start: past the limit nothing more is
 * pushed and reading from the socket stops (`push` answering false pauses it).
 */
function countAsItArrives(exchange: Exchange): void {
  const { req } = exchange;
  let received = 0;
  let refused = false;
  const push = req.push.bind(req) as IncomingMessage['push'];
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) return false;
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as { length: number }).length;
      if (received > STREAMED_BODY_MAX_BYTES) {
        refused = true;
        refuse(exchange, { bytes: received, limit: STREAMED_BODY_MAX_BYTES });
        return false;
      }
    }
    return push(chunk, encoding);
  };
}

interface Exchange {
  req: express.Request;
  res: express.Response;
  logger: Logger;
}

function refuse({ req, res, logger }: Exchange, size: { bytes: number; limit: number }): void {
  logger.info({ requestId: req.id, path: redactQuery(req.originalUrl), status: 413, ...size }, 'body too large');
  // Whatever was reading the body (a page's action) sees it end in an error and gives up.
  const close = () => req.socket.destroy();
  if (res.headersSent) {
    close();
    return;
  }
  res.set('connection', 'close');
  res.on('finish', close);
  // The spec's English text, like every parser's refusal in create-app.ts.
  answerAppError(req, res, new AppError('too_large'), getTranslator('en'));
}
