/**
 * Registers the site's service worker (/sw.js, server/http/pwa-router.ts): called from the idle
 * module (app/components/idle-prefetch.tsx), so the first paint and hydration never wait for it
 * and no page carries its code in its first scripts. Registering again is a cheap no-op for the
 * browser, which also checks the script for a new version.
 */
export function registerServiceWorker(browser: Pick<Navigator, 'serviceWorker'> = navigator): void {
  if (!('serviceWorker' in browser) || !browser.serviceWorker) return;
  browser.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    // The site works without it (no offline page, no push): a note, not a page error.
    console.warn('service worker not registered', error);
  });
}
