import { expect, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, newVisitor, signIn, signUp } from './support/accounts.ts';
import { uniqueEmail } from './support/inbox.ts';
import { signInAsModerator } from './support/moderator.ts';
import { postHorseAd } from './support/post-ad.ts';
import { screenshots } from './support/screenshots.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(150_000);

test('an ad goes from pending to public after approval, then its owner hides, shows, sells and deletes it', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('owner');
  await signUp(page, { name: 'Núria Propietària', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
  const { title, slug } = await postHorseAd(page, { title: `Quiet cob mare ${Date.now()}` });

  await page.goto('/en/user/settings/classifieds-active');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Waiting for approval')).toBeVisible();
  await screenshots(page, 'ad-lifecycle', 'my-ads');

  const guest = await newVisitor(browser);
  expect((await guest.goto(`/en/s/${slug}`))?.status()).toBe(404);

  const moderator = await newVisitor(browser);
  await signInAsModerator(moderator);
  await moderator.goto('/en/admin/moderation');
  const card = moderator.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await screenshots(moderator, 'ad-lifecycle', 'moderation');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByText(`“${title}” is approved and now public.`)).toBeVisible();

  for (const prefix of ['', '/en', '/cat', '/pt']) {
    const response = await guest.goto(`${prefix}/s/${slug}`);
    expect(response?.status(), `${prefix}/s/${slug}`).toBe(200);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await guest.goto(`/en/s/${slug}`);
  await expect(guest.getByText('4,200', { exact: false }).first()).toBeVisible();
  await screenshots(guest, 'ad-lifecycle', 'ad-page');
  await guest.setViewportSize({ width: 1280, height: 900 });
  await guest.getByRole('button', { name: 'Enlarge photo' }).first().click();
  const zoom = guest.getByRole('dialog');
  await expect(zoom).toBeVisible();
  await expect(zoom.getByText('100%')).toBeVisible();
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom.getByText('150%')).toBeVisible();
  await guest.mouse.move(640, 450);
  await guest.mouse.wheel(0, -100);
  await expect(zoom.getByText('160%')).toBeVisible();
  await guest.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await guest.getByRole('link', { name: 'Núria Propietària' }).first().click();
  await expect(guest).toHaveURL(/\/en\/u\//);
  await expect(guest.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  await page.goto(`/en/s/${slug}`);
  // Nobody keeps their own ad among their favourites.
  await expect(page.getByRole('heading', { name: 'Manage your ad' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to favourites', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('status').filter({ hasText: /hidden/i })).toBeVisible();
  // Once public, a hidden ad is no longer available rather than unknown (decision 0063).
  expect((await guest.goto(`/en/s/${slug}`))?.status()).toBe(410);

  await page.getByRole('button', { name: /Show again|Activate/ }).click();
  await expect(page.getByText('Your ad is visible again.')).toBeVisible();
  expect((await guest.goto(`/en/s/${slug}`))?.status()).toBe(200);

  await page.getByRole('button', { name: 'Mark as sold' }).click();
  await expect(page.getByText('Marked as sold.')).toBeVisible();
  expect((await guest.reload())?.status()).toBe(410);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('This ad is no longer available');
  await expect(page.getByText('Sold', { exact: true }).first()).toBeVisible();
  // The owner's list says so too, no longer "Published".
  await page.goto('/en/user/settings/classifieds-active');
  const soldRow = page.getByRole('article').filter({ hasText: title });
  await expect(soldRow.getByText('Sold', { exact: true })).toBeVisible();
  await expect(soldRow.getByText('Published', { exact: true })).toHaveCount(0);
  await page.goto(`/en/s/${slug}`);

  await page.getByText('Delete ad').click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/en\/user\/settings\/classifieds-active$/);
  expect((await guest.goto(`/en/s/${slug}`))?.status()).toBe(404);
});

test('another user can neither change an ad nor delete its photos', async ({ page, browser }) => {
  const email = uniqueEmail('victim');
  await signUp(page, { name: 'Owner Of It', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
  const { slug } = await postHorseAd(page, { title: `Not yours ${Date.now()}` });
  await page.goto(`/en/s/${slug}/edit?step=media`);
  const mediaId = await page.locator('input[name="media"]').first().getAttribute('value');

  const intruder = await newVisitor(browser);
  const other = uniqueEmail('intruder');
  await signUp(intruder, { name: 'Some Intruder', email: other });
  await expect(intruder.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await signIn(intruder, { email: other });
  await expect(intruder).toHaveURL(/\/en$/);
  expect((await intruder.goto(`/en/s/${slug}/edit`))?.status()).toBe(404);

  // The intruder's own draft, then a forged post that names the victim's photo.
  await intruder.goto('/en/s/add');
  await intruder.getByLabel('I am looking for').check();
  await intruder.getByRole('button', { name: 'Save and continue' }).click();
  await expect(intruder).toHaveURL(/[?&]ad=/);
  const csrf = (await intruder.locator('input[name="csrf"]').first().getAttribute('value')) ?? '';
  const forged = await intruder.request.post(`${new URL(intruder.url()).pathname}${new URL(intruder.url()).search}`, {
    multipart: { csrf, intent: 'remove-media', media: mediaId ?? '' },
    headers: { origin: new URL(intruder.url()).origin },
  });
  expect(forged.status()).toBe(404);
  const forgedHide = await intruder.request.post(`/en/s/${slug}`, {
    form: { csrf, intent: 'hide' },
    headers: { origin: new URL(intruder.url()).origin },
  });
  expect(forgedHide.status()).toBe(404);
  await page.goto(`/en/s/${slug}/edit?step=media`);
  await expect(page.getByRole('heading', { name: /Photos \(1 of 10\)/ })).toBeVisible();
});
