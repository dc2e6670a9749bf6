import { expect, type Page, test } from '@playwright/test';
import { landscapeJpeg, photoJpeg } from '../support/test-images.ts';
import { giveEachTestItsOwnClientAddress, newVisitor, signIn, signUp, solveCaptcha } from './support/accounts.ts';
import { linkIn, uniqueEmail, waitForMail } from './support/inbox.ts';
import { startHorseAd } from './support/post-ad.ts';
import { screenshots } from './support/screenshots.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(120_000);

/** A tiny MP4: an `ftyp` box with an mp4 brand, then an empty `mdat`. */
function tinyMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41', 'latin1'),
  ]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('mdat', 'latin1')]);
  return Buffer.concat([ftyp, mdat]);
}

async function newSeller(page: Page): Promise<void> {
  const email = uniqueEmail('seller');
  await signUp(page, { name: 'Rocío Vendedora', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
}

test('a seller posts a horse step by step; bad input is explained and nothing typed is lost', async ({ page }) => {
  await newSeller(page);
  await page.goto('/en/s/add');
  await expect(page.getByRole('heading', { name: 'Post an ad' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('classified type cannot be blank')).toBeVisible();
  await page.getByLabel('I am selling or offering').check();
  await screenshots(page, 'posting', '1-type');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByText('Choose the category that fits best')).toBeVisible();
  await page.getByLabel('Sport horses').check();
  await screenshots(page, 'posting', '2-category');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  const title = `Lusitano gelding for dressage ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Description')
    .fill('Kind, forward and honest. Schooled to medium level, easy to load and good with the farrier.');
  await page.getByLabel('Price', { exact: true }).fill('0');
  await page.getByLabel('Year of birth').fill('2017');
  await page.getByLabel('UELN').fill('620001000123456');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('The price must be at least 1')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Year of birth')).toHaveValue('2017');
  await page.getByLabel('Price', { exact: true }).fill('18500');
  await page.getByLabel('Negotiable').check();
  await page.getByLabel('Breed', { exact: true }).selectOption({ label: 'Lusitano' });
  await page.getByLabel('Dressage').check();
  // Age and height are asked once, as numbers: no range to choose beside them.
  await expect(page.getByLabel('Age', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Height', { exact: true })).toHaveCount(0);
  await page.getByLabel('Sire', { exact: true }).fill('Xaquiro');
  await page.getByLabel('Dam', { exact: true }).fill('Fragata');
  await page.getByLabel("Dam's sire").fill('Hechicero XV');
  await screenshots(page, 'posting', '3-details');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.getByLabel('Province').selectOption({ label: 'Seville' });
  await expect(page.getByLabel('Town')).toBeEnabled();
  await page.getByLabel('Town').selectOption({ label: 'Utrera' });
  await screenshots(page, 'posting', '4-location');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: /Photos \(0 of 10\)/ })).toBeVisible();
  // Each file goes the moment it is chosen; a refused one stays in the list with its reason and
  // keeps "Save and continue" waiting until it is removed.
  const queue = page.getByRole('list', { name: 'Files being uploaded' });
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj'),
  });
  await expect(queue.getByRole('listitem').filter({ hasText: 'passport.jpg' })).toContainText(
    'Please upload an image (JPG, PNG, WEBP)',
  );
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([await landscapeJpeg({ width: 400, height: 300 }), Buffer.alloc(6 * 1024 * 1024)]),
  });
  await expect(queue.getByRole('listitem').filter({ hasText: 'huge.jpg' })).toContainText(
    'The image must be 5 MB or less',
  );
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  // Refused files would only be refused again: removing them is the way on, not retrying.
  await expect(page.getByRole('button', { name: 'Save and continue' })).toHaveAccessibleDescription(
    'A file cannot be used: remove it to go on.',
  );
  await page.getByRole('button', { name: 'Remove passport.jpg' }).click();
  await page.getByRole('button', { name: 'Remove huge.jpg' }).click();
  await expect(queue).toBeHidden();

  await page.getByLabel('Choose photos').setInputFiles([
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await landscapeJpeg({ width: 1600, height: 1200 }) },
    { name: 'head.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg({ width: 1200, height: 900 }) },
    { name: 'field.jpg', mimeType: 'image/jpeg', buffer: await landscapeJpeg({ width: 1200, height: 800 }) },
  ]);
  await expect(page.getByRole('heading', { name: /Photos \(3 of 10\)/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Photo 3' })).toBeVisible({ timeout: 30_000 });
  const third = await page.getByRole('img', { name: 'Photo 3' }).getAttribute('src');
  await page.getByRole('button', { name: 'Make cover Photo 3' }).click();
  await expect(page.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', third ?? '');
  // And by dragging: the cover goes back to the end.
  await page.getByRole('img', { name: 'Photo 1' }).dragTo(page.getByRole('img', { name: 'Photo 3' }));
  await expect(page.getByRole('img', { name: 'Photo 3' })).toHaveAttribute('src', third ?? '');
  await page
    .getByLabel('Choose a video')
    .setInputFiles({ name: 'gaits.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
  await expect(page.getByRole('button', { name: 'Remove the video' })).toBeVisible();
  await screenshots(page, 'posting', '5-media');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  const preview = page.getByRole('article', { name: 'Your ad as buyers will see it' });
  await expect(preview).toContainText(title);
  // The preview shows the price with its type, the place, the details and the pedigree.
  await expect(preview).toContainText('€18,500 (negotiable)');
  await expect(preview).toContainText('Utrera, Seville');
  await expect(preview.getByRole('definition').filter({ hasText: 'Lusitano' })).toBeVisible();
  await expect(preview.getByRole('figure', { name: 'Pedigree' })).toContainText(/Dam's sire\s*Hechicero XV/);
  await screenshots(page, 'posting', '6-preview');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/en\/ad-successfully\?ad=lusitano-gelding-for-dressage-\d+-utrera-[a-z0-9]{6}$/);
  await expect(page.getByRole('heading', { name: 'Your ad is on its way' })).toBeVisible();
});

test('on a phone, "Publish" without a photo takes the seller to what is missing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await newSeller(page);
  await startHorseAd(page, {
    title: 'Quiet cob for hacking',
    description: 'Calm cob, good in traffic and with farriers, loads and travels well.',
  });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  // The list sits at the top of a long preview; the button a screen below it.
  const missing = page.getByRole('alert').filter({ hasText: 'Before publishing, complete:' });
  await expect(missing).toBeFocused();
  await expect(missing).toBeInViewport();
  await expect(missing.getByRole('link', { name: 'Please upload an image' })).toBeVisible();
});

test('a livery is priced by the month: the unit is offered, checked and shown with the price', async ({ page }) => {
  await newSeller(page);
  await page.goto('/en/s/add');
  await page.getByLabel('I am selling or offering').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Livery').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Title').fill(`Full livery near Dos Hermanas ${Date.now()}`);
  await page.getByLabel('Description').fill('Large stables, daily turnout, covered arena and a vet on call.');
  // On request takes no amount: with script the amount is switched off.
  await page.getByLabel('On request').check();
  await expect(page.getByLabel('Price', { exact: true })).toBeDisabled();
  await page.getByLabel('Fixed').check();
  await page.getByLabel('Price', { exact: true }).fill('225');
  const unit = page.getByLabel('The price is for');
  await expect(unit).toHaveValue('month');
  await expect(unit.getByRole('option')).toHaveText(['Month', 'Week', 'Day']);
  await screenshots(page, 'posting', '3-details-livery');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Province').selectOption({ label: 'Seville' });
  await expect(page.getByLabel('Town')).toBeEnabled();
  await page.getByLabel('Town').selectOption({ label: 'Utrera' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: /Photos \(0 of 10\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('article', { name: 'Your ad as buyers will see it' })).toContainText('€225 a month');
});

test('another user cannot open the edit page of an ad that is not theirs', async ({ page, browser }) => {
  await newSeller(page);
  await page.goto('/en/s/add');
  await page.getByLabel('I am looking for').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/[?&]ad=([0-9a-f-]{36})/);
  const adId = /[?&]ad=([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

  const other = await newVisitor(browser);
  await newSeller(other);
  const response = await other.goto(`/en/s/add?ad=${adId}&step=details`);
  expect(response?.status()).toBe(404);
});

test('a guest on a phone posts an ad with a new account; confirming the e-mail sends it to review', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/en');
  await page.getByRole('link', { name: 'Post an ad' }).first().click();
  await expect(page).toHaveURL(/\/en\/s\/add-guest$/);
  const email = uniqueEmail('guest');
  const title = `Saddle for a small horse ${Date.now()}`;
  await page.getByLabel('What kind of ad is it?').selectOption('offer');
  await page.getByLabel('Category').selectOption({ label: 'Saddles' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Well kept jumping saddle, 17 inches, medium tree, with its cover.');
  await page.getByLabel('Price', { exact: true }).fill('650');
  await page.getByLabel('Province').selectOption({ label: 'Barcelona' });
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'saddle.jpg',
    mimeType: 'image/jpeg',
    buffer: await landscapeJpeg({ width: 1200, height: 900 }),
  });
  await page.getByLabel('Name').fill('Jordi Convidat');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Herradura-2026');
  await page.getByLabel('Confirm password').fill('Herradura-2026');
  await page.getByLabel('I accept the').check();
  await solveCaptcha(page);
  await screenshots(page, 'posting', 'guest-form');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  const mail = await waitForMail({ to: email, subject: /Confirm your e-mail/ });
  // Opened in the browser that posted: the link signs the new account in (issue 35).
  await page.goto(linkIn(mail, '/en/user/email-verification'));
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
  await page.goto('/en/user/settings/classifieds-active');
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('Waiting for approval').first()).toBeVisible();
});
