import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUser } from '../../server/accounts/users.ts';
import { openConversation } from '../../server/chat/conversations.ts';
import { getDb } from '../../server/db/client.ts';
import { classifiedMedia, classifieds, companyProfiles } from '../../server/db/tables.ts';
import { buildOpenApiDocument } from '../../server/http/api/openapi-document.ts';
import { notifyUser } from '../../server/notifications/notify-user.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { listPageRoutes } from './support/route-list.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Every page route of app/routes.ts (read from the build, so a new route fails here until it is
 * classified below), called as a guest, a signed-in user, the owner of an ad and an administrator.
 * The administration pages have their own matrix (admin area).
 */
type Answer = number | { redirect: string };
type Row = Record<Actor['name'], Answer> | 'admin-area';

const HOME = { redirect: '/' };
const PUBLIC: Row = { guest: 200, user: 200, owner: 200, admin: 200 };
/** Spec §2: the auth-only guard sends a guest home. */
const PRIVATE: Row = { guest: HOME, user: 200, owner: 200, admin: 200 };
/** Spec §2: the guest-only guard sends a signed-in user home. */
const GUEST_ONLY: Row = { guest: 200, user: HOME, owner: HOME, admin: HOME };
const GONE: Row = { guest: 404, user: 404, owner: 404, admin: 404 };

let site: Awaited<ReturnType<typeof startSecuritySite>>;
let actors: Actor[];
let owner: Actor;
let stranger: Actor;
let adSlug: string;
let adId: string;
/** Real values for each path parameter; a route with a parameter not listed here fails the test. */
let samples: Record<string, string>;
let expected: Record<string, Row>;
let routes: ReturnType<typeof listPageRoutes>;
let conversationId: string;

