import type express from 'express';

/** Whether the request is the JSON API's (`/api/…`), which answers JSON rather than text. */
export function isApiRequest(req: express.Request): boolean {
  return req.originalUrl.startsWith('/api/');
}

/** The API answers JSON, everything else plain text, with one of the spec's §8 messages. */
export function answerError(req: express.Request, res: express.Response, status: number, message: string): void {
  if (isApiRequest(req)) res.status(status).json({ message });
  else res.status(status).type('text/plain').send(message);
}
