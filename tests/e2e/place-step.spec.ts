import { expect, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, signedUpUser } from './support/accounts.ts';

giveEachTestItsOwnClientAddress();

test('the place step groups the regions by country, the reader’s first, and sorts towns by the language’s collation', async ({
  page,
}) => {
  await signedUpUser(page, 'Pilar Lugar', 'place');
  await page.goto('/en/s/add');
  await page.getByLabel('I am selling or offering').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Leisure horses').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Title').fill(`Quiet cob for hacking ${Date.now()}`);
  await page.getByLabel('Description').fill('Quiet cob, good with traffic, easy to shoe and to load.');
  await page.getByLabel('Price', { exact: true }).fill('3000');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Spain's communities and Portugal's districts, each under its own country; the account's
  // country (Spain) first. Nothing outside a group.
  const region = page.getByLabel('Region');
  const groups = region.locator('optgroup');
  await expect(groups).toHaveCount(2);
  expect(await groups.evaluateAll((each) => each.map((group) => group.getAttribute('label')))).toEqual([
    'Spain',
    'Portugal',
  ]);
  await expect(region.locator('optgroup[label="Spain"] option', { hasText: 'Andalusia' })).toHaveCount(1);
  await expect(region.locator('optgroup[label="Portugal"] option', { hasText: 'Lisbon' })).toHaveCount(1);
  await expect(region.locator('optgroup[label="Spain"] option', { hasText: 'Lisbon' })).toHaveCount(0);
  await expect(region.locator(':scope > option')).toHaveCount(1);

  // Towns loaded as the province changes: accented names where the language puts them.
  await page.getByLabel('Province').selectOption({ label: 'Córdoba' });
  const town = page.getByLabel('Town');
  await expect(town).toBeEnabled();
  const names = await town.locator('option').evaluateAll((each) => each.map((option) => option.textContent ?? ''));
  expect(names.indexOf('Bélmez')).toBeGreaterThan(0);
  expect(names.indexOf('Bélmez')).toBeLessThan(names.indexOf('Bujalance'));
  const listed = names.slice(1);
  expect(listed).toEqual([...listed].sort(new Intl.Collator('en').compare));

  // Saved and shown again by the server (no JavaScript needed for the list): the same order.
  await town.selectOption({ label: 'Bujalance' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: /Photos \(0 of 10\)/ })).toBeVisible();
  const adId = new URL(page.url()).searchParams.get('ad');
  await page.goto(`/en/s/add?ad=${adId}&step=location`);
  await expect(page.getByLabel('Town')).toHaveValue(/bujalance/);
  const again = await page
    .getByLabel('Town')
    .locator('option')
    .evaluateAll((each) => each.map((option) => option.textContent ?? ''));
  expect(again.indexOf('Bélmez')).toBeLessThan(again.indexOf('Bujalance'));
});
