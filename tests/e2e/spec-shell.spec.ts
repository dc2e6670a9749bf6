import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { CHAT_SELLERS, chatFixtures } from './support/chat-sellers.ts';
import { galleryFixture } from './support/gallery-fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { screenshots } from './support/screenshots.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

/** Issue 35's spec points: §2 paths, §1 right to left, §8 locale-file failure, §9 progress bar and prefetch. */

test('spec §2: /user/change-password and /login answer in all four locales', async ({ request }) => {
  for (const prefix of ['', '/en', '/cat', '/pt']) {
    const password = await request.get(`${prefix}/user/change-password`, { maxRedirects: 0 });
    expect(password.status(), `${prefix}/user/change-password`).toBe(301);
    expect(password.headers().location).toBe(`${prefix}/user/settings/change-password`);
    const login = await request.get(`${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}/s/add`)}`, {
      maxRedirects: 0,
    });
    expect(login.status(), `${prefix}/login`).toBe(301);
    expect(login.headers().location).toBe(`${prefix}/sign-in?redirectTo=${encodeURIComponent(`${prefix}/s/add`)}`);
    const elsewhere = await request.get(`${prefix}/login?redirectTo=//evil.example/`, { maxRedirects: 0 });
    expect(elsewhere.headers().location).toBe(`${prefix}/sign-in`);
  }
});

