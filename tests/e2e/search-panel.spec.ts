import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { parseSearchForm } from '../../server/search/parse-search-form.ts';
import { waitForHydration } from './support/hydration.ts';

async function openPanel(page: Page, path = '/en') {
  await page.goto(path);
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: path.startsWith('/en') ? 'Filters' : 'Filtros', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: path.startsWith('/en') ? 'Search filters' : 'Filtros de búsqueda' });
  await expect(panel).toBeVisible();
  return panel;
}

/** The open panel from its top, on a phone and a laptop, to look at. */
async function panelScreenshots(page: Page, name: string) {
  mkdirSync('test-results/search-panel', { recursive: true });
  await page.locator(':focus').blur();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      for (const element of document.querySelectorAll('[data-sheet] > div')) element.scrollTo(0, 0);
    });
    await page.screenshot({ path: `test-results/search-panel/${name}-${width}.png` });
  }
}

function submittedForm(page: Page) {
  return parseSearchForm(new URL(page.url()).searchParams.get('form'));
}

test('a subcategory brings its filters: checkboxes with all, and a searchable multi-select', async ({ page }) => {
  const panel = await openPanel(page);
  await expect(panel.getByRole('heading', { name: 'Search filters' })).toBeFocused();
  await expect(panel.getByText('Choose a category to see its features.')).toBeVisible();

  await panel.getByLabel('Category').selectOption({ label: 'Sport horses' });
  const sex = panel.getByRole('group', { name: 'Sex' });
  await expect(sex).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: 'Loading filters…' })).toBeHidden();
  await expect(sex.getByRole('checkbox', { name: 'All', exact: true })).toBeChecked();
  await sex.getByRole('checkbox', { name: 'Mare' }).check();
  await expect(sex.getByRole('checkbox', { name: 'All', exact: true })).not.toBeChecked();
  await expect(sex.getByRole('checkbox', { name: 'Mare' })).toBeChecked();
  await sex.getByRole('checkbox', { name: 'All', exact: true }).check();
  await expect(sex.getByRole('checkbox', { name: 'Mare' })).not.toBeChecked();
  await sex.getByRole('checkbox', { name: 'Mare' }).check();

  // Colour has 11 items: a multi-select with a search box and no 'all' item.
  const colour = panel.getByRole('group', { name: /^Colour/ });
  await expect(colour.getByRole('checkbox', { name: 'All', exact: true })).toHaveCount(0);
  const search = colour.getByRole('searchbox', { name: 'Search in Colour' });
  await search.fill('chest');
  await expect(colour.getByRole('checkbox')).toHaveCount(1);
  await colour.getByRole('checkbox', { name: 'Chestnut' }).check();
  await expect(colour).toContainText('1 chosen');
  await search.fill('zzz');
  await expect(colour.getByText('Oops! No elements found. Consider changing the search query')).toBeVisible();
  await search.fill('');

  await panelScreenshots(page, 'home-panel');

  // Clearing the subcategory empties the filters.
  await panel.getByLabel('Category').selectOption({ label: 'All categories' });
  await expect(panel.getByRole('group', { name: 'Sex' })).toHaveCount(0);
  await expect(panel.getByText('Choose a category to see its features.')).toBeVisible();
});

test('community → province → town cascade, radius, and the clearing rules', async ({ page }) => {
  const panel = await openPanel(page);
  const province = panel.getByLabel('Province');
  const town = panel.getByLabel('Town');
  const radius = panel.getByLabel('Distance');
  await expect(province).toBeDisabled();
  await expect(town).toBeDisabled();
  await expect(radius).toBeDisabled();

  await panel.getByLabel('Region').selectOption({ label: 'Andalusia' });
  await expect(province).toBeEnabled();
  await expect(province.getByRole('option', { name: 'Seville' })).toHaveCount(1);
  await province.selectOption({ label: 'Seville' });
  await expect(town.getByRole('option', { name: 'Carmona', exact: true })).toHaveCount(1);
  await town.selectOption({ label: 'Carmona' });
  await expect(radius).toBeEnabled();
  await radius.selectOption({ label: 'Within 25 km' });

  // Clearing the province clears the town (and the radius with it).
  await province.selectOption({ label: 'All provinces' });
  await expect(town).toHaveValue('');
  await expect(town).toBeDisabled();
  await expect(radius).toBeDisabled();

  // Clearing the community clears province and town.
  await province.selectOption({ label: 'Seville' });
  await town.selectOption({ label: 'Carmona' });
  await panel.getByLabel('Region').selectOption({ label: 'All regions' });
  await expect(province).toHaveValue('');
  await expect(province).toBeDisabled();
  await expect(town).toHaveValue('');
});