beforeAll(async () => {
  site = await startSecuritySite();
  const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild;
  routes = listPageRoutes(build.routes);
  const ownerUser = await newUser('Olga Dueña');
  const ad = await publishedAd(ownerUser.id);
  adSlug = ad.slug;
  adId = ad.id;
  const buyer = await newUser('Bruno Comprador');
  const conversation = await openConversation({ classifiedSlug: ad.slug, buyerId: buyer.id });
  if (!conversation.ok) throw new Error('no conversation');
  conversationId = conversation.window.chatWindowId;
  const notification = await notifyUser({
    userId: ownerUser.id,
    type: 'message_from_administration',
    content: 'notifications.message_from_administration',
    data: { link: '/user/settings' },
  });
  const company = await createUser({
    email: `company-${Date.now()}@example.test`,
    name: 'Yeguada del Sur',
    passwordHash: null,
    accountType: 'company',
    locale: 'es',
    emailVerified: true,
  });
  if (!company) throw new Error('company not created');
  await getDb()
    .insert(companyProfiles)
    .values({ userId: company.id, slug: 'yeguada-del-sur', title: 'Yeguada del Sur' });
  owner = await actorFor('owner', ownerUser);
  stranger = await actorFor('user', await newUser('Ulises Otro'));
  actors = [await actorFor('guest'), stranger, owner, await actorFor('admin', await newUser('Ada Admin', 'admin'))];
  samples = {
    page: 'comprar-con-seguridad',
    'spec-page': 'quienes_somos',
    category: 'caballos',
    subcategory: 'caballos-de-deporte',
    country: 'espana',
    community: 'andalucia',
    province: 'sevilla',
    town: 'carmona',
    filter: 'capa',
    filteritem: 'tordo',
    classified: ad.slug,
    provider: 'unknown-provider',
    user: ownerUser.slug,
    company_slug: 'yeguada-del-sur',
    message: conversation.window.chatWindowId,
    notification: notification.id,
    visit: '00000000-0000-4000-8000-000000000000',
  };
  expected = {
    home: PUBLIC,
    'policy-page': PUBLIC,
    page: PUBLIC,
    search: PUBLIC,
    // The filter form's live count ("Show 23 ads"): the same public numbers the search shows.
    'search-count': PUBLIC,
    category: PUBLIC,
    subcategory: PUBLIC,
    // One address per page (docs/decisions/0062-one-address-per-page.md).
    'country-cc': redirects('/espana'),
    filter: PUBLIC,
    'filter-item': PUBLIC,
    country: PUBLIC,
    'country-category': PUBLIC,
    'country-subcategory': PUBLIC,
    community: PUBLIC,
    'community-category': PUBLIC,
    'community-subcategory': PUBLIC,
    province: PUBLIC,
    'province-category': PUBLIC,
    'province-subcategory': PUBLIC,
    town: PUBLIC,
    'town-category': PUBLIC,
    'town-subcategory': PUBLIC,
    'ad-add': PRIVATE,
    'ad-add-guest': GUEST_ONLY,
    'ad-page': PUBLIC,
    // Another user's ad is no ad at all for them, the administrator included (moderation has its own pages).
    'ad-edit': { guest: HOME, user: 404, owner: 200, admin: 404 },
    'ad-successfully': PRIVATE,
    'admin-moderation': 'admin-area',
    'admin-users': 'admin-area',
    'admin-user': 'admin-area',
    'admin-audit': 'admin-area',
    'admin-dashboard': 'admin-area',
    'admin-content': 'admin-area',
    'admin-content-type': 'admin-area',
    'admin-content-new': 'admin-area',
    'admin-content-edit': 'admin-area',
    'admin-reports': 'admin-area',
    'sign-in': GUEST_ONLY,
    'sign-up': GUEST_ONLY,
    'email-verification': PUBLIC,
    'forgot-password': PUBLIC,
    'oauth2-redirect': GONE,
    // Reached only in the middle of a social sign-in: without one, a guest goes to sign in.
    'complete-registration': { guest: { redirect: '/sign-in' }, user: HOME, owner: HOME, admin: HOME },
    'user-page': PUBLIC,
    'company-page': PUBLIC,
    'saved-search-unsubscribe': PUBLIC,
    // The owner's conversation with a buyer: nobody else reads it, the administrator included.
    'user-messages': {
      guest: {
        redirect: `/sign-in?redirectTo=${encodeURIComponent(`/user/messages/${conversation.window.chatWindowId}`)}`,
      },
      user: 404,
      owner: 200,
      admin: 404,
    },
    // Component showcase pages: 404 in production.
    ziko: GONE,
    ziko2: GONE,
    'page-404': GONE,
    'page-500': { guest: 500, user: 500, owner: 500, admin: 500 },
    'not-found': GONE,
    settings: PRIVATE,
    'settings-company': PRIVATE,
    'settings-change-password': PRIVATE,
    'verify-phone-number': PRIVATE,
    'settings-ads-active': PRIVATE,
    'settings-ads-draft': PRIVATE,
    'settings-ads-inactive': PRIVATE,
    'settings-search-saved': PRIVATE,
    'settings-push': PRIVATE,
    'settings-saved': PRIVATE,
    'settings-delete-account': PRIVATE,
    notifications: PRIVATE,
    // The owner's notification opens its link; another's is a 404.
    'notification-open': { guest: HOME, user: 404, owner: { redirect: '/user/settings' }, admin: 404 },
    'settings-export': PRIVATE,
    // Logging out is a POST; a GET (a link, an image on another site) only goes home.
    logout: { guest: HOME, user: HOME, owner: HOME, admin: HOME },
    // Spec §2's names: redirects to the sign-in page and to the settings' password form.
    login: redirects('/sign-in'),
    'change-password': redirects('/user/settings/change-password'),
    // Forms post here; a GET goes back to the ad.
    'ad-favourite': redirects(`/s/${ad.slug}`),
    'ad-rating': redirects(`/s/${ad.slug}`),
    'ad-report': redirects(`/s/${ad.slug}`),
    'ad-visit-request': redirects(`/s/${ad.slug}`),
    // The seller's visit times: another user's ad is no ad at all for them.
    'ad-visits': { guest: HOME, user: 404, owner: 200, admin: 404 },
    'settings-visits': PRIVATE,
    // The reviews a person wrote and may still write (issue 31).
    'user-reviews': PRIVATE,
    // A visit's calendar file: only its buyer and seller (an unknown visit is a 404 for all).
    'visit-calendar-file': { guest: HOME, user: 404, owner: 404, admin: 404 },
  };
});

afterAll(() => site.close());

/** The owner's conversation with a buyer: nobody else may read or act on it. */
function participantOnly(ok: number): Record<Actor['name'], number> {
  return { guest: 401, user: 404, owner: ok, admin: 404 };
}

