import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { loadSecret } from '../../server/infra/secret.ts';
import { signUnsubscribeToken } from '../../server/saved-searches/unsubscribe-token.ts';
import { giveEachTestItsOwnClientAddress, PASSWORD, signUp } from './support/accounts.ts';
import { waitForHydration } from './support/hydration.ts';
import { uniqueEmail } from './support/inbox.ts';
import { screenshots } from './support/screenshots.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

giveEachTestItsOwnClientAddress();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await waitForSearchFixtures();
});

async function newAccount(page: Page, name: string): Promise<string> {
  const email = uniqueEmail('saved');
  await signUp(page, { name, email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  return email;
}

/** Searches from the bar as a person does, and waits for the results. */
async function search(page: Page, words: string) {
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search ads' }).fill(words);
  await page.getByRole('searchbox', { name: 'Search ads' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${words}”` })).toBeVisible();
  await waitForHydration(page);
}

test('save a search with a name and alerts, find it in settings, rename, open and delete it', async ({ page }) => {
  // Sign-up's proof of work and three rounds of screenshots: room for a loaded 2-core machine.
  test.setTimeout(150_000);
  // Signed up through the local OpenID Connect provider: no proof-of-work captcha to wait for.
  await page.goto('/en/sign-in');
  await page.getByRole('link', { name: 'Continue with Galope Test ID' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('saved'));
  await page.getByLabel('Full name').fill('Búsqueda Ferrer');
  await page.getByRole('button', { name: 'Sign in to Galope Test ID' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/en$/);

  await search(page, 'yegua lusitana');
  await screenshots(page, 'saved-searches', 'search-page');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('link', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toBeVisible();
  // Prefilled from what the search looks for.
  await expect(dialog.getByLabel('Name')).toHaveValue('yegua lusitana');
  await expect(dialog.getByRole('radio', { name: 'As soon as they are published' })).toBeChecked();
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Give the search a name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Grey mares');
  await dialog.getByRole('radio', { name: 'Once a day' }).check();
  await screenshots(page, 'saved-searches', 'save-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Search saved as “Grey mares”\./);

  await dialog.getByRole('link', { name: 'See your saved searches' }).click();
  await expect(page).toHaveURL(/\/en\/user\/settings\/search-saved$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
  const row = page.getByRole('article', { name: 'Grey mares' });
  await expect(row).toContainText('yegua lusitana');
  await expect(row).toContainText('Alerts: Once a day');
  await expect(row).toContainText('No new ads');
  await waitForHydration(page);
  await screenshots(page, 'saved-searches', 'search-saved');

  await row.getByText('Edit').click();
  await row.getByLabel('Name').fill('Grey Lusitano mares');
  await row.getByLabel('Alerts').selectOption({ label: 'Once a week' });
  await row.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Changes saved.');
  const renamed = page.getByRole('article', { name: 'Grey Lusitano mares' });
  await expect(renamed).toContainText('Alerts: Once a week');
  await expect(renamed.getByLabel('Name')).toBeHidden();
  await screenshots(page, 'saved-searches', 'search-saved-edited');

  // The unsubscribe link of its alert mails, signed with the e2e server's own secret.
  const savedSearchId = ((await renamed.getAttribute('aria-labelledby')) ?? '').replace('saved-search-', '');
  loadSecret({ dataDir: path.resolve('.data/e2e') });
  await page.goto(`/en/saved-searches/unsubscribe?token=${signUnsubscribeToken(savedSearchId)}`);
  await expect(page.getByRole('heading', { name: 'Alerts turned off' })).toBeVisible();
  await expect(page.getByText('You will not receive more alerts for “Grey Lusitano mares”.')).toBeVisible();
  await screenshots(page, 'saved-searches', 'unsubscribed');
  await page.getByRole('link', { name: 'Manage saved searches' }).click();
  await expect(renamed).toContainText('Alerts: No alerts');

  await renamed.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/en\/search\?form=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “yegua lusitana”' })).toBeVisible();

  await page.goto('/en/user/settings/search-saved');
  await page.getByRole('article', { name: 'Grey Lusitano mares' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved search deleted.');
  await expect(page.getByText('No saved searches yet')).toBeVisible();
});

test('a guest who wants to save a search signs in and comes back to save it', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await newAccount(page, 'Invitada Ferrer');

  await search(page, 'potro');
  await page.getByRole('link', { name: 'Save search' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/en\/search\?.*save=1/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “potro”' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toBeVisible();
  await waitForHydration(page);
  await expect(dialog.getByLabel('Name')).toHaveValue('potro');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Search saved as “potro”\./);

  await page.goto('/en/user/settings/search-saved');
  await expect(page.getByRole('article', { name: 'potro' })).toContainText('Alerts: As soon as they are published');
});
