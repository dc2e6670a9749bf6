import type { Request } from 'express';
import { readConfig } from '../infra/config.ts';

/** The origin written into absolute links: PUBLIC_URL when set, else the request's own. */
export function requestOrigin(req: Request): string {
  return (readConfig().PUBLIC_URL ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
}
