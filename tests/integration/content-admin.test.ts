import { eq, sql } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { hashPassword } from '../../server/accounts/password.ts';
import { createUser } from '../../server/accounts/users.ts';
import { listAuditEntries, NotAdministratorError } from '../../server/admin/audit-log.ts';
import { deleteContent, findContent, saveContent } from '../../server/admin/content/content-editor.ts';
import { bumpContentVersion } from '../../server/catalogue/content-version.ts';
import { findFiltersForSubcategory } from '../../server/catalogue/find-filters.ts';
import { CONTENT_CHECK_MS, getReferenceData } from '../../server/catalogue/reference-data.ts';
import { seedReferenceData } from '../../server/catalogue/seed-reference-data.ts';
import { loadShellData } from '../../server/catalogue/shell-data.ts';
import { getDb } from '../../server/db/client.ts';
import { categories, filterItems, users } from '../../server/db/tables.ts';
import { CATALOGUES } from '../../server/locale/messages.ts';

let counter = 0;
async function newUser() {
  counter += 1;
  const user = await createUser({
    email: `content${counter}-${Date.now()}@example.test`,
    name: 'Equipo Contenidos',
    passwordHash: await hashPassword('Caballo-Tordo-2026'),
    accountType: 'individual',
    locale: 'en',
  });
  if (!user) throw new Error('user not created');
  return user;
}

async function newAdmin() {
  const user = await newUser();
  const [row] = await getDb().update(users).set({ role: 'admin' }).where(eq(users.id, user.id)).returning();
  if (!row) throw new Error('admin not made');
  return row;
}

async function auditOf(targetId: string) {
  return (await listAuditEntries({ filters: { targetId }, page: 1, pageSize: 10 })).entries;
}

async function sexFilterNames(locale: 'es' | 'en' | 'ca' | 'pt') {
  const filters = await findFiltersForSubcategory({
    subcategorySlug: 'sport-horses',
    locale,
    withAll: false,
    allLabel: 'All',
  });
  return filters.find((filter) => filter.slug === 'sexo')?.items.map((item) => item.name) ?? [];
}

const HYBRID = { es: 'Criptórquido', en: 'Rig', ca: 'Criptòrquid', pt: 'Criptorquídeo' };

describe('editing a filter’s items', () => {
  test('a new item in four languages reaches the search panel’s filters at once, audited', async () => {
    const admin = await newAdmin();
    expect(await sexFilterNames('en')).not.toContain('Rig');
    const result = await saveContent({
      admin,
      type: 'filter-items',
      parentKey: 'sexo',
      input: { key: 'criptorquido', name: HYBRID, position: '9' },
    });
    expect(result).toEqual({ ok: true, key: 'sexo.criptorquido' });
    expect(await sexFilterNames('en')).toContain('Rig');
    expect(await sexFilterNames('pt')).toContain('Criptorquídeo');

    const [entry] = await auditOf('filter-items:sexo.criptorquido');
    expect(entry).toMatchObject({
      adminId: admin.id,
      action: 'content.create',
      targetType: 'content',
      before: null,
      after: { key: 'criptorquido', name: HYBRID, position: 9 },
    });

    const renamed = await saveContent({
      admin,
      type: 'filter-items',
      key: 'sexo.criptorquido',
      input: { name: { ...HYBRID, en: 'Ridgling' }, position: '9' },
    });
    expect(renamed.ok).toBe(true);
    expect(await sexFilterNames('en')).toContain('Ridgling');
    const [update] = await auditOf('filter-items:sexo.criptorquido');
    expect(update).toMatchObject({
      action: 'content.update',
      before: { name: { en: 'Rig' } },
      after: { name: { en: 'Ridgling' } },
    });

    expect((await deleteContent({ admin, type: 'filter-items', key: 'sexo.criptorquido' })).ok).toBe(true);
    expect(await sexFilterNames('en')).not.toContain('Ridgling');
    expect((await auditOf('filter-items:sexo.criptorquido'))[0]).toMatchObject({
      action: 'content.delete',
      before: { name: { en: 'Ridgling' } },
      after: null,
    });
  });

  test('another node’s edit is seen within a second through the content version', async () => {
    await getReferenceData();
    const rename = (en: string) =>
      getDb()
        .update(filterItems)
        .set({ name: sql`jsonb_set(${filterItems.name}, '{en}', ${JSON.stringify(en)}::jsonb)` })
        .where(sql`${filterItems.filterSlug} = 'sexo' and ${filterItems.slug} = 'yegua'`);
    // The node's clock moves on by the check interval instead of the test waiting it out: only
    // Date is faked (the database driver's timers run as ever).
    const passCheckInterval = () => vi.setSystemTime(Date.now() + CONTENT_CHECK_MS);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Written behind this node's back without a new version: its cached copy stays as it was.
      await rename('Mare (unversioned)');
      passCheckInterval();
      expect(await sexFilterNames('en')).toContain('Mare');
      // With the version raised, as every admin edit does, the next read after a second reloads.
      await getDb().transaction(async (tx) => {
        await rename('Broodmare');
        await bumpContentVersion(tx);
      });
      expect(await sexFilterNames('en')).not.toContain('Broodmare');
      passCheckInterval();
      expect(await sexFilterNames('en')).toContain('Broodmare');
    } finally {
      vi.useRealTimers();
      await rename('Mare');
    }
  });
});

