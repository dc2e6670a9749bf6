import { expect, type Locator, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, newVisitor, PASSWORD, signIn } from './support/accounts.ts';
import { forgetBuyerConversations } from './support/chat-history.ts';
import { CHAT_SELLERS, chatFixtures } from './support/chat-sellers.ts';
import { routeChatSocket } from './support/chat-socket-cut.ts';
import { queryE2eDatabase } from './support/e2e-database.ts';
import { waitForHydration } from './support/hydration.ts';
import { screenshots } from './support/screenshots.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(180_000);

const DESKTOP = { width: 1280, height: 900 };

function messageIn(conversation: Locator, text: string): Locator {
  return conversation.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
}

test('a buyer writes from the ad, the seller reads it live, and both see the conversation in their messages', async ({
  page: buyer,
  browser,
}) => {
  await waitForSearchFixtures();
  const seller = CHAT_SELLERS.live;
  const { slugs, buyers } = chatFixtures();
  const slug = slugs.live;
  const { name: buyerName, email } = buyers.live;

  // A guest presses "Contact the seller", signs in, and comes back to the ad with the chat open.
  await buyer.setViewportSize(DESKTOP);
  await buyer.goto(`/en/s/${slug}`);
  await buyer.getByRole('link', { name: 'Contact the seller' }).click();
  await expect(buyer).toHaveURL(/\/en\/sign-in\?redirectTo=/);
  await buyer.getByLabel('E-mail').fill(email);
  await buyer.getByLabel('Password').fill(PASSWORD);
  await buyer.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(buyer).toHaveURL(new RegExp(`/en/s/${slug}$`));
  const window = buyer.getByRole('region', { name: new RegExp(seller.name) });
  await expect(window).toBeVisible();
  await expect(window.getByRole('link', { name: seller.ad })).toHaveAttribute('href', `/en/s/${slug}`);
  await expect(window.getByLabel('Write a message')).toBeFocused();

  const sellerPage = await newVisitor(browser);
  await sellerPage.setViewportSize(DESKTOP);
  await signIn(sellerPage, { email: seller.email });
  await expect(sellerPage).toHaveURL(/\/en$/);

  // Enter sends (Shift+Enter would add a line); spaces alone are ignored.
  const box = window.getByLabel('Write a message');
  await box.fill('   ');
  await box.press('Enter');
  await expect(window.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(0);
  const question = 'Hola, ¿sigue disponible la yegua?';
  await box.fill(`  ${question}  `);
  await box.press('Enter');
  const sent = messageIn(window, question);
  await expect(sent).toBeVisible();

  // The seller's chat bar counts it live; the buyer's message is marked delivered, not read.
  // (The seller's total may count conversations of earlier runs left unread; this one counts 1.)
  const toggle = sellerPage.getByRole('button', { name: /^Show conversations, \d+ unread messages?$/ });
  await expect(toggle).toBeVisible();
  await expect(sent.getByText('Delivered')).toBeVisible();
  await expect(sent.getByText('Read', { exact: true })).toHaveCount(0);
  await toggle.click();
  const entry = sellerPage.getByRole('button', {
    name: new RegExp(`^${buyerName}, about ${seller.ad}, 1 unread message`),
  });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('1', { exact: true })).toBeVisible();
  await screenshots(sellerPage, 'chat', 'chat-bar');

  // The seller opens it: the buyer sees 'read' instead of 'delivery'.
  await entry.click();
  const sellerWindow = sellerPage.getByRole('region', { name: new RegExp(buyerName) });
  await expect(messageIn(sellerWindow, question)).toBeVisible();
  await expect(sent.getByText('Read', { exact: true })).toBeVisible();
  await expect(sent.getByText('Delivered')).toHaveCount(0);
  // Read: the conversation's counter is gone from the bar.
  await expect(sellerPage.getByRole('button', { name: `${buyerName}, about ${seller.ad}`, exact: true })).toBeVisible();

  // Typing shows on the other side and clears within 2 seconds of the last keystroke.
  const answer = sellerWindow.getByLabel('Write a message');
  await answer.pressSequentially('Sí, sigue', { delay: 40 });
  const typing = window.getByText(`${seller.name} is typing…`);
  await expect(typing).toBeVisible();
  await expect(typing).toBeHidden({ timeout: 3_000 });
  await answer.press('Shift+Enter');
  await answer.pressSequentially('disponible.');
  await answer.press('Enter');
  await expect(messageIn(window, 'disponible.')).toBeVisible();
  await expect(window.getByRole('note')).toHaveCount(0);

  // A message that looks like a scam warns the buyer (the server flags it; nothing is blocked).
  await answer.fill('Para reservarla hay que pagar una señal por adelantado.');
  await answer.press('Enter');
  await expect(messageIn(window, 'pagar una señal')).toBeVisible();
  await expect(window.getByRole('note')).toContainText('Be careful.');
  await expect(sellerWindow.getByRole('note')).toHaveCount(0);
  await screenshots(buyer, 'chat', 'floating-window');

  // The emoji picker: 12 categories, an emoji goes into the text box.
  await buyer.setViewportSize(DESKTOP);
  await window.getByRole('button', { name: 'Add an emoji' }).click();
  const tabs = window.getByRole('tablist', { name: 'Emoji categories' }).getByRole('tab');
  await expect(tabs).toHaveCount(12);
  await window.getByRole('tab', { name: 'Horses and riding' }).click();
  await window.getByRole('button', { name: 'horse face' }).click();
  await expect(window.getByLabel('Write a message')).toHaveValue('🐴');
  await buyer.screenshot({ path: 'test-results/chat/emoji-picker-1280.png' });
  await buyer.keyboard.press('Escape');

  // Both see the conversation in /user/messages, with the ad and the other person.
  await buyer.goto('/en/user/messages');
  const buyerEntry = buyer.getByRole('link', { name: new RegExp(`${seller.name}.*${seller.ad}`) });
  await expect(buyerEntry).toContainText('pagar una señal');
  await screenshots(buyer, 'chat', 'messages-buyer');
  const href = (await buyerEntry.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/en\/user\/messages\/[0-9a-f-]{36}$/);
  await sellerPage.goto('/en/user/messages');
  await expect(sellerPage.getByRole('link', { name: new RegExp(`${buyerName}.*${seller.ad}`) })).toContainText(
    'You: Para reservarla',
  );
  await sellerPage.goto(href);
  await expect(sellerPage.getByRole('heading', { level: 2, name: new RegExp(buyerName) })).toBeVisible();
  await expect(messageIn(sellerPage.locator('main'), question)).toBeVisible();
  await screenshots(sellerPage, 'chat', 'conversation-page');

  // Anyone else gets the ordinary 404, and a guest is asked to sign in first.
  const intruder = await newVisitor(browser);
  await signIn(intruder, { email: buyers.intruder.email });
  await expect(intruder).toHaveURL(/\/en$/);
  expect((await intruder.goto(href))?.status()).toBe(404);
  const guest = await newVisitor(browser);
  await guest.goto(href);
  await expect(guest).toHaveURL(/\/en\/sign-in\?redirectTo=/);
});

