import { expect, type Page, test } from '@playwright/test';
import { shapesJpeg } from '../support/test-images.ts';
import { giveEachTestItsOwnClientAddress, newVisitor, signedUpUser } from './support/accounts.ts';
import { waitForHydration, waitForHydrationOf } from './support/hydration.ts';
import { signInAsModerator } from './support/moderator.ts';
import { postHorseAd } from './support/post-ad.ts';
import { screenshots } from './support/screenshots.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(240_000);

/** Moves the queue's focus with j until the card of `title` has it. */
async function focusCard(admin: Page, title: string) {
  const card = admin.getByRole('article', { name: title, exact: true });
  await expect(card).toBeVisible();
  // The queue's keys are React's: pressed while the page hydrates (after its first paint, decision
  // 0042), they are lost.
  await waitForHydration(admin);
  for (let step = 0; step < 40; step++) {
    if (await card.evaluate((element) => element === document.activeElement)) return card;
    await admin.keyboard.press('j');
  }
  throw new Error(`the card of ${title} never took the focus`);
}

test('moderators see a reused photo flagged, decide with the keyboard and in bulk, and handle a user’s report', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const photo = await shapesJpeg({ seed: Date.now() % 100_000 });
  // Two sellers upload the same picture.
  await signedUpUser(page, 'Alba Original', 'seller');
  const original = await postHorseAd(page, { title: `Grey mare original ${stamp}`, photo });
  const seller = await newVisitor(browser);
  await signedUpUser(seller, 'Bruno Copia', 'seller');
  const copied = await postHorseAd(seller, { title: `Grey mare copied ${stamp}`, photo });
  const second = await postHorseAd(seller, { title: `Bay gelding one ${stamp}` });
  const third = await postHorseAd(seller, { title: `Bay gelding two ${stamp}` });

  const admin = await newVisitor(browser);
  await signInAsModerator(admin);
  // The queue narrowed to this test's ads (other journeys leave theirs waiting too).
  await admin.goto('/en/admin/moderation');
  await admin.getByLabel('Find by title or seller').fill(stamp);
  await admin.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${stamp}`));
  // Photos are fingerprinted while they are prepared, just after the upload.
  const copiedCard = admin.getByRole('article', { name: copied.title, exact: true });
  await expect(async () => {
    await admin.reload();
    await expect(copiedCard.getByText('Photo already used in another user’s ad:')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(copiedCard.getByRole('link', { name: original.title })).toBeVisible();
  await expect(copiedCard).toContainText('by Alba Original (waiting for review)');
  await expect(
    admin
      .getByRole('article')
      .filter({ hasText: second.title })
      .getByText(/already used/),
  ).toHaveCount(0);
  await expect(admin.getByText('Keys:')).toBeVisible();
  await copiedCard.screenshot({ path: 'test-results/moderation/flagged-card.png' });
  await screenshots(admin, 'moderation', 'queue');
  await admin.setViewportSize({ width: 1280, height: 900 });

  // Keyboard: j moves to the copied ad, a approves it.
  await focusCard(admin, copied.title);
  await admin.keyboard.press('a');
  await expect(admin.getByText(`“${copied.title}” is approved and now public.`)).toBeVisible();

  // r opens the refusal form on the reason; keys typed in a field stay in the field.
  const originalCard = await focusCard(admin, original.title);
  await admin.keyboard.press('r');
  const reason = originalCard.getByLabel('Reason');
  await expect(reason).toBeFocused();
  await reason.selectOption({ label: 'Duplicate ad' });
  const note = originalCard.getByLabel('Note for the seller (optional)');
  await note.click();
  await admin.keyboard.type('a d j');
  await expect(note).toHaveValue('a d j');
  await expect(admin.getByRole('dialog')).toBeHidden();
  await originalCard.getByRole('button', { name: 'Refuse' }).click();
  await expect(admin.getByText(`“${original.title}” was refused. The seller has been told why.`)).toBeVisible();

  // d on a card asks before deleting: cancelling keeps the ad.
  const thirdCard = await focusCard(admin, third.title);
  await admin.keyboard.press('d');
  await thirdCard.getByLabel('Reason').selectOption({ label: 'Suspected scam' });
  await thirdCard.getByRole('button', { name: 'Delete ad' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Delete this ad?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Bulk: select the two bay geldings and approve them at once.
  await admin.getByLabel(`Select “${second.title}”`).check();
  await thirdCard.focus();
  await admin.keyboard.press('x');
  await expect(admin.getByLabel(`Select “${third.title}”`)).toBeChecked();
  await admin.getByText('Decide on the selected ads…').click();
  await admin.getByRole('button', { name: 'Approve selected' }).click();
  await expect(admin.getByText('2 ads approved and now public.')).toBeVisible();
  await expect(admin.getByRole('article', { name: second.title, exact: true })).toHaveCount(0);

  // Every decision is in the audit log.
  await admin.goto('/en/admin/audit?action=ad.approve');
  for (const title of [copied.title, second.title, third.title]) {
    await expect(admin.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();
  }

  // A signed-in reader reports the approved ad; it waits in the reports queue.
  await page.goto(`/en/s/${second.slug}`);
  // The report form is a lazy chunk's <details>: opened before React owns it, it closes again.
  await waitForHydrationOf(page, '#report details');
  await page.getByText('Report this ad').click();
  await page.getByLabel('What is wrong?').selectOption({ label: 'It looks like a scam' });
  await page.getByLabel('Tell us more (optional)').fill(`Asks for a deposit ${stamp}`);
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText('Thank you. Our team will review this ad.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Thank you. Our team will review this ad.')).toBeVisible();
  // The seller has no report button on their own ad.
  await seller.goto(`/en/s/${second.slug}`);
  await expect(seller.getByText('Report this ad')).toHaveCount(0);

  await admin.goto('/en/admin/audit');
  await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Reports' }).click();
  await expect(admin).toHaveURL(/\/en\/admin\/reports$/);
  const report = admin.getByRole('article').filter({ hasText: `Asks for a deposit ${stamp}` });
  await expect(report).toContainText(second.title);
  await expect(report).toContainText('It looks like a scam');
  await expect(report).toContainText('Alba Original');
  await screenshots(admin, 'moderation', 'reports');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await report.getByRole('button', { name: 'Resolve' }).click();
  await expect(admin.getByText('Report resolved.')).toBeVisible();
  await expect(report).toHaveCount(0);

  await admin.goto('/en/admin/audit?action=report.resolve');
  await expect(admin.getByRole('listitem').filter({ hasText: 'Report resolved' }).first()).toBeVisible();
});
