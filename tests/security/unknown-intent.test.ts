import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findOwnCompanyProfile } from '../../server/accounts/profiles.ts';
import { createUser } from '../../server/accounts/users.ts';
import { openConversation } from '../../server/chat/conversations.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Every action that tells its forms apart by `intent` answers 400 to an intent it does not know,
 * and changes nothing (issue 33: settings-company used to save the profile on any intent). The
 * route modules are found by reading app/routes: a new one fails here until it is listed.
 */
const ROUTES_DIR = 'app/routes';

/** An action that reads `intent`, itself or through the shared form handlers it calls. */
function takesAnIntent(source: string): boolean {
  return (
    /export (async )?function action|export const action/.test(source) &&
    /\bintent\b|reviewAction\(|handleVisitChange\(|handleAdFormAction\(/.test(source)
  );
}

let site: Awaited<ReturnType<typeof startSecuritySite>>;
let owner: Actor;
let admin: Actor;
let company: Actor;
/** Route module → the address its forms post to, and who posts (someone the route lets in). */
let posts: Record<string, { url: string; actor: () => Actor }>;

beforeAll(async () => {
  site = await startSecuritySite();
  const ownerUser = await newUser('Olga Dueña');
  const ad = await publishedAd(ownerUser.id);
  const buyer = await newUser('Bruno Comprador');
  const conversation = await openConversation({ classifiedSlug: ad.slug, buyerId: buyer.id });
  if (!conversation.ok) throw new Error('no conversation');
  const companyUser = await createUser({
    email: `intent-company-${Date.now()}@example.test`,
    name: 'Yeguada del Norte',
    passwordHash: null,
    accountType: 'company',
    locale: 'es',
    emailVerified: true,
  });
  if (!companyUser) throw new Error('company not created');
  owner = await actorFor('owner', ownerUser);
  admin = await actorFor('admin', await newUser('Ada Admin', 'admin'));
  company = await actorFor('user', companyUser);
  const asOwner = () => owner;
  const asAdmin = () => admin;
  posts = {
    'ad-add.tsx': { url: '/s/add', actor: asOwner },
    'ad-edit.tsx': { url: `/s/${ad.slug}/edit`, actor: asOwner },
    'ad-favourite.tsx': { url: `/s/${ad.slug}/favourite`, actor: asOwner },
    'ad-page.tsx': { url: `/s/${ad.slug}`, actor: asOwner },
    'ad-visits.tsx': { url: `/s/${ad.slug}/visits`, actor: asOwner },
    'admin-content-edit.tsx': { url: '/admin/content/categories/new', actor: asAdmin },
    'admin-moderation.tsx': { url: '/admin/moderation', actor: asAdmin },
    'admin-reports.tsx': { url: '/admin/reports', actor: asAdmin },
    'admin-user.tsx': { url: `/admin/users/${ownerUser.id}`, actor: asAdmin },
    'company-page.tsx': { url: '/pro/yeguada-del-norte', actor: asOwner },
    'notifications.tsx': { url: '/user/notifications', actor: asOwner },
    'settings-account.tsx': { url: '/user/settings', actor: asOwner },
    'settings-company.tsx': { url: '/user/settings/company', actor: () => company },
    'settings-phone.tsx': { url: '/user/verify-phone-number', actor: asOwner },
    'settings-push.tsx': { url: '/user/settings/push', actor: asOwner },
    'settings-saved-searches.tsx': { url: '/user/settings/search-saved', actor: asOwner },
    'settings-visits.tsx': { url: '/user/visits', actor: asOwner },
    'user-messages.tsx': { url: `/user/messages/${conversation.window.chatWindowId}`, actor: asOwner },
    'user-page.tsx': { url: `/u/${ownerUser.slug}`, actor: asOwner },
    'user-reviews.tsx': { url: '/user/reviews', actor: asOwner },
  };
});

afterAll(() => site.close());

async function post(url: string, actor: Actor, fields: Record<string, string>): Promise<number> {
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

describe('an unknown intent', () => {
  test('every route module whose action reads an intent is listed here', () => {
    const found = readdirSync(ROUTES_DIR)
      .filter((name) => name.endsWith('.tsx'))
      .filter((name) => takesAnIntent(readFileSync(path.join(ROUTES_DIR, name), 'utf8')));
    expect(found.length).toBeGreaterThan(15);
    expect(found.sort()).toEqual(Object.keys(posts).sort());
  });

  test('answers 400 on every such action, in every case the same way', async () => {
    const answers: Record<string, number> = {};
    for (const [module, { url, actor }] of Object.entries(posts)) {
      answers[module] = await post(url, actor(), { intent: 'no-such-intent' });
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(posts).map((module) => [module, 400])));
  });

  test("does not save a company's profile (it used to fall through to the save)", async () => {
    const profile = { title: 'Yeguada del Norte', description: 'Cría de caballo de deporte.' };
    expect(await post('/user/settings/company', company, { ...profile, intent: 'no-such-intent' })).toBe(400);
    expect(await findOwnCompanyProfile({ userId: company.user?.id ?? '' })).toBeUndefined();
    // The profile's own form (no intent) still saves.
    expect(await post('/user/settings/company', company, profile)).toBe(200);
    expect(await findOwnCompanyProfile({ userId: company.user?.id ?? '' })).toMatchObject({
      title: 'Yeguada del Norte',
    });
  });
});