function redirects(to: string): Row {
  return { guest: { redirect: to }, user: { redirect: to }, owner: { redirect: to }, admin: { redirect: to } };
}

function concretePath(pattern: string): string {
  return pattern
    .replace('/p/spec/:page', `/p/spec/${samples['spec-page']}`)
    .replace(/:(\w+)\??/g, (_match, name: string) => {
      const value = samples[name];
      if (value === undefined) throw new Error(`No sample value for :${name} (${pattern}): add one`);
      return value;
    })
    .replace('*', 'no-such-page');
}

async function answerOf(url: string, actor: Actor): Promise<Answer> {
  const response = await fetch(`${site.origin}${url}`, { headers: { cookie: actor.cookie }, redirect: 'manual' });
  await response.body?.cancel();
  const location = response.headers.get('location');
  return location && response.status >= 300 && response.status < 400 ? { redirect: location } : response.status;
}

describe('authorization matrix', () => {
  test('every page route is classified', () => {
    expect(routes.length).toBeGreaterThan(50);
    const unclassified = routes.filter((route) => !(route.name in expected)).map((route) => route.name);
    expect(unclassified, 'add these routes to the matrix').toEqual([]);
  });

  test('each page answers each caller as the matrix says', async () => {
    const seen: Record<string, Record<string, Answer>> = {};
    const want: Record<string, Record<string, Answer>> = {};
    for (const route of routes) {
      const row = expected[route.name];
      if (!row || row === 'admin-area') continue;
      const url = concretePath(route.pattern);
      const key = `${route.name} ${url}`;
      seen[key] = {};
      want[key] = row;
      for (const actor of actors) {
        const answer = await answerOf(url, actor);
        (seen[key] as Record<string, Answer>)[actor.name] = answer;
      }
    }
    expect(seen).toEqual(want);
  });

  test('GET /logout leaves the session alive: only the form (POST with its token) ends it', async () => {
    await answerOf('/logout', stranger);
    expect(await answerOf('/user/settings', stranger)).toBe(200);
  });
});

describe("another user's ad", () => {
  async function post(url: string, actor: Actor, fields: Record<string, string>) {
    const body = new FormData();
    body.set('csrf', actor.csrf);
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const response = await fetch(`${site.origin}${url}`, {
      method: 'POST',
      body,
      headers: { cookie: actor.cookie, origin: site.origin },
      redirect: 'manual',
    });
    await response.body?.cancel();
    return response.status;
  }

  test('cannot be edited, hidden, deleted or have its photos moved or removed by anyone but the owner', async () => {
    const [photo] = await getDb().select().from(classifiedMedia).where(eq(classifiedMedia.classifiedId, adId));
    if (!photo) throw new Error('no photo');
    const details = { intent: 'details', title: 'Robado por otro usuario', description: 'x'.repeat(40), price: '1' };
    for (const actor of actors.filter((each) => each.name === 'user' || each.name === 'admin')) {
      expect(await post(`/s/${adSlug}/edit`, actor, details), `${actor.name} edit`).toBe(404);
      expect(await post(`/s/${adSlug}/edit`, actor, { intent: 'remove-media', media: photo.id })).toBe(404);
      expect(await post(`/s/${adSlug}`, actor, { intent: 'hide' }), `${actor.name} hide`).toBe(404);
      expect(await post(`/s/${adSlug}`, actor, { intent: 'delete' }), `${actor.name} delete`).toBe(404);
    }
    // Through one's own ad's form, naming the other ad's photo: still not found.
    const ownAd = await publishedAd(stranger.user?.id ?? '', 'Poni de paseo muy tranquilo');
    expect(await post(`/s/${ownAd.slug}/edit`, stranger, { intent: 'remove-media', media: photo.id })).toBe(404);
    expect(await post(`/s/${ownAd.slug}/edit`, stranger, { intent: 'move-media', media: photo.id, to: 'later' })).toBe(
      404,
    );
    expect(await post('/s/add-guest', actors[0] as Actor, {})).not.toBe(500);
    const [after] = await getDb().select().from(classifieds).where(eq(classifieds.id, adId));
    expect(after).toMatchObject({ title: 'Yegua PRE torda de seis años', status: 'approved', active: true });
    const photos = await getDb().select().from(classifiedMedia).where(eq(classifiedMedia.classifiedId, adId));
    expect(photos.map((each) => each.id)).toEqual([photo.id]);
    // The owner may: the same form moves the ad on.
    expect(await post(`/s/${adSlug}`, owner, { intent: 'hide' })).toBe(200);
    expect(await post(`/s/${adSlug}`, owner, { intent: 'activate' })).toBe(200);
  });
});

