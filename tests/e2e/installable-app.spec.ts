import { expect, type Page, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, signIn } from './support/accounts.ts';
import { chatFixtures } from './support/chat-sellers.ts';
import { waitForHydration } from './support/hydration.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

/** Issue 34: the installable app (manifest, icons, service worker, offline page). */
test.use({ serviceWorkers: 'allow' });
giveEachTestItsOwnClientAddress();

const START_URL = { es: '/', en: '/en', ca: '/cat', pt: '/pt' } as const;

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function manifestOf(page: Page) {
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(new URL(href ?? '', page.url()).href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  return { href, manifest: await answer.json() };
}

test('every page links a valid web app manifest in its language, with icons of the right sizes', async ({ page }) => {
  const pages: [string, keyof typeof START_URL][] = [
    ['/', 'es'],
    ['/en/search?q=yegua', 'en'],
    ['/cat/p/spec/who_are_we', 'ca'],
    ['/pt/sign-in', 'pt'],
    ['/en/no-such-page-at-all', 'en'],
  ];
  for (const [path, locale] of pages) {
    await page.goto(path);
    const { href, manifest } = await manifestOf(page);
    expect(href, path).toBe(locale === 'es' ? '/manifest.webmanifest' : `${START_URL[locale]}/manifest.webmanifest`);
    expect(manifest.id).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe(START_URL[locale]);
    expect(manifest.scope).toBe('/');
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.name).toContain('Galope');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  }
  const { manifest } = await manifestOf(page);
  expect(manifest.name).toBe('Galope: horse classifieds');
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(pngSize(await answer.body()).join('x')).toBe(icon.sizes);
  }
});

test('a signed-in page links the manifest too', async ({ page }) => {
  // The e2e server writes its people after it starts: a busy machine takes minutes.
  test.setTimeout(180_000);
  await waitForSearchFixtures();
  await signIn(page, { email: chatFixtures().buyers.push.email });
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/user/settings');
  expect((await manifestOf(page)).href).toBe('/en/manifest.webmanifest');
});

test('the service worker registers after the page and shows the offline page in the reader’s language', async ({
  page,
  context,
}) => {
  await page.goto('/en/p/spec/who_are_we');
  await waitForHydration(page);
  // Registered from the idle module, then in control of the page (clients.claim).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 20_000 })
    .toMatch(/\/sw\.js$/);
  // It keeps hashed files and the offline pages, never a page or an API answer.
  const kept = await page.evaluate(async () => {
    const all: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) all.push(new URL(request.url).pathname);
    }
    return all;
  });
  expect(kept).toEqual(expect.arrayContaining(['/offline', '/en/offline', '/cat/offline', '/pt/offline']));
  for (const path of kept)
    expect(path).toMatch(/^\/((en|cat|pt)\/)?offline$|^\/assets\/|^\/i18n\/[a-z]{2}\.[\w-]+\.json$/);

  await context.setOffline(true);
  await page.goto('/en/search?q=lusitano');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await page.goto('/cat/c/caballos');
  await expect(page.getByRole('heading', { level: 1, name: 'Sense connexió' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();

  // Back online, the same address is the real page again (nothing of it was kept).
  await context.setOffline(false);
  await page.goto('/en/search?q=lusitano');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/en/manifest.webmanifest');
});