test('messages written while offline wait, then arrive once and in order when the connection returns', async ({
  page: buyer,
  browser,
}) => {
  await waitForSearchFixtures();
  const seller = CHAT_SELLERS.offline;
  const { slugs, buyers } = chatFixtures();
  await forgetBuyerConversations(buyers.offline.email);
  await signIn(buyer, { email: buyers.offline.email });
  await expect(buyer).toHaveURL(/\/en$/);
  const connection = await routeChatSocket(buyer);
  await buyer.setViewportSize(DESKTOP);
  await buyer.goto(`/en/s/${slugs.offline}`);
  await waitForHydration(buyer);
  await buyer.getByRole('button', { name: 'Contact the seller' }).click();
  const window = buyer.getByRole('region', { name: new RegExp(seller.name) });
  const box = window.getByLabel('Write a message');
  await expect(box).toBeFocused();

  await connection.cut();
  const texts = ['Primero: ¿está vacunado?', 'Segundo: ¿tiene papeles?', 'Tercero: ¿puedo verlo el sábado?'];
  for (const text of texts) {
    await box.fill(text);
    await box.press('Enter');
  }
  await expect(window.getByText('Waiting for the connection')).toHaveCount(3);
  connection.restore();
  await expect(window.getByText('Waiting for the connection')).toHaveCount(0);
  await expect(window.getByText('Sending…')).toHaveCount(0);

  const sellerPage = await newVisitor(browser);
  await signIn(sellerPage, { email: seller.email });
  await expect(sellerPage).toHaveURL(/\/en$/);
  await sellerPage.goto('/en/user/messages');
  await sellerPage.getByRole('link', { name: new RegExp(buyers.offline.name) }).click();
  const list = sellerPage.locator('main').getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(list).toHaveText(texts.map((text) => new RegExp(text.replace(/[?¿]/g, '.'))));
});

