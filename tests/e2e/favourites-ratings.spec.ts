import { expect, type Page, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, newVisitor, PASSWORD, randomIp, signIn, signUp } from './support/accounts.ts';
import { queryE2eDatabase } from './support/e2e-database.ts';
import { waitForHydration } from './support/hydration.ts';
import { uniqueEmail } from './support/inbox.ts';
import { signInAsModerator } from './support/moderator.ts';
import { postHorseAd } from './support/post-ad.ts';
import { screenshots } from './support/screenshots.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(240_000);

/** The owner’s notifications of one type, oldest first, read from the database. */
function notificationsOf(email: string, type: string) {
  return queryE2eDatabase<{ content: string; data: Record<string, unknown> }>(
    `select n.content, n.data from notifications n join users u on u.id = n.user_id
     where u.email = $1 and n.type = $2 order by n.created_at`,
    [email, type],
  );
}

declare global {
  interface Window {
    playedSounds: string[];
  }
}

/** Records every sound the page tries to play, whether or not the browser lets it. */
function recordSounds() {
  window.playedSounds = [];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function recordedPlay(this: HTMLMediaElement) {
    window.playedSounds.push(this.currentSrc || this.src);
    return play.call(this);
  };
}

async function rate(page: Page, stars: number) {
  await page.getByRole('radio', { name: `${stars} stars` }).check();
  await page.getByRole('button', { name: 'Save rating' }).click();
}

