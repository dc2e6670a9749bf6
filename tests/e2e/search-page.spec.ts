import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';
import { screenshots } from './support/screenshots.ts';
import { waitForSearchFixtures } from './support/search-fixtures.ts';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await waitForSearchFixtures();
});

/** 'yegua lusitana' in Sevilla, 8,000–20,000 €, breed lusitano, coat grey (the fixtures' first two ads). */
const MARES = {
  q: 'yegua lusitana',
  type: { name: 'offer' },
  subcategory: null,
  community: { name: 'Andalucía', slug: 'andalucia' },
  province: { name: 'Sevilla', slug: 'sevilla' },
  town: null,
  withPrice: true,
  price: { min: 8000, max: 20000 },
  searchFiltersValues: { raza: ['lusitano'], capa: ['all', 'tordo'], sexo: ['all'] },
};
const EXPECTED = ['Yegua lusitana torda Almenara de siete años', 'Yegua lusitana torda Guadalquivir con papeles'];
/** The fixtures' 26 leisure horses in Huelva: two pages of results. */
const HUELVA = { q: 'guadalquivir', province: { name: 'Huelva', slug: 'huelva' } };

function searchUrl(form: object, prefix = '', extra = ''): string {
  return `${prefix}/search?form=${encodeURIComponent(JSON.stringify(form))}${extra}`;
}

async function resultTitles(page: Page, listName: string): Promise<string[]> {
  const titles = await page
    .getByRole('region', { name: listName })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  return titles.map((title) => title.trim()).sort();
}

