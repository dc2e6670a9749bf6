import { expect, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, signIn } from './support/accounts.ts';
import { CHAT_SELLERS, chatFixtures } from './support/chat-sellers.ts';
import { queryE2eDatabase } from './support/e2e-database.ts';
import { waitForHydration } from './support/hydration.ts';
import { screenshots } from './support/screenshots.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

/**
 * Issue 34: a signed-in user turns push on and off in settings. Headless Chromium here has no
 * push service to register with (it would be Google's, on the internet): `PushManager.subscribe`
 * rejects ("AbortError: Registration failed - permission denied"), which the first test shows. The flow is
 * then driven with the browser's PushManager standing in for that service, giving the keys a
 * browser would; everything of ours (the service worker, the page, the action, the table) is real.
 */
test.use({ serviceWorkers: 'allow' });
test.setTimeout(180_000);
giveEachTestItsOwnClientAddress();

/** The browser's part a push service would play: a subscription with real P-256 keys. */
function standInPushService() {
  type Held = { endpoint: string; key: ArrayBuffer; json: PushSubscriptionJSON } | null;
  const win = window as unknown as { __push: Held };
  win.__push = null;
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const asSubscription = (held: NonNullable<Held>) => ({
    endpoint: held.endpoint,
    options: { applicationServerKey: held.key, userVisibleOnly: true },
    toJSON: () => held.json,
    unsubscribe: async () => {
      win.__push = null;
      return true;
    },
  });
  PushManager.prototype.getSubscription = async () =>
    (win.__push ? asSubscription(win.__push) : null) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const p256dh = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const auth = crypto.getRandomValues(new Uint8Array(16));
    const endpoint = `https://push.example.test/send/${crypto.randomUUID()}`;
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer).slice().buffer;
    win.__push = { endpoint, key, json: { endpoint, keys: { p256dh: base64url(p256dh), auth: base64url(auth) } } };
    return asSubscription(win.__push) as unknown as PushSubscription;
  };
}

async function devicesOf(email: string) {
  return queryE2eDatabase<{ endpoint: string; device: string; p256dh: string }>(
    'select endpoint, device, p256dh from push_subscriptions where user_id = (select id from users where email = $1)',
    [email],
  );
}

test('headless Chromium here cannot subscribe for real: no push service to reach', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/en/p/spec/who_are_we');
  await waitForHydration(page);
  const outcome = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    const key = Uint8Array.from(
      atob(
        'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'
          .replace(/-/g, '+')
          .replace(/_/g, '/'),
      ),
      (c) => c.charCodeAt(0),
    );
    try {
      await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      return 'subscribed';
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  });
  test.info().annotations.push({ type: 'PushManager.subscribe', description: outcome });
  expect(outcome).not.toBe('subscribed');
});

test('a signed-in user turns push on and off in settings; the subscription is stored and removed', async ({
  page,
  context,
}) => {
  await waitForSearchFixtures();
  const email = chatFixtures().buyers.push.email;
  // A retry starts as the first try did: no device of a try before it.
  await queryE2eDatabase('delete from push_subscriptions where user_id = (select id from users where email = $1)', [
    email,
  ]);
  await context.grantPermissions(['notifications']);
  await page.addInitScript(standInPushService);
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/user/settings/push');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Push notifications' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Push notifications' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Notifications are off on this device.')).toBeVisible();
  await expect(page.getByText('No device receives notifications yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
  await expect(page.getByText('This device will receive notifications.')).toBeVisible();
  const devices = page.getByRole('region', { name: 'Devices that receive notifications' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByText(/^Chrome · (Linux|macOS|Windows)/)).toBeVisible();
  const stored = await devicesOf(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.endpoint).toMatch(/^https:\/\/push\.example\.test\/send\//);
  expect(stored[0]?.p256dh).toMatch(/^[\w-]{87}$/);
  // The service worker that would show the pushes is in charge of the page (once it has claimed it).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
  await screenshots(page, 'push-settings', 'on');

  await page.getByRole('button', { name: 'Turn off notifications' }).click();
  await expect(page.getByText('Notifications are off on this device.')).toBeVisible();
  await expect(page.getByText('This device will no longer receive notifications.')).toBeVisible();
  await expect.poll(() => devicesOf(email)).toEqual([]);
  await expect(page.getByText('No device receives notifications yet.')).toBeVisible();

  // On again, then removed from the list (a plain form: it works without the switch).
  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await devices.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The device was removed: it will no longer receive notifications.')).toBeVisible();
  await expect.poll(() => devicesOf(email)).toEqual([]);
  await expect(page.getByText('Notifications are off on this device.')).toBeVisible();
  await screenshots(page, 'push-settings', 'off');
});

test('the push settings speak the page’s language', async ({ page }) => {
  await waitForSearchFixtures();
  await signIn(page, { email: chatFixtures().buyers.push.email });
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/cat/user/settings/push');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificacions push' })).toBeVisible();
  await page.goto('/pt/user/settings/push');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações push' })).toBeVisible();
  await page.goto('/user/settings/push');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones push' })).toBeVisible();
});

