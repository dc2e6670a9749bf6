import { expect, type Page } from '@playwright/test';
import { PASSWORD, signIn, signUp } from './accounts.ts';
import { linkIn, waitForMail } from './inbox.ts';

/** The address e2e-server.ts lists in ADMIN_EMAILS. */
export const MODERATOR_EMAIL = 'moderator@galope.test';

/**
 * Signs the page in as the administrator: signs the address up and confirms it the first time
 * (confirming a listed address is what makes an administrator), then signs in.
 */
export async function signInAsModerator(page: Page): Promise<void> {
  await signUp(page, { name: 'Marta Moderadora', email: MODERATOR_EMAIL });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const mail = await waitForMail({ to: MODERATOR_EMAIL, subject: /Confirm your e-mail|already have a Galope account/ });
  // A second run on the same data finds the address registered (and confirmed) already.
  // The link opened in this browser signs in; an older, spent link (a second run) does not.
  if (/Confirm your e-mail/.test(mail.subject)) {
    await page.goto(linkIn(mail, '/en/user/email-verification'));
  }
  await page.goto('/en/sign-in');
  if (new URL(page.url()).pathname === '/en/sign-in')
    await signIn(page, { email: MODERATOR_EMAIL, password: PASSWORD });
  await expect(page).toHaveURL(/\/en$/);
}
