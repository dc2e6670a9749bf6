import { expect, type Locator, type Page, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, newVisitor, signIn } from './support/accounts.ts';
import { queryE2eDatabase } from './support/e2e-database.ts';
import { waitForHydration } from './support/hydration.ts';
import { waitForMail } from './support/inbox.ts';
import { signInAsModerator } from './support/moderator.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';
import { trustFixture } from './support/trust-fixtures.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(600_000);

const SHOTS = '/work/wt/_shots/trust';
const DESKTOP = { width: 1280, height: 900 };

/** The whole page and one part of it, at a phone's and a laptop's width. */
async function shoot(page: Page, name: string, part?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    if (part) await part.screenshot({ path: `${SHOTS}/${name}-part-${width}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

async function signedIn(page: Page, email: string) {
  await page.setViewportSize(DESKTOP);
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
}

test('seller reserves then sells to the buyer from the chat; both review; a third cannot; a moderator removes a reported review', async ({
  page: buyer,
  browser,
}) => {
  await waitForSearchFixtures(480_000);
  const {
    seller: sellerAccount,
    buyer: buyerAccount,
    third: thirdAccount,
    sold,
    listed,
  } = trustFixture(test.info().retry);

  // The buyer writes from the ad.
  await signedIn(buyer, buyerAccount.email);
  await buyer.goto(`/en/s/${sold.slug}`);
  await waitForHydration(buyer);
  await buyer.getByRole('button', { name: 'Contact the seller' }).click();
  const window = buyer.getByRole('region', { name: new RegExp(sellerAccount.name) });
  const box = window.getByLabel('Write a message');
  await expect(box).toBeFocused();
  await box.fill('Hello, is the mare still for sale?');
  await box.press('Enter');
  await expect(window.getByText('Hello, is the mare still for sale?')).toBeVisible();
  const [conversation] = await queryE2eDatabase<{ id: string }>(
    'select c.id from chat_conversations c join classifieds a on a.id = c.classified_id where a.slug = $1',
    [sold.slug],
  );
  if (!conversation) throw new Error('no conversation');

  // The seller answers in the conversation and marks the ad Reserved.
  const seller = await newVisitor(browser);
  await signedIn(seller, sellerAccount.email);
  await seller.goto(`/en/user/messages/${conversation.id}`);
  await waitForHydration(seller);
  const answer = seller.getByLabel('Write a message');
  await answer.fill('Yes, she is. Come and see her.');
  await answer.press('Enter');
  await expect(
    seller.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Come and see her.' }),
  ).toBeVisible();
  // Stored: the buyer's tab gets it (live, or from the server on its next read).
  await expect
    .poll(
      async () =>
        (
          await queryE2eDatabase<{ n: number }>(
            "select count(*)::int as n from chat_messages where conversation_id = $1 and sender_role = 'seller'",
            [conversation.id],
          )
        )[0]?.n,
    )
    .toBe(1);
  await seller.getByRole('button', { name: 'Mark as reserved' }).click();
  await expect(seller.getByText('You reserved this ad: it stays listed with a Reserved badge.')).toBeVisible();
  await expect(seller.getByRole('button', { name: 'No longer reserved' })).toBeVisible();
  await waitForMail({ to: buyerAccount.email, subject: /is reserved for you/ });

  // A guest still finds the ad, with the Reserved badge.
  const guest = await newVisitor(browser);
  await guest.goto(`/en/s/${sold.slug}`);
  await expect(guest.getByRole('heading', { level: 1, name: sold.title })).toBeVisible();
  await expect(guest.getByText('Reserved', { exact: true })).toBeVisible();

  // The seller can take the reservation back on the ad page too; the guest then sees it available.
  await seller.goto(`/en/s/${sold.slug}`);
  await seller.getByRole('button', { name: 'No longer reserved' }).click();
  await expect(seller.getByText('The reservation is removed: buyers see the ad as available.')).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1, name: sold.title })).toBeVisible();
  await expect(guest.getByText('Reserved', { exact: true })).toHaveCount(0);
  await guest.context().close();
  await seller.goto(`/en/user/messages/${conversation.id}`);
  await waitForHydration(seller);

  // Then sold to this buyer: both are invited to review, in the bell and by e-mail.
  await seller.getByRole('button', { name: 'Sold to this buyer' }).click();
  await expect(seller.getByText(`Sold to ${buyerAccount.name}.`)).toBeVisible();
  await waitForMail({ to: buyerAccount.email, subject: new RegExp(`Review ${sellerAccount.name}`) });
  await waitForMail({ to: sellerAccount.email, subject: new RegExp(`Review ${buyerAccount.name}`) });
  await buyer.goto('/en/user/notifications');
  await expect(
    buyer.getByText(`How did it go with ${sellerAccount.name}? Review them for “${sold.title}”.`).first(),
  ).toBeVisible();
  await seller.goto('/en/user/notifications');
  await expect(
    seller.getByText(`How did it go with ${buyerAccount.name}? Review them for “${sold.title}”.`).first(),
  ).toBeVisible();

  // Both review.
  const buyerText = `Honest seller, the mare is as described (${sold.title}).`;
  await review(buyer, sellerAccount.name, sold.title, '5 stars', buyerText);
  await review(seller, buyerAccount.name, sold.title, '4 stars', 'Paid on time.');

  // Each sees the other's review on their page, with the average.
  await buyer.goto(`/en/u/${sellerAccount.slug}`);
  const sellerReviews = buyer.getByRole('region', { name: 'Reviews' });
  await expect(sellerReviews.getByText('5 out of 5 · 1 review')).toBeVisible();
  await expect(sellerReviews.getByText(buyerText)).toBeVisible();
  await seller.goto(`/en/u/${buyerAccount.slug}`);
  const buyerReviews = seller.getByRole('region', { name: 'Reviews' });
  await expect(buyerReviews.getByText('4 out of 5 · 1 review')).toBeVisible();
  await expect(buyerReviews.getByText('Paid on time.')).toBeVisible();

  // The seller card of the seller's other ad shows the reviews and the trust facts.
  await buyer.goto(`/en/s/${listed.slug}`);
  const card = buyer.getByRole('region', { name: 'Posted by' });
  await expect(card.getByText('5 out of 5 · 1 review')).toBeVisible();
  await expect(card.getByText('1 ad sold')).toBeVisible();
  await expect(card.getByText('E-mail verified')).toBeVisible();
  await shoot(buyer, 'seller-card', card);
  await buyer.goto(`/en/u/${sellerAccount.slug}`);
  await shoot(buyer, 'u-reviews', buyer.getByRole('region', { name: 'Reviews' }));

  // A third user has nothing to review, and a forged review of the trade is refused.
  const third = await newVisitor(browser);
  await signedIn(third, thirdAccount.email);
  await third.goto('/en/user/reviews');
  await expect(third.getByText(/^Nothing to review right now/)).toBeVisible();
  const [trade] = await queryE2eDatabase<{ id: string }>('select id from trades where conversation_id = $1', [
    conversation.id,
  ]);
  await third.goto(`/en/u/${sellerAccount.slug}`);
  const csrf = (await third.locator('input[name="csrf"]').first().getAttribute('value')) ?? '';
  const forged = await third.request.post('/en/user/reviews', {
    form: { csrf, intent: 'review', tradeId: trade?.id ?? '', stars: '1', body: 'Never met them' },
    headers: { origin: new URL(third.url()).origin },
  });
  expect(forged.status()).toBe(403);

  // The third user reports the buyer's review; a moderator removes it and its author is told why.
  const thirdReviews = third.getByRole('region', { name: 'Reviews' });
  await thirdReviews.getByText('Report this review').click();
  await thirdReviews.getByLabel('What is wrong with it? (optional)').fill('It names the buyer’s horse dealer.');
  await thirdReviews.getByRole('button', { name: 'Send report' }).click();
  await expect(third.getByText('Thank you: the administration will look at this review.')).toBeVisible();

  const moderator = await newVisitor(browser);
  await moderator.setViewportSize(DESKTOP);
  await signInAsModerator(moderator);
  await moderator.goto('/en/admin/reports');
  const reported = moderator.getByRole('article').filter({ hasText: buyerText });
  await expect(reported.getByText('Reported review')).toBeVisible();
  await reported.getByLabel('Reason (sent to its author)').fill('Reviews are about the trade, not third parties.');
  await reported.getByRole('button', { name: 'Remove review' }).click();
  await expect(moderator.getByText('Review removed; its author was told why.')).toBeVisible();

  const removal = await waitForMail({ to: buyerAccount.email, subject: /Your review was removed/ });
  expect(removal.text).toContain('Reviews are about the trade, not third parties.');
  await buyer.goto('/en/user/notifications');
  await expect(
    buyer
      .getByText(
        `The administration removed your review of ${sellerAccount.name}. Reason: Reviews are about the trade, not third parties.`,
      )
      .first(),
  ).toBeVisible();
  await buyer.goto(`/en/u/${sellerAccount.slug}`);
  await expect(buyer.getByText(`${sellerAccount.name} has no reviews yet.`)).toBeVisible();
});

async function review(page: Page, name: string, title: string, stars: string, text: string) {
  await page.goto('/en/user/reviews');
  const form = page.getByRole('form', { name: `Review ${name} for “${title}”` });
  await form.getByLabel(stars, { exact: true }).check();
  await form.getByLabel('Your review (optional, up to 500 characters)').fill(text);
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText('Thank you: your review is published.')).toBeVisible();
}
