import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { changeOwnAd } from '../../server/ads/ad-lifecycle.ts';
import { CSRF_COOKIE, csrfTokenFor } from '../../server/http/csrf.ts';
import { getPageCache } from '../../server/http/page-cache.ts';
import { listenForPublicPageChanges } from '../../server/http/page-cache-invalidation.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

/**
 * The page cache (docs/decisions/0038-page-cache.md, 0087-page-cache-survives-writes.md) over HTTP on the built
 * site: a guest's results page served again carries that guest's own nonce and CSRF token, and
 * its forms work; a signed-in reader or any other cookie is never served a kept page; a published
 * ad reaches the next guest at once (the first guest after a change renders the page again); a kept
 * ad page holds nobody's session values and goes when the ad is sold; an ad of another category
 * leaves a kept category page as it was. A guest with a recently viewed list gets kept pages but
 * never a kept home (whose row is theirs), and a kept ad page sets their own list; nobody gets
 * another reader's list (docs/decisions/0088-recent-kept-pages.md).
 */
let site: Awaited<ReturnType<typeof startSecuritySite>>;
let changes: { stop: () => Promise<void> };
let seller: Actor;
const WORD = `pagecache${Date.now().toString(36)}`;
const SEARCH = `/en/search?form=${encodeURIComponent(JSON.stringify({ q: WORD }))}`;

beforeAll(async () => {
  site = await startSecuritySite();
  const cache = getPageCache();
  cache.configure({ maxBytes: 32 * 1024 * 1024, ttlMs: 60_000, settleMs: 250 });
  changes = listenForPublicPageChanges(process.env.TEST_FILE_DATABASE_URL ?? '', cache);
  await vi.waitFor(() => expect(cache.enabled).toBe(true), { timeout: 10_000 });
  seller = await actorFor('user', await newUser('Marta Cuadra'));
});

afterAll(async () => {
  await changes.stop();
  await site.close();
});

async function get(path: string, cookie?: string) {
  const response = await fetch(`${site.origin}${path}`, { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text(), cache: response.headers.get('x-page-cache') };
}

function nonceOf(response: Response): string {
  return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
}

function seedOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((each) => each.startsWith(`${CSRF_COOKIE}=`)) ?? '';
  return cookie.slice(CSRF_COOKIE.length + 1).split(';')[0] ?? '';
}

/** Waits past the settle time after a change, so the next render may be kept. */
async function keptAfterChange(path: string) {
  await expect.poll(async () => (await get(path)).cache, { timeout: 10_000, interval: 300 }).toBe('hit');
}

describe('page cache', () => {
  test("a kept page carries the second guest's own nonce and CSRF token, and its favourite form is accepted", async () => {
    await publishedAd(seller.user?.id ?? '', `Caballo ${WORD} de doma`);
    await keptAfterChange('/en/c/horses');
    const first = await get('/en/c/horses');
    const second = await get('/en/c/horses');
    expect(second.cache).toBe('hit');
    for (const visit of [first, second]) {
      const nonce = nonceOf(visit.response);
      expect(nonce.length).toBeGreaterThan(16);
      expect(visit.html).toContain(`nonce="${nonce}"`);
      const token = csrfTokenFor(seedOf(visit.response));
      expect(visit.html).toContain(`name="csrf" value="${token}"`);
    }
    expect(second.html).not.toContain(nonceOf(first.response));
    expect(second.html).not.toContain(csrfTokenFor(seedOf(first.response)));

    // The heart on the kept page (a button of the list's one favourites form, with the ad's own
    // address), posted as that guest's browser would: asked to sign in, not refused.
    const slug = /formaction="\/en\/s\/([^/"]+)\/favourite"/i.exec(second.html)?.[1];
    expect(slug).toBeTruthy();
    const posted = await fetch(`${site.origin}/en/s/${slug}/favourite`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: `${CSRF_COOKIE}=${seedOf(second.response)}`,
        origin: site.origin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ csrf: csrfTokenFor(seedOf(second.response)), intent: 'add' }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toContain('/en/sign-in');
  });

  test('a signed-in reader and a guest with another cookie always get a page rendered for them', async () => {
    await keptAfterChange('/en/c/horses');
    const signedIn = await get('/en/c/horses', seller.cookie);
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).toContain('Marta Cuadra');
    const withOtherCookie = await get('/en/c/horses', 'pending_favourite=x; other=1');
    expect(withOtherCookie.cache).toBeNull();
    // A .data request (a client navigation) is never answered from the document cache.
    const data = await fetch(`${site.origin}/en/c/horses.data`);
    expect(data.headers.get('x-page-cache')).toBeNull();
    expect(data.headers.get('content-type')).not.toContain('text/html');
  });

  test('a newly published ad is on the next guest page, not the kept one', async () => {
    await keptAfterChange(SEARCH);
    expect((await get(SEARCH)).html).not.toContain(`Yegua ${WORD} torda`);
    await publishedAd(seller.user?.id ?? '', `Yegua ${WORD} torda`);
    await expect
      .poll(async () => (await get(SEARCH)).html.includes(`Yegua ${WORD} torda`), { timeout: 5_000, interval: 50 })
      .toBe(true);
  });

  test("a guest's ad page is kept with no session value of anyone, and goes as soon as the ad is sold", async () => {
    const ad = await publishedAd(seller.user?.id ?? '', `Potra ${WORD} alazana`);
    const path = `/en/s/${ad.slug}`;
    // A signed-in reader's page is theirs: rendered for them, never kept, never served to a guest.
    const reader = await actorFor('user', await newUser('Rodrigo Privado'));
    const signedIn = await get(path, reader.cookie);
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).toContain('Rodrigo Privado');
    await keptAfterChange(path);
    const first = await get(path);
    const second = await get(path);
    expect(second.cache).toBe('hit');
    expect(second.html).toContain(`Potra ${WORD} alazana`);
    expect(second.html).toContain(csrfTokenFor(seedOf(second.response)));
    for (const secret of [
      'Rodrigo Privado',
      reader.csrf,
      csrfTokenFor(seedOf(first.response)),
      nonceOf(first.response),
    ]) {
      expect(second.html).not.toContain(secret);
    }
    // The home's "Recently viewed" still learns of the ad from a kept page.
    expect(second.response.headers.getSetCookie().some((cookie) => cookie.startsWith(`recent=${ad.id}`))).toBe(true);

    await changeOwnAd({ ownerId: seller.user?.id ?? '', adId: ad.id, action: 'sold' });
    await expect.poll(async () => (await get(path)).response.status, { timeout: 5_000, interval: 20 }).toBe(410);
    expect((await get(path)).cache).toBeNull();
  });

  test('an ad of another category leaves a kept category page in place; one of its own is on it at the next look', async () => {
    await keptAfterChange('/en/c/ponies');
    await keptAfterChange('/en/c/horses');
    await publishedAd(seller.user?.id ?? '', `Caballo ${WORD} bayo`);
    await expect
      .poll(async () => (await get('/en/c/horses')).html.includes(`Caballo ${WORD} bayo`), {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(true);
    expect((await get('/en/c/ponies')).cache).toBe('hit');
  });
});

