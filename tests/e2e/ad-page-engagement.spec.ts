import { type Browser, expect, type Page, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, newVisitor, signedUpUser } from './support/accounts.ts';
import { queryE2eDatabase } from './support/e2e-database.ts';
import { waitForHydration, waitForHydrationOf } from './support/hydration.ts';
import { signInAsModerator } from './support/moderator.ts';
import { postHorseAd } from './support/post-ad.ts';
import { screenshots } from './support/screenshots.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(240_000);

declare global {
  interface Window {
    sameDocument?: boolean;
  }
}

/** A seller (signed in on `page`) posts a horse ad at €4,200 and a moderator approves it. */
async function approvedAd(page: Page, browser: Browser, title: string): Promise<{ title: string; slug: string }> {
  await signedUpUser(page, 'Lola Vendedora', 'seller');
  const ad = await postHorseAd(page, { title });
  const moderator = await newVisitor(browser);
  await signInAsModerator(moderator);
  await moderator.goto('/en/admin/moderation');
  await moderator.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByText(`“${title}” is approved and now public.`)).toBeVisible();
  await moderator.context().close();
  return ad;
}

/**
 * Holds back the ad page's own data requests (what React Router reloads after a post) until the
 * returned function is called: whatever the page shows meanwhile came from the posts' answers.
 */
async function holdPageData(page: Page, slug: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isPageData = (url: URL) => url.pathname === `/en/s/${slug}.data`;
  await page.route(isPageData, async (route) => {
    await released;
    // A reload the router gave up on (a newer post started another) is gone already.
    await route.continue().catch(() => {});
  });
  return async () => {
    release();
    await page.unroute(isPageData);
  };
}

/** From the edit form's details step, saves it and the place as they stand, and stops at the last step. */
async function saveDetailsAndGoOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/[?&]step=location/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: /Photos \(1 of 10\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/[?&]step=preview/);
}

/** The intents the page posted to the ad's favourite address and the server answered, in order. */
function recordFavouritePosts(page: Page): string[] {
  const intents: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && /\/favourite(\.data)?$/.test(new URL(request.url()).pathname)) {
      intents.push(new URLSearchParams(request.postData() ?? '').get('intent') ?? '?');
    }
  });
  return intents;
}

