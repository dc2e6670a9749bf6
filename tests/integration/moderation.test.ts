import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { shapesJpeg } from '../support/test-images.ts';

// The media store reads its folder once, at first use: a folder of this file's own.
const dataDir = await mkdtemp(path.join(tmpdir(), 'galope-moderation-'));
process.env.GALOPE_DATA_DIR = dataDir;

const { createUser, findUserById } = await import('../../server/accounts/users.ts');
const { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } = await import('../../server/ads/ad-drafts.ts');
const { addPhoto, processPhoto } = await import('../../server/ads/ad-media.ts');
const { approveAd, submitAd } = await import('../../server/ads/ad-lifecycle.ts');
const { countPendingAds, listPendingAds } = await import('../../server/ads/moderation-queue.ts');
const { listAuditEntries } = await import('../../server/admin/audit-log.ts');
const { moderateAd, moderateAds } = await import('../../server/admin/moderate-ad.ts');
const { closeReport } = await import('../../server/admin/resolve-report.ts');
const { reportConversation } = await import('../../server/chat/chat-blocks.ts');
const { openConversation } = await import('../../server/chat/conversations.ts');
const { sendMessage } = await import('../../server/chat/messages.ts');
const { getDb } = await import('../../server/db/client.ts');
const { classifieds, notifications, photoFingerprints, users } = await import('../../server/db/tables.ts');
const { findProvinceBySlug } = await import('../../server/geo/geography.ts');
const { userContext } = await import('../../server/http/request-context.ts');
const { hasReportedAd, reportAd } = await import('../../server/moderation/ad-reports.ts');
const { listOpenReports } = await import('../../server/moderation/report-queue.ts');
const moderationPage = await import('../../app/routes/admin-moderation.tsx');
const reportsPage = await import('../../app/routes/admin-reports.tsx');

const sevilla = findProvinceBySlug('sevilla', 'ES');
if (!sevilla) throw new Error('Sevilla is missing from the geography');

let counter = 0;
async function newUser(name = 'Rocío Vendedora') {
  counter += 1;
  const user = await createUser({
    email: `moderation${counter}-${Date.now()}@example.test`,
    name,
    passwordHash: null,
    accountType: 'individual',
    locale: 'en',
  });
  if (!user) throw new Error('user not created');
  return user;
}

async function newAdmin() {
  const admin = await newUser('Equipo Galope');
  const [row] = await getDb().update(users).set({ role: 'admin' }).where(eq(users.id, admin.id)).returning();
  if (!row) throw new Error('admin not made');
  return row;
}

/** An ad sent to review through the real posting steps, its photo uploaded and processed. */
async function pendingAd(
  ownerId: string,
  {
    photo,
    title = 'Yegua torda de seis años',
    description = 'Muy noble, se enseña en Sevilla.',
  }: {
    photo: Buffer;
    title?: string;
    description?: string;
  },
) {
  const draft = await createDraft({ ownerId, language: 'es', type: 'offer' });
  const adId = draft.id;
  await saveAdSubcategory({ ownerId, adId, subcategory: 'sport_horses' });
  await saveAdDetails({ ownerId, adId, values: { title, description, price: 3_800, filters: { sexo: 'hembra' } } });
  await saveAdLocation({ ownerId, adId, province: sevilla?.id ?? '' });
  const added = await addPhoto({ ownerId, adId, bytes: photo });
  if (!added.ok) throw new Error(added.problem);
  await processPhoto(added.media.id);
  const submitted = await submitAd({ ownerId, adId });
  if (!submitted.ok) throw new Error(`not submitted: ${JSON.stringify(submitted.missing)}`);
  return { ...submitted.ad, mediaId: added.media.id };
}

async function queued(adId: string) {
  const entry = (await listPendingAds({ locale: 'en', limit: 1000 })).find((each) => each.id === adId);
  if (!entry) throw new Error('ad not in the queue');
  return entry;
}

async function auditOf(targetId: string) {
  return (await listAuditEntries({ filters: { targetId }, page: 1, pageSize: 50 })).entries;
}

