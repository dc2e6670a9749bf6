import { eq } from 'drizzle-orm';
import { createSession } from '../../../server/accounts/sessions.ts';
import { createUser, type UserRow } from '../../../server/accounts/users.ts';
import { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } from '../../../server/ads/ad-drafts.ts';
import { approveAd, submitAd } from '../../../server/ads/ad-lifecycle.ts';
import { getDb } from '../../../server/db/client.ts';
import { classifiedMedia, users } from '../../../server/db/tables.ts';
import { findProvinceBySlug } from '../../../server/geo/geography.ts';
import { CSRF_COOKIE, csrfTokenFor, newCsrfSeed } from '../../../server/http/csrf.ts';
import { SESSION_COOKIE } from '../../../server/http/session-cookie.ts';

/** Someone calling the site: the cookies a browser would send and the CSRF token its forms carry. */
export interface Actor {
  name: 'guest' | 'user' | 'owner' | 'admin';
  user?: UserRow;
  cookie: string;
  csrf: string;
}

let counter = 0;

export async function newUser(name: string, role: 'user' | 'admin' = 'user'): Promise<UserRow> {
  counter += 1;
  const user = await createUser({
    email: `security${counter}-${Date.now()}@example.test`,
    name,
    passwordHash: null,
    accountType: 'individual',
    locale: 'es',
    emailVerified: true,
  });
  if (!user) throw new Error('user not created');
  if (role === 'user') return user;
  const [admin] = await getDb().update(users).set({ role }).where(eq(users.id, user.id)).returning();
  if (!admin) throw new Error('admin not made');
  return admin;
}

/** A browser of `user` (none: a guest) with a CSRF seed already set, as after any first page. */
export async function actorFor(name: Actor['name'], user?: UserRow): Promise<Actor> {
  const seed = newCsrfSeed();
  const cookies = [`${CSRF_COOKIE}=${seed}`];
  if (user) cookies.push(`${SESSION_COOKIE}=${await createSession({ userId: user.id })}`);
  return { name, user, cookie: cookies.join('; '), csrf: csrfTokenFor(seed) };
}

/** An ad posted, reviewed and approved the way the site does it, with one ready photo. */
export async function publishedAd(ownerId: string, title = 'Yegua PRE torda de seis años') {
  const sevilla = findProvinceBySlug('sevilla', 'ES');
  if (!sevilla) throw new Error('Sevilla is missing from the geography');
  const { id: adId } = await createDraft({ ownerId, language: 'es', type: 'offer' });
  await saveAdSubcategory({ ownerId, adId, subcategory: 'sport_horses' });
  await saveAdDetails({
    ownerId,
    adId,
    values: {
      title,
      price: 12_500,
      description: 'Yegua muy noble, domada a la vaquera y con salida a concurso. Se enseña en Sevilla.',
      filters: { sexo: 'yegua' },
    },
  });
  await saveAdLocation({ ownerId, adId, province: sevilla.id });
  await getDb()
    .insert(classifiedMedia)
    .values({ classifiedId: adId, ownerId, kind: 'photo', position: 0, status: 'ready', widths: [320, 640] });
  const submitted = await submitAd({ ownerId, adId });
  if (!submitted.ok) throw new Error(`not submitted: ${JSON.stringify(submitted.missing)}`);
  const ad = await approveAd({ adId });
  if (!ad) throw new Error('not approved');
  return ad;
}