/**
 * Every call of the JSON API (its OpenAPI document, so a new call fails here until classified),
 * as the same four callers with their browser cookies; POSTs carry a valid CSRF header, so what
 * is checked is who may, not how the request was made (csrf-and-sessions.test.ts does that).
 */
describe('API authorization matrix', () => {
  const SIGNED_IN = { guest: 401, user: 200, owner: 200, admin: 200 };
  const OPEN = { guest: 200, user: 200, owner: 200, admin: 200 };
  const API: Record<string, { body?: unknown; want: Record<Actor['name'], number> }> = {
    'get /{locale}/global-data': { want: OPEN },
    'get /{locale}/{country}/global-data': { want: OPEN },
    'get /{locale}/{current}/country/{country}': { want: OPEN },
    'get /{locale}/filters/{subcategory}': { want: OPEN },
    'get /{locale}/filters/{subcategory}/with_all': { want: OPEN },
    'get /{locale}/user': { want: SIGNED_IN },
    // Only a bearer token logs out by GET (account-api.ts); a cookie GET changes nothing.
    'get /{locale}/logout': { want: { guest: 204, user: 204, owner: 204, admin: 204 } },
    'get /captcha/challenge': { want: OPEN },
    'get /provinces-by-community/{community}': { want: OPEN },
    'get /towns-by-province/{province}': { want: OPEN },
    'get /chat/windows': { want: SIGNED_IN },
    // Asking about one's own ad is refused (409); anyone else opens a conversation with its owner.
    'post /chat/windows': { body: { classified: '' }, want: { guest: 401, user: 201, owner: 409, admin: 201 } },
    'get /chat/windows/{chatWindowId}': { want: participantOnly(200) },
    'post /chat/windows/{chatWindowId}/block': { want: participantOnly(200) },
    'post /chat/windows/{chatWindowId}/unblock': { want: participantOnly(200) },
    'post /chat/windows/{chatWindowId}/report': { body: { reason: 'spam' }, want: participantOnly(204) },
    'post /{locale}/chat-messages/{chatWindowId}/{before}': { want: participantOnly(200) },
    // Its signed token is the whole authority (RFC 8058 one-click): none here, nothing found.
    'post /saved-searches/unsubscribe': { want: { guest: 404, user: 404, owner: 404, admin: 404 } },
    'post /{locale}/reverse-geocode': { body: { lat: 37.47, lng: -5.64 }, want: OPEN },
  };

  test('every call answers each caller as the matrix says', async () => {
    const params: Record<string, string> = {
      locale: 'es',
      country: 'espana',
      current: 'espana',
      subcategory: 'caballos-de-deporte',
      community: 'andalucia',
      province: 'sevilla',
      chatWindowId: conversationId,
      before: 'last',
    };
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.keys(methods).map((method) => `${method} ${template}`),
    );
    expect(
      calls.filter((call) => !(call in API)),
      'add these calls to the matrix',
    ).toEqual([]);
    const seen: Record<string, Record<string, number>> = {};
    const want: Record<string, Record<string, number>> = {};
    for (const call of calls) {
      const entry = API[call];
      if (!entry) continue;
      const [method = 'get', template = ''] = call.split(' ');
      const url = template.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? name);
      const body = call === 'post /chat/windows' ? { classified: adSlug } : entry.body;
      seen[call] = {};
      want[call] = entry.want;
      for (const actor of actors) {
        const response = await fetch(`${site.origin}/api${url}`, {
          method: method.toUpperCase(),
          headers: {
            cookie: actor.cookie,
            origin: site.origin,
            'x-csrf-token': actor.csrf,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        await response.body?.cancel();
        (seen[call] as Record<string, number>)[actor.name] = response.status;
      }
    }
    expect(seen).toEqual(want);
    // The cookie GET of logout ended nobody's session.
    expect(await answerOf('/user/settings', owner)).toBe(200);
  });
});
