import { expect, test } from '@playwright/test';
import { readSmsOutbox } from '../../server/infra/sms/sms-sender.ts';
import es from '../../server/locale/messages/es.json' with { type: 'json' };
import {
  giveEachTestItsOwnClientAddress,
  newVisitor,
  PASSWORD,
  randomIp,
  signedUpUser,
  signIn,
  signUp,
  solveCaptcha,
} from './support/accounts.ts';
import { queryE2eDatabase } from './support/e2e-database.ts';
import { waitForHydration } from './support/hydration.ts';
import { linkIn, mailsTo, uniqueEmail, waitForMail } from './support/inbox.ts';

giveEachTestItsOwnClientAddress();

/** The server's PUBLIC_URL (playwright.config.ts): the only origin a mail may link to. */
const PUBLIC_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

test('sign up, open the confirmation link in the same browser: signed in and confirmed; sign out', async ({ page }) => {
  const email = uniqueEmail('rider');
  await signUp(page, { name: 'Lucía Ferrer', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  const mail = await waitForMail({ to: email, subject: /Confirm your e-mail/ });
  expect(mail.text).toContain('Hello Lucía Ferrer,');
  await page.goto(linkIn(mail, '/en/user/email-verification'));
  // No e-mail and password to type again (issue 35): the link signed this browser in.
  await expect(page).toHaveURL(/\/en\/user\/email-verification$/);
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account' }).getByText('Lucía Ferrer').click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('the confirmation link opened in another browser confirms the address and signs nobody in', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('forwarded');
  await signUp(page, { name: 'Forwarded Mail', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const link = linkIn(await waitForMail({ to: email, subject: /Confirm your e-mail/ }), '/en/user/email-verification');

  // A forwarded mail: whoever has only the link gets a confirmed address, not the account.
  const other = await newVisitor(browser);
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
  await expect(other.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await other.goto('/en/user/settings');
  await expect(other).toHaveURL(/\/en$/);
  await expect(other.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await other.goto('/en/sign-in');
  await expect(other.getByLabel('E-mail')).toHaveValue('');
  await other.context().close();

  // The spent link, back in the browser that signed up, signs nothing in either.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await page.goto('/en/user/settings');
  await expect(page).toHaveURL(/\/en$/);
});

test('a signed-in user opening sign-in or sign-up lands home; a guest opening settings lands home', async ({
  page,
}) => {
  await page.goto('/en/user/settings');
  await expect(page).toHaveURL(/\/en$/);

  const email = uniqueEmail('guard');
  await signUp(page, { name: 'Guard Test', email });
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/sign-in');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password and an unknown e-mail get the same answer', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await signUp(page, { name: 'Wrong Password', email });
  await signIn(page, { email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid password or email');
  await signIn(page, { email: uniqueEmail('nobody') });
  await expect(page.getByRole('alert')).toHaveText('Invalid password or email');
});

test('signing up with a registered e-mail shows the same page, sends no link and tells the owner once an hour', async ({
  page,
}) => {
  // Three sign-ups, each with its proof-of-work captcha, on a loaded machine.
  test.setTimeout(180_000);
  const email = uniqueEmail('twice');
  await signUp(page, { name: 'First Owner', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const newAddressPage = await page.getByRole('main').textContent();
  const newAddressUrl = page.url();
  await waitForMail({ to: email, subject: /Confirm your e-mail/ });

  await signUp(page, { name: 'Second Try', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  expect(page.url()).toBe(newAddressUrl);
  expect(await page.getByRole('main').textContent()).toBe(newAddressPage);
  const notice = await waitForMail({ to: email, subject: /already have a Galope account/ });
  expect(notice.text).toContain('Hello First Owner,');
  expect(notice.text).toContain('Someone tried to create a Galope account with this e-mail address');
  expect(linkIn(notice, '/sign-in')).toBe('/en/sign-in');
  expect(linkIn(notice, '/user/forgot-password')).toBe('/en/user/forgot-password');
  for (const url of notice.text.match(/https?:\/\/\S+/g) ?? []) expect(new URL(url).origin).toBe(PUBLIC_ORIGIN);
  expect(mailsTo(email).filter((mail) => /Confirm your e-mail/.test(mail.subject))).toHaveLength(1);

  // A third try within the hour: the same page again, and no second notice to flood the inbox.
  await signUp(page, { name: 'Third Try', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  // The worker has handled both tries' jobs (queued before the page answered): a second notice
  // would be in the inbox by now.
  await expect.poll(() => signUpMailJobsFor(email), { timeout: 30_000 }).toEqual({ waiting: 0, done: 2 });
  expect(mailsTo(email).filter((mail) => /already have a Galope account/.test(mail.subject))).toHaveLength(1);
  expect(mailsTo(email).filter((mail) => /Confirm your e-mail/.test(mail.subject))).toHaveLength(1);
});

/** The sign-up mail jobs queued for an address that has an account: still to run, and done. */
async function signUpMailJobsFor(email: string): Promise<{ waiting: number; done: number }> {
  const [row] = await queryE2eDatabase<{ waiting: number; done: number }>(
    `select count(*) filter (where state < 'completed')::int as waiting,
            count(*) filter (where state = 'completed')::int as done
       from pgboss.job where name = 'sign-up-mail' and data->>'email' = $1`,
    [email],
  );
  return row ?? { waiting: -1, done: -1 };
}

test('the sign-up form shows the spec texts next to each field, in English and Spanish', async ({ page }) => {
  await page.goto('/en/sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name cannot be empty')).toBeVisible();
  await expect(page.getByText('E-mail cannot be empty')).toBeVisible();
  await expect(page.getByText('Password cannot be empty')).toBeVisible();

  await page.getByLabel('Name').fill('Al');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The name must be 3 letters or more')).toBeVisible();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expect(page.getByText('Password must be 6 or more characters long')).toBeVisible();
  await expect(page.getByText('Confirm password does not match')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Name').fill('x'.repeat(51));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The name must be 50 characters or less')).toBeVisible();

  await page.goto('/sign-up');
  await page.getByRole('button', { name: es['auth.sign_up.submit'] }).click();
  await expect(page.getByText(es['validation.name_required'])).toBeVisible();
  await expect(page.getByText(es['validation.email_required'])).toBeVisible();
});

test('the server refuses invalid sign-ups even without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
  const page = await context.newPage();
  await page.goto('/en/sign-up');
  await page.getByLabel('Name').fill('Jo');
  await page.getByLabel('E-mail').fill(uniqueEmail('nojs'));
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await page.getByLabel('Confirm password').fill('123456');
  await page.getByLabel('I accept the').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The name must be 3 letters or more')).toBeVisible();
  await expect(page.getByText('This password is too common. Please choose another one')).toBeVisible();
  await context.close();
});

test('a form posted without the CSRF token is refused', async ({ request }) => {
  const response = await request.post('/en/sign-in', { form: { email: 'a@example.test', password: 'whatever' } });
  expect(response.status()).toBe(403);
});

test('too many sign-in attempts answer 429 with the spec text', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  const page = await (await request.get('/en/sign-in')).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const email = uniqueEmail('brute');
  const statuses: number[] = [];
  let last = '';
  let retryAfter: string | undefined;
  for (let attempt = 0; attempt < 11; attempt++) {
    const response = await request.post('/en/sign-in', {
      form: { csrf, email, password: `guess-${attempt}` },
      headers: { origin: new URL(baseURL ?? '').origin },
    });
    statuses.push(response.status());
    retryAfter = response.headers()['retry-after'];
    last = await response.text();
  }
  // Counted per address: 3 wrong passwords, then 7 attempts without the captcha they now need.
  expect(statuses).toEqual([...Array(10).fill(200), 429]);
  expect(last).toContain('You have submitted too many requests at the same time, please wait a moment and try again.');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(last).toContain(`You can try again in ${retryAfter} second`);
  await request.dispose();
});

test('change the password, sign out, forget it, reset it from the e-mail and sign in again', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await signUp(page, { name: 'Pau Vidal', email });
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);

  await page.goto('/en/user/settings/change-password');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('Galopada-2027');
  await page.getByLabel('Confirm password').fill('Galopada-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Galopada-2027');
  await page.getByLabel('Confirm password').fill('Galopada-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Your other sessions have been closed.')).toBeVisible();

  await page.getByText('Pau Vidal').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signIn(page, { email, password: PASSWORD });
  await expect(page.getByRole('alert')).toHaveText('Invalid password or email');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(
    page.getByText('If there is an account with that e-mail, we have sent it a link.', { exact: false }),
  ).toBeVisible();
  const mail = await waitForMail({ to: email, subject: /Reset your Galope password/ });
  await page.goto(linkIn(mail, '/en/user/forgot-password'));
  await page.getByLabel('New password', { exact: true }).fill('Trote-Largo-9');
  await page.getByLabel('Confirm password').fill('Trote-Largo-9');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Trote-Largo-9');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Pau Vidal')).toBeVisible();

  await page.goto(linkIn(mail, '/en/user/forgot-password'));
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
});

test('changing the password ends the other sessions', async ({ browser }) => {
  const email = uniqueEmail('two-devices');
  const phone = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } })).newPage();
  const laptop = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } })).newPage();
  await signUp(phone, { name: 'Two Devices', email });
  await signIn(phone, { email });
  await expect(phone).toHaveURL(/\/en$/);
  await signIn(laptop, { email });
  await expect(laptop).toHaveURL(/\/en$/);
  await laptop.goto('/en/user/settings/change-password');
  await laptop.getByLabel('Current password').fill(PASSWORD);
  await laptop.getByLabel('New password', { exact: true }).fill('Nuevo-Paso-44');
  await laptop.getByLabel('Confirm password').fill('Nuevo-Paso-44');
  await laptop.getByRole('button', { name: 'Change password' }).click();
  await expect(laptop.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  await phone.goto('/en/user/settings');
  await expect(phone).toHaveURL(/\/en$/);
  await laptop.goto('/en/user/settings');
  await expect(laptop.getByText(email)).toBeVisible();
});

