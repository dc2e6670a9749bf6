import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { parseSearchForm } from '../../server/search/parse-search-form.ts';
import { waitForHydration } from './support/hydration.ts';

const HOMES = [
  { path: '/', lang: 'es', title: '1er sitio de anuncios gratis en España' },
  { path: '/en', lang: 'en', title: '1st free advertising site in Spain' },
  { path: '/cat', lang: 'ca', title: /Espanya/ },
  { path: '/pt', lang: 'pt', title: /Espanha/ },
] as const;

for (const home of HOMES) {
  test(`home answers in ${home.lang} at ${home.path}`, async ({ page }) => {
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5);
  });
}

test('the English home shows the spec subtitle and remembers the language', async ({ page, context }) => {
  await page.goto('/en');
  await expect(page.getByText('Life is good but horses make it better')).toBeVisible();
  const cookie = (await context.cookies()).find((each) => each.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
});

test('home has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('a static page has no accessibility violations', async ({ page }) => {
  await page.goto('/en/p/spec/who_are_we');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('the left menu opens with the categories and closes with Escape', async ({ page }) => {
  await page.goto('/en');
  // The menu is a dialog the scripts open; they start after the first paint (decision 0042).
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Categories' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Horses', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('searching sends the whole form as one JSON parameter', async ({ page }) => {
  await page.goto('/en');
  // Without scripts the bar submits its fields one by one (search-without-javascript.spec.ts).
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search ads' }).fill('lusitano');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/search\?form=/);
  const form = parseSearchForm(new URL(page.url()).searchParams.get('form'));
  expect(form).toMatchObject({ q: 'lusitano', type: { name: 'offer' } });
});
