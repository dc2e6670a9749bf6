import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createUser } from '../../server/accounts/users.ts';
import { createDraft } from '../../server/ads/ad-drafts.ts';
import { getDb } from '../../server/db/client.ts';
import { PageCache } from '../../server/http/page-cache.ts';
import { listenForPublicPageChanges } from '../../server/http/page-cache-invalidation.ts';

/**
 * The page cache's invalidation on the real database (drizzle/0022, 0023; decision 0038): a
 * statement that changes public rows empties a listening node's cache once it commits; a statement
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
});
