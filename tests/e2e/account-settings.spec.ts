import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { png } from '../support/test-images.ts';
import { giveEachTestItsOwnClientAddress, PASSWORD, signedUpUser, signIn } from './support/accounts.ts';
import { screenshots } from './support/screenshots.ts';

giveEachTestItsOwnClientAddress();

test('upload a profile photo, see it in the header and on the public page, then remove it', async ({ page }) => {
  await signedUpUser(page, 'Foto Ferrer', 'settings');
  await page.goto('/en/user/settings');

  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is a text file wearing a .png name'),
  });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please upload an image (JPG, PNG)');

  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await png({ width: 600, height: 400 }),
  });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your photo has been updated.')).toBeVisible();
  const headerPhoto = page.getByRole('banner').locator('img[src^="/media/avatars/"]');
  await expect(headerPhoto).toBeVisible();
  const src = (await headerPhoto.getAttribute('src')) ?? '';
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toContain('immutable');
  await screenshots(page, 'account-settings', 'settings-photo');

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your photo has been removed.')).toBeVisible();
  await expect(page.getByRole('banner').locator('img[src^="/media/avatars/"]')).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);
});

test('change the name others see: sign-up’s rules apply, and the header shows the new one', async ({ page }) => {
  await signedUpUser(page, 'Nombre Viejo', 'rename');
  await page.goto('/en/user/settings');
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue('Nombre Viejo');
  await name.fill('Al');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('The name must be 3 letters or more')).toBeVisible();
  await name.fill('  Nombre Nuevo  ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been updated.')).toBeVisible();
  await screenshots(page, 'account-settings', 'settings-name');
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nombre Nuevo');
  await expect(page.getByRole('banner')).toContainText('Nombre Nuevo');
});

test('a photo over 5 MB is refused with the size in the message', async ({ page }) => {
  await signedUpUser(page, 'Pesado Ferrer', 'settings');
  await page.goto('/en/user/settings');
  const heavy = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 200 * 1024)]);
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: heavy });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('alert')).toHaveText('The image must be 5 MB or less');
});

test('download my data, then delete my account for good', async ({ page }) => {
  const email = await signedUpUser(page, 'Adiós Ferrer', 'settings');
  await page.goto('/en/user/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file, 'utf8'));
  expect(exported.account).toMatchObject({ name: 'Adiós Ferrer', email });

  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
  await screenshots(page, 'account-settings', 'delete-account');
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByLabel('I understand that my account will be deleted for good').check();
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();

  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByLabel('I understand that my account will be deleted for good').check();
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Your account has been deleted. Thank you for riding with Galope.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signIn(page, { email });
  await expect(page.getByRole('alert')).toHaveText('Invalid password or email');
});
