import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/http/create-app.ts';

let server: http.Server;
let base: string;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  server = http.createServer(createApp({ rootDir: process.cwd() }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const openApi = await (await fetch(`${base}/openapi.json`)).json();
  ajv.addSchema({ $id: 'galope', components: openApi.components });
  const documented = openApi.paths['/{locale}/reverse-geocode']?.post;
  expect(documented.requestBody.content['application/json'].schema.$ref).toBe(
    '#/components/schemas/ReverseGeocodeRequest',
  );
  expect(documented.responses['200'].content['application/json'].schema.$ref).toBe(
    '#/components/schemas/ReverseGeocode',
  );
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function post(locale: string, body: unknown) {
  return fetch(`${base}/${locale}/reverse-geocode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function geocode(locale: string, body: unknown) {
  const response = await post(locale, body);
  expect(response.status).toBe(200);
  const answer = await response.json();
  const validate = ajv.getSchema('galope#/components/schemas/ReverseGeocode');
  expect(validate?.(answer), JSON.stringify(validate?.errors)).toBe(true);
  return answer;
}

describe('API call 9: reverse geocoding from Galope’s own towns', () => {
  test('a point in Figueres answers the town, its province and community, and the lists for the selects', async () => {
    const answer = await geocode('es', { lat: 42.2666, lng: 2.9617 });
    expect(answer.matched_location.town.name).toBe('Figueres');
    expect(answer.matched_location.province.slug).toBe('girona');
    expect(answer.matched_location.community.slug).toBe('cataluna');
    expect(answer.matched_location.country.code).toBe('ES');
    expect(answer.matched_location.km).toBeLessThan(2);
    expect(answer.google_location.full_address).toBe('Figueres, Girona, Cataluña, España');
    expect(answer.google_location).toMatchObject({ lat: 42.2666, lng: 2.9617 });
    expect(answer.provinces.map((province: { slug: string }) => province.slug).sort()).toEqual([
      'barcelona',
      'girona',
      'lleida',
      'tarragona',
    ]);
    expect(answer.towns.length).toBeGreaterThan(100);
    expect(answer.towns.some((town: { slug: string }) => town.slug === answer.matched_location.town.slug)).toBe(true);
  });

  test('names the place in the locale of the path (cat as well as ca)', async () => {
    const ca = await geocode('cat', { lat: 42.2666, lng: 2.9617 });
    expect(ca.matched_location.community.name).toBe('Catalunya');
    expect(ca.google_location.full_address).toBe('Figueres, Girona, Catalunya, Espanya');
    const pt = await geocode('pt', { lat: 38.7223, lng: -9.1393 });
    expect(pt.matched_location.country.code).toBe('PT');
    expect(pt.matched_location.town.name).toBe('Lisboa');
  });

  test('accepts coordinates sent as strings (a form post)', async () => {
    const answer = await geocode('en', { lat: '40.4168', lng: '-3.7038' });
    expect(answer.matched_location.town.name).toBe('Madrid');
    // The province and the community share the name; the address says it once.
    expect(answer.google_location.full_address).not.toMatch(/Madrid, Madrid/);
  });

  test('the open sea answers 404, so the map clears its place', async () => {
    const response = await post('es', { lat: 40, lng: -20 });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  test('refuses points that are not on Earth, missing ones, and unknown locales', async () => {
    for (const body of [{ lat: 91, lng: 0 }, { lat: 0, lng: 181 }, { lat: 'north', lng: 2 }, {}, { components: [] }]) {
      const response = await post('es', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await post('klingon', { lat: 42.2666, lng: 2.9617 })).status).toBe(404);
  });
});