test('a search with text, place, price range and two filters finds exactly the expected ads, also after a reload', async ({
  page,
}) => {
  const response = await page.goto(searchUrl(MARES));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Anuncios \(«yegua lusitana», Lusitano\) en Sevilla, 8\.?000\s€–20\.000\s€ 2 anuncios$/,
  );
  expect(await resultTitles(page, 'Anuncios encontrados')).toEqual(EXPECTED);
  const card = page.getByRole('article').filter({ hasText: EXPECTED[0] as string });
  await expect(card.getByText('Utrera, Sevilla')).toBeVisible();
  await expect(card.getByText(/^9\.?500\s€$/)).toBeVisible();
  // Widths come from the picture's sources; the browser picks one of them (AVIF first).
  await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /320w/);
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/-(320|640|768|1024)\.avif$/);
  // The page's data carries each cover's address and widths, not its srcsets (issue 32).
  const routeData = await page.evaluate(() =>
    [...document.querySelectorAll('script')]
      .map((script) => script.textContent ?? '')
      .filter((text) => text.includes('__reactRouterContext'))
      .join(''),
  );
  expect(routeData).toContain('/media/classifieds/');
  expect(routeData).not.toContain('.avif 320w');
  await page.reload();
  expect(await resultTitles(page, 'Anuncios encontrados')).toEqual(EXPECTED);
  // Free text is not for the index; its links are still followed. The results are an ItemList.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('ItemList');
  expect(jsonLd.itemListElement).toHaveLength(2);
  expect(jsonLd.itemListElement[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/s\//);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

for (const { prefix, heading, list } of [
  {
    prefix: '/en',
    heading: /^Ads \(“yegua lusitana”, Lusitano\) in Seville, €8,000–€20,000 2 ads$/,
    list: 'Ads found',
  },
  {
    prefix: '/cat',
    heading: /^Anuncis \(«yegua lusitana», Lusità\) a Sevilla, 8\.?000\s€–20\.000\s€ 2 anuncis$/,
    list: 'Anuncis trobats',
  },
  {
    prefix: '/pt',
    heading: /^Anúncios \(«yegua lusitana», Lusitano\) em Sevilha, 8\s?000\s€–20\s000\s€ 2 anúncios$/,
    list: 'Anúncios encontrados',
  },
]) {
  test(`the same search works in ${prefix}`, async ({ page }) => {
    expect((await page.goto(searchUrl(MARES, prefix)))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await resultTitles(page, list)).toEqual(EXPECTED);
    // The language switcher and hreflang keep the search, in its short plain fields (slugs, no names).
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      /\/search\?q=yegua\+lusitana&.*province=sevilla&filter\.raza=lusitano/,
    );
  });
}

test('sort and pagination are links that keep the search', async ({ page }) => {
  await page.goto(searchUrl(HUELVA, '/en'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('26 ads');
  const list = page.getByRole('region', { name: 'Ads found' });
  await expect(list.getByRole('article')).toHaveCount(24);
  await waitForHydration(page);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(list.getByRole('article').first()).toContainText('Caballo de paseo Guadalquivir número 1');
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', /page=2/);
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.getByRole('article').last()).toContainText('número 26');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(page).not.toHaveURL(/page=2/);
  await expect(list.getByRole('article').first()).toContainText('número 26');
});

test('the grid or list layout is kept in a cookie across reloads', async ({ page, context }) => {
  await page.goto(searchUrl(HUELVA, '/en'));
  const layout = page.getByRole('list', { name: 'Layout' });
  await expect(layout.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'true');
  await screenshots(page, 'search-page', '1-search-grid');
  await waitForHydration(page);
  await layout.getByRole('link', { name: 'List' }).click();
  await expect(layout.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true');
  expect((await context.cookies()).find((cookie) => cookie.name === 'layout')?.value).toBe('row');
  await page.reload();
  await expect(layout.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true');
  await screenshots(page, 'search-page', '2-search-list');
  await context.clearCookies();
  // Without scripts the toggle is a link: the server stores the choice.
  const response = await page.request.get(searchUrl(HUELVA, '/en', '&layout=grid'));
  expect(response.headers()['set-cookie']).toMatch(/layout=grid/);
});

test('broken or hostile form JSON gives the empty search, not an error page', async ({ page }) => {
  for (const form of ['{', '{"__proto__":{"q":"x"}}', '"<script>alert(1)</script>"', '{"q":{"$ne":1}}']) {
    const response = await page.goto(`/en/search?form=${encodeURIComponent(form)}`);
    expect(response?.status(), form).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Search results');
  }
});

test('words that match nothing are corrected, and the page says so', async ({ page }) => {
  await page.goto(searchUrl({ q: 'guadalqivir' }, '/en'));
  await expect(page.getByText('Showing results for “guadalquivir”')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ads found' }).getByRole('article').first()).toBeVisible();
  await screenshots(page, 'search-corrected', 'corrected');
  // The words as typed stay one click away (issue 28): nothing has them, and nothing is corrected.
  await page.getByRole('link', { name: 'Search instead for “guadalqivir”' }).click();
  await expect(page).toHaveURL(/as_typed=1/);
  await expect(page.getByText('No ads match your search')).toBeVisible();
  await expect(page.getByText('Showing results for')).toHaveCount(0);
});

test('a search that finds nothing shows a friendly empty state', async ({ page }) => {
  await page.goto(searchUrl({ q: 'zzqxv unicornio volador' }, '/en'));
  await expect(page.getByText('No ads match your search')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all ads' })).toBeVisible();
});

const BROWSE = [
  { path: '/c/caballos/caballos-de-deporte', heading: 'Caballos de deporte', crumb: 'Caballos' },
  // Broad pages: ads other tests post meanwhile may push the fixture's mares past the first page.
  { path: '/en/c/horses', heading: 'Horses', crumb: 'Home', broad: true },
  { path: '/espana', heading: 'Anuncios de caballos en España', crumb: 'Inicio', broad: true },
  { path: '/en/spain/c/horses/sport-horses', heading: 'Sport horses in Spain', crumb: 'Spain' },
  { path: '/en/spain/andalusia', heading: 'Ads in Andalusia', crumb: 'Spain' },
  { path: '/en/spain/andalusia/sevilla', heading: 'Ads in Seville', crumb: 'Andalusia' },
  { path: '/en/spain/andalusia/sevilla/utrera', heading: 'Ads in Utrera', crumb: 'Seville' },
  { path: '/en/spain/andalusia/sevilla/c/horses', heading: 'Horses in Seville', crumb: 'Seville' },
  {
    path: '/en/spain/andalusia/sevilla/utrera/c/horses/sport-horses',
    heading: 'Sport horses in Utrera',
    crumb: 'Horses',
  },
  { path: '/en/f/capa/tordo', heading: 'Colour: Grey', crumb: 'Colour' },
  { path: '/en/f/raza', heading: 'Breed', crumb: 'Home', broad: true },
];

test('each browse route kind has its title, breadcrumb, canonical and results', async ({ page }) => {
  // Eleven pages and their screenshots on a shared 2-core machine.
  test.setTimeout(120_000);
  for (const browse of BROWSE) {
    const response = await page.goto(browse.path);
    expect(response?.status(), browse.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), browse.path).toContainText(browse.heading);
    const breadcrumb = page.getByRole('navigation', { name: /Breadcrumb|Ruta/ });
    await expect(breadcrumb.getByRole('link', { name: browse.crumb, exact: true }), browse.path).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${browse.path}$`));
    const cards = page.getByRole('region', { name: /Ads found|Anuncios encontrados/ }).getByRole('article');
    await expect(
      ('broad' in browse ? cards : cards.filter({ hasText: /Almenara|Guadalquivir/ })).first(),
      browse.path,
    ).toBeVisible();
  }
  await screenshots(page, 'search-page', '3-browse-filter');
});

test('a category page lists its subcategories once: tiles with their counts, leading to the subcategory', async ({
  page,
}) => {
  await page.goto('/en/c/horses');
  const tiles = page.locator('main ul li a[href*="/c/horses/"]');
  const sport = tiles.filter({ hasText: 'Sport horses' });
  // The fixtures' grey mares are sport horses: the tile counts at least them.
  await expect(sport).toHaveText(/^Sport horses \d+$/);
  const count = Number((await sport.textContent())?.match(/\d+$/)?.[0]);
  expect(count).toBeGreaterThanOrEqual(2);
  // Not a second time beside the results: the sidebar keeps the provinces' counts only.
  const refine = page.getByRole('complementary', { name: 'Refine' });
  await expect(refine.getByRole('heading', { name: 'Categories' })).toHaveCount(0);
  await sport.click();
  await expect(page).toHaveURL(/\/en\/c\/horses\/sport-horses$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Sport horses ${count} ads`);
  await expect(tiles.filter({ hasText: 'Sport horses' })).toHaveAttribute('aria-current', 'page');
});

test('a province page names its alternates, passes axe, and its facets and breadcrumb navigate', async ({ page }) => {
  await page.goto('/en/spain/andalusia/sevilla');
  await expect(page.locator('link[rel="alternate"][hreflang="ca"]')).toHaveAttribute(
    'href',
    /\/cat\/espanya\/andalusia\/sevilla$/,
  );
  await screenshots(page, 'search-page', '4-browse-province');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  // Facets and breadcrumbs navigate in the page once scripts run, to clean addresses.
  await waitForHydration(page);
  await page
    .getByRole('complementary', { name: 'Refine' })
    .getByRole('link', { name: /Huelva/ })
    .click();
  await expect(page).toHaveURL(/\/en\/spain\/andalusia\/huelva$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ads in Huelva 26 ads');
  await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute(
    'href',
    '/en/spain/andalusia/huelva?layout=row',
  );
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Andalusia' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ads in Andalusia');
});

test('the subcategory a filtered search is in counts what the page shows, and its link keeps the filter', async ({
  page,
}) => {
  // The fixtures' black sport horses: fewer than their sport horses.
  await page.goto('/en/search?subcategory=sport-horses&filter.capa=negro');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Sport horses (Black)');
  const shown = (await heading.locator('span').textContent())?.match(/\d+/)?.[0];
  const here = page.getByRole('complementary', { name: 'Refine' }).locator('a[aria-current="true"]');
  await expect(here).toHaveCount(1);
  await expect(here).toContainText('Sport horses');
  await expect(here.locator('span').last()).toHaveText(shown ?? 'none');
  await expect(here).toHaveAttribute('href', /filter\.capa=negro/);
});

test('the keyboard skips the filters straight to the ads', async ({ page }) => {
  await page.goto(searchUrl({ q: 'guadalquivir' }, '/en'));
  const skip = page.getByRole('link', { name: 'Skip to the ads' });
  await skip.focus();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(
      () => document.activeElement?.closest('section[aria-labelledby="results-list-title"]') !== null,
    ),
  ).toBe(true);
});

test('a wrong slug answers 404 and another language’s slug 301s to this one’s', async ({ request }) => {
  for (const path of ['/espana/andalucia/girona', '/c/caballos/sillas', '/f/capa/unicornio', '/en/spain/atlantis']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  for (const [from, to] of [
    ['/en/c/caballos/caballos-de-deporte', '/en/c/horses/sport-horses'],
    ['/espanya/andalusia?page=2', '/espana/andalucia?page=2'],
    ['/pt/cc/spain', '/pt/espanha'],
    ['/cc/espana', '/espana'],
  ]) {
    const response = await request.get(from as string, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('a wanted ad says so on its card, and a sale does not', async ({ page }) => {
  await page.goto(searchUrl({ q: 'almenara torda', type: { name: 'all' } }));
  const wanted = page.getByRole('article').filter({ hasText: 'Busco yegua lusitana torda Almenara' });
  await expect(wanted.getByText('Se busca', { exact: true })).toBeVisible();
  const sale = page.getByRole('article').filter({ hasText: 'Yegua lusitana torda Almenara de siete años' });
  await expect(sale).toBeVisible();
  await expect(sale.getByText('Se busca', { exact: true })).toHaveCount(0);
});
