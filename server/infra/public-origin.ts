import { type Config, readConfig } from './config.ts';

/**
 * The site's one public origin, written into every absolute link: mails, canonical and hreflang,
 * og:image, sitemaps, robots.txt, OAuth redirect URIs, calendar files. PUBLIC_URL, else the embedded
 * start's own `http://localhost:$PORT`; never a request's Host or X-Forwarded-Host, which anyone
 * can send (docs/decisions/0054-trusted-public-origin.md).
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'> = readConfig()): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}