/** The ad page's chat with the "offline" seller, opened by the signed-in invite buyer. */
async function openChat(page: import('@playwright/test').Page, width = 1280) {
  const { slugs } = chatFixtures();
  // Set before the chat opens: a phone's width shows it in another layout (a new composer).
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
  await page.goto(`/en/s/${slugs.offline}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Contact the seller' }).click();
  const window = page.getByRole('region', { name: new RegExp(CHAT_SELLERS.offline.name) });
  await expect(window.getByLabel('Write a message')).toBeVisible();
  return window;
}

async function say(window: import('@playwright/test').Locator, text: string) {
  await window.getByLabel('Write a message').fill(text);
  await window.getByLabel('Write a message').press('Enter');
  await expect(window.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
}

test('after their first chat message, a person is asked once about push and can turn it on there', async ({
  page,
  context,
}) => {
  await waitForSearchFixtures();
  const email = chatFixtures().buyers.invite.email;
  await page.addInitScript(standInPushService);
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
  const window = await openChat(page);
  // Nothing asked on the page's load: only once a message has gone.
  await expect(page.getByRole('complementary', { name: 'Push notifications' })).toHaveCount(0);
  const sent = `Hola, ¿sigue disponible? ${Date.now()}`;
  await say(window, sent);
  const invite = page.getByRole('complementary', { name: 'Push notifications' });
  await expect(invite.getByText('Want to know when they answer, even with Galope closed?')).toBeVisible();
  // The question takes its room from the list, not from the message just sent.
  await expect(window.getByRole('list', { name: 'Messages' }).getByText(sent)).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/push-settings/invite-1280-top.png' });
  // The person says yes: the browser's own prompt (granted here), then the subscription is kept.
  await context.grantPermissions(['notifications']);
  await invite.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(invite.getByText('This device will receive notifications.')).toBeVisible();
  await expect.poll(async () => (await devicesOf(email)).length).toBe(1);
});

test('"Not now" closes the question, and it is not asked again in that browser', async ({ page }) => {
  await waitForSearchFixtures();
  await page.addInitScript(standInPushService);
  await signIn(page, { email: chatFixtures().buyers.invite.email });
  await expect(page).toHaveURL(/\/en$/);
  let window = await openChat(page, 375);
  const sent = `¿Está herrada? ${Date.now()}`;
  await say(window, sent);
  const invite = page.getByRole('complementary', { name: 'Push notifications' });
  await expect(invite.getByText('Want to know when they answer, even with Galope closed?')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(sent)).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/push-settings/invite-375-top.png' });
  await invite.getByRole('button', { name: 'Not now' }).click();
  await expect(invite).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('galope.push-invite'))).not.toBeNull();

  await page.reload();
  window = await openChat(page, 375);
  await say(window, `¿Y vacunada? ${Date.now()}`);
  await expect(page.getByRole('complementary', { name: 'Push notifications' })).toHaveCount(0);
});
