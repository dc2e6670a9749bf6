import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { icsLinesProblem, readIcs } from '../support/read-ics.ts';
import { giveEachTestItsOwnClientAddress, newVisitor, randomIp, signIn } from './support/accounts.ts';
import { waitForHydration } from './support/hydration.ts';
import { waitForMail } from './support/inbox.ts';
import { screenshots } from './support/screenshots.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';
import { visitFixture } from './support/visit-fixtures.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(240_000);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

/** The .ics part of a mail as sent (CRLF kept), from the raw message the SMTP server received. */
function attachedIcs(raw: string): string {
  const part = raw.split(/\r\n--/).find((each) => /content-type:\s*application\/ics/i.test(each));
  if (!part) throw new Error('no application/ics part');
  const body = part
    .split(/\r\n\r\n/)
    .slice(1)
    .join('\r\n\r\n');
  return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('utf8');
}

test('a buyer books a slot, the seller confirms, both see it and both e-mails carry a valid .ics', async ({
  page: seller,
  browser,
}) => {
  await waitForSearchFixtures();
  const { seller: sellerAccount, buyer: buyerAccount, lateBuyer, ad } = visitFixture(test.info().retry);
  const { title, slug } = ad;
  const sellerEmail = sellerAccount.email;
  const buyerEmail = buyerAccount.email;
  await signIn(seller, { email: sellerEmail });
  await expect(seller).toHaveURL(/\/en$/);

  // The seller opens the ad's visits from their tools on the ad page, and offers a time in the calendar.
  await seller.goto(`/en/s/${slug}`);
  // A click while the page hydrates (after its first paint: decision 0042) can be lost.
  await waitForHydration(seller);
  await seller.getByRole('link', { name: 'Visits' }).click();
  await expect(seller.getByRole('heading', { name: `Visits to “${title}”` })).toBeVisible();
  await waitForHydration(seller);
  const calendar = seller.getByRole('region', { name: 'Calendar of offered times' });
  await calendar.getByRole('button', { name: 'Next' }).click();
  // Wednesday of next week at 10:00: always in the future, whatever today is.
  const slotButton = calendar.getByRole('button', { name: /, 10:00$/ }).nth(2);
  const slotName = (await slotButton.getAttribute('aria-label')) ?? '';
  await slotButton.click();
  const dialog = seller.getByRole('dialog', { name: 'New event' });
  await expect(dialog.getByLabel('Start Time')).toHaveValue('10:00');
  await expect(dialog.getByLabel('End Time')).toHaveValue('11:00');
  const day = await dialog.getByLabel('Date').inputValue();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(seller.getByRole('status').filter({ hasText: 'The time is offered to buyers.' })).toBeVisible();
  const offered = seller.getByRole('region', { name: 'Offered times' }).getByRole('listitem');
  await expect(offered).toHaveCount(1);
  await expect(offered.first()).toContainText('Free');
  await expect(calendar.getByText('Free')).toBeVisible();
  // The form below the calendar refuses an end before the start, even after the calendar's success.
  const form = seller.getByRole('region', { name: 'Offer a time' });
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Start Time').fill('17:00');
  await form.getByLabel('End Time').fill('16:00');
  await form.getByRole('button', { name: 'Offer this time' }).click();
  await expect(seller.getByRole('status').filter({ hasText: 'The end must be after the start.' })).toBeVisible();
  await expect(offered).toHaveCount(1);
  await expectNoAxeViolations(seller);
  await screenshots(seller, 'visits', 'seller-visits-page');
  expect(slotName).toContain('10:00');

  // A guest is asked to sign in; the owner gets no booking box on their own ad.
  const guest = await newVisitor(browser);
  await guest.goto(`/en/s/${slug}`);
  await expect(guest.getByRole('link', { name: 'Sign in to book a visit' })).toBeVisible();
  await guest.context().close();
  await seller.goto(`/en/s/${slug}`);
  await expect(seller.getByRole('heading', { name: 'Book a visit' })).toHaveCount(0);

  // A second buyer without JavaScript sees the time too (the box is written into the page)…
  const late = await (
    await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': randomIp() } })
  ).newPage();
  await signIn(late, { email: lateBuyer.email });
  await expect(late).toHaveURL(/\/en$/);
  await late.goto(`/en/s/${slug}`);
  const lateBooking = late.getByRole('region', { name: 'Book a visit' });
  await lateBooking.getByRole('radio').first().check();

  // The buyer books it on the ad page.
  const buyer = await newVisitor(browser);
  await signIn(buyer, { email: buyerEmail });
  await expect(buyer).toHaveURL(/\/en$/);
  await buyer.goto(`/en/s/${slug}`);
  await waitForHydration(buyer);
  const booking = buyer.getByRole('region', { name: 'Book a visit' });
  await expect(booking).toBeVisible();
  // The box is below the details; the seller's column says it is there and leads to it (and the
  // keyboard's focus with it), at once, before the details' code has arrived.
  await buyer.getByRole('link', { name: 'Book a visit' }).click();
  await expect(booking.getByRole('heading', { name: 'Book a visit' })).toBeInViewport();
  await expect(booking).toBeFocused();
  await expectNoAxeViolations(buyer);
  await screenshots(buyer, 'visits', 'ad-page-booking');
  await booking.getByRole('radio').first().check();
  await booking.getByRole('button', { name: 'Request visit' }).click();
  await expect(booking.getByText(/^Visit requested for .*10:00.*11:00/)).toBeVisible();
  await expect(booking.getByText(/You have a visit for this ad: .*\(Requested\)/)).toBeVisible();

  // …and asks for it a moment too late: the database refused the second booking, the ad says why.
  await lateBooking.getByRole('button', { name: 'Request visit' }).click();
  await expect(late).toHaveURL(/visit_error=slot_taken/);
  await expect(lateBooking).toContainText('Someone has just booked this time. Please choose another.');
  await expect(lateBooking).toContainText('The seller offers no other free time at the moment.');
  await late.context().close();

  // The seller hears of it and confirms it from their visits list.
  const requestMail = await waitForMail({ to: sellerEmail, subject: /Visit request for/ });
  expect(requestMail.text).toContain('Bruno Comprador');
  await seller.goto(`/en/s/${slug}/visits`);
  const requested = seller.getByRole('region', { name: 'Offered times' }).getByRole('listitem');
  await expect(requested).toContainText('Bruno Comprador visits you');
  await expect(requested.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await screenshots(seller, 'visits', 'seller-visits-page-requested');
  await seller.goto('/en/user/visits');
  const sellerRow = seller.getByRole('article', { name: title, exact: true });
  await expect(sellerRow).toContainText('Requested');
  await expect(sellerRow).toContainText('Bruno Comprador visits you');
  await sellerRow.getByRole('button', { name: 'Confirm' }).click();
  await expect(seller.getByRole('status').filter({ hasText: 'The visit is confirmed.' })).toBeVisible();
  await expect(sellerRow).toContainText('Confirmed');
  await screenshots(seller, 'visits', 'seller-user-visits');

  // The buyer sees it confirmed, on the list and on the ad.
  await buyer.goto('/en/user/visits');
  const buyerRow = buyer.getByRole('article', { name: title, exact: true });
  await expect(buyerRow).toContainText('Confirmed');
  await expect(buyerRow).toContainText('You visit Clara Criadora');
  await expect(buyerRow.getByText('Cancel visit', { exact: true })).toBeVisible();
  await expectNoAxeViolations(buyer);
  await screenshots(buyer, 'visits', 'buyer-user-visits');
  const calendarLink = buyerRow.getByRole('link', { name: 'Add to my calendar (.ics)' });
  const calendarPath = (await calendarLink.getAttribute('href')) ?? '';
  const download = await buyer.request.get(calendarPath);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toMatch(/^text\/calendar/);
  const downloaded = await download.text();
  expect(icsLinesProblem(downloaded)).toBeNull();
  const strangers = await newVisitor(browser);
  const refused = await strangers.request.get(calendarPath, { maxRedirects: 0 });
  expect(refused.status()).not.toBe(200);
  await strangers.context().close();

  // Both e-mails carry a valid invitation for the same visit, at 10:00–11:00 on the clock of Girona.
  const expectedStart = madridToUtc(day, '10:00');
  const expectedEnd = madridToUtc(day, '11:00');
  const uids = new Set<string>();
  for (const to of [buyerEmail, sellerEmail]) {
    const mail = await waitForMail({ to, subject: /Visit confirmed/ });
    const calendarPart = mail.attachments.find((part) => part.mimeType === 'text/calendar');
    expect(calendarPart?.method).toBe('REQUEST');
    const file = mail.attachments.find((part) => part.filename === 'galope-visit.ics');
    const ics = readIcs(file?.content ?? '');
    expect(ics).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      start: expectedStart,
      end: expectedEnd,
      summary: `Visit: ${title}`,
      location: 'Girona',
      utcTimes: true,
      organizer: { name: 'Clara Criadora' },
      attendee: { name: 'Bruno Comprador' },
    });
    expect(icsLinesProblem(attachedIcs(mail.raw ?? ''))).toBeNull();
    uids.add(ics.uid);
  }
  // The file to download again is the same event.
  uids.add(readIcs(downloaded).uid);
  expect(uids.size).toBe(1);

  // The buyer cancels, in two deliberate presses; the seller's calendar gets the withdrawal.
  await buyerRow.getByText('Cancel visit', { exact: true }).click();
  await screenshots(buyer, 'visits', 'buyer-cancel-step');
  await buyerRow.getByRole('button', { name: 'Yes, cancel the visit' }).click();
  await expect(buyer.getByRole('status').filter({ hasText: 'The visit is cancelled.' })).toBeVisible();
  await expect(buyerRow).toContainText('Cancelled');
  await expect(buyerRow.getByText('Cancel visit', { exact: true })).toHaveCount(0);
  const cancelMail = await waitForMail({ to: sellerEmail, subject: /Visit cancelled/ });
  const withdrawal = readIcs(
    cancelMail.attachments.find((part) => part.filename === 'galope-visit.ics')?.content ?? '',
  );
  expect(withdrawal).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: [...uids][0] });

  // Once the horse is sold the seller offers no more times: the page says why, the list stays.
  await seller.goto(`/en/s/${slug}`);
  await waitForHydration(seller);
  await seller.getByRole('button', { name: 'Mark as sold' }).click();
  await expect(seller.getByText('Marked as sold.')).toBeVisible();
  await seller.goto(`/en/s/${slug}/visits`);
  await expect(seller.getByText('The ad is sold: buyers can no longer book visits.')).toBeVisible();
  await expect(seller.getByRole('region', { name: 'Offer a time' })).toHaveCount(0);
  await expect(seller.getByRole('region', { name: 'Calendar of offered times' })).toHaveCount(0);
  await expect(seller.getByRole('region', { name: 'Offered times' }).getByRole('listitem')).toHaveCount(1);
});

/** The UTC instant (ISO) at which Madrid's clock shows `day` `time`. */
function madridToUtc(day: string, time: string): string {
  for (const offset of [1, 2]) {
    const candidate = new Date(`${day}T${time}:00Z`);
    candidate.setUTCHours(candidate.getUTCHours() - offset);
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(candidate);
    if (shown === time) return candidate.toISOString();
  }
  throw new Error(`no instant for ${day} ${time} in Madrid`);
}
