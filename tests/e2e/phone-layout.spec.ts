import { expect, type Locator, type Page, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, signIn } from './support/accounts.ts';
import { chatFixtures } from './support/chat-sellers.ts';
import { waitForHydration } from './support/hydration.ts';
import { screenshots } from './support/screenshots.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

/**
 * Phone-width (375 px) layouts a person meets every day: the chat button beside result lists, the
 * week calendar where a seller offers visit times, and the posting form's step indicator. Each test
 * measures what a person would see (what is drawn at a point, boxes that overlap or wrap).
 */
giveEachTestItsOwnClientAddress();
test.setTimeout(120_000);

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 900 };

/** The fixtures' 26 leisure horses in Huelva: a full first page of 24 results. */
const HUELVA = { q: 'guadalquivir', province: { name: 'Huelva', slug: 'huelva' } };

/**
 * Whether a person sees `target` at a point (its centre, or just inside its bottom end corner):
 * what is drawn there belongs to `owner` (the target itself unless told: a card's text lies under
 * the card's own stretched link).
 */
async function drawnAt(target: Locator, where: 'centre' | 'bottom-end' = 'centre', owner?: Locator) {
  const ownerNode = owner ? await owner.elementHandle() : null;
  return target.evaluate(
    (node, [corner, ownerElement]) => {
      const box = node.getBoundingClientRect();
      const x = corner === 'centre' ? box.left + box.width / 2 : box.right - 6;
      const y = corner === 'centre' ? box.top + box.height / 2 : box.bottom - 6;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (ownerElement ?? node).contains(hit);
    },
    [where, ownerNode] as const,
  );
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function scrollWindowTo(page: Page, top: number | 'end') {
  await page.evaluate((to) => {
    window.scrollTo({ top: to === 'end' ? document.documentElement.scrollHeight : to, behavior: 'instant' });
  }, top);
}

test('on a phone the chat button never hides a result card: it steps aside while the list scrolls down and the page ends clear of it', async ({
  page,
}) => {
  await waitForSearchFixtures();
  await page.setViewportSize(PHONE);
  await signIn(page, { email: chatFixtures().buyers.layout.email });
  await expect(page).toHaveURL(/\/en$/);
  // The list layout's short cards bring a heart past the button's corner every few lines: the case to guard.
  await page.context().addCookies([{ name: 'layout', value: 'row', url: page.url() }]);
  await page.goto(`/en/search?form=${encodeURIComponent(JSON.stringify(HUELVA))}`);
  await waitForHydration(page);
  const chatButton = page.getByRole('button', { name: 'Show conversations' });
  await expect(chatButton).toBeVisible();
  await expect.poll(() => drawnAt(chatButton)).toBe(true);
  const cards = page.getByRole('region', { name: 'Ads found' }).getByRole('article');
  await expect(cards).toHaveCount(24);

  // Reading down the list: a card's heart passing the button's corner, then the card reaching the
  // bottom of the screen, are whole (heart, price and corner).
  const buttonCentre = PHONE.height - (await box(chatButton)).height / 2 - 16;
  for (const index of [3, 12, 23]) {
    const card = cards.nth(index);
    const heart = card.getByRole('button', { name: /to favourites/ });
    const heartTop = await heart.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    await scrollWindowTo(page, heartTop + 22 - buttonCentre);
    await expect.poll(() => drawnAt(heart), `heart of card ${index + 1}`).toBe(true);
    const bottom = await card.evaluate((node) => node.getBoundingClientRect().bottom + window.scrollY);
    await scrollWindowTo(page, bottom - PHONE.height);
    const price = card.getByText(/€/);
    await expect.poll(() => drawnAt(price, 'bottom-end', card), `price of card ${index + 1}`).toBe(true);
    await expect.poll(() => drawnAt(card, 'bottom-end'), `corner of card ${index + 1}`).toBe(true);
  }
  await screenshots(page, 'phone-layout', 'chat-button-results');
  await page.setViewportSize(PHONE);

  // Scrolling back up brings the button back, in the corner where the thumb expects it.
  const now = await page.evaluate(() => window.scrollY);
  await scrollWindowTo(page, now - 300);
  await expect.poll(() => drawnAt(chatButton)).toBe(true);

  // At the very end the page has room below its last line: the button sits under nothing, whatever
  // the length of the line in another language.
  await scrollWindowTo(page, 'end');
  await expect.poll(async () => Math.round((await box(chatButton)).y)).toBe(PHONE.height - 16 - 56);
  const button = await box(chatButton);
  for (const last of [page.getByRole('navigation', { name: 'Language' }), page.getByText(/© \d{4} Galope/)]) {
    const line = await box(last);
    expect(line.y + line.height).toBeLessThanOrEqual(button.y);
  }

  // A laptop keeps the button where it was, the same size.
  await page.setViewportSize(LAPTOP);
  await expect.poll(async () => (await box(chatButton)).width).toBe(56);
});

test('on a phone the week calendar keeps readable day columns and a visible time column, and a slot still opens the dialog', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/en/ziko2?today=2026-03-18');
  await waitForHydration(page);
  const cal = page.getByRole('region', { name: 'Calendar opening on the week' });
  await expect(cal.getByRole('heading', { level: 3 })).toHaveText(/^16\s–\s22 Mar 2026$/);
  const slots = cal.getByRole('button', { name: /, 10:00$/ });
  await expect(slots).toHaveCount(7);
  const headings: { x: number; y: number; width: number; height: number }[] = [];
  for (const [index, day] of [16, 17, 18, 19, 20, 21, 22].entries()) {
    const slot = await box(slots.nth(index));
    expect(slot.width, `column of the ${day}th`).toBeGreaterThanOrEqual(44);
    const heading = await box(cal.getByText(new RegExp(`^\\w+ ${day}$`)));
    // The heading stays inside its own column…
    expect(heading.x, `heading of the ${day}th`).toBeGreaterThanOrEqual(slot.x);
    expect(heading.x + heading.width, `heading of the ${day}th`).toBeLessThanOrEqual(slot.x + slot.width);
    headings.push(heading);
  }
  // …and on one line, clear of its neighbours.
  for (const [index, heading] of headings.entries()) {
    expect(heading.height).toBeLessThan(30);
    const next = headings[index + 1];
    if (next) expect(overlap(heading, next)).toBe(false);
  }
  await screenshots(page, 'phone-layout', 'calendar-week');
  await page.setViewportSize(PHONE);

  // The last day is a sideways scroll away; the hours stay beside it.
  const sunday = cal.getByRole('button', { name: 'Sunday, 22 March 2026, 10:00' });
  await sunday.scrollIntoViewIfNeeded();
  // The hours column comes before the day columns; the now-marker inside today's column may also say 10:00.
  const hour = await box(cal.getByText('10:00', { exact: true }).first());
  const sundayBox = await box(sunday);
  expect(hour.x + hour.width).toBeLessThanOrEqual(sundayBox.x + 1);
  expect(hour.x).toBeGreaterThanOrEqual((await box(cal)).x);
  await expect.poll(() => drawnAt(sunday)).toBe(true);
  await sunday.click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await expect(dialog.getByLabel('Date')).toHaveValue('2026-03-22');
  await expect(dialog.getByLabel('Start Time')).toHaveValue('10:00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The keyboard reaches a slot too, and the dialog names the day.
  await cal.getByRole('button', { name: 'Thursday, 19 March 2026, 09:00' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Date')).toHaveValue('2026-03-19');
  await page.keyboard.press('Escape');

  // A week opened late in the week shows today's column without scrolling.
  await page.goto('/en/ziko2?today=2026-03-22');
  await waitForHydration(page);
  // (The page scrolls to the calendar, the calendar itself does not scroll.)
  await cal.scrollIntoViewIfNeeded();
  const today = cal.getByRole('button', { name: 'Sunday, 22 March 2026, 10:00' });
  await expect.poll(() => drawnAt(today)).toBe(true);
});

/** The step indicator: its visible line (phones) and its list of steps, the current one announced. */
async function expectCompactSteps(page: Page, { number, name }: { number: number; name: string }) {
  const line = page.getByText(`Step ${number} of 6 — ${name}`);
  await expect(line).toBeVisible();
  const lineBox = await box(line);
  expect(lineBox.height, `"${name}" on one line`).toBeLessThan(30);
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(6);
  await expect(steps.locator('[aria-current="step"]')).toHaveText(new RegExp(name));
  // Every step on one row: the list never wraps onto a second line.
  const tops = await steps
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(tops).size, `steps of "${name}" in one row`).toBe(1);
  expect((await box(steps)).height).toBeLessThan(30);
}

test('on a phone the posting form says "Step n of 6 — name" on one line and the list of steps never wraps', async ({
  page,
}) => {
  await waitForSearchFixtures();
  await page.setViewportSize(PHONE);
  await signIn(page, { email: chatFixtures().buyers.layout.email });
  await expect(page).toHaveURL(/\/en$/);
  const save = () => page.getByRole('button', { name: 'Save and continue' }).click();
  await page.goto('/en/s/add');
  await expectCompactSteps(page, { number: 1, name: 'Type' });
  await page.getByLabel('I am selling or offering').check();
  await save();
  await expect(page.getByLabel('Leisure horses')).toBeVisible();
  await expectCompactSteps(page, { number: 2, name: 'Category' });
  await page.getByLabel('Leisure horses').check();
  await save();
  await page.getByLabel('Title').fill('Yegua tranquila para paseo');
  await page.getByLabel('Description').fill('Calm and safe hacking mare, good in traffic, loads and travels well.');
  await page.getByLabel('Price', { exact: true }).fill('4200');
  await save();
  await expect(page.getByLabel('Province')).toBeVisible();
  await expectCompactSteps(page, { number: 4, name: 'Location' });
  await screenshots(page, 'phone-layout', 'posting-location');
  await page.setViewportSize(PHONE);
  await page.getByLabel('Province').selectOption({ label: 'Girona' });
  await expect(page.getByLabel('Town')).toBeEnabled();
  await save();
  await expect(page.getByRole('heading', { name: /Photos \(0 of 10\)/ })).toBeVisible();
  await expectCompactSteps(page, { number: 5, name: 'Photos and video' });

  // The longest names, in Catalan and Portuguese, fit as well.
  const media = new URL(page.url());
  for (const [prefix, text] of [
    ['/cat', 'Pas 5 de 6 — Fotos i vídeo'],
    ['/pt', 'Passo 5 de 6 — Fotos e vídeo'],
  ] as const) {
    await page.goto(`${prefix}${media.pathname.replace(/^\/en/, '')}${media.search}`);
    const line = page.getByText(text);
    await expect(line).toBeVisible();
    expect((await box(line)).height).toBeLessThan(30);
  }

  // A laptop shows every step by name, in one row, the current one marked.
  await page.goto(media.href);
  await page.setViewportSize(LAPTOP);
  const steps = page.getByRole('list', { name: 'Steps' });
  for (const name of ['Type', 'Category', 'Details', 'Location', 'Photos and video', 'Preview']) {
    await expect(steps.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(steps.locator('[aria-current="step"]')).toContainText('Photos and video');
  const tops = await steps
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  await expect(page.getByText('Step 5 of 6', { exact: true })).toBeVisible();
});

test('on a phone the header and the results’ sort line fit in every language: nothing scrolls sideways, the menu button keeps its size, sort and grid/list share one line', async ({
  page,
}) => {
  const search = '/search?form=%7B%22q%22%3A%22yegua%22%7D';
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 812 });
    for (const prefix of ['', '/en', '/cat', '/pt']) {
      await page.goto(`${prefix}${search}&sort=price_asc`);
      const where = `${prefix || '/'} at ${width} px`;
      const menu = page.locator('header button').first();
      expect((await box(menu)).width, where).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBe(width);
      // The grid/list choice sits beside the sort's select, not under it, and neither leaves the
      // screen; the select keeps its label's name for screen readers.
      const sort = page.getByRole('combobox', { name: /^(Ordenar por|Sort by|Ordena per)$/ });
      const [select, choice] = [await box(sort), await box(page.getByRole('list', { name: /^(Vista|Layout)$/ }))];
      expect(choice.y, where).toBeLessThan(select.y + select.height);
      expect(select.x + select.width, where).toBeLessThanOrEqual(choice.x);
      expect(choice.x + choice.width, where).toBeLessThanOrEqual(width);
      await expect(sort, where).toHaveValue('price_asc');
    }
  }
  // The sign-in link is a person on a phone, and keeps its words for screen readers.
  await page.setViewportSize(PHONE);
  await page.goto(`/pt${search}`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sessão' })).toBeVisible();
  await screenshots(page, 'phone-layout', 'header-pt');
});

test('on a phone the settings sections are one row that scrolls sideways, its page’s section in view', async ({
  page,
}) => {
  await waitForSearchFixtures();
  await page.setViewportSize(PHONE);
  await signIn(page, { email: chatFixtures().buyers.bar.email });
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/user/settings/push');
  await waitForHydration(page);
  const sections = page.getByRole('navigation', { name: 'Settings' });
  const tops = await sections
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  // Thirteen sections wrapped took the first screen: the page's heading is on it now.
  expect((await box(page.getByRole('heading', { level: 1, name: 'Push notifications' }))).y).toBeLessThan(300);
  await expect(sections.getByRole('link', { name: 'Push notifications' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await screenshots(page, 'phone-layout', 'settings-sections');
});

test('on a phone a facet chip taking the keyboard’s focus shows its whole outline inside its sideways strip', async ({
  page,
}) => {
  await waitForSearchFixtures();
  await page.setViewportSize(PHONE);
  await page.goto('/en/search?q=horse');
  const strip = page.locator('ul[class*="facetList"]').first();
  const chip = strip.getByRole('link').first();
  await chip.focus();
  await expect(chip).toBeFocused();
  // The outline is 3 px wide, 2 px away from the chip: the strip (a scrolling box, which cuts
  // whatever passes its edges) must hold 5 px all round the chip.
  const room = await chip.evaluate((element) => {
    const list = element.closest('ul') as HTMLElement;
    const outer = list.getBoundingClientRect();
    const inner = element.getBoundingClientRect();
    return Math.min(inner.top - outer.top, outer.bottom - inner.bottom, inner.left - outer.left + list.scrollLeft);
  });
  expect(room).toBeGreaterThanOrEqual(5);
});
