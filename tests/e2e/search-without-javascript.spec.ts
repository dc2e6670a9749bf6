import { expect, test } from '@playwright/test';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

test.use({ javaScriptEnabled: false });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await waitForSearchFixtures();
});

test('before JavaScript loads, the search bar still searches by its text box', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('search').first();
  await bar.getByRole('searchbox').fill('guadalquivir torda');
  await bar.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/search\?q=guadalquivir\+torda$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('«guadalquivir torda»');
  await expect(
    page.getByRole('region', { name: 'Anuncios encontrados' }).getByRole('heading', {
      name: 'Yegua lusitana torda Guadalquivir con papeles',
    }),
  ).toBeVisible();
});
