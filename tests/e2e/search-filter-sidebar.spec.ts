import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration, waitForHydrationOf } from './support/hydration.ts';
import { screenshots } from './support/screenshots.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

test.beforeAll(async () => {
  test.setTimeout(420_000);
  await waitForSearchFixtures(400_000);
});

const SIDEBAR = '#results-filters';

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

/** Pictures for the closing note, kept beside the other helpers' under /work/wt/_shots. */
async function shots(page: Page, name: string): Promise<void> {
  await screenshots(page, 'search-filter-sidebar', name);
  const dir = '/work/wt/_shots/finding';
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
}

test('desktop: breed, sex and price from the sidebar update the results in place; chips remove one, then all', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/c/caballos/caballos-de-deporte');
  const sidebar = page.locator(SIDEBAR);
  await expect(sidebar.getByRole('heading', { name: 'Filtros de búsqueda' })).toBeVisible();
  // Every filter of the subcategory is there from the server's HTML: a searchable list for the
  // breeds (more than six), checkboxes for the sexes.
  await expect(sidebar.getByRole('searchbox', { name: /Raza/ })).toBeVisible();
  await expect(sidebar.getByRole('group', { name: 'Sexo' }).getByRole('checkbox', { name: 'Yegua' })).toBeVisible();
  await shots(page, 'subcategory-es');
  await page.setViewportSize({ width: 1280, height: 900 });
  await waitForHydrationOf(page, SIDEBAR);

  await sidebar.getByRole('searchbox', { name: /Raza/ }).fill('lusit');
  await sidebar.getByRole('checkbox', { name: 'Lusitano' }).check();
  await expect(page).toHaveURL(/\/search\?form=.*lusitano/);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const scrolled = await page.evaluate(() => window.scrollY);
  await sidebar.getByRole('group', { name: 'Sexo' }).getByRole('checkbox', { name: 'Yegua' }).check();
  await expect(page).toHaveURL(/yegua/);
  // The results changed where they are: the page did not jump back to the top.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled - 5);

  // Typing a bound turns the price filter on by itself.
  await sidebar.getByRole('spinbutton', { name: 'Precio máximo' }).fill('12000');
  await sidebar.getByRole('spinbutton', { name: 'Precio máximo' }).press('Tab');
  await expect(sidebar.getByRole('checkbox', { name: 'Solo anuncios con precio' })).toBeChecked();
  await expect(page).toHaveURL(/12000/);
  await expect
    .poll(() => chipNames(page, 'Filtros aplicados'))
    .toEqual([
      'Quitar filtro: Caballos de deporte',
      'Quitar filtro: Raza: Lusitano',
      'Quitar filtro: Sexo: Yegua',
      expect.stringMatching(/^Quitar filtro: Hasta 12\.000 €$/),
      'Quitar filtro: Solo anuncios con precio',
      'Borrar todo',
    ]);
  const titles = await resultTitles(page);
  expect(titles).toContain('Yegua lusitana torda Almenara de siete años');
  expect(titles).not.toContain('Yegua lusitana torda Guadalquivir con papeles');
  expect(titles).not.toContain('Caballo PRE negro Almenara para doma clásica');
  // The cards say breed, age and sex.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Yegua lusitana torda Almenara de siete años' }),
  ).toContainText('Lusitano');
  await shots(page, 'search-chips-es');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: 'Quitar filtro: Sexo: Yegua' }).click();
  await expect.poll(() => chipNames(page, 'Filtros aplicados')).not.toContain('Quitar filtro: Sexo: Yegua');
  await expect(sidebar.getByRole('group', { name: 'Sexo' }).getByRole('checkbox', { name: 'Yegua' })).not.toBeChecked();
  await page.getByRole('link', { name: 'Borrar todo' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('navigation', { name: 'Filtros aplicados' })).toHaveCount(0);
});

