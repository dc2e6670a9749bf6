import { readConfig } from '../../server/infra/config.ts';

/** The origin written into canonical and hreflang links: PUBLIC_URL when set, else the request's. */
export function publicOrigin(url: URL): string {
  return (readConfig().PUBLIC_URL ?? url.origin).replace(/\/+$/, '');
}
