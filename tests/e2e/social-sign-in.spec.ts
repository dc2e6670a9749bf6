import { expect, type Page, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, PASSWORD, signUp } from './support/accounts.ts';
import { linkIn, uniqueEmail, waitForMail } from './support/inbox.ts';

/**
 * Social sign-in against the local OpenID Connect provider that e2e-server.ts starts and gives
 * Galope as its extra provider, "Galope Test ID" (tests/support/oidc-test-provider.ts).
 */
const BUTTON = 'Continue with Galope Test ID';

giveEachTestItsOwnClientAddress();

/** From Galope's sign-in page through the provider's own sign-in form, up to its consent page. */
async function signInAtProvider(page: Page, person: { email: string; name: string; unverified?: boolean }) {
  await page.goto('/en/sign-in');
  await page.getByRole('link', { name: BUTTON }).click();
  await expect(page.getByRole('heading', { name: 'Galope Test ID: sign in' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Full name').fill(person.name);
  if (person.unverified) await page.getByLabel('This e-mail is not verified').check();
  await page.getByRole('button', { name: 'Sign in to Galope Test ID' }).click();
  await expect(page.getByRole('heading', { name: 'Galope Test ID: allow access' })).toBeVisible();
}

async function logOut(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Account' }).getByText(name).click();
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('sign-in and sign-up offer the configured provider; another provider name is a 404', async ({ page }) => {
  await page.goto('/en/sign-in');
  await expect(page.getByRole('link', { name: BUTTON })).toHaveAttribute('href', '/en/oauth2_redirect/galope-test');
  await page.goto('/sign-up');
  await expect(page.getByRole('link', { name: 'Continuar con Galope Test ID' })).toHaveAttribute(
    'href',
    '/oauth2_redirect/galope-test',
  );
  const response = await page.goto('/en/oauth2_redirect/myspace');
  expect(response?.status()).toBe(404);
});

test('sign in with the provider, then again with the same account', async ({ page }) => {
  const email = uniqueEmail('social');
  await signInAtProvider(page, { email, name: 'Carmen Social' });
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Carmen Social')).toBeVisible();

  // The provider verified the address, so the new account's e-mail is confirmed.
  await page.goto('/en/user/settings');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  // The provider remembers the person and the consent: straight back, to the same account.
  await logOut(page, 'Carmen Social');
  await page.goto('/en/sign-in');
  await page.getByRole('link', { name: BUTTON }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/user/settings');
  await expect(page.getByText(email)).toBeVisible();
});

test('a provider account with the verified e-mail of a password account signs in to that account', async ({ page }) => {
  const email = uniqueEmail('linked');
  await signUp(page, { name: 'Linked Rider', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.goto(
    linkIn(await waitForMail({ to: email, subject: /Confirm your e-mail/ }), '/en/user/email-verification'),
  );
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
  // The link opened in the browser that signed up signed it in (issue 35): out, to try the provider.
  await logOut(page, 'Linked Rider');

  await signInAtProvider(page, { email, name: 'Another Name' });
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Linked Rider')).toBeVisible();

  // The password still works: linking added a way in, it took none away.
  await logOut(page, 'Linked Rider');
  await page.goto('/en/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Linked Rider')).toBeVisible();
});

test('an unverified provider e-mail that is already registered is not linked', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await signUp(page, { name: 'Owner Of The Address', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  await signInAtProvider(page, { email, name: 'Someone Else', unverified: true });
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/en\/sign-in\?social_error=email_taken$/);
  await expect(page.getByRole('alert')).toHaveText(
    'There is already an account with this e-mail. Sign in with your e-mail and password.',
  );
});

test('a provider account without a name completes the registration first', async ({ page }) => {
  const email = uniqueEmail('nameless');
  await signInAtProvider(page, { email, name: '' });
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/en\/user\/complete-registration$/);
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expect(page.getByText(`You are signing in as ${email}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Name cannot be empty')).toBeVisible();
  await expect(page.getByText('You must accept the terms of use')).toBeVisible();
  await page.getByLabel('Name').fill('Rocío Sin Nombre');
  await page.getByLabel('I accept the').check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Rocío Sin Nombre')).toBeVisible();

  // Done once: the page is not there any more.
  await page.goto('/en/user/complete-registration');
  await expect(page).toHaveURL(/\/en$/);
});

test('denying consent returns to sign-in with a message', async ({ page }) => {
  await signInAtProvider(page, { email: uniqueEmail('denied'), name: 'Denied Rider' });
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/en\/sign-in\?social_error=denied$/);
  await expect(page.getByRole('alert')).toHaveText(
    'You cancelled the sign-in. You can try again, or use your e-mail and password.',
  );
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});
