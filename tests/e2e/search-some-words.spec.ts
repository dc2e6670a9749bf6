import { expect, test } from '@playwright/test';
import { screenshots } from './support/screenshots.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

// Issue 28: every word must match; when no ad has them all, the ads with some of them are shown
// under a notice that says so, never silently (docs/decisions/0061-all-words.md).

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await waitForSearchFixtures();
});

const SEVILLA = { name: 'Sevilla', slug: 'sevilla' };

function searchUrl(q: string, prefix = ''): string {
  const form = { q, type: { name: 'offer' }, subcategory: null, province: SEVILLA };
  return `${prefix}/search?form=${encodeURIComponent(JSON.stringify(form))}`;
}

test('no ad with all the words: the ads with some of them, under a notice, counted as shown', async ({ page }) => {
  // The fixtures' mares are from Almenara or from Guadalquivir, none from both.
  expect((await page.goto(searchUrl('almenara guadalquivir')))?.status()).toBe(200);
  const notice = page.getByRole('status').filter({ hasText: 'Ningún anuncio tiene todas tus palabras' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText('Ningún anuncio tiene todas tus palabras; estos tienen algunas de ellas.');
  const titles = page.getByRole('region', { name: 'Anuncios encontrados' }).getByRole('heading', { level: 3 });
  const shown = await titles.allTextContents();
  expect(shown.length).toBeGreaterThan(1);
  expect(shown.some((title) => title.includes('Almenara'))).toBe(true);
  expect(shown.some((title) => title.includes('Guadalquivir'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${shown.length} anuncios`);
  await screenshots(page, 'search-some-words', 'some-words');

  // In English too.
  await page.goto(searchUrl('almenara guadalquivir', '/en'));
  await expect(
    page.getByRole('status').filter({ hasText: 'No ad has all your words; these have some of them.' }),
  ).toBeVisible();
});

test('all the words matched: only those ads, and no notice', async ({ page }) => {
  expect((await page.goto(searchUrl('yegua almenara')))?.status()).toBe(200);
  const shown = await page
    .getByRole('region', { name: 'Anuncios encontrados' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const title of shown) expect(title).toMatch(/yegua.*almenara/i);
  await expect(page.getByText('Ningún anuncio tiene todas tus palabras')).toHaveCount(0);
});
