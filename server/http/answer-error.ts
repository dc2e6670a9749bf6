import type express from 'express';

/** The API answers JSON, everything else plain text, with one of the spec's §8 messages. */
export function answerError(req: express.Request, res: express.Response, status: number, message: string): void {
  if (req.originalUrl.startsWith('/api/')) res.status(status).json({ message });
  else res.status(status).type('text/plain').send(message);
}