test('price bounds push and pull each other and are summed up in a sentence', async ({ page }) => {
  const panel = await openPanel(page);
  const min = panel.getByRole('spinbutton', { name: 'Minimum price' });
  const max = panel.getByRole('spinbutton', { name: 'Maximum price' });
  // Typing a bound turns "with price" on: the fields are never locked (issue 29).
  await expect(min).toBeEnabled();
  await expect(panel.getByRole('checkbox', { name: 'Only ads with a price' })).not.toBeChecked();

  await min.fill('1000');
  await max.fill('5000');
  await max.press('Tab');
  await expect(panel.getByRole('checkbox', { name: 'Only ads with a price' })).toBeChecked();
  await expect(panel.getByText('You have set the price between €1,000 and €5,000.')).toBeVisible();

  // Raising min to pass max pushes max to min + 1.
  await min.fill('6000');
  await min.press('Tab');
  await expect(max).toHaveValue('6001');
  // Lowering max to min or below pulls min to max − 1.
  await max.fill('3000');
  await max.press('Tab');
  await expect(min).toHaveValue('2999');
  // The steppers step to the next hundred, by click or by keyboard.
  await panel.getByRole('button', { name: 'Raise the minimum price' }).click();
  await expect(min).toHaveValue('3000');
  await expect(max).toHaveValue('3001');
  await panel.getByRole('button', { name: 'Lower the maximum price' }).focus();
  await page.keyboard.press('Enter');
  await expect(max).toHaveValue('3000');
  await expect(min).toHaveValue('2999');
  await expect(panel.getByText('You have set the price between €2,999 and €3,000.')).toBeVisible();

  // Held down, a stepper repeats: five steps and more while the button stays pressed.
  const up = panel.getByRole('button', { name: 'Raise the maximum price' });
  await up.hover();
  await page.mouse.down();
  await expect.poll(async () => Number(await max.inputValue())).toBeGreaterThanOrEqual(3000 + 100 * 5);
  await page.mouse.up();
});