test('on the ad page the heart and the stars show what was saved at once, without a reload', async ({
  page: seller,
  browser,
}) => {
  const { slug } = await approvedAd(seller, browser, `Willing Haflinger gelding ${Date.now()}`);

  const buyer = await newVisitor(browser);
  const buyerEmail = await signedUpUser(buyer, 'Pau Comprador', 'buyer');
  const posts = recordFavouritePosts(buyer);
  await buyer.goto(`/en/s/${slug}`);
  await waitForHydration(buyer);
  await buyer.evaluate(() => {
    window.sameDocument = true;
  });
  await waitForHydrationOf(buyer, '#rating-4');
  const releasePageData = await holdPageData(buyer, slug);

  // One click saves, and the heart says so; the next click takes it off again (not a second save).
  await buyer.getByRole('button', { name: 'Save to favourites' }).click();
  const saved = buyer.getByRole('button', { name: 'Saved' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => posts).toEqual(['add']);
  await saved.click();
  await expect(buyer.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => posts).toEqual(['add', 'remove']);
  await buyer.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => posts).toEqual(['add', 'remove', 'add']);
  // The last press was sent; the server keeps one favourite once it has answered it.
  await expect
    .poll(async () => {
      const rows = await queryE2eDatabase<{ n: string }>(
        `select count(*) as n from favourites f join users u on u.id = f.user_id
          join classifieds c on c.id = f.classified_id where u.email = $1 and c.slug = $2`,
        [buyerEmail, slug],
      );
      return rows[0]?.n;
    })
    .toBe('1');

  // The stars: the summary takes the new rating from the answer.
  await expect(buyer.getByText('No ratings yet')).toBeVisible();
  await buyer.getByRole('radio', { name: '4 stars' }).check();
  await buyer.getByRole('button', { name: 'Save rating' }).click();
  await expect(buyer.getByText('4.0 out of 5')).toBeVisible();
  await expect(buyer.getByText('1 rating', { exact: true })).toBeVisible();
  await expect(buyer.getByText('No ratings yet')).toHaveCount(0);
  await expect(buyer.getByRole('group', { name: 'Your rating' })).toBeVisible();
  await buyer.getByRole('radio', { name: '2 stars' }).check();
  await buyer.getByRole('button', { name: 'Save rating' }).click();
  await expect(buyer.getByText('2.0 out of 5')).toBeVisible();
  await expect(buyer.getByText('1 rating', { exact: true })).toBeVisible();

  // All of it in the page first loaded, from the answers alone; then the page's own data agrees.
  expect(await buyer.evaluate(() => window.sameDocument)).toBe(true);
  await releasePageData();
  await expect(buyer.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(buyer.getByText('2.0 out of 5')).toBeVisible();
  await screenshots(buyer, 'ad-page-engagement', 'saved-and-rated');

  // And the server agrees once the page is loaded again.
  await buyer.reload();
  await expect(buyer.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(buyer.getByText('2.0 out of 5')).toBeVisible();
});

test('a seller who changes only the price keeps the ad public and found; a buyer who saved it hears of the drop', async ({
  page: seller,
  browser,
}) => {
  const { title, slug } = await approvedAd(seller, browser, `Honest Asturcón mare ${Date.now()}`);
  const buyer = await newVisitor(browser);
  const buyerEmail = await signedUpUser(buyer, 'Iria Compradora', 'buyer');
  await buyer.goto(`/en/s/${slug}`);
  await waitForHydration(buyer);
  await buyer.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(buyer.getByRole('button', { name: 'Saved' })).toBeVisible();

  // Every step of the edit form, only the price changed, then the last step's button.
  await seller.goto(`/en/s/${slug}/edit?step=details`);
  await seller.getByLabel('Price', { exact: true }).fill('3900');
  await saveDetailsAndGoOn(seller);
  await expect(seller.getByText('Your ad stays public')).toBeVisible();
  await seller.getByRole('button', { name: 'Save changes' }).click();
  await expect(seller).toHaveURL(/\/en\/ad-successfully\?ad=/);
  await expect(seller.getByRole('heading', { name: 'Your changes are saved' })).toBeVisible();

  const guest = await newVisitor(browser);
  const response = await guest.goto(`/en/s/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(guest.getByText('€3,900').first()).toBeVisible();
  await guest.goto(`/en/search?form=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();

  const alerts = await queryE2eDatabase<{ type: string }>(
    `select n.type from notifications n join users u on u.id = n.user_id where u.email = $1 and n.type = $2`,
    [buyerEmail, 'favourite_price_dropped'],
  );
  expect(alerts).toHaveLength(1);
});

test('a text edit keeps the approved version public until a moderator approves the new one', async ({
  page: seller,
  browser,
}) => {
  const { title, slug } = await approvedAd(seller, browser, `Calm Hispano-Árabe gelding ${Date.now()}`);
  const changed = `${title} with papers`;
  await seller.goto(`/en/s/${slug}/edit?step=details`);
  await seller.getByLabel('Title').fill(changed);
  await saveDetailsAndGoOn(seller);
  // Still public: the last button saves, it does not publish again.
  await expect(seller.getByText('Your ad stays public')).toBeVisible();
  await seller.getByRole('button', { name: 'Save changes' }).click();
  await expect(seller).toHaveURL(/\/en\/ad-successfully\?ad=/);
  await expect(seller.getByText('Your ad is still public as it was approved.')).toBeVisible();

  // Buyers keep the approved ad, in its page and in the search.
  const guest = await newVisitor(browser);
  expect((await guest.goto(`/en/s/${slug}`))?.status()).toBe(200);
  await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(guest.getByText(changed)).toHaveCount(0);
  await guest.goto(`/en/search?form=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();

  // The owner sees what waits, in their list and in the form.
  await seller.goto('/en/user/settings/classifieds-active');
  const row = seller.getByRole('article').filter({ hasText: title });
  await expect(row.getByText('Changes awaiting review')).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await screenshots(seller, 'revision', 'my-ads-changes-waiting');
  await seller.goto(`/en/s/${slug}/edit?step=details`);
  await expect(seller.getByText('A moderator will look at your changes.')).toBeVisible();
  await expect(seller.getByLabel('Title')).toHaveValue(changed);
  await screenshots(seller, 'revision', 'edit-form-changes-waiting');

  // The moderator reads the change in the queue and approves it: the new title goes public.
  const moderator = await newVisitor(browser);
  await signInAsModerator(moderator);
  await moderator.goto('/en/admin/moderation');
  const card = moderator.getByRole('article').filter({ hasText: changed });
  await expect(card.getByTestId('revision-note')).toContainText(`buyers see “${title}” until you decide`);
  await expect(card.getByTestId('revision-note')).toContainText('Changed: Title.');
  await screenshots(moderator, 'revision', 'moderation-queue-revision');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByText(`“${changed}” is approved and now public.`)).toBeVisible();

  expect((await guest.goto(`/en/s/${slug}`))?.status()).toBe(200);
  await expect(guest.getByRole('heading', { name: changed, level: 1 })).toBeVisible();
  await guest.goto(`/en/search?form=${encodeURIComponent(JSON.stringify({ q: changed }))}`);
  await expect(guest.getByRole('link', { name: changed }).first()).toBeVisible();
});
