import { expect, type Locator, type Page, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, signedUpUser } from './support/accounts.ts';
import { waitForHydrationOf } from './support/hydration.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(120_000);

/*
 * Parts in chunks of their own (the header's account menu) stay the server's HTML until their code
 * arrives; a reader on a slow phone opens them before that. The signed-in page's live socket opens
 * meanwhile: its arrival must not make React draw them anew, closed.
 */

/** Holds the requests for the script `chunk` until the returned function is called. */
async function holdChunk(page: Page, chunk: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Loads `url` with the chunk held, opens `details` by its summary, lets the socket open, then lets
 * the code arrive; `details` is then React's and still open.
 */
async function openBeforeReact(
  page: Page,
  { url, chunk, details, selector }: { url: string; chunk: RegExp; details: Locator; selector: string },
) {
  const release = await holdChunk(page, chunk);
  // The socket opens as a websocket (decision 0058): open once the server's first frame arrives,
  // listened for as soon as the websocket exists (a frame can follow its creation at once).
  const socketOpened = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (/\/socket\.io\//.test(socket.url())) socket.once('framereceived', () => resolve());
    });
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  await socketOpened;
  // Two frames: React has rendered whatever the socket changed.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  release();
  await waitForHydrationOf(page, selector);
  await expect(details).toHaveAttribute('open', '');
}

test('the account menu opened before its code arrives stays open when React takes it over', async ({ page }) => {
  const name = `Rider ${Date.now()}`;
  await signedUpUser(page, name, 'early');
  const menu = page.locator('header details').filter({ hasText: name });
  await openBeforeReact(page, {
    url: '/en',
    chunk: /\/assets\/account-actions-[\w-]+\.js$/,
    details: menu,
    selector: 'header details',
  });
  await menu.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/en\/user\/settings$/);
  // The header stays through the navigation: the menu closes rather than cover the new page.
  await expect(menu).not.toHaveAttribute('open');
});

test('words typed in the search box before the page hydrates are kept and searched', async ({ page }) => {
  // The page hydrates once its catalogue has arrived (app/entry.client.tsx): held, a fast typist
  // is ahead of React.
  const release = await holdChunk(page, /\/i18n\/en\.[0-9a-f]+\.json$/);
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('searchbox', { name: 'Search ads' }).first();
  await box.fill('yegua');
  release();
  await waitForHydrationOf(page, 'form[role="search"] input');
  await expect(box).toHaveValue('yegua');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?.*yegua/);
  await expect(page.getByRole('searchbox', { name: 'Search ads' }).first()).toHaveValue('yegua');
});
