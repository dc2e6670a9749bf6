import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';

// The mailer reads its outbox folder once, at first use: point it at a folder of this file's own.
const dataDir = await mkdtemp(path.join(tmpdir(), 'galope-expiry-'));
process.env.GALOPE_DATA_DIR = dataDir;
delete process.env.SMTP_URL;

const { createUser } = await import('../../server/accounts/users.ts');
const { changeOwnAd } = await import('../../server/ads/ad-lifecycle.ts');
const { AD_LIFETIME_DAYS } = await import('../../common/ads/ad-limits.ts');
const { remindExpiringAds } = await import('../../server/ads/expiry-reminders.ts');
const { getDb } = await import('../../server/db/client.ts');
const { classifieds } = await import('../../server/db/tables.ts');
const { listOutbox } = await import('../../server/infra/mail/read-outbox.ts');
const { formatDate } = await import('../../common/locale/format.ts');

const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGIN = 'https://galope.test';

let counter = 0;
async function newOwner(locale: 'es' | 'en' | 'ca' | 'pt' = 'en') {
  counter += 1;
  const user = await createUser({
    email: `expiry${counter}-${Date.now()}@example.test`,
    name: 'Marta Vidal',
    passwordHash: null,
    accountType: 'individual',
    locale,
  });
  if (!user) throw new Error('user not created');
  return user;
}

/** A published ad written straight into the table, expiring `inDays` from now. */
async function newAd(ownerId: string, options: { title: string; inDays: number; active?: boolean; reminded?: Date }) {
  const now = Date.now();
  const [ad] = await getDb()
    .insert(classifieds)
    .values({
      ownerId,
      slug: `ad-${randomBytes(6).toString('hex')}`,
      status: 'approved',
      active: options.active ?? true,
      type: 'offer',
      title: options.title,
      description: 'A calm, well schooled horse, easy to load and shoe.',
      language: 'es',
      publishedAt: new Date(now - 80 * DAY_MS),
      expiresAt: new Date(now + options.inDays * DAY_MS),
      expiryRemindedAt: options.reminded ?? null,
    })
    .returning();
  if (!ad) throw new Error('ad not created');
  return ad;
}

async function adById(id: string) {
  const [ad] = await getDb().select().from(classifieds).where(eq(classifieds.id, id));
  return ad;
}

afterEach(() => {
  delete process.env.AD_LIFETIME_DAYS;
  delete process.env.AD_EXPIRY_REMINDER_DAYS;
});

describe('expiry reminders', () => {
  test('only the published ad expiring within the reminder period is reminded, once', async () => {
    const owner = await newOwner('en');
    const due = await newAd(owner.id, { title: 'Andalusian mare, grey, six years', inDays: 3 });
    const later = await newAd(owner.id, { title: 'Welsh pony for children', inDays: 30 });
    const expired = await newAd(owner.id, { title: 'Dressage saddle horse', inDays: -2 });
    const hidden = await newAd(owner.id, { title: 'Hidden Lusitano gelding', inDays: 3, active: false });

    const before = await listOutbox(dataDir);
    expect(await remindExpiringAds({ origin: ORIGIN })).toBe(1);

    const sent = (await listOutbox(dataDir)).filter((mail) => !before.some((old) => old.file === mail.file));
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    const date = formatDate(due.expiresAt ?? new Date());
    expect(mail?.to).toBe(owner.email);
    expect(mail?.subject).toContain(due.title);
    expect(mail?.subject).toContain(date);
    expect(mail?.text).toContain(due.title);
    expect(mail?.text).toContain(date);
    expect(mail?.text).toContain(`${ORIGIN}/en/s/${due.slug}`);
    expect(mail?.text).toContain('Hello Marta Vidal');

    expect((await adById(due.id))?.expiryRemindedAt).toBeInstanceOf(Date);
    for (const other of [later, expired, hidden]) expect((await adById(other.id))?.expiryRemindedAt).toBeNull();

    // A second run (another node, or the next hour) finds nothing left to send.
    const afterFirst = await listOutbox(dataDir);
    expect(await remindExpiringAds({ origin: ORIGIN })).toBe(0);
    expect(await listOutbox(dataDir)).toHaveLength(afterFirst.length);
  });

  test('two runs at once send one reminder', async () => {
    const owner = await newOwner('ca');
    const due = await newAd(owner.id, { title: 'Cavall de raça catalana', inDays: 1 });
    const before = await listOutbox(dataDir);
    const counts = await Promise.all([remindExpiringAds({ origin: ORIGIN }), remindExpiringAds({ origin: ORIGIN })]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const sent = (await listOutbox(dataDir)).filter((mail) => !before.some((old) => old.file === mail.file));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(owner.email);
    expect(sent[0]?.text).toContain(`${ORIGIN}/cat/s/${due.slug}`);
  });

  test('AD_EXPIRY_REMINDER_DAYS widens the period', async () => {
    const owner = await newOwner('es');
    const ad = await newAd(owner.id, { title: 'Yegua cruzada muy noble', inDays: 10 });
    expect(await remindExpiringAds({ origin: ORIGIN })).toBe(0);
    process.env.AD_EXPIRY_REMINDER_DAYS = '14';
    expect(await remindExpiringAds({ origin: ORIGIN })).toBe(1);
    expect((await adById(ad.id))?.expiryRemindedAt).toBeInstanceOf(Date);
  });

  test('renewing an expired ad gives it a new period and a new reminder', async () => {
    const owner = await newOwner('pt');
    const ad = await newAd(owner.id, {
      title: 'Cavalo lusitano de dressage',
      inDays: -1,
      reminded: new Date(Date.now() - 8 * DAY_MS),
    });
    const startedAt = Date.now();
    expect(await changeOwnAd({ ownerId: owner.id, adId: ad.id, action: 'activate' })).toBe(true);
    const renewed = await adById(ad.id);
    expect(renewed?.active).toBe(true);
    expect(renewed?.expiryRemindedAt).toBeNull();
    const expiresAt = renewed?.expiresAt?.getTime() ?? 0;
    expect(Math.abs(expiresAt - (startedAt + AD_LIFETIME_DAYS * DAY_MS))).toBeLessThan(60_000);
  });

  test('renewal follows AD_LIFETIME_DAYS; an ad not yet expired keeps its date and reminder', async () => {
    process.env.AD_LIFETIME_DAYS = '30';
    const owner = await newOwner('es');
    const expired = await newAd(owner.id, { title: 'Poni Shetland tranquilo', inDays: -3 });
    const startedAt = Date.now();
    expect(await changeOwnAd({ ownerId: owner.id, adId: expired.id, action: 'activate' })).toBe(true);
    const renewed = await adById(expired.id);
    expect(Math.abs((renewed?.expiresAt?.getTime() ?? 0) - (startedAt + 30 * DAY_MS))).toBeLessThan(60_000);

    const reminded = new Date(Date.now() - DAY_MS);
    const live = await newAd(owner.id, { title: 'Caballo de paseo', inDays: 2, active: false, reminded });
    expect(await changeOwnAd({ ownerId: owner.id, adId: live.id, action: 'activate' })).toBe(true);
    const shown = await adById(live.id);
    expect(shown?.expiresAt?.getTime()).toBe(live.expiresAt?.getTime());
    expect(shown?.expiryRemindedAt?.getTime()).toBe(reminded.getTime());
  });
});