test('phone: "Filters (n)" opens the sheet, whose submit counts the ads live; submitting shows them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/pt/c/cavalos/cavalos-de-desporto');
  await waitForHydration(page);
  const sidebar = page.locator(SIDEBAR);
  await expect(sidebar).toBeHidden();
  // Two cards side by side in the first screen.
  const cards = page.getByRole('region', { name: 'Anúncios encontrados' }).getByRole('article');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first && second && Math.abs(first.y - second.y) < 2 && second.x > first.x).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shots(page, 'subcategory-pt');
  await page.setViewportSize({ width: 375, height: 812 });

  const button = page.getByRole('link', { name: /^Filtros \(\d+\)$/ });
  await expect(button).toBeVisible();
  await waitForHydrationOf(page, SIDEBAR);
  await button.click();
  await expect(sidebar).toBeVisible();
  const submit = sidebar.getByRole('button', { name: /^Ver \d+ anúncios?$/ });
  const before = await submit.textContent();
  await sidebar.getByRole('group', { name: 'Sexo' }).getByRole('checkbox', { name: 'Égua' }).check();
  await sidebar.getByRole('searchbox', { name: /Raça/ }).fill('lusit');
  await sidebar.getByRole('checkbox', { name: 'Lusitano' }).check();
  await expect(submit).not.toHaveText(before ?? '');
  const shown = Number((await submit.textContent())?.match(/\d+/)?.[0]);
  await page.screenshot({ path: '/work/wt/_shots/finding/filters-sheet-pt-375.png' });
  await submit.click();
  await expect(sidebar).toBeHidden();
  await expect(page).toHaveURL(/\/pt\/search\?form=.*egua|\/pt\/search\?form=.*yegua/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${shown} anúncio`);
  await expect(page.getByRole('link', { name: /^Filtros \(\d+\)$/ })).toContainText('Filtros (');
});

test('without JavaScript the sidebar is a plain form that searches', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/c/caballos/caballos-de-deporte');
  const sidebar = page.locator(SIDEBAR);
  await sidebar.getByRole('group', { name: 'Sexo' }).getByRole('checkbox', { name: 'Entero' }).check();
  await sidebar.getByRole('spinbutton', { name: 'Precio mínimo' }).fill('15000');
  await sidebar.getByRole('button', { name: /^Ver \d+ anuncios?$/ }).click();
  await expect(page).toHaveURL(/\/search\?.*sexo=entero/);
  expect(await resultTitles(page)).toEqual(['Caballo PRE negro Almenara para doma clásica']);
  expect(await chipNames(page, 'Filtros aplicados')).toContain('Quitar filtro: Sexo: Entero');
  await context.close();
});

test('phone: the header search closes when its search is submitted (spec §2)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/c/caballos');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const box = page.getByRole('searchbox', { name: 'Buscar anuncios' });
  await expect(box).toBeVisible();
  await box.fill('Almenara');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?form=.*Almenara/);
  await expect(box).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toHaveAttribute('aria-expanded', 'false');
});

test('home: newest near the reader and per category under the title and bar, then what they viewed', async ({
  page,
}) => {
  for (const [prefix, near, recent] of [
    ['', 'Lo más nuevo cerca de ti', 'Vistos recientemente'],
    ['/pt', 'Mais recentes perto de ti', 'Vistos recentemente'],
  ] as const) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${prefix}/`);
    // The spec's title, subtitle and bar stay first.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nearRow = page.getByRole('region', { name: near });
    await expect(nearRow.getByRole('article').first()).toBeVisible();
    const firstBox = await page.getByRole('heading', { level: 1 }).boundingBox();
    const nearBox = await nearRow.boundingBox();
    expect(firstBox && nearBox && nearBox.y > firstBox.y).toBe(true);
    // Below the first screen every photo waits for its turn.
    const loading = await nearRow
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).loading));
    expect(loading.every((each) => each === 'lazy')).toBe(true);
    await expect(page.getByRole('region', { name: /Caballos|Cavalos/ }).first()).toBeVisible();
    await shots(page, `home${prefix.replace('/', '-') || '-es'}`);

    // A fixture ad (other journeys delete their own ads meanwhile), viewed, is then on the home page.
    await page.goto(`${prefix}/search?q=Guadalquivir+papeles`);
    const title = 'Yegua lusitana torda Guadalquivir con papeles';
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goto(`${prefix}/`);
    await expect(page.getByRole('region', { name: recent }).getByRole('heading', { level: 3 }).first()).toHaveText(
      title,
    );
  }
});

test('near me: a granted position becomes the radius centre, results nearest first with their distance', async ({
  browser,
}) => {
  for (const [prefix, path, nearMe, nearest, distance] of [
    ['', '/c/caballos/caballos-de-deporte', 'Cerca de mí', 'Más cercanos primero', /^A \d+ km$/],
    ['/pt', '/pt/c/cavalos/cavalos-de-desporto', 'Perto de mim', 'Mais próximos primeiro', /^A \d+ km$/],
  ] as const) {
    // Utrera (Sevilla): one fixture mare is there, others within 25 km or beyond.
    const context = await browser.newContext({
      geolocation: { latitude: 37.1852, longitude: -5.7817 },
      permissions: ['geolocation'],
      viewport: { width: prefix ? 375 : 1280, height: prefix ? 812 : 900 },
    });
    const page = await context.newPage();
    await page.goto(path);
    const sidebar = page.locator(SIDEBAR);
    if (prefix) await page.getByRole('link', { name: /^Filtros \(\d+\)$/ }).click();
    await waitForHydrationOf(page, SIDEBAR);
    await sidebar.getByRole('button', { name: nearMe }).click();
    await expect(sidebar.getByLabel(/^Localidade?$/)).toHaveValue('utrera');
    if (prefix) await sidebar.getByRole('button', { name: /^Ver \d+ anúncios?$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?form=.*utrera`));
    await expect(page.getByRole('combobox', { name: /Ordenar por/ })).toHaveValue('distance');
    await expect(page.getByRole('combobox', { name: /Ordenar por/ }).locator('option:checked')).toHaveText(nearest);
    const region = page.getByRole('region', { name: /Anuncios encontrados|Anúncios encontrados/ });
    await expect(region.getByRole('article').first()).toContainText('Utrera');
    const kms = (await region.getByRole('article').locator('p span').allTextContents())
      .filter((text) => distance.test(text.trim()))
      .map((text) => Number(text.match(/\d+/)?.[0]));
    expect(kms.length).toBeGreaterThan(0);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    expect(kms.every((km) => km <= 25)).toBe(true);
    await page.screenshot({ path: `/work/wt/_shots/finding/near-me${prefix.replace('/', '-') || '-es'}.png` });
    await context.close();
  }
});
