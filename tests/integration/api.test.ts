import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/http/create-app.ts';

let server: http.Server;
let base: string;
let openApi: {
  paths: Record<
    string,
    { get: { responses: Record<string, { content: { 'application/json': { schema: object } } }> } }
  >;
  components: { schemas: Record<string, object> };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  server = http.createServer(createApp({ rootDir: process.cwd() }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  openApi = await (await fetch(`${base}/openapi.json`)).json();
  ajv.addSchema({ $id: 'galope', components: openApi.components });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Fetches `path` and checks the answer against the OpenAPI document's schema for `template`. */
async function call(path: string, template: string) {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  const schema = openApi.paths[template]?.get.responses['200']?.content['application/json'].schema as
    | { $ref: string }
    | undefined;
  const ref = schema?.$ref ?? '';
  const validate = ajv.getSchema(`galope${ref}`);
  if (!validate) throw new Error(`no schema for ${template}`);
  const valid = validate(body);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
  return body;
}

describe('API call 1: global data', () => {
  test('answers in each locale with the default country', async () => {
    const es = await call('/es/global-data', '/{locale}/global-data');
    expect(es.country.name).toBe('España');
    expect(es.country.communities).toHaveLength(19);
    expect(es.searchTypes.map((type: { name: string }) => type.name)).toEqual(['all', 'offer', 'demand']);
    const ca = await call('/cat/global-data', '/{locale}/global-data');
    expect(ca.country.name).toBe('Espanya');
    expect(ca.languages.map((language: { code: string }) => language.code)).toEqual(['es', 'en', 'ca', 'pt']);
  });

  test('answers for a country named in the path', async () => {
    const body = await call('/en/portugal/global-data', '/{locale}/{country}/global-data');
    expect(body.country.code).toBe('PT');
    expect(body.country.prefix_phone).toBe('+351');
  });
});

describe('API call 2: country', () => {
  test('answers the country with its communities', async () => {
    const body = await call('/en/spain/country/portugal', '/{locale}/{current}/country/{country}');
    expect(body.country.code).toBe('PT');
    expect(body.country.communities.length).toBeGreaterThan(0);
  });

  test('falls back to the default country when unknown', async () => {
    const body = await call('/en/spain/country/atlantis', '/{locale}/{current}/country/{country}');
    expect(body.country.code).toBe('ES');
  });
});

describe('API call 5: filters', () => {
  test('lists the filters of a subcategory with the all item first', async () => {
    const global = await call('/en/global-data', '/{locale}/global-data');
    const horses = global.categories[0].sub_categories[0].slug;
    const filters = await call(`/en/filters/${horses}/with_all`, '/{locale}/filters/{subcategory}/with_all');
    expect(filters.length).toBeGreaterThanOrEqual(7);
    for (const filter of filters) expect(filter.items[0]).toEqual({ slug: 'all', name: 'All' });
    const plain = await call(`/en/filters/${horses}`, '/{locale}/filters/{subcategory}');
    expect(plain[0].items[0].slug).not.toBe('all');
  });

  test('answers an empty list for an unknown subcategory', async () => {
    expect(await call('/es/filters/unicornios/with_all', '/{locale}/filters/{subcategory}/with_all')).toEqual([]);
  });
});

describe('API calls 6 and 7: provinces and towns', () => {
  test('lists the provinces of a community by its slug in any language', async () => {
    const body = await call('/provinces-by-community/catalunya', '/provinces-by-community/{community}');
    expect(body.data.map((province: { slug: string }) => province.slug).sort()).toEqual([
      'barcelona',
      'girona',
      'lleida',
      'tarragona',
    ]);
  });

  test('names the provinces in the language asked for, Spanish by default', async () => {
    const names = async (query: string) =>
      (await call(`/provinces-by-community/andalucia${query}`, '/provinces-by-community/{community}')).data.map(
        (province: { name: string }) => province.name,
      );
    expect(await names('')).toContain('Sevilla');
    expect(await names('?locale=en')).toContain('Seville');
    expect(await names('?locale=pt')).toContain('Sevilha');
    expect(await names('?locale=klingon')).toContain('Sevilla');
  });

  test('lists the towns of a province', async () => {
    const body = await call('/towns-by-province/girona', '/towns-by-province/{province}');
    expect(body.data.length).toBeGreaterThan(100);
    expect(body.data.some((town: { name: string }) => town.name === 'Figueres')).toBe(true);
  });

  test('answers {data: []} for unknown slugs', async () => {
    expect(await call('/provinces-by-community/narnia', '/provinces-by-community/{community}')).toEqual({ data: [] });
    expect(await call('/towns-by-province/narnia', '/towns-by-province/{province}')).toEqual({ data: [] });
  });
});

test('unknown API paths answer 404 in JSON', async () => {
  const response = await fetch(`${base}/es/nothing-here`);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ message: 'Not found' });
});

describe('API calls 3 and 4: user and logout', () => {
  test('answer the user for a bearer token, and 401 after logging out', async () => {
    const { createUser } = await import('../../server/accounts/users.ts');
    const { createSession } = await import('../../server/accounts/sessions.ts');
    const user = await createUser({
      email: `api-${Date.now()}@example.test`,
      name: 'Nuria Api',
      passwordHash: null,
      accountType: 'individual',
      locale: 'en',
    });
    if (!user) throw new Error('no user');
    const token = await createSession({ userId: user.id });
    const headers = { authorization: `Bearer ${token}` };
    const { messageUserFromAdministration } = await import('../../server/notifications/administration-message.ts');
    await messageUserFromAdministration({ userId: user.id, message: 'Welcome aboard' });

    const response = await fetch(`${base}/en/user`, { headers });
    expect(response.status).toBe(200);
    const body = await response.json();
    const validate = ajv.getSchema('galope#/components/schemas/User');
    expect(validate?.(body), JSON.stringify(validate?.errors)).toBe(true);
    expect(body.user).toMatchObject({
      name: 'Nuria Api',
      chat_key: user.chatKey,
      country: { name: 'Spain', slug: 'spain' },
      notifications: [
        expect.objectContaining({ type: 'message_from_administration', text: 'Message from Galope: Welcome aboard' }),
      ],
    });

    expect((await fetch(`${base}/en/logout`, { headers })).status).toBe(204);
    expect((await fetch(`${base}/en/user`, { headers })).status).toBe(401);
  });

  test('answer 401 without a session', async () => {
    expect((await fetch(`${base}/es/user`)).status).toBe(401);
  });
});

test('the captcha challenge endpoint answers a fresh, uncached challenge', async () => {
  const response = await fetch(`${base}/captcha/challenge`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(Object.keys(await response.json()).length).toBeGreaterThan(0);
});
