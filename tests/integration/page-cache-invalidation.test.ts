import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createUser } from '../../server/accounts/users.ts';
import { createDraft, saveAdDetails } from '../../server/ads/ad-drafts.ts';
import { changeOwnAd, deleteAdByAdministration } from '../../server/ads/ad-lifecycle.ts';
import { getDb } from '../../server/db/client.ts';
import { findProvinceBySlug } from '../../server/geo/geography.ts';
import { PageCache } from '../../server/http/page-cache.ts';
import { listenForPublicPageChanges } from '../../server/http/page-cache-invalidation.ts';
import { adTag } from '../../server/http/page-tags.ts';
import { newUser, publishedAd } from '../security/support/actors.ts';

/**
 * The page cache's invalidation on the real database (drizzle/0022, 0023, 0032; decisions 0038 and
 * 0087-page-cache-survives-writes): a change of the catalogue empties a listening node's cache once it commits; a
 * change of an ad drops only the pages showing it and marks its scopes' listings stale; a statement
 * that changes no row, or a transaction rolled back, leaves it alone.
 */
const cache = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, settleMs: 0 });
let changes: { stop: () => Promise<void> };
/** A second listener on the triggers' channel: every payload, in commit order. */
const witness = new pg.Client({ connectionString: process.env.TEST_FILE_DATABASE_URL });
const heard: string[] = [];

beforeAll(async () => {
  changes = listenForPublicPageChanges(process.env.TEST_FILE_DATABASE_URL ?? '', cache);
  witness.on('notification', (message) => heard.push(message.payload ?? ''));
  await witness.connect();
  await witness.query('LISTEN galope_public_pages');
  await vi.waitFor(() => expect(cache.enabled).toBe(true), { timeout: 10_000 });
});

afterAll(async () => {
  await changes.stop();
  await witness.end();
});

const SECRETS = { nonce: 'nonce-AAAAAAAAAAAAAAAA', csrf: 'csrf-BBBBBBBBBBBBBBBBBBBBBBBB' };

function keepTagged(key: string, tags: string[]): void {
  cache.store(key, cache.ticket(), { status: 200, headers: [], html: `<main>${key}</main>`, tags }, SECRETS);
}

let markers = 0;
/**
 * Waits until this cache has applied every change committed so far: a page tagged with a marker
 * is dropped when the marker's notice, sent after them, arrives (notices come in commit order).
 */
async function appliedSoFar(): Promise<void> {
  markers += 1;
  const marker = `ad:marker-${markers}`;
  keepTagged(`/marker-${markers}`, [marker]);
  await getDb().execute(sql`select pg_notify('galope_public_pages', ${marker})`);
  await vi.waitFor(() => expect(cache.read(`/marker-${markers}`)).toBeUndefined());
}

function keepPage(): void {
  cache.store('/c/caballos', cache.ticket(), { status: 200, headers: [], html: '<main>results</main>' }, SECRETS);
}

/**
 * Sends `marker` on the channel and waits until the witness hears it: PostgreSQL delivers
 * notifications in commit order, so whatever was committed before has been heard by then.
 * Returns what the witness heard from the triggers in between.
 */
async function heardUntil(marker: string): Promise<string[]> {
  const from = heard.length;
  await getDb().execute(sql`select pg_notify('galope_public_pages', ${marker})`);
  await vi.waitFor(() => expect(heard.slice(from)).toContain(marker));
  return heard.slice(from, heard.indexOf(marker, from));
}

