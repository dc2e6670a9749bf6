import { expect, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, newVisitor, signedUpUser, signIn, solveCaptcha } from './support/accounts.ts';
import { signInAsModerator } from './support/moderator.ts';
import { postHorseAd } from './support/post-ad.ts';
import { screenshots } from './support/screenshots.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(150_000);

const SUSPENDED = 'This account has been suspended, you cannot recover its password.';

test('an admin suspends a signed-in user: their session ends and sign-in shows the suspension text', async ({
  page,
  browser,
}) => {
  const name = `Rider ${Date.now()}`;
  const email = await signedUpUser(page, name);
  await page.goto('/en/user/settings');
  await expect(page).toHaveURL(/\/en\/user\/settings$/);

  const admin = await newVisitor(browser);
  await signInAsModerator(admin);
  // The administrator's own menu leads to the admin area.
  await admin.locator('header summary').filter({ hasText: 'Marta' }).click();
  await admin.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(admin).toHaveURL(/\/en\/admin\/users$/);
  await admin.getByLabel('Search by name or e-mail').fill(email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL(/q=/);
  await screenshots(admin, 'admin', 'users');
  await admin.getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  const userPage = admin.url();
  const userId = new URL(userPage).pathname.split('/').pop() ?? '';
  await screenshots(admin, 'admin', 'user');
  await admin.getByLabel('Reason for the suspension').fill('Repeated scam ads');
  await admin.getByRole('button', { name: 'Suspend account' }).click();
  await expect(admin.getByText('Account suspended: their sessions have ended and their ads are hidden.')).toBeVisible();
  await expect(admin.getByText(/Suspended since .*Reason: Repeated scam ads/)).toBeVisible();
  await screenshots(admin, 'admin', 'user-suspended');

  // The user's next navigation finds them signed out: settings send a guest home.
  await page.goto('/en/user/settings');
  await expect(page).toHaveURL(/\/en$/);
  await signIn(page, { email });
  await expect(page.getByText(SUSPENDED)).toBeVisible();
  await page.goto('/en/user/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(SUSPENDED)).toBeVisible();

  // The audit log shows the suspension with before and after.
  await admin.goto('/en/admin/audit');
  await admin.getByLabel('Action').selectOption({ label: 'Account suspended' });
  await admin.getByLabel('Target id').fill(userId);
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(admin).toHaveURL(new RegExp(`action=user.suspend.*id=${userId}`));
  const entry = admin.getByRole('listitem').filter({ hasText: 'Repeated scam ads' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Before')).toBeVisible();
  await screenshots(admin, 'admin', 'audit');

  await admin.goto(userPage);
  await admin.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(admin.getByText('Suspension lifted.')).toBeVisible();
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
});

test('an admin refuses an ad with a reason: the owner sees it in their notification and their ads list', async ({
  page,
  browser,
}) => {
  await signedUpUser(page, 'Owner Refused');
  const { title } = await postHorseAd(page, { title: `Bay gelding ${Date.now()}` });

  const admin = await newVisitor(browser);
  await signInAsModerator(admin);
  await admin.goto('/en/admin/moderation');
  const card = admin.getByRole('article').filter({ hasText: title });
  await card.getByText('Refuse or delete…').click();
  await card.getByLabel('Reason').selectOption({ label: 'Duplicate ad' });
  await card.getByLabel('Note for the seller (optional)').fill('Same horse as your other ad.');
  await card.getByRole('button', { name: 'Refuse' }).click();
  await expect(admin.getByText(`“${title}” was refused. The seller has been told why.`)).toBeVisible();

  await page.goto('/en/user/notifications');
  const notice = page.getByRole('listitem').filter({ hasText: title });
  await expect(notice).toContainText('Duplicate ad');
  // A refused ad goes back to the seller's drafts to be fixed, with the reason beside it.
  await page.goto('/en/user/settings/classifieds-draft');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Duplicate ad');
  await expect(row).toContainText('Same horse as your other ad.');

  await admin.goto('/en/admin/audit?action=ad.refuse');
  await expect(admin.getByRole('listitem').filter({ hasText: 'Same horse as your other ad.' }).first()).toBeVisible();
});

test('every admin page refuses a guest and an ordinary user', async ({ page, browser }) => {
  const routes = [
    '/en/admin/moderation',
    '/en/admin/users',
    '/en/admin/users/00000000-0000-4000-8000-000000000000',
    '/en/admin/audit',
    '/en/admin',
    '/en/admin/content/filters/sexo',
    '/admin/users',
    '/pt/admin/audit',
  ];
  const guest = await newVisitor(browser);
  for (const route of routes) {
    await guest.goto(route);
    expect(new URL(guest.url()).pathname, route).toMatch(/^\/(en|pt)?$/);
  }
  await signedUpUser(page, 'Ordinary Rider');
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(404);
  }
  // Posting to an admin action is refused the same way.
  const posted = await page.request.post('/en/admin/users/00000000-0000-4000-8000-000000000000', {
    form: { intent: 'unsuspend' },
  });
  expect([403, 404]).toContain(posted.status());
});
