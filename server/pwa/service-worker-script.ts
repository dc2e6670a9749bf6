import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LOCALES } from '../../common/locale/locales.ts';
import { offlinePageHtml, offlinePagePaths } from './offline-page.ts';

const source = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');

/**
 * /sw.js: the service worker's source after one line naming its version: the build's, the
 * worker's own code and its offline pages' words. Any change to them changes the script's bytes,
 * which is what makes browsers install the new worker (and its offline pages).
 */
export function serviceWorkerScript(buildVersion: string): string {
  const hash = createHash('sha256').update(buildVersion).update(source);
  for (const locale of LOCALES) hash.update(offlinePageHtml(locale));
  const settings = { version: hash.digest('base64url').slice(0, 12), offlinePages: offlinePagePaths() };
  return `self.GALOPE_SW = ${JSON.stringify(settings)};\n${source}`;
}
