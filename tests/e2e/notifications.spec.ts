import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { NOTICE_LEAVE_MS } from '../../app/components/notifications/notice-timing.ts';
import { giveEachTestItsOwnClientAddress, newVisitor, signIn, signUp } from './support/accounts.ts';
import { GALLERY_OWNER, galleryFixture } from './support/gallery-fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { uniqueEmail } from './support/inbox.ts';
import { signInAsModerator } from './support/moderator.ts';
import { postHorseAd } from './support/post-ad.ts';
import { screenshots } from './support/screenshots.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(180_000);

declare global {
  interface Window {
    playedSounds: string[];
    noticePhases: { phase: string | null; at: number }[];
    noticeTimes: { event: 'shown' | 'left'; text: string; at: number }[];
  }
}

test('an owner already on the site hears, sees and opens the notice of their approved ad, live', async ({
  page,
  browser,
}) => {
  // Every sound the page tries to play, whether or not the browser lets it.
  await page.addInitScript(() => {
    window.playedSounds = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function recordedPlay(this: HTMLMediaElement) {
      window.playedSounds.push(this.currentSrc || this.src);
      return play.call(this);
    };
    // Each pop-up phase as it happens, timed by the page's own clock: a loaded machine may run
    // the test's checks late, but never the page's timers early.
    window.noticePhases = [];
    new MutationObserver((records) => {
      const at = performance.now();
      for (const record of records) {
        const changed = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
        for (const node of changed) {
          if (node instanceof Element && node.hasAttribute('data-phase')) {
            window.noticePhases.push({ phase: node.getAttribute('data-phase'), at });
          }
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
  });
  const email = uniqueEmail('notified');
  await signUp(page, { name: 'Aina Notificada', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
  const { title, slug } = await postHorseAd(page, { title: `Bay hacking mare ${Date.now()}` });

  // Nothing yet while the ad waits for approval; guests are sent home from the page.
  await page.goto('/en/user/notifications');
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as seen' })).toHaveCount(0);
  const guest = await newVisitor(browser);
  await guest.goto('/en/user/notifications');
  await expect(guest).toHaveURL(/\/en$/);

  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io'));
  await page.goto('/en');
  await waitForHydration(page);
  await socket;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const moderator = await newVisitor(browser);
  await signInAsModerator(moderator);
  await moderator.goto('/en/admin/moderation');
  await moderator.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByText(`“${title}” is approved and now public.`)).toBeVisible();

  // No reload: the pop-up, the badge and the chime arrive over the websocket.
  const text = `Your ad “${title}” has been published.`;
  const notice = page.getByRole('status').getByRole('article').filter({ hasText: text });
  await expect(notice).toBeVisible();
  // Held by the focus on its link, it waits for the checks below instead of leaving after 8 s.
  await notice.getByRole('link', { name: text }).focus();
  await expect(bell).toHaveAccessibleName('Notifications, 1 new');
  await expect
    .poll(() => page.evaluate(() => window.playedSounds))
    .toEqual([expect.stringContaining('/audio/notification2.mp3')]);
  await screenshots(page, 'notifications', 'popup');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Spec §9: frozen at 5 s, its progress bar gone 100 ms later; held, it stays until closed.
  await expect(notice).toHaveAttribute('data-phase', 'settled', { timeout: 8_000 });
  const phases = await page.evaluate(() => window.noticePhases);
  // A busy page may run both timers in one go and skip showing 'frozen'; never earlier than due.
  expect(phases.at(0)?.phase).toBe('arriving');
  expect(phases.at(-1)?.phase).toBe('settled');
  const arrived = phases.at(0)?.at ?? 0;
  expect((phases.at(1)?.at ?? 0) - arrived).toBeGreaterThanOrEqual(4_990);
  expect((phases.at(-1)?.at ?? 0) - arrived).toBeGreaterThanOrEqual(5_090);
  await expect(notice.locator('[aria-hidden="true"]:not(svg)')).toHaveCount(0);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
  // The focus goes to the bell, which keeps the notice.
  await expect(bell).toBeFocused();

  await bell.click();
  const menu = page.getByRole('region', { name: 'Notifications' });
  const entry = menu.getByRole('link', { name: new RegExp(`New.*${title}|${title}.*New`) });
  await expect(entry).toBeVisible();
  await screenshots(page, 'notifications', 'dropdown');
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await accessibilityViolations(page)).toEqual([]);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/en/s/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(bell).toHaveAccessibleName('Notifications');

  // Seen for good: the count after a reload, and the list in Portuguese without "Nova".
  await page.goto('/pt/user/notifications');
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  const listed = page.getByRole('main').getByRole('link', { name: `O teu anúncio «${title}» foi publicado.` });
  await expect(listed).toBeVisible();
  await expect(listed).not.toContainText('Nova');
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  await screenshots(page, 'notifications', 'page');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Before JavaScript the bell is a plain link to the notifications page.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto('/cat');
  await expect(plain.getByRole('link', { name: 'Notificacions' })).toHaveAttribute('href', '/cat/user/notifications');
  await noScript.close();
});

test('a pop-up notice leaves by itself, waits while held by the pointer or the focus, one at a time, and the bell keeps it', async ({
  page,
  browser,
}) => {
  await waitForSearchFixtures();
  const { slug, admirers } = galleryFixture();
  const set = admirers[test.info().retry + test.info().repeatEachIndex];
  if (!set) throw new Error('no admirers left for this attempt');
  // When each pop-up shows and leaves, by the page's own clock.
  await page.addInitScript(() => {
    window.noticeTimes = [];
    new MutationObserver((records) => {
      const at = performance.now();
      for (const record of records) {
        for (const [event, nodes] of [
          ['shown', record.addedNodes],
          ['left', record.removedNodes],
        ] as const) {
          for (const node of nodes) {
            if (node instanceof Element && node.matches('article[data-phase]')) {
              window.noticeTimes.push({ event, text: node.textContent ?? '', at });
            }
          }
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, { email: GALLERY_OWNER.email });
  await expect(page).toHaveURL(/\/en$/);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io'));
  await page.goto('/en/p/spec/who_are_we');
  await waitForHydration(page);
  await socket;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const notices = page.getByRole('status').getByRole('article');
  const noticeOf = (name: string) => notices.filter({ hasText: name });
  const times = (name: string) =>
    page.evaluate((who) => window.noticeTimes.filter((each) => each.text.includes(who)), name);
  const saveAd = async (admirer: { email: string }) => {
    const visitor = await newVisitor(browser);
    await signIn(visitor, { email: admirer.email });
    await expect(visitor).toHaveURL(/\/en$/);
    await visitor.goto(`/en/s/${slug}`);
    await waitForHydration(visitor);
    const saved = visitor.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.includes('/favourite'),
    );
    await visitor.getByRole('button', { name: 'Save to favourites' }).click();
    expect((await saved).ok()).toBe(true);
    await visitor.context().close();
  };
  const [ada, bea, cloe] = set;

  // Ada's pop-up, held by the pointer; Bea's arrives meanwhile and waits: one pop-up at a time.
  const unseen = async () => Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  await saveAd(ada);
  await expect(noticeOf(ada.name)).toContainText(`${ada.name} saved your ad`);
  await noticeOf(ada.name).hover();
  const withAda = await unseen();
  await saveAd(bea);
  await expect.poll(unseen).toBe(withAda + 1);
  await shownFor(page, ada.name, NOTICE_LEAVE_MS + 1000);
  await expect(notices).toHaveCount(1);
  await expect(noticeOf(ada.name)).toBeVisible();

  // Let go: Bea's takes its place at once, then leaves by itself NOTICE_LEAVE_MS later.
  await page.mouse.move(10, 600);
  await expect(noticeOf(bea.name)).toBeVisible();
  await expect(noticeOf(ada.name)).toHaveCount(0);
  await expect(noticeOf(bea.name)).toHaveCount(0, { timeout: NOTICE_LEAVE_MS + 5000 });
  const [adaShown, adaLeft] = await times(ada.name);
  expect((adaLeft?.at ?? 0) - (adaShown?.at ?? 0)).toBeGreaterThan(NOTICE_LEAVE_MS + 1000);
  const [beaShown, beaLeft] = await times(bea.name);
  expect(beaShown?.at).toBeGreaterThanOrEqual(adaLeft?.at ?? Number.POSITIVE_INFINITY);
  expect((beaLeft?.at ?? 0) - (beaShown?.at ?? 0)).toBeGreaterThanOrEqual(NOTICE_LEAVE_MS - 10);

  // The bell keeps both.
  await bell.click();
  const menu = page.getByRole('region', { name: 'Notifications' });
  await expect(menu.getByRole('link', { name: new RegExp(`${ada.name} saved your ad`) })).toBeVisible();
  await expect(menu.getByRole('link', { name: new RegExp(`${bea.name} saved your ad`) })).toBeVisible();
  await bell.click();

  // Cloe's, held by the focus (as a keyboard reaches it), stays; once the focus leaves, it goes.
  await saveAd(cloe);
  const held = noticeOf(cloe.name);
  await held.getByRole('link').focus();
  await screenshots(page, 'notifications', 'popup-held');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shownFor(page, cloe.name, NOTICE_LEAVE_MS + 1000);
  await expect(held).toBeVisible();
  await held.getByRole('link').blur();
  await expect(held).toHaveCount(0, { timeout: NOTICE_LEAVE_MS + 5000 });
});

/** Waits until the pop-up naming `who` has been on screen `ms`, by the page's clock. */
async function shownFor(page: Page, who: string, ms: number): Promise<void> {
  await page.waitForFunction(
    ([name, wanted]) => {
      const shown = window.noticeTimes.find((each) => each.event === 'shown' && each.text.includes(name));
      return shown !== undefined && performance.now() - shown.at > wanted;
    },
    [who, ms] as const,
  );
}

async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
