import type { RequestHandler } from 'express';
import { publicOrigin } from '../infra/public-origin.ts';

/**
 * A page's one address has no trailing slash: `/c/caballos/` (or `/c/caballos//?page=2`) answers
 * 301 with `/c/caballos` (`?page=2` kept), so crawlers never see two URLs for one page. GET and
 * HEAD only (a form post is not moved); the JSON API and `/` itself are left alone. The target is
 * absolute on the public origin (decision 0054), so no path can turn it into another site's
 * address (`//evil.example/`, `/\evil.example/`).
 */
export const slashlessRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const [path = '', query] = splitOnce(req.originalUrl, '?');
  if (path.length <= 1 || !path.endsWith('/') || path.startsWith('/api/')) return next();
  const bare = `/${path.replace(/\/+$/, '').replace(/^[/\\]+/, '')}`;
  res.redirect(301, `${publicOrigin()}${bare}${query === undefined ? '' : `?${query}`}`);
};

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