describe('the reused-photo flag', () => {
  test("the same picture in another user's ad is flagged, so is a re-encoded smaller copy; a different picture is not", async () => {
    const original = await shapesJpeg({ seed: 101 });
    const first = await newUser('Ana Primera');
    const second = await newUser('Bruno Segundo');
    const third = await newUser('Clara Tercera');
    const fourth = await newUser('David Cuarto');
    const firstAd = await pendingAd(first.id, { photo: original, title: 'Caballo original' });
    const sameFile = await pendingAd(second.id, { photo: original, title: 'Caballo copiado' });
    const copy = await sharp(original).resize(700).jpeg({ quality: 70 }).toBuffer();
    const reEncoded = await pendingAd(third.id, { photo: copy, title: 'Caballo recomprimido' });
    const different = await pendingAd(fourth.id, { photo: await shapesJpeg({ seed: 102 }), title: 'Otro caballo' });
    // The same user's photo in two of their own ads is no one else's photo.
    const ownAgain = await pendingAd(fourth.id, { photo: await shapesJpeg({ seed: 102 }), title: 'Otro caballo bis' });

    const [stored] = await getDb()
      .select()
      .from(photoFingerprints)
      .where(eq(photoFingerprints.mediaId, firstAd.mediaId));
    expect(typeof stored?.hash).toBe('bigint');

    // Matches come closest first: the identical file, then the later re-encoded copy.
    const flagged = await queued(sameFile.id);
    expect(flagged.flags.reusedPhotos).toEqual([
      expect.objectContaining({ adSlug: firstAd.slug, ownerName: 'Ana Primera', adStatus: 'pending', distance: 0 }),
      expect.objectContaining({ adSlug: reEncoded.slug, ownerName: 'Clara Tercera' }),
    ]);
    const nearCopy = await queued(reEncoded.id);
    expect(nearCopy.flags.reusedPhotos.map((match) => match.adSlug).sort()).toEqual(
      [firstAd.slug, sameFile.slug].sort(),
    );
    expect(nearCopy.flags.reusedPhotos.every((match) => match.distance <= 10)).toBe(true);
    // The first seller's ad is flagged too: its photo turned up in two later ads.
    expect((await queued(firstAd.id)).flags.reusedPhotos).toHaveLength(2);
    expect((await queued(different.id)).flags.reusedPhotos).toEqual([]);
    expect((await queued(ownAgain.id)).flags.reusedPhotos).toEqual([]);
  });
});

describe('the seller-history and scam flags', () => {
  test('a seller with an earlier refusal is flagged with the count; their published ads and account age are shown', async () => {
    const admin = await newAdmin();
    const seller = await newUser();
    const refused = await pendingAd(seller.id, { photo: await shapesJpeg({ seed: 111 }) });
    await moderateAd({
      admin,
      decision: { intent: 'refuse', adId: refused.id, reason: 'moderation.reason.incomplete' },
    });
    const published = await pendingAd(seller.id, { photo: await shapesJpeg({ seed: 112 }) });
    await approveAd({ adId: published.id });
    // The refused ad, fixed and sent again: its refusal still counts.
    expect((await submitAd({ ownerId: seller.id, adId: refused.id })).ok).toBe(true);
    const next = await pendingAd(seller.id, { photo: await shapesJpeg({ seed: 113 }) });
    const entry = await queued(next.id);
    expect(entry.owner).toMatchObject({ refusals: 1, published: 1, accountDays: 0 });

    const newcomer = await newUser();
    const clean = await queued((await pendingAd(newcomer.id, { photo: await shapesJpeg({ seed: 114 }) })).id);
    expect(clean.owner).toMatchObject({ refusals: 0, published: 0 });
    expect(clean.flags).toEqual({ reusedPhotos: [], scamWords: [], openReports: 0 });
  });

  test('scam words in the title or description are flagged by kind', async () => {
    const seller = await newUser();
    const ad = await pendingAd(seller.id, {
      photo: await shapesJpeg({ seed: 121 }),
      title: 'Caballo PRE muy barato',
      description: 'Estoy en el extranjero. Pago por adelantado por Western Union y el agente de transporte lo lleva.',
    });
    expect((await queued(ad.id)).flags.scamWords).toEqual(['off_site_payment', 'advance_payment', 'transport_agent']);
    // The queue narrowed by part of the title (any case); `%` is only a character.
    expect((await listPendingAds({ locale: 'en', limit: 30, query: 'pre MUY barato' })).map((each) => each.id)).toEqual(
      [ad.id],
    );
    expect(await countPendingAds({ query: 'pre MUY barato' })).toBe(1);
    expect(await countPendingAds({ query: '%' })).toBe(0);
  });

  test("the queue is narrowed by the seller's name too (any case), the list and its count alike", async () => {
    const seller = await newUser(`Zacarias Vendedor ${Date.now()}`);
    const ad = await pendingAd(seller.id, { photo: await shapesJpeg({ seed: 122 }) });
    const query = seller.name.slice(0, 20).toUpperCase();
    const found = await listPendingAds({ locale: 'en', limit: 30, query });
    expect(found.map((each) => each.id)).toEqual([ad.id]);
    expect(found[0]?.owner.name).toBe(seller.name);
    expect(await countPendingAds({ query })).toBe(1);
  });
});

