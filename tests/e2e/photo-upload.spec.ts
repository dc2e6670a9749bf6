import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { landscapeJpeg, photoJpeg } from '../support/test-images.ts';
import { giveEachTestItsOwnClientAddress, randomIp, signIn, signUp } from './support/accounts.ts';
import { waitForHydration } from './support/hydration.ts';
import { uniqueEmail } from './support/inbox.ts';
import { startHorseAd } from './support/post-ad.ts';
import { screenshots } from './support/screenshots.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(150_000);

const DESCRIPTION = 'Forward-going Andalusian mare, schooled on the flat, hacks alone and in company.';

async function newSeller(page: Page): Promise<void> {
  const email = uniqueEmail('photos');
  await signUp(page, { name: 'Marta Fotos', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
}

async function threePhotos() {
  return [
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg({ width: 1200, height: 900 }) },
    { name: 'head.jpg', mimeType: 'image/jpeg', buffer: await landscapeJpeg({ width: 1200, height: 900 }) },
    { name: 'field.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg({ width: 1000, height: 750 }) },
  ];
}

/** Slows the page's uploads down to a poor phone connection's (Chromium's own throttling). */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await setUploadSpeed(cdp, bytesPerSecond);
  return cdp;
}

async function setUploadSpeed(cdp: CDPSession, bytesPerSecond: number): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 4 * 1024 * 1024,
    uploadThroughput: bytesPerSecond,
  });
}

/** Every value a progress bar shows, recorded in the page as it changes, until the bar goes away. */
function watchProgress(bar: Locator): Promise<number[]> {
  return bar.evaluate(
    (element) =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        const record = () => {
          const value = element.isConnected ? element.getAttribute('aria-valuenow') : null;
          if (value === null) {
            observer.disconnect();
            resolve(values);
          } else if (values.at(-1) !== Number(value)) values.push(Number(value));
        };
        const observer = new MutationObserver(record);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        record();
      }),
  );
}

test('chosen photos travel at once, each with its bar; a waiting one can be cancelled; going on waits', async ({
  page,
}) => {
  await newSeller(page);
  await startHorseAd(page, { title: `Andalusian mare ${Date.now()}`, description: DESCRIPTION });
  await waitForHydration(page);
  const cdp = await throttleUploads(page, 40 * 1024);
  // No second button: choosing is sending.
  await expect(page.getByRole('button', { name: 'Upload photos' })).toHaveCount(0);
  await page.getByLabel('Choose photos').setInputFiles(await threePhotos());

  const queue = page.getByRole('list', { name: 'Files being uploaded' });
  await expect(queue.getByRole('listitem')).toHaveCount(3);
  const bar = page.getByRole('progressbar', { name: 'side.jpg' });
  await expect(bar).toHaveAttribute('aria-valuetext', /^\d+%, [\d.]+ (kB|MB) of [\d.]+ (kB|MB)$/);
  await expect(page.getByRole('progressbar', { name: 'field.jpg' })).toHaveAttribute('aria-valuetext', 'Waiting…');
  const next = page.getByRole('button', { name: 'Save and continue' });
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription('Wait until every file has been uploaded.');
  await screenshots(page, 'photo-upload', '1-uploading');

  // The person takes the third one back before it goes: it is not sent.
  await page.getByRole('button', { name: 'Cancel upload field.jpg' }).click();
  await expect(queue.getByRole('listitem')).toHaveCount(2);
  const values = await watchProgress(bar);
  await setUploadSpeed(cdp, 400 * 1024);
  await expect(page.getByRole('heading', { name: /Photos \(2 of 10\)/ })).toBeVisible({ timeout: 40_000 });
  await expect(queue).toBeHidden();
  await expect(next).toBeEnabled();
  const between = values.filter((value) => value > 0 && value < 100);
  expect(new Set(between).size, `progress seen: ${values.join(', ')}`).toBeGreaterThanOrEqual(3);
  expect(values).toEqual([...values].sort((a, b) => a - b));

  for (const number of [1, 2]) {
    await expect(page.getByRole('img', { name: `Photo ${number}` })).toBeVisible({ timeout: 30_000 });
  }
  await screenshots(page, 'photo-upload', '2-uploaded');
});

