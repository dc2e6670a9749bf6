import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';
import { landscapeJpeg } from '../support/test-images.ts';
import { giveEachTestItsOwnClientAddress, signIn, signUp } from './support/accounts.ts';
import { waitForHydration } from './support/hydration.ts';
import { uniqueEmail } from './support/inbox.ts';
import { screenshots } from './support/screenshots.ts';

giveEachTestItsOwnClientAddress();
test.setTimeout(120_000);

type Point = { lat: number; lng: number };

/** Barrax (Albacete): its nearest town is 17 km away, so a click a pixel off still names it. */
const BARRAX = { lat: 39.04607, lng: -2.20152 };
/** Where the location step's map opens before anything is chosen (step-location.tsx). */
const OVERVIEW = { centre: { lat: 40.0, lng: -4.0 }, zoom: 6 };

/** Web Mercator, as Leaflet draws it: a point's pixel in the whole world at `zoom`. */
function worldPixel({ lat, lng }: Point, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/** The tile (z/x/y) that holds a point: the map asks for it when it looks there. */
function tileOf(point: Point, zoom: number): string {
  const { x, y } = worldPixel(point, zoom);
  return `/${zoom}/${Math.floor(x / 256)}/${Math.floor(y / 256)}.png`;
}

/** Every request the page makes to another machine: there must be none (tiles come from a local server). */
function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http')) return;
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) foreign.push(request.url());
  });
  return foreign;
}

async function newSeller(page: Page): Promise<void> {
  const email = uniqueEmail('map-seller');
  await signUp(page, { name: 'Lola Mapas', email });
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await signIn(page, { email });
  await expect(page).toHaveURL(/\/en$/);
}

/** A new horse ad up to its location step. */
async function openLocationStep(page: Page, title: string): Promise<void> {
  await page.goto('/en/s/add');
  await page.getByLabel('I am selling or offering').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Leisure horses').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Quiet cob, good to shoe, clip and load; hacks out alone or in company.');
  await page.getByLabel('Price', { exact: true }).fill('3500');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel('Province')).toBeVisible();
  await waitForHydration(page);
}

const selected = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

const hiddenPoint = async (page: Page): Promise<Point> => ({
  lat: Number(await page.locator('input[name="lat"]').inputValue()),
  lng: Number(await page.locator('input[name="lng"]').inputValue()),
});

