import { expect, test } from '@playwright/test';
import { giveEachTestItsOwnClientAddress, signedUpUser } from './support/accounts.ts';
import { queryE2eDatabase } from './support/e2e-database.ts';
import { waitForHydration } from './support/hydration.ts';

giveEachTestItsOwnClientAddress();

test('a notification about a deleted ad says the ad is no longer available and loads no picture of it', async ({
  page,
}) => {
  const email = await signedUpUser(page, 'Olga Olvidada', 'gone-ad');
  const [user] = await queryE2eDatabase<{ id: string }>('select id from users where email = $1', [email]);
  // A price drop on a favourite whose owner has since deleted the ad: the row keeps the copy of
  // its slug, title and cover the notification was written with; the ad and its photos are gone.
  const slug = `gone-mare-${Date.now()}`;
  await queryE2eDatabase(
    `insert into notifications (user_id, type, content, data) values ($1, 'favourite_price_dropped', 'notifications.favourite_price_dropped', $2)`,
    [
      user?.id,
      JSON.stringify({
        classified: { slug, title: 'Grey mare gone', classified_cover: `/media/ads/${slug}/cover.webp` },
        price: '3.000 €',
      }),
    ],
  );
  const missingPictures: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missingPictures.push(response.url());
  });

  await page.goto('/en/user/notifications');
  const entry = page.getByRole('link', { name: /Grey mare gone/ });
  await expect(entry).toContainText('Ad no longer available');
  await expect(entry.locator('img')).toHaveCount(0);

  // The bell's list says the same (on another page: the notifications page is a region of that name too).
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const menu = page.getByRole('region', { name: 'Notifications' });
  await expect(menu.getByRole('link', { name: /Grey mare gone/ })).toContainText('Ad no longer available');
  await expect(menu.getByRole('link', { name: /Grey mare gone/ }).locator('img')).toHaveCount(0);
  expect(missingPictures.filter((url) => url.includes(slug))).toEqual([]);

  // Opening it leads to the list, not to a missing page.
  await page.goto('/en/user/notifications');
  await page.getByRole('link', { name: /Grey mare gone/ }).click();
  await expect(page).toHaveURL(/\/en\/user\/notifications$/);
  expect(missingPictures).toEqual([]);

  // In Spanish too.
  await page.goto('/user/notifications');
  await expect(page.getByRole('link', { name: /Grey mare gone/ })).toContainText('Anuncio ya no disponible');
});
