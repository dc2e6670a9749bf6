import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { describe, expect, test } from 'vitest';

// The media store and the mail outbox read their folder once, at first use: one of this file's own.
const dataDir = await mkdtemp(path.join(tmpdir(), 'galope-admin-'));
process.env.GALOPE_DATA_DIR = dataDir;
delete process.env.SMTP_URL;

const { hashPassword } = await import('../../server/accounts/password.ts');
const { requestPasswordReset } = await import('../../server/accounts/password-changes.ts');
const { createSession, findSessionUser } = await import('../../server/accounts/sessions.ts');
const { authenticate } = await import('../../server/accounts/sign-in.ts');
const { createUser, findUserById } = await import('../../server/accounts/users.ts');
const { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } = await import('../../server/ads/ad-drafts.ts');
const { approveAd, submitAd } = await import('../../server/ads/ad-lifecycle.ts');
const { VISIBLE } = await import('../../server/ads/ad-visibility.ts');
const { changeUserRole, findUserForAdmin, messageUser, searchUsers, suspendUser, unsuspendUser } = await import(
  '../../server/admin/admin-users.ts'
);
const { listAuditEntries, NotAdministratorError, recordAdminAction } = await import('../../server/admin/audit-log.ts');
const { moderateAd } = await import('../../server/admin/moderate-ad.ts');
const { getDb } = await import('../../server/db/client.ts');
const { classifiedMedia, classifieds, notifications, users } = await import('../../server/db/tables.ts');
const { findProvinceBySlug, listTowns } = await import('../../server/geo/geography.ts');
const { userContext } = await import('../../server/http/request-context.ts');
const { listOutbox } = await import('../../server/infra/mail/read-outbox.ts');
const { getTranslator } = await import('../../server/locale/messages.ts');
const usersPage = await import('../../app/routes/admin-users.tsx');
const userPage = await import('../../app/routes/admin-user.tsx');
const auditPage = await import('../../app/routes/admin-audit.tsx');

const PASSWORD = 'Caballo-Tordo-2026';
const sevilla = findProvinceBySlug('sevilla', 'ES');
if (!sevilla) throw new Error('Sevilla is missing from the geography');
const town = listTowns(sevilla.id)[0];

