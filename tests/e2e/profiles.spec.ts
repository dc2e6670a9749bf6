import { type Browser, expect, type Page, test } from '@playwright/test';
import { landscapeJpeg } from '../support/test-images.ts';
import { giveEachTestItsOwnClientAddress, randomIp, signIn, signUp } from './support/accounts.ts';
import { uniqueEmail } from './support/inbox.ts';
import { screenshots } from './support/screenshots.ts';

giveEachTestItsOwnClientAddress();

async function signUpAndWait(page: Page, person: { name: string; email: string; company?: boolean }) {
  await signUp(page, person);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
}

async function signInAndWait(page: Page, person: { email: string }) {
  await signIn(page, person);
  await expect(page).toHaveURL(/\/en$/);
}

/** A signed-in company account in a browser context of its own. */
async function newCompany(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  const page = await context.newPage();
  const email = uniqueEmail('company');
  await signUpAndWait(page, { name, email, company: true });
  await signInAndWait(page, { email });
  return page;
}

/** Fills and saves the professional page form; returns the /pro/{slug} path it links to. */
async function saveCompanyPage(page: Page, title: string): Promise<string> {
  await page.goto('/en/user/settings/company');
  await page.getByLabel('Company name').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Your professional page is up to date.')).toBeVisible();
  return (await page.getByRole('link', { name: 'See your professional page' }).getAttribute('href')) ?? '';
}