test('spec §2: a guest following /en/login lands on the sign-in form', async ({ page }) => {
  await page.goto('/en/login');
  await expect(page).toHaveURL(/\/en\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('spec §8: a locale file that cannot be had is logged and the page stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const unhandled: string[] = [];
  page.on('pageerror', (error) => unhandled.push(error.message));
  await page.route(/\/i18n\/.*\.json$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/en/p/spec/who_are_we');
  await expect.poll(() => errors.join('\n')).toContain('Could not load the locale file');
  expect(unhandled).toEqual([]);
  // The server's page is still there, readable, in its language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});

/**
 * Clicks `selector` from inside the page and watches the progress bar: how long after the click it
 * first showed (null: never), read once the navigation is over.
 */
async function clickAndWatchBar(page: Page, selector: string, url: RegExp): Promise<number | null> {
  await page.evaluate((target) => {
    const bar = document.querySelector('[role="progressbar"]');
    const link = document.querySelector<HTMLAnchorElement>(target);
    if (!bar || !link) throw new Error('no progress bar or link');
    const w = window as unknown as { __barAfter: number | null; __barObserver?: MutationObserver };
    w.__barObserver?.disconnect();
    w.__barAfter = null;
    const clickedAt = performance.now();
    w.__barObserver = new MutationObserver(() => {
      if (bar.hasAttribute('data-busy') && w.__barAfter === null) w.__barAfter = performance.now() - clickedAt;
    });
    w.__barObserver.observe(bar, { attributes: true });
    link.click();
  }, selector);
  await expect(page).toHaveURL(url);
  await expect(page.locator('[role="progressbar"][data-busy]')).not.toBeAttached();
  return page.evaluate(() => (window as unknown as { __barAfter: number | null }).__barAfter);
}

test('spec §9: the progress bar never shows before 200 ms, so a fast navigation shows none', async ({ page }) => {
  await page.goto('/en/p/spec/who_are_we');
  await waitForHydration(page);
  // Fast: the bar stays hidden (or, on a machine too busy to be fast, appears no sooner than 200 ms).
  const fast = await clickAndWatchBar(page, 'footer a[href="/en/p/spec/terms_of_use"]', /terms_of_use$/);
  if (fast !== null) expect(fast).toBeGreaterThanOrEqual(200);
  // Slow: the data is held back until the bar shows (at most 10 s); it appears after 200 ms, then goes.
  const busyBar = page.locator('[role="progressbar"][data-busy]');
  await page.route(/\.data(\?|$)/, async (route) => {
    await busyBar.waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
    await route.continue();
  });
  const slow = await clickAndWatchBar(page, 'footer a[href="/en/p/spec/contact_us"]', /contact_us$/);
  expect(slow).not.toBeNull();
  expect(slow).toBeGreaterThanOrEqual(200);
});

test('spec §9: once idle, the ads in view are prefetched', async ({ page }) => {
  test.setTimeout(180_000);
  await waitForSearchFixtures();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/search');
  await waitForHydration(page);
  const first = page.locator('a[data-prefetch]').first();
  const href = await first.getAttribute('href');
  // React Router's prefetch links: the page's data (`.data`) and its route module.
  await expect(page.locator(`link[rel="prefetch"][href^="${href}.data"]`)).toBeAttached({ timeout: 5000 });
});

/** A laptop-wide page of its own whose site is shown in `dir` (the showcase's preview cookie). */
async function pageInDirection(browser: Browser, dir: 'rtl' | 'ltr'): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'galope_dir_preview', value: dir, url: test.info().project.use.baseURL ?? '' }]);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
};

/** Left edge, right edge and width of the viewport, to compare sides. */
async function sides(page: Page, locator: Locator) {
  const b = await box(locator);
  const width = page.viewportSize()?.width ?? 0;
  return { left: b.x, right: width - (b.x + b.width) };
}

test('spec §1: right to left mirrors the header, the cards and the chat window', async ({ browser }) => {
  test.setTimeout(240_000);
  await waitForSearchFixtures();
  const seen: Record<string, Record<string, number>> = {};
  for (const dir of ['ltr', 'rtl'] as const) {
    const page = await pageInDirection(browser, dir);
    await page.goto('/en/search');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const logo = await sides(
      page,
      page
        .getByRole('banner')
        .getByRole('link', { name: /Galope/ })
        .first(),
    );
    const signIn = await sides(page, page.getByRole('banner').getByRole('link', { name: 'Sign in' }));
    const cards = page.locator('article:has(a[data-prefetch])');
    const firstCard = await box(cards.nth(0));
    const secondCard = await box(cards.nth(1));
    await screenshots(page, 'spec-shell', `search-${dir}`);
    seen[dir] = {
      logoNearerLeft: Number(logo.left < logo.right),
      signInRightOfLogo: Number(signIn.left > logo.left),
      secondCardRightOfFirst: Number(secondCard.x > firstCard.x),
    };
    await page.context().close();
  }
  expect(seen.ltr).toEqual({ logoNearerLeft: 1, signInRightOfLogo: 1, secondCardRightOfFirst: 1 });
  expect(seen.rtl).toEqual({ logoNearerLeft: 0, signInRightOfLogo: 0, secondCardRightOfFirst: 0 });

  // The chat window sits at the inline end: the right in ltr, the left in rtl.
  const { slugs, buyers } = chatFixtures();
  const chat: Record<string, Record<string, number>> = {};
  for (const dir of ['ltr', 'rtl'] as const) {
    const page = await pageInDirection(browser, dir);
    await signIn(page, { email: buyers.layout.email });
    await expect(page).toHaveURL(/\/en$/);
    await page.goto(`/en/s/${slugs.offline}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Contact the seller' }).click();
    const window = page.getByRole('region', { name: new RegExp(CHAT_SELLERS.offline.name) });
    await expect(window).toBeVisible();
    const at = await sides(page, window);
    // Inside, Send follows the text box and Close ends the title bar, in the reading direction.
    const send = await box(window.getByRole('button', { name: 'Send', exact: true }));
    const input = await box(window.getByLabel('Write a message'));
    const close = await box(window.getByRole('button', { name: 'Close the conversation' }));
    const minimise = await box(window.getByRole('button', { name: 'Minimise' }));
    chat[dir] = {
      windowNearerRight: Number(at.right < at.left),
      sendRightOfText: Number(send.x > input.x),
      closeRightOfMinimise: Number(close.x > minimise.x),
    };
    await screenshots(page, 'spec-shell', `chat-${dir}`);
    await page.context().close();
  }
  expect(chat.ltr).toEqual({ windowNearerRight: 1, sendRightOfText: 1, closeRightOfMinimise: 1 });
  expect(chat.rtl).toEqual({ windowNearerRight: 0, sendRightOfText: 0, closeRightOfMinimise: 0 });
});

test('spec §1: right to left mirrors the gallery arrows, and they still move the right way', async ({ browser }) => {
  test.setTimeout(180_000);
  await waitForSearchFixtures();
  const { slug } = galleryFixture();
  const seen: Record<string, Record<string, number>> = {};
  for (const dir of ['ltr', 'rtl'] as const) {
    const page = await pageInDirection(browser, dir);
    await page.goto(`/en/s/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await waitForHydration(page);
    const gallery = page.getByRole('region', { name: 'Photos', exact: true });
    const previous = gallery.getByRole('button', { name: 'Previous photo' });
    const next = gallery.getByRole('button', { name: 'Next photo' });
    // Each photo's button is named by its picture: "{title}, photo n of 3".
    const photo = (n: number) => gallery.getByRole('button', { name: new RegExp(`photo ${n} of 3`) });
    const onStage = async (n: number) => {
      await expect(photo(n)).toBeInViewport({ ratio: 0.9 });
      await expect(gallery.getByText(`${n} / 3`)).toBeVisible();
      for (const other of [1, 2, 3].filter((m) => m !== n)) await expect(photo(other)).not.toBeInViewport();
    };
    await onStage(1);
    const nextBox = await box(next);
    const previousBox = await box(previous);
    const firstBox = await box(photo(1));
    const secondBox = await box(photo(2));
    seen[dir] = {
      nextRightOfPrevious: Number(nextBox.x > previousBox.x),
      secondPhotoRightOfFirst: Number(secondBox.x > firstBox.x),
    };

    // Next brings photo 2 from next's side; the arrow key on that side goes on to photo 3;
    // previous comes back to 2.
    await next.click();
    await onStage(2);
    await next.focus();
    await page.keyboard.press(dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
    await onStage(3);
    await previous.click();
    await onStage(2);
    // First screens only: a full-page capture knocks the photo strip off its place meanwhile.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await onStage(2);
      await page.screenshot({ path: `test-results/spec-shell/gallery-${dir}-${width}.png` });
    }
    await page.context().close();
  }
  expect(seen.ltr).toEqual({ nextRightOfPrevious: 1, secondPhotoRightOfFirst: 1 });
  expect(seen.rtl).toEqual({ nextRightOfPrevious: 0, secondPhotoRightOfFirst: 0 });
});

test("spec §8: React Router's reload for a missing route module happens once, not again within the minute", async ({
  page,
}) => {
  await page.goto('/en/p/spec/who_are_we');
  await waitForHydration(page);
  type RouterWindow = { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } };
  // After a deploy: the search page's route module (assets/search-{hash}.js) is gone.
  await page.route(/\/assets\/search-[\w-]{8}\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));
  const goToSearch = () =>
    page.evaluate(() => void (window as unknown as RouterWindow).__reactRouterDataRouter.navigate('/en/search'));

  // First failure: React Router reloads the page it is on.
  await goToSearch();
  await expect.poll(() => loads, { message: 'one reload' }).toEqual(['/en/p/spec/who_are_we']);
  await waitForHydration(page);
  // Still missing moments later: no second reload; the search page loads as a document (its server
  // HTML works without the missing code).
  await goToSearch();
  await expect.poll(() => loads).toEqual(['/en/p/spec/who_are_we', '/en/search']);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  // The document has tried its missing module and loads nothing more (no request for 500 ms): a
  // second reload would have started by then.
  await page.waitForLoadState('networkidle');
  expect(loads).toHaveLength(2);
});
