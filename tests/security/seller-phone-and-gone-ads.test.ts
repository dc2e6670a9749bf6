import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { saveCompanyProfile } from '../../server/accounts/profiles.ts';
import { changeOwnAd } from '../../server/ads/ad-lifecycle.ts';
import { getDb } from '../../server/db/client.ts';
import { classifieds, users } from '../../server/db/tables.ts';
import { PHONE_REVEAL_LIMIT } from '../../server/infra/rate-limits.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { postGuestForm, solvedCaptcha } from './support/guest-forms.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * Issue 30: a private seller's phone is in no page and no page data, and "Show phone" hands it
 * out only to a signed-in reader or a guest who solved the captcha, within a rate limit; an ad
 * that is no longer available answers 410 with similar ads (docs/decisions/0063).
 */
const NATIONAL = '687219354';
const PHONE = `+34${NATIONAL}`;
/** The number in any formatting: its digits in order, with up to three other characters between. */
const ANY_FORMAT = new RegExp(NATIONAL.split('').join('[^0-9]{0,3}'));
const SPEC_TEXT = 'You have submitted too many requests at the same time, please wait a moment and try again.';

let site: Awaited<ReturnType<typeof startSecuritySite>>;
let clients = 0;
/** A client address of its own per use, so one test's count never refuses another's. */
function nextIp(): string {
  clients += 1;
  return `198.51.${Math.floor(clients / 250)}.${clients % 250}`;
}

beforeAll(async () => {
  site = await startSecuritySite();
});

afterAll(() => site.close());

async function showsPhone(userId: string, { visible = true } = {}) {
  await getDb()
    .update(users)
    .set({ phoneNumber: PHONE, phoneVerifiedAt: new Date(), phoneVisible: visible })
    .where(eq(users.id, userId));
}