test('a seller places the ad on the map: the selects fill in, a town moves the map, the public sees only the area', async ({
  page,
  request,
}) => {
  const foreign = watchForeignRequests(page);
  await newSeller(page);
  const title = `Cob for hacking ${Date.now()}`;
  await openLocationStep(page, title);

  const map = page.getByRole('region', { name: 'Map for choosing the place' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.getByText('Test tiles')).toBeVisible();

  // A click on Barrax: region, province and town fill in from call 9.
  const box = await map.boundingBox();
  if (!box) throw new Error('map not laid out');
  const target = worldPixel(BARRAX, OVERVIEW.zoom);
  const centre = worldPixel(OVERVIEW.centre, OVERVIEW.zoom);
  await page.mouse.click(box.x + box.width / 2 + (target.x - centre.x), box.y + box.height / 2 + (target.y - centre.y));
  await expect(page.getByRole('status').filter({ hasText: 'On the map:' })).toHaveText(
    'On the map: Barrax, Albacete, Castilla-La Mancha, Spain',
  );
  expect(await selected(page, 'Region')).toBe('Castilla-La Mancha');
  expect(await selected(page, 'Province')).toBe('Albacete');
  expect(await selected(page, 'Town')).toBe('Barrax');
  const clicked = await hiddenPoint(page);
  expect(Math.abs(clicked.lat - BARRAX.lat)).toBeLessThan(0.05);
  await expect(map.getByTitle('Chosen place')).toBeVisible();

  // Choosing a town in the select moves the map (and the point) to it, at zoom 18 (spec §9).
  const towns = (await (await request.get('/api/towns-by-province/albacete')).json()) as {
    data: { name: string; slug: string; lat: number; lng: number }[];
  };
  const albacete = towns.data.find((town) => town.slug === 'albacete');
  if (!albacete) throw new Error('Albacete is not in the towns list');
  const tileAsked = page.waitForRequest((each) => each.url().endsWith(tileOf(albacete, 18)));
  await page.getByLabel('Town').selectOption({ label: 'Albacete' });
  await tileAsked;
  expect(await hiddenPoint(page)).toEqual({ lat: albacete.lat, lng: albacete.lng });

  // Dragging the marker a little sets the exact point; it is still Albacete.
  const marker = map.getByTitle('Chosen place');
  const at = await marker.boundingBox();
  if (!at) throw new Error('marker not drawn');
  await page.mouse.move(at.x + at.width / 2, at.y + at.height - 4);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2 + 30, at.y + at.height + 20, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: 'On the map:' })).toHaveText(
    'On the map: Albacete, Castilla-La Mancha, Spain',
  );
  const pin = await hiddenPoint(page);
  expect(pin).not.toEqual({ lat: albacete.lat, lng: albacete.lng });
  await expect(page.getByLabel('Show the exact place on the ad')).not.toBeChecked();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await screenshots(page, 'map', 'location-step');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: /Photos \(0 of 10\)/ })).toBeVisible();
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'cob.jpg',
    mimeType: 'image/jpeg',
    buffer: await landscapeJpeg({ width: 1280, height: 960 }),
  });
  await expect(page.getByRole('heading', { name: /Photos \(1 of 10\)/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/en\/ad-successfully\?ad=/);
  const slug = new URL(page.url()).searchParams.get('ad') ?? '';

  // The ad page: the area, never the point, in the page, its data or the map.
  const exact = [pin.lat.toFixed(4), pin.lng.toFixed(4), String(pin.lat), String(pin.lng)];
  for (const address of [`/en/s/${slug}`, `/en/s/${slug}.data`]) {
    const body = await (await page.request.get(address)).text();
    expect(body).toContain('Albacete');
    for (const number of exact) expect(body, `${address} holds ${number}`).not.toContain(number);
  }
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`/en/s/${slug}`);
  await waitForHydration(page);
  const areaMap = page.getByRole('region', { name: 'Map of the area' });
  await areaMap.scrollIntoViewIfNeeded();
  await expect(areaMap.locator('path.leaflet-interactive')).toBeVisible();
  await expect(areaMap.getByTitle('Chosen place')).toHaveCount(0);
  await expect(page.getByText('The circle shows the area; the seller keeps the exact place private.')).toBeVisible();
  await expect(areaMap.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await screenshots(page, 'map', 'ad-page-area');

  // Opting in shows the exact point.
  await page.goto(`/en/s/${slug}/edit?step=location`);
  await waitForHydration(page);
  expect(await hiddenPoint(page)).toEqual(pin);
  await page.getByLabel('Show the exact place on the ad').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: /Photos \(1 of 10\)/ })).toBeVisible();
  expect(await (await page.request.get(`/en/s/${slug}`)).text()).toContain(String(pin.lat));
  await page.goto(`/en/s/${slug}`);
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Map of the area' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Map of the area' }).getByTitle('Chosen place')).toBeVisible();

  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});

test('tiles that cannot load say so, and the form still saves', async ({ page }) => {
  const foreign = watchForeignRequests(page);
  await newSeller(page);
  await page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => route.abort());
  await openLocationStep(page, `Pony for a first rider ${Date.now()}`);
  const map = page.getByRole('region', { name: 'Map for choosing the place' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('alert')).toHaveText('could not load');
  await screenshots(page, 'map', 'location-step-no-tiles');
  await page.getByLabel('Province').selectOption({ label: 'Girona' });
  await expect(page.getByLabel('Town')).toBeEnabled();
  await page.getByLabel('Town').selectOption({ label: 'Figueres' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: /Photos \(0 of 10\)/ })).toBeVisible();
  expect(foreign).toEqual([]);
});

test('a map script that cannot load says so in the page language; the page works on', async ({ page }) => {
  const foreign = watchForeignRequests(page);
  await page.route(/\/assets\/leaflet-map-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/ziko');
  await waitForHydration(page);
  const map = page.getByRole('region', { name: 'Mapa para elegir el lugar' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('alert')).toHaveText('no se ha podido cargar');
  await expect(page.getByRole('button', { name: 'Usar mi ubicación' })).toBeEnabled();
  expect(foreign).toEqual([]);
});

test.describe('use my location in the location step', () => {
  test.use({ geolocation: { latitude: BARRAX.lat, longitude: BARRAX.lng }, permissions: ['geolocation'] });
  test('puts the marker on the browser’s position and fills the selects', async ({ page }) => {
    const foreign = watchForeignRequests(page);
    await newSeller(page);
    await openLocationStep(page, `Mare near Barrax ${Date.now()}`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'near' })).toHaveText(
      'You are near Barrax, Albacete, Castilla-La Mancha, Spain',
    );
    expect(await selected(page, 'Region')).toBe('Castilla-La Mancha');
    expect(await selected(page, 'Province')).toBe('Albacete');
    expect(await selected(page, 'Town')).toBe('Barrax');
    expect(await hiddenPoint(page)).toEqual(BARRAX);
    const map = page.getByRole('region', { name: 'Map for choosing the place' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByTitle('Chosen place')).toBeVisible();
    expect(foreign).toEqual([]);
  });
});