let counter = 0;
async function newUser(name = 'Lucía Romero') {
  counter += 1;
  const user = await createUser({
    email: `admin${counter}-${Date.now()}@example.test`,
    name,
    passwordHash: await hashPassword(PASSWORD),
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

async function approvedAd(ownerId: string) {
  const draft = await createDraft({ ownerId, language: 'es', type: 'offer' });
  const adId = draft.id;
  await saveAdSubcategory({ ownerId, adId, subcategory: 'sport_horses' });
  await saveAdDetails({
    ownerId,
    adId,
    values: {
      title: 'Caballo cruzado de ocho años',
      description: 'Caballo noble, sale al campo solo y en compañía. Se enseña en Sevilla.',
      price: 4_500,
      filters: { sexo: 'macho' },
    },
  });
  await saveAdLocation({ ownerId, adId, province: sevilla?.id ?? '', town: town?.slug });
  await getDb()
    .insert(classifiedMedia)
    .values({ classifiedId: adId, ownerId, kind: 'photo', position: 0, status: 'ready', widths: [320] });
  const submitted = await submitAd({ ownerId, adId });
  if (!submitted.ok) throw new Error('not submitted');
  const ad = await approveAd({ adId });
  if (!ad) throw new Error('not approved');
  return ad;
}

async function isVisible(adId: string) {
  const rows = await getDb()
    .select({ id: classifieds.id })
    .from(classifieds)
    .where(and(eq(classifieds.id, adId), VISIBLE));
  return rows.length === 1;
}

async function auditOf(targetId: string) {
  return (await listAuditEntries({ filters: { targetId }, page: 1, pageSize: 50 })).entries;
}

const suspendedText = getTranslator('en')('errors.account_suspended');

describe('suspending a user', () => {
  test('ends their sessions, refuses sign-in and recovery with the spec text, hides their ads; unsuspend restores', async () => {
    const admin = await newAdmin();
    const rider = await newUser();
    const ad = await approvedAd(rider.id);
    const token = await createSession({ userId: rider.id });
    expect((await findSessionUser(token))?.id).toBe(rider.id);
    expect(await isVisible(ad.id)).toBe(true);

    const result = await suspendUser({ admin, userId: rider.id, reason: 'Anuncios fraudulentos' });
    expect(result.ok).toBe(true);

    expect(await findSessionUser(token)).toBeUndefined();
    expect(await authenticate({ email: rider.email, password: PASSWORD })).toEqual({ ok: false, reason: 'suspended' });
    expect(await requestPasswordReset({ email: rider.email, origin: 'http://localhost', locale: 'en' })).toBe(
      'suspended',
    );
    expect(suspendedText).toBe('This account has been suspended, you cannot recover its password.');
    expect(await isVisible(ad.id)).toBe(false);
    // The ad itself is untouched: unsuspending brings it back as it was.
    const [row] = await getDb().select().from(classifieds).where(eq(classifieds.id, ad.id));
    expect(row?.status).toBe('approved');

    const [entry] = await auditOf(rider.id);
    expect(entry).toMatchObject({
      adminId: admin.id,
      adminName: 'Equipo Galope',
      action: 'user.suspend',
      targetType: 'user',
      before: { suspendedAt: null, suspendedReason: null },
      after: { suspendedReason: 'Anuncios fraudulentos', suspendedAt: expect.any(String) },
    });

    expect(await suspendUser({ admin, userId: rider.id, reason: 'again' })).toEqual({
      ok: false,
      error: 'admin.users.already_suspended',
    });

    expect((await unsuspendUser({ admin, userId: rider.id })).ok).toBe(true);
    expect(await isVisible(ad.id)).toBe(true);
    expect((await authenticate({ email: rider.email, password: PASSWORD })).ok).toBe(true);
    const latest = await auditOf(rider.id);
    expect(latest.map((each) => each.action)).toEqual(['user.unsuspend', 'user.suspend']);
    expect(latest[0]).toMatchObject({
      before: { suspendedReason: 'Anuncios fraudulentos' },
      after: { suspendedAt: null, suspendedReason: null },
    });
  });

  test('an admin cannot suspend themselves', async () => {
    const admin = await newAdmin();
    expect(await suspendUser({ admin, userId: admin.id, reason: 'x' })).toEqual({
      ok: false,
      error: 'admin.users.not_yourself',
    });
    expect((await findUserById(admin.id))?.suspendedAt).toBeNull();
  });
});

describe('roles', () => {
  test('an admin promotes and demotes another user, audited; never demotes themselves', async () => {
    const admin = await newAdmin();
    const rider = await newUser();
    expect((await changeUserRole({ admin, userId: rider.id, role: 'admin' })).ok).toBe(true);
    expect((await findUserById(rider.id))?.role).toBe('admin');
    const [entry] = await auditOf(rider.id);
    expect(entry).toMatchObject({ action: 'user.role', before: { role: 'user' }, after: { role: 'admin' } });

    expect(await changeUserRole({ admin, userId: admin.id, role: 'user' })).toEqual({
      ok: false,
      error: 'admin.users.not_yourself',
    });
    expect((await findUserById(admin.id))?.role).toBe('admin');
  });
});

describe('messages from administration', () => {
  test('arrive as a notification and an e-mail, audited', async () => {
    const admin = await newAdmin();
    const rider = await newUser('Pablo Jinete');
    const result = await messageUser({
      admin,
      userId: rider.id,
      message: 'Please add real photos to your ads.',
      origin: 'http://localhost',
    });
    expect(result.ok).toBe(true);
    const rows = await getDb().select().from(notifications).where(eq(notifications.userId, rider.id));
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'message_from_administration',
        data: { message: 'Please add real photos to your ads.' },
      }),
    ]);
    const mail = (await listOutbox(dataDir)).find((each) => each.to.includes(rider.email));
    expect(mail?.subject).toBe('A message from Galope');
    expect(mail?.text).toContain('Please add real photos to your ads.');
    expect(mail?.text).toContain('http://localhost/en/user/notifications');
    const [entry] = await auditOf(rider.id);
    expect(entry).toMatchObject({ action: 'user.message', after: { message: 'Please add real photos to your ads.' } });
  });
});