describe('validation', () => {
  test('names in four languages, keys, slugs and positions are checked, with catalogue messages', async () => {
    const admin = await newAdmin();
    const result = await saveContent({
      admin,
      type: 'categories',
      input: {
        key: 'Bad Key',
        name: { es: '', en: 'Carriages', ca: 'Carruatges', pt: 'Carruagens' },
        slug: { es: 'caballos', en: 'carriages', ca: 'Carruatges!', pt: 'carruagens' },
        position: '-1',
      },
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        key: 'admin.content.error.key_format',
        'name.es': 'admin.content.error.required',
        'slug.ca': 'admin.content.error.slug_format',
        position: 'admin.content.error.position',
      },
    });
    const taken = await saveContent({
      admin,
      type: 'categories',
      input: {
        key: 'carriages',
        name: { es: 'Carruajes', en: 'Carriages', ca: 'Carruatges', pt: 'Carruagens' },
        slug: { es: 'caballos', en: 'carriages', ca: 'carruatges', pt: 'carruagens' },
        position: '8',
      },
    });
    expect(taken).toEqual({ ok: false, errors: { 'slug.es': 'admin.content.error.slug_taken' } });
    for (const key of ['key_format', 'required', 'slug_format', 'position', 'slug_taken', 'key_taken', 'in_use']) {
      for (const locale of ['es', 'en', 'ca', 'pt'] as const) {
        expect(CATALOGUES[locale][`admin.content.error.${key}`], `${locale} ${key}`).toBeTruthy();
      }
    }
  });

  test('a subcategory icon with a script, an event handler or an outside reference is refused', async () => {
    const admin = await newAdmin();
    const before = await findContent({ type: 'subcategories', key: 'sport_horses' });
    if (!before) throw new Error('sport_horses missing');
    for (const [svg, error] of [
      ['<svg viewBox="0 0 24 24"><script>alert(1)</script></svg>', 'admin.content.error.svg_script'],
      ['<svg viewBox="0 0 24 24" onload="alert(1)"/>', 'admin.content.error.svg_event_handler'],
      [
        '<svg viewBox="0 0 24 24"><path fill="url(https://evil.test/#a)" d="M0 0"/></svg>',
        'admin.content.error.svg_external_reference',
      ],
    ]) {
      const result = await saveContent({
        admin,
        type: 'subcategories',
        key: 'sport_horses',
        input: { ...before, withPrice: true, position: String(before.position), svg },
      });
      expect(result).toEqual({ ok: false, errors: { svg: error } });
    }
    const drawn = await saveContent({
      admin,
      type: 'subcategories',
      key: 'sport_horses',
      input: {
        ...before,
        withPrice: true,
        position: String(before.position),
        svg: '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>',
      },
    });
    expect(drawn.ok).toBe(true);
    const data = await getReferenceData();
    const icon = data.categories.flatMap((each) => each.subcategories).find((each) => each.key === 'sport_horses')?.svg;
    expect(icon).toBe(
      '<svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg" aria-hidden="true"><circle cx="12" cy="12" r="9"/></svg>',
    );
  });
});