test('a signed-out buyer favourites an ad through sign-in, rates it and finds it saved; its owner cannot rate it', async ({
  page: seller,
  browser,
}) => {
  await seller.addInitScript(recordSounds);
  const sellerEmail = uniqueEmail('seller');
  await signUp(seller, { name: 'Anna Vendedora', email: sellerEmail });
  await expect(seller.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await signIn(seller, { email: sellerEmail });
  await expect(seller).toHaveURL(/\/en$/);
  const { title, slug } = await postHorseAd(seller, { title: `Gentle Menorquín mare ${Date.now()}` });

  const moderator = await newVisitor(browser);
  await signInAsModerator(moderator);
  await moderator.goto('/en/admin/moderation');
  await moderator.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByText(`“${title}” is approved and now public.`)).toBeVisible();
  await moderator.context().close();

  // The buyer has an account but is signed out in this browser.
  const buyerEmail = uniqueEmail('buyer');
  const registration = await newVisitor(browser);
  await signUp(registration, { name: 'Bruno Comprador', email: buyerEmail });
  await expect(registration.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await registration.context().close();

  // The seller stays on the site, with the live connection open, while the buyer acts.
  const socket = seller.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io'));
  await seller.goto('/en');
  await waitForHydration(seller);
  await socket;
  const soundsBefore = await seller.evaluate(() => window.playedSounds.length);
  const popUp = (text: string) => seller.getByRole('status').getByRole('article').filter({ hasText: text });

  const buyer = await newVisitor(browser);
  await buyer.goto(`/en/s/${slug}`);
  await waitForHydration(buyer);
  const heart = buyer.getByRole('button', { name: 'Save to favourites' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(buyer.getByRole('link', { name: 'Sign in to rate this ad' })).toBeVisible();
  await heart.click();
  await expect(buyer).toHaveURL(/\/en\/sign-in\?redirectTo=/);
  await expect(buyer.getByText('Sign in and the ad will be saved to your favourites.')).toBeVisible();
  await buyer.getByLabel('E-mail').fill(buyerEmail);
  await buyer.getByLabel('Password').fill(PASSWORD);
  await buyer.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(buyer).toHaveURL(new RegExp(`/en/s/${slug}$`));
  // The heart says it is saved, in words too.
  await expect(buyer.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  // The seller, without reloading, gets the pop-up and the chime.
  const favouriteText = `Bruno Comprador saved your ad “${title}” to their favourites.`;
  await expect(popUp(favouriteText)).toBeVisible();
  await expect
    .poll(() => seller.evaluate(() => window.playedSounds.slice(-1)[0] ?? ''))
    .toContain('/audio/notification2.mp3');
  expect(await seller.evaluate(() => window.playedSounds.length)).toBeGreaterThan(soundsBefore);

  // Stars: a radio group in a fieldset, 4 then changed to 5.
  await expect(buyer.getByText('No ratings yet')).toBeVisible();
  await rate(buyer, 4);
  await expect(buyer.getByRole('status').filter({ hasText: 'Thank you, your rating has been saved.' })).toBeVisible();
  await expect(buyer.getByText('4.0 out of 5')).toBeVisible();
  await expect(buyer.getByText('1 rating', { exact: true })).toBeVisible();
  await expect(popUp(`Bruno Comprador rated your ad “${title}” 4 stars.`)).toBeVisible();
  await rate(buyer, 5);
  await expect(buyer.getByText('5.0 out of 5')).toBeVisible();
  await expect(popUp(`Bruno Comprador rated your ad “${title}” 5 stars.`)).toBeVisible();
  // …and the entries in the header's menu, marked new, live too.
  await seller.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
  const menu = seller.getByRole('region', { name: 'Notifications' });
  await expect(menu.getByRole('link', { name: new RegExp(`saved your ad “${title}”.* New`) })).toBeVisible();
  await expect(menu.getByRole('link', { name: new RegExp(`rated your ad “${title}” 5 stars.* New`) })).toBeVisible();
  await expect(buyer.getByText('1 rating', { exact: true })).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '5 stars' })).toBeChecked();
  // The keyboard moves through the stars inside the group, once the form (a chunk of its own) is hydrated.
  await expect
    .poll(() =>
      buyer.evaluate(() =>
        Object.keys(document.getElementById('rating-5') ?? {}).some((key) => key.startsWith('__react')),
      ),
    )
    .toBe(true);
  await buyer.getByRole('radio', { name: '5 stars' }).focus();
  await buyer.keyboard.press('ArrowLeft');
  await expect(buyer.getByRole('radio', { name: '4 stars' })).toBeFocused();
  await expect(buyer.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await screenshots(buyer, 'favourites-ratings', 'ad-page');

  // The saved list in settings, in each language's address.
  await buyer.goto('/en/user/settings/classifieds-saved');
  await expect(buyer.getByRole('heading', { name: 'Saved ads', level: 1 })).toBeVisible();
  await expect(buyer.getByRole('link', { name: title })).toBeVisible();
  await expect(buyer.getByRole('button', { name: `Save “${title}” to favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await screenshots(buyer, 'favourites-ratings', 'saved-list');
  for (const prefix of ['', '/cat', '/pt']) {
    await buyer.goto(`${prefix}/user/settings/classifieds-saved`);
    await expect(buyer.getByRole('link', { name: title })).toBeVisible();
  }
  await buyer.goto('/en');
  await buyer.locator('summary').filter({ hasText: 'Bruno Comprador' }).click();
  await expect(buyer.getByRole('link', { name: 'Saved ads' })).toBeVisible();

  // Cards: the search page's grid shows this ad's heart filled and the others empty.
  await buyer.goto('/en/search');
  const card = buyer.getByRole('button', { name: `Save “${title}” to favourites` });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(buyer.locator('button[aria-pressed="false"]').first()).toBeVisible();
  await screenshots(buyer, 'favourites-ratings', 'search-cards');

  // The owner sees the average but no stars to give, and a forged rating is refused.
  await seller.goto(`/en/s/${slug}`);
  await expect(seller.getByText('5.0 out of 5')).toBeVisible();
  await expect(seller.getByRole('radio')).toHaveCount(0);
  await expect(seller.getByRole('button', { name: 'Save rating' })).toHaveCount(0);
  const csrf = await seller.locator('input[name="csrf"]').first().inputValue();
  const forged = await seller.request.post(`/en/s/${slug}/rating`, { form: { csrf, stars: '5' } });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain('You cannot rate your own ad.');
  const forgedScript = await seller.request.post(`/en/s/${slug}/rating.data`, { form: { csrf, stars: '1' } });
  expect(forgedScript.status()).toBe(403);
  await seller.reload();
  await expect(seller.getByText('5.0 out of 5')).toBeVisible();

  // The owner was told once about the favourite and about each star count, with who did it.
  const favourited = await notificationsOf(sellerEmail, 'favourite');
  expect(favourited).toHaveLength(1);
  expect(favourited[0]?.data).toMatchObject({
    user: { name: 'Bruno Comprador' },
    classified: { slug, title },
  });
  const rated = await notificationsOf(sellerEmail, 'rating');
  expect(rated.map((row) => row.data.stars)).toEqual([4, 5]);

  // Without JavaScript: the heart and the stars are plain forms that come back to the page.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
  const reader = await plain.newPage();
  await signIn(reader, { email: buyerEmail });
  await expect(reader).toHaveURL(/\/en$/);
  await reader.goto(`/en/s/${slug}`);
  await reader.getByRole('button', { name: 'Saved' }).click();
  await expect(reader).toHaveURL(new RegExp(`/en/s/${slug}$`));
  await expect(reader.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false');
  await reader.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(reader.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await rate(reader, 3);
  await expect(reader).toHaveURL(new RegExp(`/en/s/${slug}#rating$`));
  await expect(reader.getByText('3.0 out of 5')).toBeVisible();
  await plain.close();
  // Favourited again: the owner is still told only once.
  expect(await notificationsOf(sellerEmail, 'favourite')).toHaveLength(1);
});