describe('page cache for a guest who viewed ads', () => {
  /** The home's "Recently viewed" row, or '' when it has none. */
  function recentRow(html: string): string {
    const start = html.indexOf('id="home-recent"');
    return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
  }

  function recentCookieOf(response: Response): string | undefined {
    return response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('recent='))
      ?.split(';')[0];
  }

  test('gets kept listings and ad pages with their own list, their own home, and none of it reaches another guest', async () => {
    const a = await publishedAd(seller.user?.id ?? '', `Yegua ${WORD} vista primero`);
    const b = await publishedAd(seller.user?.id ?? '', `Caballo ${WORD} visto luego`);
    const c = await publishedAd(seller.user?.id ?? '', `Potro ${WORD} visto por lectores`);
    const reader = `recent=${a.id}`;

    // A listing kept for guests: the reader with a list gets it from the cache, no cookie of anyone.
    await keptAfterChange('/en/c/horses');
    const listing = await get('/en/c/horses', reader);
    expect(listing.cache).toBe('hit');
    expect(recentCookieOf(listing.response)).toBeUndefined();
    // Any other cookie beside it still sends the request past the cache.
    expect((await get('/en/c/horses', `${reader}; other=1`)).cache).toBeNull();

    // Ad B kept for guests: the reader gets it from the cache with their own list, B in front.
    await keptAfterChange(`/en/s/${b.slug}`);
    const adB = await get(`/en/s/${b.slug}`, reader);
    expect(adB.cache).toBe('hit');
    expect(adB.html).toContain(`Caballo ${WORD} visto luego`);
    expect(recentCookieOf(adB.response)).toBe(`recent=${b.id}.${a.id}`);
    // The next guest without the cookie gets ad B with B alone: not the reader's list.
    const guestB = await get(`/en/s/${b.slug}`);
    expect(guestB.cache).toBe('hit');
    expect(recentCookieOf(guestB.response)).toBe(`recent=${b.id}`);

    // Ad C asked only by readers with lists: rendered for them (its second ask kept), each with
    // their own list; a guest without the cookie then gets it from the cache with C alone.
    for (let ask = 0; ask < 2; ask += 1) {
      const asked = await get(`/en/s/${c.slug}`, reader);
      expect(asked.cache === 'hit').toBe(false);
      expect(recentCookieOf(asked.response)).toBe(`recent=${c.id}.${a.id}`);
    }
    const guestC = await get(`/en/s/${c.slug}`);
    expect(guestC.cache).toBe('hit');
    expect(recentCookieOf(guestC.response)).toBe(`recent=${c.id}`);

    // Home: the reader's own, never from the cache, never kept. Asked twice by them (the second
    // ask may keep), then a guest without the cookie renders it and it is kept for guests.
    const home = `/en?probe=${WORD}`;
    for (let ask = 0; ask < 2; ask += 1) {
      const mine = await get(home, reader);
      expect(mine.cache).toBeNull();
      expect(recentRow(mine.html)).toContain(`Yegua ${WORD} vista primero`);
    }
    const guest = await get(home);
    expect(guest.cache).toBe('miss');
    expect(recentRow(guest.html)).toBe('');
    await keptAfterChange(home);
    const kept = await get(home);
    expect(kept.cache).toBe('hit');
    expect(recentRow(kept.html)).toBe('');
    expect(recentCookieOf(kept.response)).toBeUndefined();
    // A kept home is there, and the reader still gets their own.
    const again = await get(home, reader);
    expect(again.cache).toBeNull();
    expect(recentRow(again.html)).toContain(`Yegua ${WORD} vista primero`);
    // The province the reader chose as near them is theirs too: kept listings, their own home.
    expect((await get('/en/c/horses', 'near=sevilla')).cache).toBe('hit');
    expect((await get(home, 'near=sevilla')).cache).toBeNull();
  });
});
