import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';

// "Use my location" on /ziko: the browser's position, then reverse geocoding from Galope's own towns.
test.describe('granted, in Figueres', () => {
  test.use({ geolocation: { latitude: 42.2666, longitude: 2.9617 }, permissions: ['geolocation'] });
  test('names the town, province, community and country', async ({ page }) => {
    await page.goto('/en/ziko');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'near' })).toHaveText(
      /^You are near Figueres, Girona, .+, Spain$/,
    );
  });
});

test.describe('granted, in the open sea', () => {
  test.use({ geolocation: { latitude: 40, longitude: -20 }, permissions: ['geolocation'] });
  test('says no town is near', async ({ page }) => {
    await page.goto('/en/ziko');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('No town found near this point.')).toBeVisible();
  });
});

test.describe('denied', () => {
  test.use({ permissions: [] });
  test('shows the spec text for a refusal, in the page language too', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/en/ziko');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('User denied the request for geolocation.')).toBeVisible();
    await page.goto('/ziko');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(page.getByText('Has denegado el permiso de geolocalización.')).toBeVisible();
  });
});