describe('bulk decisions', () => {
  test('approve every selected ad, each audited on its own and each owner told', async () => {
    const admin = await newAdmin();
    const owners = [await newUser(), await newUser()];
    const ads = await Promise.all(
      owners.map(async (owner, index) => pendingAd(owner.id, { photo: await shapesJpeg({ seed: 131 + index }) })),
    );
    const result = await moderateAds({
      admin,
      decisions: [
        ...ads.map((ad) => ({ intent: 'approve' as const, adId: ad.id })),
        { intent: 'approve', adId: ads[0]?.id ?? '' },
      ],
    });
    expect(result.done.map((ad) => ad.status)).toEqual(['approved', 'approved']);
    // The repeated ad was approved already: skipped, not approved twice.
    expect(result.skipped).toEqual([ads[0]?.id]);
    for (const [index, ad] of ads.entries()) {
      expect((await auditOf(ad.id)).map((entry) => entry.action)).toEqual(['ad.approve']);
      const told = await getDb()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owners[index]?.id ?? ''));
      expect(told.map((row) => row.type)).toEqual(['classified_accepted']);
    }
  });
});

describe('reports from users', () => {
  test('one report per user and ad, never on one’s own ad nor on an ad the public cannot see', async () => {
    const seller = await newUser();
    const reader = await newUser('Lector Atento');
    const ad = await pendingAd(seller.id, { photo: await shapesJpeg({ seed: 141 }) });
    expect(await reportAd({ userId: reader.id, slug: ad.slug, reason: 'scam' })).toEqual({
      ok: false,
      error: 'not_found',
    });
    await approveAd({ adId: ad.id });
    expect(await reportAd({ userId: seller.id, slug: ad.slug, reason: 'scam' })).toEqual({
      ok: false,
      error: 'own_ad',
    });
    expect(
      await reportAd({ userId: reader.id, slug: ad.slug, reason: 'scam', note: '  Pide pago por adelantado. ' }),
    ).toEqual({
      ok: true,
    });
    expect(await reportAd({ userId: reader.id, slug: ad.slug, reason: 'duplicate' })).toEqual({
      ok: false,
      error: 'already_reported',
    });
    expect(await hasReportedAd({ userId: reader.id, adId: ad.id })).toBe(true);
    await expect(reportAd({ userId: reader.id, slug: ad.slug, reason: 'nonsense' as 'scam' })).rejects.toThrow();

    const { reports } = await listOpenReports({ limit: 1000 });
    const listed = reports.find((report) => report.kind === 'ad' && report.ad.slug === ad.slug);
    expect(listed).toMatchObject({
      kind: 'ad',
      reason: 'report_ad.reason.scam',
      note: 'Pide pago por adelantado.',
      reporter: { id: reader.id, name: 'Lector Atento' },
    });
    // An approved ad edited goes back to review: its open report shows in the queue.
    await getDb().update(classifieds).set({ status: 'pending' }).where(eq(classifieds.id, ad.id));
    expect((await queued(ad.id)).flags.openReports).toBe(1);
  });

  test('resolving or dismissing a report closes it once and is audited; chat reports are in the same queue', async () => {
    const admin = await newAdmin();
    const seller = await newUser('Vendedor Chat');
    const buyer = await newUser('Comprador Chat');
    const ad = await pendingAd(seller.id, { photo: await shapesJpeg({ seed: 151 }) });
    await approveAd({ adId: ad.id });
    await reportAd({ userId: buyer.id, slug: ad.slug, reason: 'wrong_info' });
    const opened = await openConversation({ classifiedSlug: ad.slug, buyerId: buyer.id });
    if (!opened.ok) throw new Error(opened.error);
    const conversationId = opened.window.chatWindowId;
    await sendMessage({ userId: seller.id, conversationId, clientId: 'c1', text: 'Págame por Western Union' });
    expect(await reportConversation({ userId: buyer.id, conversationId, reason: 'Me pide dinero' })).toBe(true);

    const { reports } = await listOpenReports({ limit: 1000 });
    const adReport = reports.find((report) => report.kind === 'ad' && report.ad.slug === ad.slug);
    const chatReport = reports.find((report) => report.kind === 'chat' && report.ad.slug === ad.slug);
    expect(chatReport).toMatchObject({
      kind: 'chat',
      note: 'Me pide dinero',
      buyer: { name: 'Comprador Chat' },
      messages: [expect.objectContaining({ by: 'seller', body: 'Págame por Western Union' })],
    });
    if (!adReport || !chatReport) throw new Error('reports not listed');

    expect(await closeReport({ admin, kind: 'ad', reportId: adReport.id, resolution: 'resolved' })).toBe(true);
    expect(await closeReport({ admin, kind: 'ad', reportId: adReport.id, resolution: 'dismissed' })).toBe(false);
    expect(await closeReport({ admin, kind: 'chat', reportId: chatReport.id, resolution: 'dismissed' })).toBe(true);
    const after = (await listOpenReports({ limit: 1000 })).reports.map((report) => report.id);
    expect(after).not.toContain(adReport.id);
    expect(after).not.toContain(chatReport.id);

    expect(await auditOf(adReport.id)).toEqual([
      expect.objectContaining({
        action: 'report.resolve',
        targetType: 'report',
        adminId: admin.id,
        before: expect.objectContaining({ kind: 'ad', adId: ad.id, open: true }),
        after: { open: false, resolution: 'resolved' },
      }),
    ]);
    expect(await auditOf(chatReport.id)).toEqual([
      expect.objectContaining({ action: 'report.dismiss', before: expect.objectContaining({ conversationId }) }),
    ]);
    await expect(
      closeReport({ admin: buyer, kind: 'ad', reportId: adReport.id, resolution: 'resolved' }),
    ).rejects.toThrow();
  });
});

describe('the moderation and reports pages', () => {
  test('refuse a guest (sent home) and a user (404) in their loaders and actions', async () => {
    const rider = await findUserById((await newUser()).id);
    const pages = [
      { module: moderationPage, path: '/en/admin/moderation', body: { intent: 'bulk-approve' } },
      { module: reportsPage, path: '/en/admin/reports', body: { intent: 'dismiss' } },
    ];
    for (const page of pages) {
      for (const who of [null, rider]) {
        const context = new RouterContextProvider();
        context.set(userContext, who ?? null);
        const url = new URL(`http://localhost${page.path}`);
        const request = new Request(url, { method: 'POST', body: new URLSearchParams(page.body) });
        const calls: (() => Promise<unknown>)[] = [
          async () => page.module.loader({ context, url, params: {}, request } as never),
          async () => page.module.action({ context, url, params: {}, request } as never),
        ];
        for (const call of calls) {
          const error = await Promise.resolve()
            .then(call)
            .then(
              () => undefined,
              (thrown: unknown) => thrown,
            );
          if (who) expect(error, page.path).toMatchObject({ init: { status: 404 } });
          else expect((error as Response).status, page.path).toBe(302);
        }
      }
    }
  });
});