test("signing out on one device ends its chat key; the other device's chat connects again with the new one", async ({
  browser,
}) => {
  const phone = await newVisitor(browser);
  const laptop = await newVisitor(browser);
  const email = await signedUpUser(phone, 'Chat Key', 'chat-key');
  // Socket.IO's answer to a handshake it accepts (`40{"sid":…}`), over long-polling or a websocket.
  let laptopConnects = 0;
  const countConnects = (payload: string | Buffer) => {
    laptopConnects += String(payload)
      .split('\x1e')
      .filter((packet) => packet.startsWith('40{"sid"')).length;
  };
  laptop.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/socket.io/'))
      countConnects(await response.text().catch(() => ''));
  });
  laptop.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => countConnects(payload)));
  await signIn(laptop, { email });
  await expect(laptop).toHaveURL(/\/en$/);
  await expect.poll(() => laptopConnects).toBe(1);

  await phone.goto('/en/user/settings');
  await phone.getByRole('button', { name: 'Log out' }).first().click();
  await expect(phone.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The server closed the laptop's socket with the old key; the laptop asked for the new one.
  await expect.poll(() => laptopConnects).toBe(2);
  await laptop.goto('/en/user/settings');
  await expect(laptop.getByText(email)).toBeVisible();
});

test('on a desktop, a guest pressing "Post an ad" signs in in a modal and goes on to the add page', async ({
  page,
}) => {
  const email = uniqueEmail('poster');
  await signUp(page, { name: 'Ana Poster', email });
  await page.goto('/en');
  // The modal is React's: a click before hydration follows the link instead (decision 0042).
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Post an ad' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Sign in to post your ad' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  await modal.getByLabel('E-mail').fill(email);
  await modal.getByLabel('Password').fill('wrong-password');
  await modal.getByRole('button', { name: 'Sign in' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Invalid password or email');
  await modal.getByLabel('Password').fill(PASSWORD);
  await modal.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/s\/add$/);
});

test('on a phone, a guest pressing "Post an ad" goes to the guest add page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/en');
  await page.getByRole('link', { name: 'Post an ad' }).first().click();
  await expect(page).toHaveURL(/\/en\/s\/add-guest$/);
  await context.close();
});

