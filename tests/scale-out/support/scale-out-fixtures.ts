import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { hashPassword } from '../../../server/accounts/password.ts';
import { createSession } from '../../../server/accounts/sessions.ts';
import { createUser } from '../../../server/accounts/users.ts';
import { getDb } from '../../../server/db/client.ts';
import { classifieds, users } from '../../../server/db/tables.ts';
import { findProvinceBySlug, findTownById, listTowns } from '../../../server/geo/geography.ts';

/**
 * People, ads, browsers and sockets for the scale-out checks. People and ads are written straight
 * to the shared database (as sign-up and posting would); everything else goes through the nodes.
 */
const opened: Socket[] = [];

/** Disconnects every socket `openSocket` opened. */
export function closeSockets(): void {
  for (const socket of opened) socket.disconnect();
}

export const PASSWORD = 'caballo-andaluz-2026';
let counter = 0;

export async function newPerson(name: string, options: { role?: 'admin' } = {}) {
  counter += 1;
  const user = await createUser({
    email: `scale${counter}-${randomBytes(4).toString('hex')}@example.test`,
    name,
    passwordHash: await hashPassword(PASSWORD),
    accountType: 'individual',
    locale: 'es',
    emailVerified: true,
  });
  if (!user) throw new Error('user not created');
  if (options.role) await getDb().update(users).set({ role: options.role }).where(eq(users.id, user.id));
  return { ...user, token: await createSession({ userId: user.id }) };
}
export type Person = Awaited<ReturnType<typeof newPerson>>;

const sevilla = (() => {
  const province = findProvinceBySlug('sevilla', 'ES');
  const town = province ? listTowns(province.id).find((each) => each.slug === 'sevilla') : undefined;
  const provinceId = town ? findTownById(town.id)?.province : undefined;
  if (!town || !provinceId) throw new Error('no Sevilla');
  return { town, provinceId };
})();

/** Lusitano sport horses in the province of Sevilla, as the search page's form carries it. */
export const LUSITANO_FORM = JSON.stringify({
  q: 'lusitano',
  type: { name: 'offer' },
  subcategory: { name: 'Caballos de deporte', slug: 'caballos-de-deporte', svg_code: '' },
  community: { name: 'Andalucía', slug: 'andalucia' },
  province: { name: 'Sevilla', slug: 'sevilla' },
});

export async function newAd(
  ownerId: string,
  { title, status = 'approved' }: { title: string; status?: 'approved' | 'pending' },
) {
  const { provinceId, town } = sevilla;
  const [ad] = await getDb()
    .insert(classifieds)
    .values({
      ownerId,
      slug: `ad-${randomBytes(6).toString('hex')}`,
      status,
      type: 'offer',
      subcategoryKey: 'sport_horses',
      title,
      description: 'Noble, herrado y vacunado; se deja herrar y cargar sin problemas.',
      price: 9000,
      language: 'es',
      countryCode: 'ES',
      communityId: provinceId.split('.').slice(0, 2).join('.'),
      provinceId,
      townId: town.id,
      lat: town.lat,
      lng: town.lng,
      submittedAt: new Date(),
      ...(status === 'approved' ? { publishedAt: new Date(), expiresAt: new Date(Date.now() + 30 * 86_400_000) } : {}),
    })
    .returning();
  if (!ad) throw new Error('ad not created');
  return ad;
}

/**
 * A browser: its cookies, and the address it comes from (X-Forwarded-For, trusted from loopback
 * as from a proxy in front of the nodes), so the rate limits of one check do not touch another's.
 */
export function newBrowser(ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {
  const cookies = new Map<string, string>();
  async function request(origin: string, path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', ip);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(`${origin}${path}`, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(cookie)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }
  return {
    cookies,
    request,
    /** The CSRF token a page of `origin` puts in its forms. */
    async csrf(origin: string, path: string): Promise<string> {
      const html = await (await request(origin, path)).text();
      const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? /value="([^"]+)" name="csrf"/.exec(html)?.[1];
      if (!token) throw new Error(`no CSRF token on ${origin}${path}`);
      return token;
    },
    post(origin: string, path: string, fields: Record<string, string | Blob>) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return request(origin, path, { method: 'POST', body: form });
    },
  };
}

export function signedIn(person: Person) {
  const browser = newBrowser();
  browser.cookies.set('galope_session', person.token);
  return browser;
}

export function openSocket(person: Person, origin: string): Promise<Socket> {
  const socket = connect(origin, {
    path: '/socket.io',
    auth: { chatKey: person.chatKey },
    transports: ['websocket'],
    reconnection: false,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 20_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

export async function api(person: Person, origin: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${person.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
