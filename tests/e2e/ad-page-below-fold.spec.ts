import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from './support/e2e-database.ts';
import { waitForHydration } from './support/hydration.ts';

/**
 * The ad page's below-the-fold parts (similar ads, the share row) are in the page from the start
 * for readers and crawlers, but their code is not part of the page's first load: it downloads when
 * the reader scrolls near them, or at the latest at the page's first idle moment (app/lib/load-gate.ts).
 */
test('similar ads and the share menu load their code when scrolled near, then work', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [ad] = await queryE2eDatabase<{ slug: string }>('select slug from classifieds where title = $1', [
    'Yegua lusitana torda Almenara de siete años',
  ]);
  if (!ad) throw new Error('search fixture ad missing');
  // Inline in the HTML, not streamed behind a script (that would hide it without JavaScript).
  const html = await (await page.request.get(`/en/s/${ad.slug}`)).text();
  expect(html).toMatch(/<h2 id="similar-title"[^>]*>Similar ads<\/h2><div><!--\$--><ul/);
  // Not among the scripts and module preloads the page starts with (the route manifest may name it).
  expect(html).toMatch(/href="\/assets\/ad-page-[\w-]+\.js"/);
  expect(html).not.toMatch(/(?:href|src)="\/assets\/ad-card-grid-/);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/en/s/${ad.slug}`);
  await waitForHydration(page);
  const similar = page.getByRole('region', { name: 'Similar ads' });
  // Server-rendered: the cards and their links are there before any of their code.
  await expect(similar.getByRole('link').first()).toBeAttached();

  await similar.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((name) => name.includes('/ad-card-grid-'))).toBe(true);
  // Hydrated: React has taken over the cards (its fiber keys are on their elements).
  await expect
    .poll(() =>
      similar
        .locator('ul')
        .first()
        .evaluate((list) => Object.keys(list).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);

  // Copy link is in the share menu, whose code loads when it opens.
  await page.locator('summary').filter({ hasText: 'Share' }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/en/s/${ad.slug}$`));
});
