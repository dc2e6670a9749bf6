import { expect, type Page, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, newVisitor } from './support/accounts.ts';
import { waitForHydration } from './support/hydration.ts';
import { signInAsModerator } from './support/moderator.ts';
import { screenshots } from './support/screenshots.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(150_000);
// Both journeys sign the same administrator in, solving a proof-of-work captcha: one at a time.
test.describe.configure({ mode: 'serial' });

/** The home page's search panel with a subcategory chosen: its filter groups load from the API. */
async function filterGroup(page: Page, options: { locale: 'en' | 'es'; subcategory: string; filter: string }) {
  const english = options.locale === 'en';
  await page.goto(english ? '/en' : '/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: english ? 'Filters' : 'Filtros', exact: true });
  await toggle.click();
  const panel = page.getByRole('region', { name: english ? 'Search filters' : 'Filtros de búsqueda' });
  await panel.getByLabel(english ? 'Category' : 'Categoría').selectOption({ label: options.subcategory });
  const group = panel.getByRole('group', { name: options.filter });
  await expect(group).toBeVisible();
  return group;
}

test('an admin adds a filter item in four languages: the search panel shows it at once, and the audit log has it', async ({
  page,
  browser,
}) => {
  const key = `rig-${Date.now().toString(36)}`;
  const names = { es: `Criptórquido ${key}`, en: `Rig ${key}`, ca: `Criptòrquid ${key}`, pt: `Criptorquídeo ${key}` };

  await signInAsModerator(page);
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Ads published per day, last 30 days' })).toBeVisible();
  await expect(page.getByText('Ads waiting for review')).toBeVisible();
  await screenshots(page, 'admin-content', 'dashboard');

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await screenshots(page, 'admin-content', 'content-index');
  await page.getByRole('link', { name: /^Filters/ }).click();
  await page.getByRole('link', { name: 'Sex', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sex' })).toBeVisible();
  await screenshots(page, 'admin-content', 'filter');

  await page.getByRole('link', { name: 'Add an item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New entry: Filter items' })).toBeVisible();
  // Nothing written yet: every language is required, and the messages say so in place.
  await page.getByLabel('Key').fill('Not A Key');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Use lower-case letters, digits, - and _ only.')).toBeVisible();
  await screenshots(page, 'admin-content', 'item-errors');
  const name = page.getByRole('group', { name: 'Name' });
  await expect(name.getByLabel('English')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Key').fill(key);
  await name.getByLabel('Español').fill(names.es);
  await name.getByLabel('English').fill(names.en);
  await name.getByLabel('Català').fill(names.ca);
  await name.getByLabel('Português').fill(names.pt);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Added. The site shows it now.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: names.en })).toBeVisible();
  const itemPage = page.url();

  // A visitor on the same running server sees the new item in the search panel, in two languages.
  const visitor = await newVisitor(browser);
  const english = await filterGroup(visitor, { locale: 'en', subcategory: 'Sport horses', filter: 'Sex' });
  await expect(english.getByRole('checkbox', { name: names.en })).toBeVisible();
  const spanish = await filterGroup(visitor, { locale: 'es', subcategory: 'Caballos de deporte', filter: 'Sexo' });
  await expect(spanish.getByRole('checkbox', { name: names.es })).toBeVisible();

  // The administration's log holds the addition with what was written.
  await page.goto('/en/admin/audit?action=content.create');
  const entry = page.getByRole('listitem').filter({ hasText: `filter-items:sexo.${key}` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Content added');
  await expect(entry).toContainText(names.pt);

  // Removing it takes it off the panel again, audited with what it was.
  await page.goto(itemPage);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sex' })).toBeVisible();
  const again = await filterGroup(visitor, { locale: 'en', subcategory: 'Sport horses', filter: 'Sex' });
  await expect(again.getByRole('checkbox', { name: 'Mare' })).toBeVisible();
  await expect(again.getByRole('checkbox', { name: names.en })).toHaveCount(0);
  await page.goto('/en/admin/audit?action=content.delete');
  await expect(page.getByRole('listitem').filter({ hasText: `filter-items:sexo.${key}` })).toContainText(
    'Content removed',
  );
});

test('a subcategory icon with a script is refused with the reason; settings and pages use the same form', async ({
  page,
}) => {
  await signInAsModerator(page);
  await page.goto('/en/admin/content/subcategories/sport_horses');
  await expect(page.getByRole('heading', { level: 1, name: 'Sport horses' })).toBeVisible();
  await expect(page.getByText('Current icon')).toBeVisible();
  await screenshots(page, 'admin-content', 'subcategory');
  await page.getByLabel('SVG code').fill('<svg viewBox="0 0 24 24"><script>alert(1)</script></svg>');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The icon contains a script.')).toBeVisible();
  await expect(page.getByText('Some fields need fixing.')).toBeVisible();
  await expect(page.getByLabel('SVG code')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/en/admin/content/settings/site');
  const tasks = page.getByRole('group', { name: 'Forms that ask for a captcha' });
  await expect(tasks.getByRole('checkbox', { name: 'Sign up' })).toBeChecked();
  await screenshots(page, 'admin-content', 'settings');

  await page.goto('/en/admin/content/countries');
  await expect(page.getByRole('main').getByRole('link', { name: 'Portugal' })).toBeVisible();
  // Countries come with their geography: no way to add one.
  await expect(page.getByRole('link', { name: 'Add new' })).toHaveCount(0);
  await screenshots(page, 'admin-content', 'countries');

  await page.goto('/en/admin/content/pages/terms_of_use');
  await expect(page.getByRole('group', { name: 'Text' }).getByLabel('Català')).not.toBeEmpty();
  await screenshots(page, 'admin-content', 'page');
});

test('search synonyms are content: the four languages’ terms and where they rank first (issue 28)', async ({
  page,
}) => {
  await signInAsModerator(page);
  await page.goto('/en/admin/content');
  await expect(page.getByRole('link', { name: /Search synonyms/ })).toBeVisible();
  await page.goto('/en/admin/content/search-synonyms/pre');
  const terms = page.getByRole('group', { name: 'Words that mean the same' });
  await expect(terms.getByLabel('English')).toHaveValue(/Andalusian/);
  await expect(terms.getByLabel('Español')).toHaveValue(/pura raza española/);
  const rankedIn = page.getByRole('group', { name: 'Ads in these subcategories come first' });
  await expect(rankedIn.getByRole('checkbox', { name: 'Sport horses' })).toBeChecked();
  await expect(rankedIn.getByRole('checkbox', { name: 'Saddles' })).not.toBeChecked();
  await screenshots(page, 'admin-content', 'search-synonyms');
});