test('a chosen photo is uploaded without a second button and Publish waits for it', async ({ page }) => {
  await newSeller(page);
  const title = `Chestnut cob ${Date.now()}`;
  await startHorseAd(page, { title, description: DESCRIPTION });
  await waitForHydration(page);
  const cdp = await throttleUploads(page, 30 * 1024);
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'cob.jpg',
    mimeType: 'image/jpeg',
    buffer: await landscapeJpeg({ width: 1200, height: 900 }),
  });
  const next = page.getByRole('button', { name: 'Save and continue' });
  await expect(page.getByRole('progressbar', { name: 'cob.jpg' })).toBeVisible();
  await expect(next).toBeDisabled();
  await setUploadSpeed(cdp, 4 * 1024 * 1024);
  await expect(page.getByRole('heading', { name: /Photos \(1 of 10\)/ })).toBeVisible({ timeout: 30_000 });
  await next.click();

  const publish = page.getByRole('button', { name: 'Publish' });
  const preview = page.getByRole('article', { name: 'Your ad as buyers will see it' });
  await expect(preview).toContainText('1 photo');
  // Publish is held while the photo is prepared, and says why; then it goes.
  if (await publish.isDisabled()) {
    await expect(publish).toHaveAccessibleDescription(/still being prepared/);
  }
  await expect(publish).toBeEnabled({ timeout: 30_000 });
  await expect(preview.locator('img')).toBeVisible();
  await publish.click();
  await expect(page).toHaveURL(/\/en\/ad-successfully\?ad=/);
});

test('a refused or failed upload is explained in its row, can be retried or removed, and loses nothing', async ({
  page,
}) => {
  await newSeller(page);
  const title = `Grey pony for children ${Date.now()}`;
  await startHorseAd(page, { title, description: DESCRIPTION });
  await waitForHydration(page);
  const queue = page.getByRole('list', { name: 'Files being uploaded' });
  const next = page.getByRole('button', { name: 'Save and continue' });

  // The connection drops: the spec's message, and the chosen file stays to be tried again.
  // Only the upload: the page's data reloads go through.
  await page.route(/\/s\/add\.data\?/, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
  );
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'saddle.jpg',
    mimeType: 'image/jpeg',
    buffer: await landscapeJpeg({ width: 800, height: 600 }),
  });
  const saddle = queue.getByRole('listitem').filter({ hasText: 'saddle.jpg' });
  await expect(saddle).toContainText('Unable to store image/video/file.');
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription('A file could not be uploaded: retry it or remove it.');
  await page.unroute(/\/s\/add\.data\?/);
  await page.getByRole('button', { name: 'Retry saddle.jpg' }).click();
  await expect(page.getByRole('heading', { name: /Photos \(1 of 10\)/ })).toBeVisible({ timeout: 30_000 });
  await expect(queue).toBeHidden();
  await expect(next).toBeEnabled();

  // Too heavy is said at once, before a byte is sent.
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/s/add.data')) uploads++;
  });
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([await landscapeJpeg({ width: 400, height: 300 }), Buffer.alloc(6 * 1024 * 1024)]),
  });
  await expect(queue.getByRole('listitem').filter({ hasText: 'huge.jpg' })).toContainText(
    'The image must be 5 MB or less',
  );
  expect(uploads).toBe(0);
  await expect(page.getByRole('button', { name: 'Retry huge.jpg' })).toHaveCount(0);

  // The server refuses a file by its content: its own message, in its row.
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj'),
  });
  await expect(queue.getByRole('listitem').filter({ hasText: 'passport.jpg' })).toContainText(
    'Please upload an image (JPG, PNG, WEBP)',
  );
  expect(uploads).toBe(1);
  await expect(page.getByRole('heading', { name: /Photos \(1 of 10\)/ })).toBeVisible();
  await screenshots(page, 'photo-upload', '3-refused');
  await page.getByRole('button', { name: 'Remove huge.jpg' }).click();
  await page.getByRole('button', { name: 'Remove passport.jpg' }).click();
  await expect(queue).toBeHidden();
  await expect(next).toBeEnabled();

  // What was typed on the earlier steps is all there.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByLabel('Province')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Description')).toHaveValue(DESCRIPTION);
});

async function phoneContext(browser: Browser, from: BrowserContext, javaScriptEnabled = true): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    javaScriptEnabled,
    storageState: await from.storageState(),
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
}

