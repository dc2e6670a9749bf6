import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';
import { screenshots } from './support/screenshots.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

test.beforeAll(async () => {
  test.setTimeout(420_000);
  await waitForSearchFixtures(400_000);
});

/** Lusitano mares in Sevilla, 8,000–20,000 €: the fixtures' first two ads (the third costs 7,800 €). */
const MARES = {
  q: '',
  type: { name: 'offer' },
  subcategory: null,
  community: { name: 'Andalucía', slug: 'andalucia' },
  province: { name: 'Sevilla', slug: 'sevilla' },
  town: null,
  withPrice: true,
  price: { min: 8000, max: 20000 },
  searchFiltersValues: { raza: ['lusitano'], sexo: ['yegua'] },
};
const IN_RANGE = ['Yegua lusitana torda Almenara de siete años', 'Yegua lusitana torda Guadalquivir con papeles'];
const CHEAPER = 'Yegua lusitana castaña Almenara muy noble';

function searchUrl(form: object, prefix = ''): string {
  return `${prefix}/search?form=${encodeURIComponent(JSON.stringify(form))}`;
}

async function resultTitles(page: Page): Promise<string[]> {
  const titles = await page
    .getByRole('region', { name: /Anuncios encontrados|Anúncios encontrados/ })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  return titles.map((title) => title.trim());
}

async function chipNames(page: Page, navName: string): Promise<string[]> {
  const names = await page
    .getByRole('navigation', { name: navName })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''));
  return names.map((name) => name.replace(/\u00a0/g, ' ').trim());
}

test('breed, sex, place and price show as chips and in the title; removing one chip, then all', async ({ page }) => {
  await page.goto(searchUrl(MARES));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Anuncios \(Lusitano, Yegua\) en Sevilla, 8\.?000\s€–20\.000\s€ \d+ anuncios?$/);
  await expect(page).toHaveTitle(/^Anuncios \(Lusitano, Yegua\) en Sevilla, 8\.?000\s€–20\.000\s€ /);
  expect(await chipNames(page, 'Filtros aplicados')).toEqual([
    'Quitar filtro: Raza: Lusitano',
    'Quitar filtro: Sexo: Yegua',
    'Quitar filtro: Andalucía',
    'Quitar filtro: Sevilla',
    expect.stringMatching(/^Quitar filtro: 8\.?000 €–20\.000 €$/),
    'Quitar filtro: Solo anuncios con precio',
    'Borrar todo',
  ]);
  const titles = await resultTitles(page);
  expect(titles).toEqual(expect.arrayContaining(IN_RANGE));
  expect(titles).not.toContain(CHEAPER);
  await screenshots(page, 'search-applied-filters', 'es-filtered');

  // Keyboard: the price chip takes the focus, shows it, and Enter removes just the price.
  await waitForHydration(page);
  const priceChip = page.getByRole('link', { name: /^Quitar filtro: 8\.?000/ });
  await priceChip.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(priceChip).toBeFocused();
  expect(await priceChip.evaluate((link) => getComputedStyle(link).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(heading).toHaveText(/^Anuncios \(Lusitano, Yegua\) en Sevilla \d+ anuncios?$/);
  await expect.poll(() => resultTitles(page)).toContain(CHEAPER);
  expect(await chipNames(page, 'Filtros aplicados')).toEqual([
    'Quitar filtro: Raza: Lusitano',
    'Quitar filtro: Sexo: Yegua',
    'Quitar filtro: Andalucía',
    'Quitar filtro: Sevilla',
    'Quitar filtro: Solo anuncios con precio',
    'Borrar todo',
  ]);
  expect(new URL(page.url()).searchParams.getAll('filter.sexo')).toEqual(['yegua']);

  await page.getByRole('link', { name: 'Borrar todo' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(heading).toHaveText(/^Resultados de búsqueda /);
  await expect(page.getByRole('navigation', { name: 'Filtros aplicados' })).toHaveCount(0);
});

test('the chips are links that work without JavaScript, and fit a phone in Portuguese', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(searchUrl(MARES, '/pt'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Anúncios \(Lusitano, Égua\) em Sevilha, 8\s?000\s€–20\s000\s€ \d+ anúncios?$/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshots(page, 'search-applied-filters', 'pt-filtered');
  await page.getByRole('link', { name: 'Remover filtro: Sexo: Égua' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Anúncios \(Lusitano\) em Sevilha, /);
  expect(await chipNames(page, 'Filtros aplicados')).not.toContain('Remover filtro: Sexo: Égua');
  await page.getByRole('link', { name: 'Limpar tudo' }).click();
  await expect(page).toHaveURL(/\/pt\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Resultados da pesquisa /);
  await context.close();
});

test('a place and category page shows what its address fixes as chips that lead to wider browse pages', async ({
  page,
}) => {
  await page.goto('/espana/andalucia/sevilla/c/caballos/caballos-de-deporte');
  expect(await chipNames(page, 'Filtros aplicados')).toEqual([
    'Quitar filtro: Andalucía',
    'Quitar filtro: Sevilla',
    'Quitar filtro: Caballos de deporte',
    'Borrar todo',
  ]);
  await screenshots(page, 'search-applied-filters', 'es-browse');
  await page.getByRole('link', { name: 'Quitar filtro: Sevilla' }).click();
  await expect(page).toHaveURL(/\/espana\/andalucia\/c\/caballos\/caballos-de-deporte$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caballos de deporte en Andalucía');
  await page.getByRole('link', { name: 'Borrar todo' }).click();
  await expect(page).toHaveURL(/\/espana$/);
  await expect(page.getByRole('navigation', { name: 'Filtros aplicados' })).toHaveCount(0);
});
