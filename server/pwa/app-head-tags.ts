import type { Locale } from '../../common/locale/locales.ts';
import { manifestPath } from './web-app-manifest.ts';

/**
 * What every page's head says of the installable app: its manifest in the page's language and the
 * icon iOS puts on a home screen. Written by the server into the HTML (app/entry.server.tsx), not
 * by the root component: no page's scripts grow by it (the ad page is at its budget).
 */
export function appHeadTags(locale: Locale): string {
  return `<link rel="manifest" href="${manifestPath(locale)}"/><link rel="apple-touch-icon" href="/icons/icon-192.png"/>`;
}
