import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { waitForJobsDone } from '../support/jobs-done.ts';
import { findLink, type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.ts';

// The mailer is built from the environment at its first use: point it at the capture server first.
const smtp: SmtpCapture = await startSmtpCapture();
process.env.SMTP_URL = smtp.url;
process.env.PUBLIC_URL = 'https://galope.test';

const { createUser } = await import('../../server/accounts/users.ts');
const { approveAd } = await import('../../server/ads/ad-lifecycle.ts');
const { getDb } = await import('../../server/db/client.ts');
const { classifieds, notifications } = await import('../../server/db/tables.ts');
const { savedSearchApprovals, savedSearchDeliveries, savedSearches } = await import('../../server/db/tables.ts');
const { findTownById, findProvinceBySlug, listTowns } = await import('../../server/geo/geography.ts');
const { createApp } = await import('../../server/http/create-app.ts');
const { ALL_JOBS } = await import('../../server/jobs/job-list.ts');
const { sendJob, startJobQueue, stopJobQueue } = await import('../../server/jobs/job-queue.ts');
const { sendSavedSearchAlert } = await import('../../server/saved-searches/saved-search-alerts.ts');
const { SAVED_SEARCH_JOBS } = await import('../../server/saved-searches/saved-search-job-names.ts');
const { matchApprovedAd } = await import('../../server/saved-searches/saved-search-matching.ts');
const { SAVED_SEARCHES_PER_USER } = await import('../../common/saved-searches/saved-search-schemas.ts');
const savedSearchModule = await import('../../server/saved-searches/saved-searches.ts');
const { deleteSavedSearch, listSavedSearches, openSavedSearch, saveSearch, updateSavedSearch } = savedSearchModule;
const { readUnsubscribeToken } = await import('../../server/saved-searches/unsubscribe-token.ts');
const { emptySearchForm } = await import('../../common/search/search-form.ts');

const sevilla = (() => {
  const province = findProvinceBySlug('sevilla', 'ES');
  const town = province ? listTowns(province.id).find((each) => each.slug === 'sevilla') : undefined;
  if (!town) throw new Error('no Sevilla');
  return town;
})();

/** Lusitano sport horses in the province of Sevilla, as the search page's form carries it. */
const LUSITANO_FORM = JSON.stringify({
  q: 'lusitano',
  type: { name: 'offer' },
  subcategory: { name: 'Caballos de deporte', slug: 'caballos-de-deporte', svg_code: '' },
  community: { name: 'Andalucía', slug: 'andalucia' },
  province: { name: 'Sevilla', slug: 'sevilla' },
});

let counter = 0;
async function newUser(locale: 'es' | 'en' | 'ca' | 'pt' = 'en') {
  counter += 1;
  const user = await createUser({
    email: `saved${counter}-${randomBytes(3).toString('hex')}@example.test`,
    name: `Rider ${counter}`,
    passwordHash: null,
    accountType: 'individual',
    locale,
  });
  if (!user) throw new Error('user not created');
  return user;
}

/** A pending ad in Sevilla, ready for an administrator to approve. */
async function pendingAd(ownerId: string, options: { title: string; subcategoryKey?: string; description?: string }) {
  const province = findTownById(sevilla.id)?.province ?? '';
  const [ad] = await getDb()
    .insert(classifieds)
    .values({
      ownerId,
      slug: `ad-${randomBytes(6).toString('hex')}`,
      status: 'pending',
      type: 'offer',
      subcategoryKey: options.subcategoryKey ?? 'sport_horses',
      title: options.title,
      description: options.description ?? 'Well schooled, easy to load and to shoe.',
      price: 9000,
      language: 'es',
      countryCode: 'ES',
      communityId: province.split('.').slice(0, 2).join('.'),
      provinceId: province,
      townId: sevilla.id,
      lat: sevilla.lat,
      lng: sevilla.lng,
      submittedAt: new Date(),
    })
    .returning();
  if (!ad) throw new Error('ad not created');
  return ad;
}

async function savedFor(userId: string, frequency: 'instant' | 'daily' | 'weekly' | 'off', name = 'Lusitanos') {
  const saved = await saveSearch({ userId, locale: 'en', name, frequency, formJson: LUSITANO_FORM });
  if (!saved.ok) throw new Error(saved.error);
  return saved.id;
}

function mailsTo(email: string) {
  return smtp.messages.filter((mail) => mail.to === email);
}

async function alertsOf(userId: string) {
  return getDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'saved_search_alert')));
}

