import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from './support/e2e-database.ts';
import { waitForHydration } from './support/hydration.ts';

/**
 * The ad page's below-the-fold parts (similar ads, the share menu) are in the page from the start
 * for readers and crawlers, but their code is not in the page's first download: it comes when the
 * reader scrolls near them, interacts, or the page goes idle (app/lib/load-gate.ts), and hydrates
 * the server's HTML.
 */
test('similar ads and the share menu are off the first download, then load their code and work', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [ad] = await queryE2eDatabase<{ slug: string }>('select slug from classifieds where title = $1', [
    'Yegua lusitana torda Almenara de siete años',
  ]);
  if (!ad) throw new Error('search fixture ad missing');
  // Inline in the HTML, not streamed behind a script (that would hide it without JavaScript).
  const html = await (await page.request.get(`/en/s/${ad.slug}`)).text();
  // The list's one hidden favourites form (its hearts' CSRF token and return address) comes first.
  expect(html).toMatch(
    /<h2 id="similar-title"[^>]*>Similar ads<\/h2><div><!--\$--><form [^>]*hidden[^>]*>.*?<\/form><ul/,
  );
  // The first download: the scripts the served page preloads (its entry, its route and their imports).
  const preloaded = [...html.matchAll(/data-after-paint="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  expect(preloaded.some((href) => href?.includes('/ad-page-'))).toBe(true);
  expect(preloaded.filter((href) => /\/(ad-card-grid|ad-share)-/.test(href ?? ''))).toEqual([]);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/en/s/${ad.slug}`);
  await waitForHydration(page);
  const similar = page.getByRole('region', { name: 'Similar ads' });
  // Server-rendered: the cards and their links are there whether or not their code has come.
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