test('a company fills its professional page and visitors see its header and its user page', async ({ page }) => {
  const email = uniqueEmail('stud');
  const title = `Yeguada del Sol ${Date.now()}`;
  await signUpAndWait(page, { name: 'Lucía Ferrer', email, company: true });
  await signInAndWait(page, { email });

  await page.goto('/en/user/settings');
  await page.getByRole('link', { name: 'Professional page' }).click();
  await expect(page.getByRole('heading', { name: 'Professional page', level: 1 })).toBeVisible();
  await page.getByLabel('Company name').fill('Yo');
  await page.getByLabel('Your position').fill('Owner');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The company name must be 3 characters or more')).toBeVisible();

  await page.getByLabel('Company name').fill(title);
  await page
    .getByLabel('Description')
    .fill('Pura Raza Española horses bred in the Sierra de Aracena since 1998.\nVisits by appointment.');
  await page.getByLabel('Website').fill('https://yeguadadelsol.example.com');
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByLabel('Network').selectOption('instagram');
  await page.getByLabel('Link', { exact: true }).fill('https://www.instagram.com/yeguadadelsol');
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByLabel('Network').nth(1).selectOption('youtube');
  await page.getByLabel('Link', { exact: true }).nth(1).fill('http://youtube.com/yeguada');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a link starting with https://')).toBeVisible();
  await page.getByLabel('Link', { exact: true }).nth(1).fill('https://www.youtube.com/@yeguadadelsol');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Your professional page is up to date.')).toBeVisible();
  await page.getByLabel('Choose a cover photo').setInputFiles({
    name: 'stables.jpg',
    mimeType: 'image/jpeg',
    buffer: await landscapeJpeg(),
  });
  await page.getByRole('button', { name: 'Upload cover' }).click();
  await expect(page.getByText('Your cover photo has been updated.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cover photo' }).locator('img')).toHaveAttribute(
    'src',
    /^\/media\/covers\//,
  );
  await screenshots(page, 'profiles', 'settings-company');
  await page.goto('/en/user/settings');
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await landscapeJpeg({ width: 400, height: 400 }),
  });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your photo has been updated.')).toBeVisible();
  await page.goto('/en/user/settings/company');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: 'See your professional page' }).click();
  await expect(page).toHaveURL(/\/en\/pro\/yeguada-del-sol-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const header = page.getByRole('region', { name: title });
  await expect(header.getByText('Professional', { exact: true })).toBeVisible();
  await expect(header.locator('img[src^="/media/covers/"]')).toBeVisible();
  await expect(header.locator('img[src^="/media/avatars/"]')).toBeVisible();
  await expect(header.getByText('Spain')).toBeVisible();
  await expect(header.getByText('Owner')).toBeVisible();
  await expect(header.getByText('Visits by appointment.')).toBeVisible();
  const instagram = header.getByRole('link', { name: 'Instagram' });
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/yeguadadelsol');
  await expect(instagram).toHaveAttribute('rel', /noopener noreferrer/);
  await expect(header.getByRole('link', { name: 'YouTube' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Website: yeguadadelsol.example.com' })).toHaveAttribute(
    'rel',
    /noopener noreferrer/,
  );
  await expect(page.getByText(email)).toHaveCount(0);
  await screenshots(page, 'profiles', 'pro');

  await page.setViewportSize({ width: 1280, height: 900 });
  const proPath = new URL(page.url()).pathname;
  await header.getByRole('link', { name: 'Lucía Ferrer' }).click();
  await expect(page).toHaveURL(/\/en\/u\/lucia-ferrer(-\d+)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucía Ferrer');
  await expect(page.getByRole('link', { name: 'Professional', exact: true })).toHaveAttribute('href', proPath);
  await expect(page.getByText(/^Member since \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByText('No ads yet')).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await screenshots(page, 'profiles', 'user');

  await page.goto(proPath.replace('/en/', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Profesional', { exact: true })).toBeVisible();
});

test('an unknown user answers 404 with the spec text; an unknown company page answers 404', async ({ page }) => {
  const user = await page.goto('/en/u/nobody-by-this-name');
  expect(user?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Could not find this user');
  const company = await page.goto('/en/pro/no-such-company');
  expect(company?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await page.goto('/u/nobody-by-this-name');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No hemos encontrado a este usuario');
});

test('a hidden professional page answers 404', async ({ browser }) => {
  const page = await newCompany(browser, 'Hidden Stables');
  const proPath = await saveCompanyPage(page, `Hidden Stables ${Date.now()}`);
  await page.getByLabel('Show my professional page').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your professional page is hidden.', { exact: false })).toBeVisible();
  expect((await page.goto(proPath))?.status()).toBe(404);
  await page.context().close();
});

test('an individual account is told the page is for companies, and the server refuses its posts', async ({ page }) => {
  const email = uniqueEmail('individual');
  await signUpAndWait(page, { name: 'Pere Individual', email });
  await signInAndWait(page, { email });
  await page.goto('/en/user/settings/company');
  await expect(
    page.getByText('The professional page is for company accounts, and yours is an individual account.'),
  ).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveCount(0);

  const csrf = (await page.locator('input[name="csrf"]').first().getAttribute('value')) ?? '';
  const response = await page.request.post('/en/user/settings/company', {
    form: { csrf, title: 'Sneaky Stables', enabled: 'on' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(403);
});

test('the form only edits your own profile: a posted user id or slug is ignored', async ({ browser }) => {
  const owner = await newCompany(browser, 'Owner Company');
  const ownerTitle = `Cuadra Original ${Date.now()}`;
  const ownerPath = await saveCompanyPage(owner, ownerTitle);
  const ownerSlug = ownerPath.split('/').pop() ?? '';
  await owner.goto(ownerPath);
  const ownerUserPath = (await owner.getByRole('link', { name: 'Owner Company' }).getAttribute('href')) ?? '';

  const intruder = await newCompany(browser, 'Intruder Company');
  await intruder.goto('/en/user/settings/company');
  const csrf = (await intruder.locator('input[name="csrf"]').first().getAttribute('value')) ?? '';
  const response = await intruder.request.post('/en/user/settings/company', {
    form: {
      csrf,
      title: 'Hijacked Stables',
      enabled: 'on',
      userId: ownerSlug,
      user_id: ownerSlug,
      user: ownerUserPath.split('/').pop() ?? '',
      slug: ownerSlug,
    },
    headers: { origin: new URL(intruder.url()).origin },
  });
  expect(response.status()).toBe(200);

  await owner.goto(ownerPath);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(ownerTitle);
  await intruder.goto('/en/user/settings/company');
  await expect(intruder.getByLabel('Company name')).toHaveValue('Hijacked Stables');
  const intruderPath = await intruder.getByRole('link', { name: 'See your professional page' }).getAttribute('href');
  expect(intruderPath).toMatch(/\/en\/pro\/hijacked-stables(-\d+)?$/);
  expect(intruderPath).not.toBe(ownerPath);
  await owner.context().close();
  await intruder.context().close();
});