async function read(path: string, actor?: Actor) {
  const response = await fetch(`${site.origin}${path}`, {
    headers: { ...(actor ? { cookie: actor.cookie } : {}), 'x-forwarded-for': nextIp() },
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function askPhone(slug: string, actor: Actor, fields: Record<string, string> = {}, ip = nextIp()) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ csrf: actor.csrf, intent: 'show_phone', ...fields })) {
    body.set(name, value);
  }
  const response = await fetch(`${site.origin}/en/s/${slug}`, {
    method: 'POST',
    body,
    headers: { cookie: actor.cookie, origin: site.origin, 'x-forwarded-for': ip },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

describe("a private seller's phone", () => {
  test('is in no page and no page data of /u, /pro, the ad page or search, for guests and signed-in readers', async () => {
    const seller = await newUser('Telma Telefonera');
    await showsPhone(seller.id);
    const ad = await publishedAd(seller.id, 'Yegua Telefonera torda de paseo');
    // A company whose owner keeps the number to themself: its page has none either.
    const company = await newUser('Cuadra Telefonera');
    await getDb().update(users).set({ accountType: 'company' }).where(eq(users.id, company.id));
    await showsPhone(company.id, { visible: false });
    const profile = await saveCompanyProfile({
      userId: company.id,
      input: { title: 'Cuadra Telefonera', description: '', position: '', social: [], enabled: true },
    });
    if (!profile.ok) throw new Error('company profile not saved');
    const search = `?form=${encodeURIComponent(JSON.stringify({ q: 'Telefonera' }))}`;
    const pages: [string, string][] = [
      [`/u/${seller.slug}`, 'Telma Telefonera'],
      [`/en/u/${seller.slug}`, 'Telma Telefonera'],
      [`/u/${seller.slug}.data`, 'Telma Telefonera'],
      [`/s/${ad.slug}`, ad.title],
      [`/en/s/${ad.slug}`, 'Show phone'],
      [`/pt/s/${ad.slug}.data`, ad.title],
      [`/en/search${search}`, ad.title],
      [`/en/search.data${search}`, ad.title],
      [`/pro/${profile.slug}`, 'Cuadra Telefonera'],
      [`/en/pro/${profile.slug}.data`, 'Cuadra Telefonera'],
    ];
    const reader = await newUser('Rita Lectora');
    for (const actor of [await actorFor('guest'), await actorFor('user', reader)]) {
      for (const [path, expected] of pages) {
        const answer = await read(path, actor);
        expect(answer.status, `${actor.name} ${path}`).toBe(200);
        expect(answer.text, `${actor.name} ${path}`).toContain(expected);
        expect(answer.text, `${actor.name} ${path}`).not.toMatch(ANY_FORMAT);
      }
    }
  });

  test('is shown to a signed-in reader and to a guest with a solved captcha, never to a guest without', async () => {
    const seller = await newUser('Sara Vendedora');
    await showsPhone(seller.id);
    const ad = await publishedAd(seller.id, 'Caballo cruzado Telefonero para paseo');
    const guest = await actorFor('guest');

    for (const captcha of [{}, { token_recaptcha: 'not-a-solution' }] as Record<string, string>[]) {
      const refused = await askPhone(ad.slug, guest, captcha);
      expect(refused.status).toBe(403);
      expect(refused.html).not.toMatch(ANY_FORMAT);
      expect(refused.html).toContain('Or sign in to see it');
    }
    // Without a captcha the card asks for one; with a wrong one it says the check failed.
    expect((await askPhone(ad.slug, guest)).html).toContain('Are you a person?');
    expect((await askPhone(ad.slug, guest, { token_recaptcha: 'not-a-solution' })).html).not.toContain(
      'Are you a person?',
    );

    const solved = await askPhone(ad.slug, guest, { token_recaptcha: await solvedCaptcha(site.origin) });
    expect(solved.status).toBe(200);
    expect(solved.html).toContain('+34 687 21 93 54');
    expect(solved.html).toContain('href="tel:+34687219354"');

    const reader = await actorFor('user', await newUser('Pau Comprador'));
    const answer = await askPhone(ad.slug, reader);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('+34 687 21 93 54');

    // A seller who hides the number has none to give.
    await showsPhone(seller.id, { visible: false });
    const hidden = await askPhone(ad.slug, reader);
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toMatch(ANY_FORMAT);
  });

  test('is refused with 429, Retry-After and the spec text past the limit, per account and per guest address', async () => {
    const seller = await newUser('Nerea Vendedora');
    await showsPhone(seller.id);
    const ad = await publishedAd(seller.id, 'Poni Telefonero de club');
    const reader = await actorFor('user', await newUser('Leo Insistente'));
    for (let each = 0; each < PHONE_REVEAL_LIMIT; each++) {
      expect((await askPhone(ad.slug, reader)).status).toBe(200);
    }
    // From a new address each time: the account's count is what refuses.
    const refused = await askPhone(ad.slug, reader);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.html).toContain(SPEC_TEXT);
    expect(refused.html).toMatch(/You can try again in \d+ minutes?\./);
    expect(refused.html).not.toMatch(ANY_FORMAT);

    // A guest's tries count per address, captcha or not: a script cannot try captchas for free.
    const ip = nextIp();
    for (let each = 0; each < PHONE_REVEAL_LIMIT; each++) {
      const answer = await postGuestForm(`${site.origin}/en/s/${ad.slug}`, { intent: 'show_phone' }, { ip });
      expect(answer.status).toBe(403);
    }
    const captcha = await solvedCaptcha(site.origin);
    const guestRefused = await postGuestForm(
      `${site.origin}/en/s/${ad.slug}`,
      { intent: 'show_phone', token_recaptcha: captcha },
      { ip },
    );
    expect(guestRefused.status).toBe(429);
    expect(Number(guestRefused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(guestRefused.html).toContain(SPEC_TEXT);
    expect(guestRefused.html).not.toMatch(ANY_FORMAT);
  });
});

describe('an ad that is no longer available', () => {
  /** A published ad moved to `subcategory` and `province`, to have neighbours near and far. */
  async function adIn(title: string, province: string, community: string) {
    const owner = await newUser('Gema Vendedora');
    const ad = await publishedAd(owner.id, title);
    await getDb()
      .update(classifieds)
      .set({ subcategoryKey: 'retired_horses', provinceId: province, communityId: community })
      .where(eq(classifieds.id, ad.id));
    return { ...ad, owner };
  }

  test('answers 410 with the message, its title and similar ads nearest first; an unknown ad is a 404', async () => {
    const sold = await adIn('Yegua jubilada Desaparecida vendida', 'ES.51.SE', 'ES.51');
    const expired = await adIn('Caballo jubilado Desaparecido caducado', 'ES.51.SE', 'ES.51');
    const far = await adIn('Caballo jubilado Lejano en Girona', 'ES.56.GI', 'ES.56');
    const community = await adIn('Yegua jubilada Andaluza en Cadiz', 'ES.51.CA', 'ES.51');
    const near = await adIn('Yegua jubilada Vecina en Sevilla', 'ES.51.SE', 'ES.51');
    expect(await changeOwnAd({ ownerId: sold.owner.id, adId: sold.id, action: 'sold' })).toBe(true);
    await getDb()
      .update(classifieds)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(classifieds.id, expired.id));

    for (const gone of [sold, expired]) {
      const page = await read(`/en/s/${gone.slug}`);
      expect(page.status, gone.title).toBe(410);
      // The owner may show it again: no browser may keep the 410.
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.text).toContain('This ad is no longer available');
      expect(page.text).toContain(gone.title);
      expect(page.text).toMatch(/<meta name="robots" content="noindex"/);
      // Nothing else of the ad: not its price, its description or its seller.
      expect(page.text).not.toContain('Yegua muy noble');
      expect(page.text).not.toContain('Gema Vendedora');
      const links = [near, community, far].map((each) => page.text.indexOf(`href="/en/s/${each.slug}"`));
      expect(links.every((at) => at > 0)).toBe(true);
      expect(links).toEqual([...links].sort((a, b) => a - b));
      // The other gone ad is never offered as similar.
      const other = gone === sold ? expired : sold;
      expect(page.text).not.toContain(`href="/en/s/${other.slug}"`);
    }
    const spanish = await read(`/s/${sold.slug}`);
    expect(spanish.status).toBe(410);
    expect(spanish.text).toContain('Este anuncio ya no está disponible');

    // Its owner still sees it as before.
    const own = await read(`/en/s/${sold.slug}`, await actorFor('owner', sold.owner));
    expect(own.status).toBe(200);
    expect(own.text).not.toContain('This ad is no longer available');

    expect((await read('/en/s/yegua-que-nunca-existio-x1y2')).status).toBe(404);
  });
});