describe('page cache invalidation', () => {
  test('a committed change of public data empties the cache', async () => {
    keepPage();
    expect(cache.read('/c/caballos')).toBeDefined();
    await getDb().execute(sql`update categories set position = position where key = 'horses'`);
    await vi.waitFor(() => expect(cache.read('/c/caballos')).toBeUndefined());
  });

  test('a statement that changes no row, a rolled-back change and a reminder claim leave it alone', async () => {
    const owner = await createUser({
      email: `page-cache-${Date.now()}@example.test`,
      name: 'Irene Galope',
      passwordHash: null,
      accountType: 'individual',
      locale: 'es',
    });
    if (!owner) throw new Error('user not created');
    await createDraft({ ownerId: owner.id, language: 'es', type: 'offer' });
    await heardUntil('draft created');
    keepPage();
    await getDb().execute(sql`update classifieds set title = title where false`);
    // The expiry reminder's claim is on no page.
    const claimed = await getDb().execute(sql`update classifieds set expiry_reminded_at = now()`);
    expect(claimed.rowCount).toBeGreaterThan(0);
    await getDb().execute(sql`delete from classified_media where false`);
    await getDb()
      .transaction(async (tx) => {
        await tx.execute(sql`update categories set position = position where key = 'horses'`);
        tx.rollback();
      })
      .catch(() => undefined);
    // The triggers sent nothing for these statements, so the cache kept its page; it was listening
    // all along: the marker, heard like any change, is what empties it.
    expect(await heardUntil('statements done')).toEqual([]);
    await vi.waitFor(() => expect(cache.read('/c/caballos')).toBeUndefined());
  });

  test("an ad's page and the pages showing its card go when it is edited, sold, hidden or removed by a moderator", async () => {
    const seller = await newUser('Lucía Herrada');
    const actions: [string, (adId: string) => Promise<unknown>][] = [
      [
        'edited',
        (adId) =>
          saveAdDetails({
            ownerId: seller.id,
            adId,
            values: {
              title: 'Yegua PRE torda de seis años',
              price: 11_000,
              description: 'Yegua muy noble, domada a la vaquera y con salida a concurso. Se enseña en Sevilla.',
              filters: { sexo: 'yegua' },
            },
          }),
      ],
      ['sold', (adId) => changeOwnAd({ ownerId: seller.id, adId, action: 'sold' })],
      ['hidden', (adId) => changeOwnAd({ ownerId: seller.id, adId, action: 'hide' })],
      ['removed', (adId) => deleteAdByAdministration({ adId, reason: 'Fraude' })],
    ];
    for (const [name, act] of actions) {
      const ad = await publishedAd(seller.id);
      await appliedSoFar();
      keepTagged(`/s/${ad.slug}`, [adTag(ad.id)]);
      keepTagged(`/c/horses ${name}`, ['list:cat:horses', adTag(ad.id)]);
      keepTagged(`/c/feed ${name}`, ['list:cat:feed', adTag('00000000-0000-4000-8000-000000000000')]);
      await act(ad.id);
      await appliedSoFar();
      expect(cache.read(`/s/${ad.slug}`), name).toBeUndefined();
      expect(cache.read(`/c/horses ${name}`), name).toBeUndefined();
      // Another category's listing, showing other ads, is still served as it was.
      expect(cache.read(`/c/feed ${name}`)?.stale, name).toBe(false);
    }
  });

  test("a new ad marks its scopes' listings stale and leaves other listings and ad pages in place", async () => {
    const seller = await newUser('Tomás Cerrada');
    const shown = await publishedAd(seller.id);
    await appliedSoFar();
    keepTagged(`/s/${shown.slug}`, [adTag(shown.id)]);
    keepTagged('/c/horses', ['list:cat:horses', adTag(shown.id)]);
    keepTagged('/es/andalucia/sevilla', [`list:province:${findProvinceBySlug('sevilla', 'ES')?.id}`, adTag(shown.id)]);
    keepTagged('/c/feed', ['list:cat:feed']);
    const before = heard.length;
    const added = await publishedAd(seller.id, 'Caballo castaño de paseo');
    await appliedSoFar();
    const notices = heard.slice(before).join(' ');
    expect(notices).toContain(adTag(added.id));
    expect(notices).toContain('cat:horses');
    expect(cache.read(`/s/${shown.slug}`)?.stale).toBe(false);
    expect(cache.read('/c/horses')?.stale).toBe(true);
    expect(cache.read('/c/feed')?.stale).toBe(false);
    expect(cache.read('/es/andalucia/sevilla')?.stale).toBe(true);
  });
});