test('clear-all resets every field and gives the text box the focus; Escape closes the panel', async ({ page }) => {
  const panel = await openPanel(page);
  const box = page.getByRole('searchbox', { name: 'Search ads' });
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  await box.fill('yegua');
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
  await panel.getByRole('radio', { name: 'Wanted' }).check();
  await panel.getByLabel('Category').selectOption({ label: 'Sport horses' });
  await panel.getByRole('group', { name: 'Sex' }).getByRole('checkbox', { name: 'Mare' }).check();
  await panel.getByLabel('Region').selectOption({ label: 'Andalusia' });
  await panel.getByRole('checkbox', { name: 'Only ads with a price' }).check();

  await panel.getByRole('button', { name: 'Clear all' }).click();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  await expect(panel.getByRole('radio', { name: 'For sale' })).toBeChecked();
  await expect(panel.getByLabel('Category')).toHaveValue('');
  await expect(panel.getByLabel('Region')).toHaveValue('');
  await expect(panel.getByRole('group', { name: 'Sex' })).toHaveCount(0);
  await expect(panel.getByRole('checkbox', { name: 'Only ads with a price' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);

  await panel.getByLabel('Category').focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute('aria-expanded', 'false');
});

test('submit closes the panel and sends every chosen field as the form parameter', async ({ page }) => {
  const panel = await openPanel(page);
  await page.getByRole('searchbox', { name: 'Search ads' }).fill('  yegua lusitana ');
  await panel.getByRole('radio', { name: 'All ads' }).check();
  await panel.getByLabel('Category').selectOption({ label: 'Sport horses' });
  await panel.getByRole('group', { name: 'Sex' }).getByRole('checkbox', { name: 'Mare' }).check();
  await panel
    .getByRole('group', { name: /^Colour/ })
    .getByRole('checkbox', { name: 'Grey' })
    .check();
  await panel.getByLabel('Region').selectOption({ label: 'Andalusia' });
  await panel.getByLabel('Province').selectOption({ label: 'Seville' });
  await panel.getByLabel('Town').selectOption({ label: 'Carmona' });
  await panel.getByLabel('Distance').selectOption({ label: 'Within 50 km' });
  await panel.getByRole('checkbox', { name: 'Only ads with a price' }).check();
  await panel.getByRole('spinbutton', { name: 'Minimum price' }).fill('2000');
  await panel.getByRole('spinbutton', { name: 'Maximum price' }).fill('9000');
  await panel.getByRole('spinbutton', { name: 'Maximum price' }).press('Tab');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/en\/search\?form=/);
  await expect(panel).toBeHidden();
  expect(submittedForm(page)).toMatchObject({
    q: 'yegua lusitana',
    type: { name: 'all' },
    subcategory: { slug: 'sport-horses', name: 'Sport horses' },
    community: { slug: 'andalusia', name: 'Andalusia' },
    province: { slug: expect.any(String), name: 'Seville' },
    town: { slug: 'carmona', name: 'Carmona' },
    radius: 50,
    withPrice: true,
    price: { min: 2000, max: 9000 },
    searchFiltersValues: { sexo: ['yegua'], capa: ['tordo'] },
  });
});

test('in Spanish the panel speaks Spanish and the default type is the second one', async ({ page }) => {
  const panel = await openPanel(page, '/');
  await expect(panel.getByRole('radio', { name: 'Se vende' })).toBeChecked();
  await expect(panel.getByLabel('Comunidad')).toBeVisible();
  await panel.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?form=/);
  expect(submittedForm(page)).toMatchObject({ type: { name: 'offer' } });
});

test('the open panel has no accessibility violations', async ({ page }) => {
  const panel = await openPanel(page);
  await panel.getByLabel('Category').selectOption({ label: 'Sport horses' });
  await expect(panel.getByRole('group', { name: 'Sex' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('form[role="search"]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('the bar is in the header of an ordinary page, and not on sign-in or posting pages', async ({ page }) => {
  const panel = await openPanel(page, '/en/p/spec/who_are_we');
  await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
  await panel.getByLabel('Region').selectOption({ label: 'Andalusia' });
  await panel.getByRole('checkbox', { name: 'Only ads with a price' }).check();
  await panel.getByRole('spinbutton', { name: 'Minimum price' }).fill('1500');
  await panel.getByRole('spinbutton', { name: 'Maximum price' }).fill('8000');
  await panel.getByRole('spinbutton', { name: 'Maximum price' }).press('Tab');
  await panelScreenshots(page, 'header-panel');
  await page.setViewportSize({ width: 768, height: 700 });
  await page.screenshot({ path: 'test-results/search-panel/header-panel-768.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/en/p/spec/who_are_we');
  await expect(page.getByRole('search')).toBeHidden();
  // The toggle opens the bar once the page is hydrated (after its first paint, decision 0042).
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('searchbox', { name: 'Search ads' })).toBeFocused();
  await page.screenshot({ path: 'test-results/search-panel/header-search-open-375.png' });
  for (const path of ['/en/sign-in', '/en/sign-up', '/en/s/add-guest']) {
    await page.goto(path);
    await expect(page.getByRole('search')).toHaveCount(0);
  }
});

test('on a phone the panel is a full-screen sheet that keeps the keyboard inside', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const panel = await openPanel(page);
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
  const search = panel.getByRole('button', { name: 'Search', exact: true });
  await search.focus();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Close filters' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(search).toBeFocused();
  await panel.getByRole('button', { name: 'Close filters' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeFocused();
});

test('on a laptop, the keyboard leaving the open panel closes it: the focus never goes behind it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Search', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute('aria-expanded', 'false');
});