describe('categories, settings and the seed', () => {
  test('a category in use cannot be deleted; a new empty one can, audited', async () => {
    const admin = await newAdmin();
    expect(await deleteContent({ admin, type: 'categories', key: 'horses' })).toEqual({
      ok: false,
      error: 'admin.content.error.in_use',
    });
    const created = await saveContent({
      admin,
      type: 'categories',
      input: {
        key: 'carriages',
        name: { es: 'Carruajes', en: 'Carriages', ca: 'Carruatges', pt: 'Carruagens' },
        slug: { es: 'carruajes', en: 'carriages', ca: 'carruatges', pt: 'carruagens' },
        position: '8',
      },
    });
    expect(created.ok).toBe(true);
    expect((await loadShellData({ locale: 'ca', defaultCountry: 'ES' })).categories.map((each) => each.name)).toContain(
      'Carruatges',
    );
    expect(await deleteContent({ admin, type: 'categories', key: 'carriages' })).toEqual({ ok: true });
    expect((await auditOf('categories:carriages')).map((each) => each.action)).toEqual([
      'content.delete',
      'content.create',
    ]);
  });

  test('the captcha tasks setting changes what the pages ask for', async () => {
    const admin = await newAdmin();
    const result = await saveContent({
      admin,
      type: 'settings',
      key: 'site',
      input: { recaptchaAllowedInTasks: ['sign_up', 'contact_seller'] },
    });
    expect(result.ok).toBe(true);
    expect((await loadShellData({ locale: 'en', defaultCountry: 'ES' })).settings.recaptchaAllowedInTasks).toEqual([
      'sign_up',
      'contact_seller',
    ]);
    expect(
      await saveContent({
        admin,
        type: 'settings',
        key: 'site',
        input: { recaptchaAllowedInTasks: ['launch_rockets'] },
      }),
    ).toEqual({ ok: false, errors: { 'recaptchaAllowedInTasks.0': 'admin.content.error.choose' } });
    await saveContent({
      admin,
      type: 'settings',
      key: 'site',
      input: {
        recaptchaAllowedInTasks: ['sign_up', 'sign_in', 'forgot_password', 'add_classified_guest', 'contact_seller'],
      },
    });
  });

  test('a later seed adds what is missing and keeps what administrators changed or deleted', async () => {
    const admin = await newAdmin();
    const ponies = await findContent({ type: 'categories', key: 'ponies' });
    const sex = await findContent({ type: 'filters', key: 'sexo' });
    if (!ponies || !sex) throw new Error('seeded content missing');
    await saveContent({
      admin,
      type: 'categories',
      key: 'ponies',
      input: {
        ...ponies,
        name: { ...(ponies.name as object), en: 'Ponies and cobs' },
        position: String(ponies.position),
      },
    });
    // The sex filter no longer shown for leisure horses; the tiktok link removed.
    await saveContent({
      admin,
      type: 'filters',
      key: 'sexo',
      input: {
        ...sex,
        subcategoryKeys: (sex.subcategoryKeys as string[]).filter((key) => key !== 'leisure_horses'),
        position: String(sex.position),
      },
    });
    expect(await deleteContent({ admin, type: 'social-links', key: 'tiktok' })).toEqual({ ok: true });
    // An item the data files have and the database lacks (as after a developer adds one).
    await getDb().execute(sql`delete from filter_items where filter_slug = 'sexo' and slug = 'castrado'`);

    await getDb().execute(sql`delete from settings where key = 'reference_data_version'`);
    await seedReferenceData(getDb());

    const [row] = await getDb().select().from(categories).where(eq(categories.key, 'ponies'));
    expect(row?.name.en).toBe('Ponies and cobs');
    expect((await findContent({ type: 'filters', key: 'sexo' }))?.subcategoryKeys).not.toContain('leisure_horses');
    expect(await findContent({ type: 'social-links', key: 'tiktok' })).toBeUndefined();
    expect(await findContent({ type: 'filter-items', key: 'sexo.castrado' })).toMatchObject({
      name: { en: 'Gelding' },
    });
  });

  test('an ordinary user can change nothing', async () => {
    const rider = await newUser();
    await expect(
      saveContent({
        admin: rider,
        type: 'filter-items',
        parentKey: 'sexo',
        input: { key: 'x', name: HYBRID, position: '1' },
      }),
    ).rejects.toThrow(NotAdministratorError);
    await expect(deleteContent({ admin: rider, type: 'categories', key: 'horses' })).rejects.toThrow(
      NotAdministratorError,
    );
  });
});
