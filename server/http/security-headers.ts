import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

declare global {
  namespace Express {
    interface Locals {
      /** This answer's CSP nonce: the only inline scripts a page may run carry it. */
      cspNonce: string;
    }
  }
}

export interface ContentSecurityOptions {
  /** MEDIA_PUBLIC_URL: pictures and videos come from there (a CDN, a bucket) as well as from us. */
  mediaOrigin?: string;
  /** reCAPTCHA v3 configured: Google's script, its frame and its calls are allowed. */
  recaptcha?: boolean;
  /** MAP_TILE_URL's origin: the map's tiles are pictures from there. */
  tileOrigin?: string;
}

const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

/**
 * The Content-Security-Policy of an answer with `nonce` (docs/decisions/0032). Scripts: our own
 * files and inline scripts carrying this request's nonce, never 'unsafe-inline' (an injected
 * `<script>` or `onerror=` does not run). Styles stay 'unsafe-inline': the page inlines its
 * stylesheet and React writes `style` attributes, which nonces cannot cover. The captcha's
 * proof-of-work runs in a worker made from a blob.
 */
function contentSecurityPolicy(nonce: string, options: ContentSecurityOptions = {}): string {
  const media = options.mediaOrigin ? ` ${options.mediaOrigin}` : '';
  const tiles = options.tileOrigin ? ` ${options.tileOrigin}` : '';
  const google = options.recaptcha ? ` ${RECAPTCHA_ORIGINS.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${google}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}${tiles}`,
    `media-src 'self' blob:${media}`,
    "font-src 'self'",
    `connect-src 'self'${google}`,
    "worker-src 'self' blob:",
    `frame-src ${options.recaptcha ? RECAPTCHA_ORIGINS.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every answer carries, with a fresh nonce for each request's CSP. */
export function securityHeaders(options: ContentSecurityOptions = {}): RequestHandler {
  return function setSecurityHeaders(req, res, next) {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.set({
      'content-security-policy': contentSecurityPolicy(nonce, options),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
      'cross-origin-opener-policy': 'same-origin',
    });
    // Only an HTTPS answer may pin HTTPS (behind a proxy, `trust proxy` makes req.secure true).
    if (req.secure) res.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