test('a message typed while the chat cannot connect survives a reload and is sent once it can', async ({
  page: buyer,
  browser,
}) => {
  await waitForSearchFixtures();
  const { slugs, buyers } = chatFixtures();
  await forgetBuyerConversations(buyers.reload.email);
  await signIn(buyer, { email: buyers.reload.email });
  await expect(buyer).toHaveURL(/\/en$/);
  const connection = await routeChatSocket(buyer);
  await buyer.setViewportSize(DESKTOP);
  await buyer.goto(`/en/s/${slugs.offline}`);
  await waitForHydration(buyer);
  await buyer.getByRole('button', { name: 'Contact the seller' }).click();
  const window = buyer.getByRole('region', { name: new RegExp(CHAT_SELLERS.offline.name) });
  await expect(window.getByLabel('Write a message')).toBeFocused();

  // The page itself loads, but the chat's socket cannot reach the server.
  await connection.cut();
  const text = '¿Me mandas un vídeo al paso y al trote?';
  await window.getByLabel('Write a message').fill(text);
  await window.getByLabel('Write a message').press('Enter');
  await expect(messageIn(window, text)).toContainText('Waiting for the connection');

  await buyer.reload();
  const restored = buyer.getByRole('region', { name: new RegExp(CHAT_SELLERS.offline.name) });
  await expect(messageIn(restored, text)).toContainText('Waiting for the connection');
  connection.restore();
  await expect(messageIn(restored, text)).not.toContainText(/Waiting for the connection|Sending/);

  const sellerPage = await newVisitor(browser);
  await signIn(sellerPage, { email: CHAT_SELLERS.offline.email });
  await expect(sellerPage).toHaveURL(/\/en$/);
  await sellerPage.goto('/en/user/messages');
  await sellerPage.getByRole('link', { name: new RegExp(buyers.reload.name) }).click();
  await expect(messageIn(sellerPage.locator('main'), text)).toHaveCount(1);
});

test('on a phone, Contact the seller opens the conversation as a page', async ({ page }) => {
  await waitForSearchFixtures();
  const { slugs, buyers } = chatFixtures();
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, { email: buyers.phone.email });
  await expect(page).toHaveURL(/\/en$/);
  await page.goto(`/en/s/${slugs.offline}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Contact the seller' }).click();
  await expect(page).toHaveURL(/\/en\/user\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(CHAT_SELLERS.offline.name) })).toBeVisible();
  await expect(page.getByText('Say hello and ask the seller about the ad.')).toBeVisible();
  await expect(page.getByRole('link', { name: CHAT_SELLERS.offline.ad })).toBeVisible();
  // No floating window and no chat bar over the page on a phone's messages page.
  await expect(page.getByRole('button', { name: /conversations/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'All conversations' }).click();
  await expect(page).toHaveURL(/\/en\/user\/messages$/);
  await expect(page.getByRole('link', { name: new RegExp(CHAT_SELLERS.offline.ad) })).toContainText('No messages yet');
});

test('without JavaScript, Contact the seller still opens the conversation’s page', async ({ browser }) => {
  await waitForSearchFixtures();
  const { slugs, buyers } = chatFixtures();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, { email: buyers.intruder.email });
  await expect(page).toHaveURL(/\/en$/);
  await page.goto(`/en/s/${slugs.offline}`);
  await page.getByRole('button', { name: 'Contact the seller' }).click();
  await expect(page).toHaveURL(/\/en\/user\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(CHAT_SELLERS.offline.name) })).toBeVisible();
  await context.close();
});

test('scrolling up a long conversation loads older messages, page by page, keeping the reader’s place', async ({
  page,
}) => {
  await waitForSearchFixtures();
  const { slugs, buyers } = chatFixtures();
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, { email: buyers.history.email });
  await expect(page).toHaveURL(/\/en$/);
  await page.goto(`/en/s/${slugs.offline}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Contact the seller' }).click();
  await expect(page).toHaveURL(/\/en\/user\/messages\/[0-9a-f-]{36}$/);
  const conversationId = page.url().split('/').pop() as string;
  // 75 messages a minute apart, more than two pages of CHAT_PAGE_SIZE (30).
  await queryE2eDatabase(
    `insert into chat_messages (conversation_id, sender_role, client_id, body, created_at)
     select $1, case when i % 2 = 0 then 'seller' else 'buyer' end, 'history-' || i, 'Historia ' || i,
            now() - interval '2 hours' + i * interval '1 minute'
     from generate_series(1, 75) i`,
    [conversationId],
  );
  await page.reload();
  await waitForHydration(page);
  const messages = page.getByRole('list', { name: 'Messages' });
  // Each bubble reads "You: …" or "{seller}: …" (the sender's name is for screen readers).
  const message = (n: number) => messages.getByText(new RegExp(`: Historia ${n}$`));
  await expect(message(75)).toBeVisible();
  await expect(message(45)).toHaveCount(0);

  const scroller = page.locator('div:has(> ol[aria-label="Messages"])');
  // Pages of 30 before the first message shown: 46–75 at first, then 16–45, then 1–15.
  for (const [top, oldest, count] of [
    [46, 16, 60],
    [16, 1, 75],
  ] as const) {
    await scroller.evaluate((node) => {
      node.scrollTop = 0;
    });
    await expect(message(oldest)).toBeAttached();
    await expect(messages.getByRole('listitem')).toHaveCount(count);
    // The message that was at the top is still on screen: the older ones went above it.
    await expect(message(top)).toBeInViewport();
  }
  await expect(page.getByRole('button', { name: 'Show older messages' })).toHaveCount(0);
});