test('verify a phone number with the code sent by SMS', async ({ page }) => {
  const email = uniqueEmail('phone');
  await signUp(page, { name: 'Carla Phone', email });
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/user/verify-phone-number');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('Phone number cannot be empty')).toBeVisible();

  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('invalid phone number')).toBeVisible();

  const number = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.getByLabel('Phone number').fill(number);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('We have sent you a 6-digit code by SMS.')).toBeVisible();
  const sms = (await readSmsOutbox('.data/e2e')).filter((each) => each.to === `+34${number}`).at(-1);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('invalid verification code')).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your phone is verified.')).toBeVisible();
  await expect(
    page.getByText(`+34 ${number.slice(0, 3)} ${number.slice(3, 5)} ${number.slice(5, 7)} ${number.slice(7, 9)}`),
  ).toBeVisible();
});

test('signing up without the captcha is refused with the spec text', async ({ page }) => {
  await page.goto('/en/sign-up');
  await page.getByLabel('Name').fill('Robot Maybe');
  await page.getByLabel('E-mail').fill(uniqueEmail('robot'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('I accept the').check();
  await expect(page.getByLabel("I'm not a robot")).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('You must ensure that you are not a bot!')).toBeVisible();
});

test('after three wrong passwords the sign-in form asks for the captcha, then lets the right one in', async ({
  page,
}) => {
  const email = uniqueEmail('clumsy');
  await signUp(page, { name: 'Clumsy Fingers', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  for (const guess of ['wrong-1', 'wrong-2']) {
    await signIn(page, { email, password: guess });
    await expect(page.getByRole('alert')).toHaveText('Invalid password or email');
    await expect(page.locator('altcha-widget')).toHaveCount(0);
  }
  await page.getByLabel('Password').fill('wrong-3');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('altcha-widget label', { hasText: "I'm not a robot" })).toBeVisible();

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('You must ensure that you are not a bot!');
  await page.getByLabel('Password').fill(PASSWORD);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('Clumsy Fingers')).toBeVisible();
});

test('session ids planted before sign-in are worth nothing after it (no session fixation)', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('fixation');
  await signUp(page, { name: 'Fixed Not', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const planted = (letter: string) => letter.repeat(43);
  await context.addCookies([
    { name: 'galope_session', value: planted('a'), domain: '127.0.0.1', path: '/' },
    // A narrower path comes first in the Cookie header: it must not hide the real session.
    { name: 'galope_session', value: planted('b'), domain: '127.0.0.1', path: '/en' },
  ]);
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
  const sessions = (await context.cookies()).filter((cookie) => cookie.name === 'galope_session');
  const own = sessions.find((cookie) => cookie.path === '/');
  expect(own?.value).toMatch(/^[\w-]{43}$/);
  expect(own?.value).not.toBe(planted('a'));
  expect(own?.httpOnly).toBe(true);
  expect(own?.sameSite).toBe('Lax');
  await page.goto('/en/user/settings');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
});