describe('moderation decisions', () => {
  test('are audited with the state before and after', async () => {
    const admin = await newAdmin();
    const rider = await newUser();
    const ad = await approvedAd(rider.id);
    const deleted = await moderateAd({
      admin,
      decision: { intent: 'delete', adId: ad.id, reason: 'moderation.reason.suspected_scam' },
    });
    expect(deleted?.status).toBe('deleted');
    const [entry] = await auditOf(ad.id);
    expect(entry).toMatchObject({
      action: 'ad.delete',
      targetType: 'ad',
      before: { status: 'approved', moderationReason: null },
      after: { status: 'deleted', moderationReason: 'moderation.reason.suspected_scam' },
    });
  });
});

describe('the admin domain refuses ordinary users', () => {
  test('every action throws for a non-admin and changes nothing', async () => {
    const rider = await newUser();
    const other = await newUser();
    const ad = await approvedAd(other.id);
    await expect(suspendUser({ admin: rider, userId: other.id, reason: 'x' })).rejects.toThrow(NotAdministratorError);
    await expect(unsuspendUser({ admin: rider, userId: other.id })).rejects.toThrow(NotAdministratorError);
    await expect(changeUserRole({ admin: rider, userId: rider.id, role: 'admin' })).rejects.toThrow(
      NotAdministratorError,
    );
    await expect(
      messageUser({ admin: rider, userId: other.id, message: 'hola', origin: 'http://localhost' }),
    ).rejects.toThrow(NotAdministratorError);
    await expect(moderateAd({ admin: rider, decision: { intent: 'approve', adId: ad.id } })).rejects.toThrow(
      NotAdministratorError,
    );
    await expect(
      recordAdminAction({ admin: rider, action: 'user.role', targetType: 'user', targetId: rider.id }),
    ).rejects.toThrow(NotAdministratorError);
    expect((await findUserById(other.id))?.suspendedAt).toBeNull();
    expect((await findUserById(rider.id))?.role).toBe('user');
  });

  test('every admin page refuses a guest (sent home) and a user (404) in its loader and action', async () => {
    const rider = await findUserById((await newUser()).id);
    const target = await newUser();
    const pages = [
      { module: usersPage, path: '/en/admin/users', params: {} },
      { module: userPage, path: `/en/admin/users/${target.id}`, params: { user: target.id } },
      { module: auditPage, path: '/en/admin/audit', params: {} },
    ];
    for (const page of pages) {
      for (const who of [null, rider]) {
        const context = new RouterContextProvider();
        context.set(userContext, who ?? null);
        const url = new URL(`http://localhost${page.path}`);
        const request = new Request(url, { method: 'POST', body: new URLSearchParams({ intent: 'unsuspend' }) });
        const calls: (() => Promise<unknown>)[] = [
          () => page.module.loader({ context, url, params: page.params, request } as never),
        ];
        if ('action' in page.module) {
          calls.push(() =>
            (page.module as typeof userPage).action({ context, url, params: page.params, request } as never),
          );
        }
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

describe('the users list', () => {
  test('finds users by part of the name or e-mail, any case', async () => {
    const rider = await newUser('Ramona Quintanilla');
    const byName = await searchUsers({ query: 'quintani', page: 1, pageSize: 10 });
    expect(byName.users.map((each) => each.id)).toContain(rider.id);
    const byEmail = await searchUsers({ query: rider.email.toUpperCase(), page: 1, pageSize: 10 });
    expect(byEmail.users.map((each) => each.id)).toEqual([rider.id]);
    expect((await searchUsers({ query: '%', page: 1, pageSize: 10 })).total).toBe(0);
    const view = await findUserForAdmin(rider.id);
    expect(view?.adCounts).toEqual({});
  });
});