test('on a phone a finger drags the third photo to the front; the new cover is saved', async ({ page, browser }) => {
  await newSeller(page);
  await startHorseAd(page, { title: `Cob gelding ${Date.now()}`, description: DESCRIPTION });
  const context = await phoneContext(browser, page.context());
  const phone = await context.newPage();
  await phone.goto(page.url());
  await waitForHydration(phone);
  await phone.getByLabel('Choose photos').setInputFiles(await threePhotos());
  for (const number of [1, 2, 3]) {
    await expect(phone.getByRole('img', { name: `Photo ${number}` })).toBeVisible({ timeout: 40_000 });
  }
  const third = await phone.getByRole('img', { name: 'Photo 3' }).getAttribute('src');
  const first = await phone.getByRole('img', { name: 'Photo 1' }).getAttribute('src');

  const tile = (number: number) =>
    phone.getByRole('listitem').filter({ has: phone.getByRole('img', { name: `Photo ${number}` }) });
  const handle = await tile(3).getByTitle('Drag to move').boundingBox();
  const from = await tile(3).getByRole('img').boundingBox();
  const to = await tile(1).getByRole('img').boundingBox();
  if (!handle || !from || !to) throw new Error('photos not laid out');
  const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  const end = { x: start.x + (to.x - from.x), y: start.y + (to.y - from.y) };
  const cdp = await context.newCDPSession(phone);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
  await touch('touchStart', start);
  for (let step = 1; step <= 8; step++) {
    await touch('touchMove', {
      x: start.x + ((end.x - start.x) * step) / 8,
      y: start.y + ((end.y - start.y) * step) / 8,
    });
  }
  // While held over the first place, the photo follows the finger and the cover makes room.
  await expect(tile(3)).toHaveAttribute('style', /translate\(/);
  await expect(tile(1)).toHaveAttribute('style', /translate\(/);
  await phone.screenshot({ path: 'test-results/photo-upload/4-dragging-375.png' });
  const saved = phone.waitForResponse((response) => response.request().method() === 'POST');
  await touch('touchEnd');

  await expect(phone.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', third ?? '');
  await expect(phone.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', first ?? '');
  await expect(tile(1).getByText('Cover')).toBeVisible();
  // The new order shows at once; the reload waits until the server has it.
  expect((await saved).status()).toBeLessThan(400);
  await phone.reload();
  await expect(phone.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', third ?? '');
  await expect(phone.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', first ?? '');
  await context.close();
});

test('without JavaScript, photos are sent by the plain form as before', async ({ page, browser }) => {
  await newSeller(page);
  await startHorseAd(page, { title: `Bay mare ${Date.now()}`, description: DESCRIPTION });
  const context = await phoneContext(browser, page.context(), false);
  const plain = await context.newPage();
  await plain.goto(page.url());
  await plain.getByLabel('Choose photos').setInputFiles({
    name: 'mare.jpg',
    mimeType: 'image/jpeg',
    buffer: await landscapeJpeg({ width: 1200, height: 900 }),
  });
  await plain.getByRole('button', { name: 'Upload photos' }).click();
  await expect(plain.getByRole('heading', { name: /Photos \(1 of 10\)/ })).toBeVisible({ timeout: 30_000 });
  await expect(plain).toHaveURL(/step=media/);
  await expect(plain.getByTitle('Drag to move')).toHaveCount(0);
  await context.close();
});

test('without JavaScript, "Save and continue" sends the photos chosen and not uploaded', async ({ page, browser }) => {
  await newSeller(page);
  await startHorseAd(page, { title: `Dun mare ${Date.now()}`, description: DESCRIPTION });
  const context = await phoneContext(browser, page.context(), false);
  const plain = await context.newPage();
  await plain.goto(page.url());
  await plain.getByLabel('Choose photos').setInputFiles({
    name: 'dun.jpg',
    mimeType: 'image/jpeg',
    buffer: await landscapeJpeg({ width: 1200, height: 900 }),
  });
  await plain.getByRole('button', { name: 'Save and continue' }).click();
  await expect(plain).toHaveURL(/step=preview/);
  await expect(plain.getByRole('article', { name: 'Your ad as buyers will see it' })).toContainText('1 photo');
  await context.close();
});
