import { expect, type Page } from '@playwright/test';
import { landscapeJpeg } from '../../support/test-images.ts';

/** Fills the English posting form's first steps for a horse ad and stops at the photos step. */
export async function startHorseAd(
  page: Page,
  { title, description }: { title: string; description: string },
): Promise<void> {
  await page.goto('/en/s/add');
  await page.getByLabel('I am selling or offering').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Leisure horses').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Price', { exact: true }).fill('4200');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Province').selectOption({ label: 'Girona' });
  await expect(page.getByLabel('Town')).toBeEnabled();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: /Photos \(0 of 10\)/ })).toBeVisible();
}

/** Posts a complete horse ad through the English posting form (with `photo`, or a landscape); returns its title and slug. */
export async function postHorseAd(
  page: Page,
  { title, photo }: { title: string; photo?: Buffer },
): Promise<{ title: string; slug: string }> {
  await startHorseAd(page, {
    title,
    description: 'Calm and safe hacking mare, good in traffic, loads and travels well.',
  });
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'mare.jpg',
    mimeType: 'image/jpeg',
    buffer: photo ?? (await landscapeJpeg({ width: 1280, height: 960 })),
  });
  await expect(page.getByRole('heading', { name: /Photos \(1 of 10\)/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/en\/ad-successfully\?ad=/);
  const slug = new URL(page.url()).searchParams.get('ad') ?? '';
  return { title, slug };
}
