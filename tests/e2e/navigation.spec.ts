import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';

test('the language switcher keeps the page and translates its slug', async ({ page }) => {
  await page.goto('/p/spec/quienes_somos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/p\/spec\/who_are_we$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Català' }).click();
  await expect(page).toHaveURL(/\/cat\/p\/spec\/qui_som$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
});

test('the language switcher keeps a page without translated slugs', async ({ page }) => {
  await page.goto('/pt/errors/page-404');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/errors\/page-404$/);
});

test('policy pages answer in each locale under their own slugs', async ({ page }) => {
  const pages = [
    ['/p/spec/terminos_de_uso', 'es'],
    ['/en/p/spec/terms_of_use', 'en'],
    ['/cat/p/spec/termes_d_us', 'ca'],
    ['/pt/p/spec/termos_de_uso', 'pt'],
    ['/p/spec/contacta_con_nosotros', 'es'],
    ['/en/p/spec/contact_us', 'en'],
  ] as const;
  for (const [path, lang] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  }
});

test('a slug from another language redirects to this language', async ({ page }) => {
  await page.goto('/en/p/spec/terminos_de_uso');
  await expect(page).toHaveURL(/\/en\/p\/spec\/terms_of_use$/);
});

test('an unknown path answers 404 with the spec text in its locale', async ({ page }) => {
  const en = await page.goto('/en/no/such/page');
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByText('OOPS!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);

  const es = await page.goto('/no-existe/de-verdad');
  expect(es?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the error pages answer with their status', async ({ page }) => {
  expect((await page.goto('/errors/page-404'))?.status()).toBe(404);
  const server = await page.goto('/en/errors/page-500');
  expect(server?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have a server problem');
});

test('an unknown country answers 404 and a known one shows its regions', async ({ page }) => {
  expect((await page.goto('/atlantida'))?.status()).toBe(404);
  expect((await page.goto('/espana'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('España');
  await expect(page.getByRole('link', { name: 'Andalucía', exact: true }).first()).toBeVisible();
  expect((await page.goto('/en/cc/portugal'))?.status()).toBe(200);
});

test('every footer link resolves', async ({ page, request }) => {
  // About 180 pages, most of them category pages that each run a search: room on a loaded machine.
  test.setTimeout(180_000);
  for (const home of ['/', '/en', '/cat', '/pt']) {
    await page.goto(home);
    const hrefs = await page
      .locator('footer a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(hrefs.length).toBeGreaterThan(40);
    for (const href of hrefs) {
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
  }
});

test('the health endpoints answer', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  expect(await (await request.get('/readyz')).json()).toEqual({ status: 'ready' });
});

test('the scripts wait for the first paint: the served head fetches none, the page then loads and hydrates them', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/en/p/spec/who_are_we')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/rel="(modulepreload|preload)"/);
  expect(head.match(/data-after-paint="modulepreload"/g)?.length ?? 0).toBeGreaterThan(2);
  expect(head).toContain('data-after-paint="preload"');
  expect(html).not.toContain('type="module"');
  // When the page's first frame came: the first animation frame asked for before anything else ran.
  // (The paint entries give the frame's presentation, which can come after the scripts' start.)
  await page.addInitScript(() => {
    requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() }));
  });
  await page.goto('/en/p/spec/who_are_we');
  await waitForHydration(page);
  const paintedAt = await page.evaluate(() => (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? 0);
  const scriptsAt = await page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  );
  expect(paintedAt).toBeGreaterThan(0);
  expect(scriptsAt).toBeGreaterThanOrEqual(paintedAt);
  expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(2);
});

test('the stylesheet is one hashed file cached for a year, hydrates without errors and stays through client navigation', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/en/p/spec/who_are_we');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  // No stylesheet text inside the page: one file, named by its content, that the browser keeps.
  await expect(page.locator('head style')).toHaveCount(0);
  const stylesheet = page.locator('head link[rel="stylesheet"]');
  await expect(stylesheet).toHaveCount(1);
  const href = (await stylesheet.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.css$/);
  const file = await page.request.get(href);
  expect(file.headers()['cache-control']).toContain('immutable');
  expect(file.headers()['cache-control']).toContain('max-age=31536000');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(251, 250, 247)');
  await page.getByRole('contentinfo').locator('a[href^="/en/c/"]').first().click();
  await expect(page).toHaveURL(/\/en\/c\//);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
  expect(await background()).toBe('rgb(251, 250, 247)');
  expect(problems).toEqual([]);
});