/**
 * Until the alerts have gone out: every approved ad matched (its waiting row gone) and the
 * saved-search queues empty. What a test counts afterwards is all the queue was going to send.
 */
async function alertsSettled() {
  await vi.waitFor(async () => expect(await getDb().select().from(savedSearchApprovals)).toEqual([]), {
    timeout: 30_000,
    interval: 100,
  });
  await waitForJobsDone(Object.values(SAVED_SEARCH_JOBS));
}

async function until(check: () => Promise<boolean>, timeout = 10_000) {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('condition not met yet');
    },
    { timeout, interval: 100 },
  );
}

beforeAll(async () => {
  await startJobQueue({ jobs: ALL_JOBS });
});

afterAll(async () => {
  await stopJobQueue();
  await smtp.close();
});

describe('saved-search alerts', () => {
  test('an approved matching ad gives one e-mail and one notification; a non-matching one and the owner get none', async () => {
    const buyer = await newUser('en');
    const seller = await newUser('es');
    const savedSearchId = await savedFor(buyer.id, 'instant');
    // The seller's own identical search must never alert them about their own ad.
    await savedFor(seller.id, 'instant');

    const matching = await pendingAd(seller.id, { title: 'Lusitano gelding, grey, eight years' });
    await approveAd({ adId: matching.id });
    const mail = await smtp.waitForMail({ to: buyer.email, subject: /Lusitanos/, timeoutMs: 10_000 });
    expect(mail.subject).toBe('A new ad for “Lusitanos”');
    expect(mail.text).toContain('Lusitano gelding, grey, eight years');
    expect(mail.text).toContain(`https://galope.test/en/s/${matching.slug}`);
    expect(mail.html).toContain(`https://galope.test/en/s/${matching.slug}`);
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/galope\.test\/api\/saved-searches\/unsubscribe\?token=/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const other = await pendingAd(seller.id, { title: 'Lusitano dressage saddle', subcategoryKey: 'saddles' });
    await approveAd({ adId: other.id });
    await alertsSettled();
    expect(mailsTo(buyer.email)).toHaveLength(1);
    expect(mailsTo(seller.email)).toHaveLength(0);
    const alerts = await alertsOf(buyer.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.content).toBe('notifications.saved_search_alert');
    expect(alerts[0]?.data).toMatchObject({ name: 'Lusitanos', count: 1 });
    expect(String(alerts[0]?.data.link)).toMatch(/^\/search\?form=/);
    expect(await alertsOf(seller.id)).toHaveLength(0);

    const [listed] = await listSavedSearches({ userId: buyer.id });
    expect(listed).toMatchObject({ id: savedSearchId, newCount: 1 });
  });

  test('a restart between approval and sending loses nothing and duplicates nothing', async () => {
    const buyer = await newUser('es');
    const seller = await newUser('en');
    await savedFor(buyer.id, 'instant', 'Lusitanos de Sevilla');

    // The node stops; an ad is approved on a node that runs no jobs (or right before the crash).
    await stopJobQueue();
    const first = await pendingAd(seller.id, { title: 'Yegua lusitana torda' });
    await approveAd({ adId: first.id });
    // Another ad gets as far as being matched, but its alert job is lost with the node.
    const second = await pendingAd(seller.id, { title: 'Potro lusitano castaño' });
    await approveAd({ adId: second.id });
    await matchApprovedAd({ adId: second.id });
    // No process runs the queue now: nothing can have been sent.
    expect(mailsTo(buyer.email)).toHaveLength(0);

    await startJobQueue({ jobs: ALL_JOBS });
    const mail = await smtp.waitForMail({ to: buyer.email, timeoutMs: 10_000 });
    await alertsSettled();
    expect(mailsTo(buyer.email)).toHaveLength(1);
    expect(mail.text).toContain('Yegua lusitana torda');
    expect(mail.text).toContain('Potro lusitano castaño');
    expect(await alertsOf(buyer.id)).toHaveLength(1);

    // Another restart, and a stray duplicate of the job: still nothing more.
    await stopJobQueue();
    await startJobQueue({ jobs: ALL_JOBS });
    await sendJob(SAVED_SEARCH_JOBS.match, { adId: first.id });
    await alertsSettled();
    expect(mailsTo(buyer.email)).toHaveLength(1);
    expect(await alertsOf(buyer.id)).toHaveLength(1);
  });

  test('two senders on the same saved search at once send one mail', async () => {
    const buyer = await newUser('pt');
    const seller = await newUser('en');
    const savedSearchId = await savedFor(buyer.id, 'weekly', 'Lusitanos semanais');
    const ad = await pendingAd(seller.id, { title: 'Lusitano de ensino' });
    await approveAd({ adId: ad.id });
    await until(async () => {
      const rows = await getDb()
        .select()
        .from(savedSearchDeliveries)
        .where(eq(savedSearchDeliveries.savedSearchId, savedSearchId));
      return rows.length === 1;
    });
    const outcomes = await Promise.all([
      sendSavedSearchAlert({ savedSearchId, frequency: 'weekly' }),
      sendSavedSearchAlert({ savedSearchId, frequency: 'weekly' }),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(mailsTo(buyer.email)).toHaveLength(1);
    expect(mailsTo(buyer.email)[0]?.subject).toBe('Um anúncio novo para «Lusitanos semanais»');
    expect(await sendSavedSearchAlert({ savedSearchId, frequency: 'weekly' })).toBe('nothing');
  });

  test('the daily digest collects several ads into one mail', async () => {
    const buyer = await newUser('ca');
    const seller = await newUser('en');
    const savedSearchId = await savedFor(buyer.id, 'daily', 'Lusitans');
    const titles = ['Cavall lusitano negre de sis anys', 'Euga lusitana per a doma', 'Lusitano jove per a salt'];
    for (const title of titles) {
      const ad = await pendingAd(seller.id, { title });
      await approveAd({ adId: ad.id });
    }
    await until(async () => {
      const rows = await getDb()
        .select()
        .from(savedSearchDeliveries)
        .where(eq(savedSearchDeliveries.savedSearchId, savedSearchId));
      return rows.length === titles.length;
    });
    await alertsSettled();
    expect(mailsTo(buyer.email)).toHaveLength(0);

    // What the 07:00 timetable sends.
    await sendJob(SAVED_SEARCH_JOBS.digest, { frequency: 'daily' });
    const mail = await smtp.waitForMail({ to: buyer.email, timeoutMs: 10_000 });
    expect(mail.subject).toBe('3 anuncis nous per a «Lusitans»');
    for (const title of titles) expect(mail.text).toContain(title);
    await sendJob(SAVED_SEARCH_JOBS.digest, { frequency: 'daily' });
    await alertsSettled();
    expect(mailsTo(buyer.email)).toHaveLength(1);
    expect(await alertsOf(buyer.id)).toHaveLength(1);
  });

  test('the unsubscribe link and the one-click POST turn that search’s alerts off, and no other', async () => {
    const buyer = await newUser('en');
    const seller = await newUser('en');
    const savedSearchId = await savedFor(buyer.id, 'instant', 'Unsubscribe me');
    const keptId = await savedFor(buyer.id, 'weekly', 'Keep me');
    const ad = await pendingAd(seller.id, { title: 'Lusitano stallion, licensed' });
    await approveAd({ adId: ad.id });
    const mail = await smtp.waitForMail({ to: buyer.email, subject: /Unsubscribe me/, timeoutMs: 10_000 });

    const pageLink = new URL(findLink(mail, '/saved-searches/unsubscribe'));
    expect(pageLink.pathname).toBe('/en/saved-searches/unsubscribe');
    expect(readUnsubscribeToken(pageLink.searchParams.get('token'))).toBe(savedSearchId);
    expect(readUnsubscribeToken(`${savedSearchId}.forged`)).toBeUndefined();

    const server = http.createServer(createApp({ rootDir: process.cwd() }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const oneClick = (mail.headers['list-unsubscribe'] ?? '')
        .replace(/^<https:\/\/galope\.test/, base)
        .replace(/>$/, '');
      const forged = await fetch(oneClick.replace(/token=[^&]+/, `token=${keptId}.forged`), { method: 'POST' });
      expect(forged.status).toBe(404);
      const response = await fetch(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(204);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const rows = await getDb().select().from(savedSearches).where(eq(savedSearches.userId, buyer.id));
    expect(Object.fromEntries(rows.map((row) => [row.name, row.frequency]))).toEqual({
      'Unsubscribe me': 'off',
      'Keep me': 'weekly',
    });
    const next = await pendingAd(seller.id, { title: 'Lusitano mare, bay' });
    await approveAd({ adId: next.id });
    await alertsSettled();
    expect(mailsTo(buyer.email)).toHaveLength(1);
  });

  test('an alert for two words matches only the ads with both, as the search page lists them', async () => {
    const buyer = await newUser('es');
    const seller = await newUser('es');
    const saved = await saveSearch({
      userId: buyer.id,
      locale: 'es',
      name: 'Caballos PRE',
      frequency: 'daily',
      formJson: JSON.stringify({ ...emptySearchForm(), q: 'caballo PRE' }),
    });
    if (!saved.ok) throw new Error(saved.error);
    const both = await pendingAd(seller.id, { title: 'Caballo entero PRE tordo', description: 'Muy noble.' });
    // One word only, or a second word that merely begins with 'pre' (precio, presencia): no alert.
    const others = [
      await pendingAd(seller.id, { title: 'Caballo tranquilo', description: 'Mucha presencia. Precio negociable.' }),
      await pendingAd(seller.id, {
        title: 'Semen de Galán, PRE',
        subcategoryKey: 'iberian_semen',
        description: 'Dosis congeladas.',
      }),
      await pendingAd(seller.id, { title: 'Sudadero para caballo', subcategoryKey: 'saddle_pads' }),
    ];
    for (const ad of [both, ...others]) {
      await approveAd({ adId: ad.id });
      await matchApprovedAd({ adId: ad.id });
    }
    // Every ad matched (by this call or by the queue's job, whichever took it).
    await until(async () => {
      const waiting = await getDb().select().from(savedSearchApprovals);
      return waiting.every((row) => ![both, ...others].some((ad) => ad.id === row.classifiedId));
    });
    const delivered = await getDb()
      .select({ classifiedId: savedSearchDeliveries.classifiedId })
      .from(savedSearchDeliveries)
      .where(eq(savedSearchDeliveries.savedSearchId, saved.id));
    const titles = new Map([both, ...others].map((ad) => [ad.id, ad.title]));
    expect(delivered.map((row) => titles.get(row.classifiedId))).toEqual([both.title]);
  });
});

describe('saved searches', () => {
  test('are stored normalised, and only their owner can open, edit or delete them', async () => {
    const owner = await newUser('en');
    const stranger = await newUser('en');
    const id = await savedFor(owner.id, 'instant');
    const [row] = await getDb().select().from(savedSearches).where(eq(savedSearches.id, id));
    // Names described in the saver's language, whatever the form carried.
    expect(row?.form.subcategory).toMatchObject({ name: 'Sport horses', slug: 'sport-horses' });
    expect(row?.form.province).toMatchObject({ slug: 'sevilla' });

    expect(await updateSavedSearch({ userId: stranger.id, id, name: 'Mine now', frequency: 'off' })).toBe(false);
    expect(await openSavedSearch({ userId: stranger.id, id })).toBeUndefined();
    expect(await deleteSavedSearch({ userId: stranger.id, id })).toBe(false);
    const [untouched] = await getDb().select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(untouched).toMatchObject({ name: 'Lusitanos', frequency: 'instant' });

    expect(await updateSavedSearch({ userId: owner.id, id, name: 'Grey Lusitanos', frequency: 'daily' })).toBe(true);
    expect((await openSavedSearch({ userId: owner.id, id }))?.q).toBe('lusitano');
    expect(await listSavedSearches({ userId: owner.id })).toMatchObject([
      { id, name: 'Grey Lusitanos', frequency: 'daily', newCount: 0 },
    ]);
    expect(await deleteSavedSearch({ userId: owner.id, id })).toBe(true);
    expect(await listSavedSearches({ userId: owner.id })).toEqual([]);
  });

  test(`an account keeps at most ${SAVED_SEARCHES_PER_USER}`, async () => {
    const user = await newUser('en');
    await getDb()
      .insert(savedSearches)
      .values(
        Array.from({ length: SAVED_SEARCHES_PER_USER }, (_, index) => ({
          userId: user.id,
          name: `Search ${index}`,
          form: JSON.parse(LUSITANO_FORM),
        })),
      );
    const refused = await saveSearch({
      userId: user.id,
      locale: 'en',
      name: 'One too many',
      frequency: 'off',
      formJson: LUSITANO_FORM,
    });
    expect(refused).toEqual({ ok: false, error: 'saved_searches.errors.limit' });
  });
});
