// Galope's service worker (docs/decisions/0073-installable-app.md). The server serves it at
// /sw.js after a first line that sets `self.GALOPE_SW` (server/pwa/service-worker-script.ts):
// `version`, the build it belongs to, and `offlinePages`, each language's offline page.
//
// What it keeps: files whose name carries their content's hash (/assets/…, /i18n/{locale}.{hash}.json),
// in one cache shared by every version, so a tab opened before an update still finds its own; and
// the four offline pages of its version. What it never keeps: pages (signed in or not) and API
// answers; a navigation always goes to the network and falls back to the offline page only when
// the network cannot be reached.
const { version, offlinePages } = self.GALOPE_SW;
const ASSETS = 'galope-assets';
const OFFLINE = `galope-offline-${version}`;
/** Hashed files kept at most; the oldest go first (a few builds' worth of chunks). */
const MAX_ASSETS = 400;
const HASHED = /^\/(assets\/|i18n\/[a-z]{2}\.[\w-]+\.json$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE)
      .then((cache) => cache.addAll(Object.values(offlinePages)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('galope-offline-') && name !== OFFLINE) await caches.delete(name);
      }
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigate(event, url));
  else if (HASHED.test(url.pathname)) event.respondWith(hashedFile(request));
});

async function navigate(event, url) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const cache = await caches.open(OFFLINE);
    const page = await cache.match(offlinePages[localeOf(url.pathname)] ?? offlinePages.es);
    return page ?? Response.error();
  }
}

function localeOf(pathname) {
  const prefix = pathname.split('/')[1];
  return { en: 'en', cat: 'ca', pt: 'pt' }[prefix] ?? 'es';
}

async function hashedFile(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    trimAssets(cache);
  }
  return response;
}

function trimAssets(cache) {
  cache.keys().then(async (keys) => {
    for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(key);
  });
}

// Web Push: the server sends { title, body, url, tag, lang } in the recipient's language
// (server/push/push-message.ts).
self.addEventListener('push', (event) => {
  const message = event.data?.json();
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      lang: message.lang,
      icon: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url.href);
      return open ? open.focus() : self.clients.openWindow(url.href);
    })(),
  );
});
