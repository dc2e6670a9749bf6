import type { RequestHandler } from 'express';

/**
 * Headers every answer carries. The CSP with per-request nonces arrives with the security suite
 * (issue 10); until then the page loads only same-origin resources and no inline handlers.
 */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
    'cross-origin-opener-policy': 'same-origin',
  });
  next();
};
