import { type Browser, expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './inbox.ts';

/** The password every test account gets. */
export const PASSWORD = 'Herradura-2026';

/**
 * A random client address. The server trusts X-Forwarded-For from loopback, so each test (and
 * each extra browser context) counts against the per-IP limits on its own.
 */
export function randomIp(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/** Gives every test of the calling file its own client address. */
export function giveEachTestItsOwnClientAddress(): void {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': randomIp() });
  });
}

/** Ticks the self-hosted captcha, as a person does, by its label, and waits for the proof of work. */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.locator('altcha-widget label', { hasText: "I'm not a robot" }).click();
  await expect(page.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
}

/** Fills and sends the English sign-up form (it does not wait for the answer). */
export async function signUp(
  page: Page,
  { name, email, company = false }: { name: string; email: string; company?: boolean },
) {
  await page.goto('/en/sign-up');
  if (company) await page.getByLabel('Company or professional').check();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('I accept the').check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends the English sign-in form (it does not wait for the answer). */
export async function signIn(page: Page, { email, password = PASSWORD }: { email: string; password?: string }) {
  await page.goto('/en/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs a new account up (an address starting with `prefix`), signs it in, and returns the address. */
export async function signedUpUser(page: Page, name: string, prefix = 'rider'): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUp(page, { name, email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
  return email;
}

/** A second person in the same test: their own browser context and their own client address. */
export async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  return context.newPage();
}
