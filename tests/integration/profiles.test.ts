import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  findCompanyProfile,
  findOwnCompanyProfile,
  findPublicUser,
  findShownPhone,
  saveCompanyProfile,
} from '../../server/accounts/profiles.ts';
import { createUser } from '../../server/accounts/users.ts';
import { getDb } from '../../server/db/client.ts';
import { companyProfiles, users } from '../../server/db/tables.ts';

let counter = 0;
async function newUser(accountType: 'individual' | 'company', name = 'Marta Soler') {
  counter += 1;
  const user = await createUser({
    email: `profile${counter}-${Date.now()}@example.test`,
    name,
    passwordHash: null,
    accountType,
    locale: 'es',
  });
  if (!user) throw new Error('user not created');
  return user;
}

const profile = {
  title: 'Yeguada del Sol',
  description: 'Cría de caballos de pura raza española.\nVisitas con cita.',
  position: 'Propietaria',
  companyUrl: 'https://yeguadadelsol.example.com',
  social: [{ type: 'instagram' as const, link: 'https://www.instagram.com/yeguadadelsol' }],
  enabled: true,
};

describe('public user page', () => {
  test('shows name, country and member-since date, never the e-mail', async () => {
    const user = await newUser('individual');
    const view = await findPublicUser({ slug: user.slug, locale: 'en' });
    expect(view).toMatchObject({ name: 'Marta Soler', slug: user.slug, accountType: 'individual', companySlug: null });
    expect(view?.country).toMatchObject({ code: 'ES', name: 'Spain', icon: '/flags/es.svg' });
    expect(view?.memberSince).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(JSON.stringify(view)).not.toContain(user.email);
    expect(JSON.stringify(view)).not.toContain(user.chatKey);
  });

  test('the page never carries the phone; it is offered, and handed out, only once verified and shown', async () => {
    const user = await newUser('individual');
    const setPhone = (values: Partial<typeof users.$inferInsert>) =>
      getDb().update(users).set(values).where(eq(users.id, user.id));

    await setPhone({ phoneNumber: '+34612345678', phoneVisible: true, phoneVerifiedAt: null });
    const unverified = await findPublicUser({ slug: user.slug, locale: 'es' });
    expect(unverified?.hasPhone).toBe(false);
    expect(await findShownPhone({ userId: user.id })).toBeUndefined();

    await setPhone({ phoneVisible: false, phoneVerifiedAt: new Date() });
    expect((await findPublicUser({ slug: user.slug, locale: 'es' }))?.hasPhone).toBe(false);
    expect(await findShownPhone({ userId: user.id })).toBeUndefined();

    await setPhone({ phoneVisible: true });
    const shown = await findPublicUser({ slug: user.slug, locale: 'es' });
    expect(shown?.hasPhone).toBe(true);
    expect(JSON.stringify(shown)).not.toContain('612');
    expect(await findShownPhone({ userId: user.id })).toEqual({
      display: '+34 612 34 56 78',
      href: 'tel:+34612345678',
    });
  });

  test('an unknown or suspended user is not found', async () => {
    expect(await findPublicUser({ slug: 'nobody-here', locale: 'es' })).toBeUndefined();
    const user = await newUser('individual');
    await getDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect(await findPublicUser({ slug: user.slug, locale: 'es' })).toBeUndefined();
  });

  test('a company with a shown profile links to its company page', async () => {
    const company = await newUser('company', 'Ana Ruiz');
    expect((await findPublicUser({ slug: company.slug, locale: 'es' }))?.companySlug).toBeNull();
    const saved = await saveCompanyProfile({ userId: company.id, input: { ...profile, title: 'Cuadra Ruiz' } });
    expect(saved.ok).toBe(true);
    expect((await findPublicUser({ slug: company.slug, locale: 'es' }))?.companySlug).toBe('cuadra-ruiz');
  });
});

describe('company profile', () => {
  test('the first save makes a slug from the title, unique across companies, then keeps it', async () => {
    const first = await newUser('company');
    const second = await newUser('company');
    const a = await saveCompanyProfile({ userId: first.id, input: { ...profile, title: 'Hípica Los Pinos' } });
    const b = await saveCompanyProfile({ userId: second.id, input: { ...profile, title: 'Hípica los pinos' } });
    expect(a).toEqual({ ok: true, slug: 'hipica-los-pinos' });
    expect(b).toEqual({ ok: true, slug: 'hipica-los-pinos-2' });

    const renamed = await saveCompanyProfile({
      userId: first.id,
      input: { ...profile, title: 'Centro Ecuestre Pinos' },
    });
    expect(renamed).toEqual({ ok: true, slug: 'hipica-los-pinos' });
    expect((await findCompanyProfile({ slug: 'hipica-los-pinos', locale: 'es' }))?.title).toBe('Centro Ecuestre Pinos');
    const rows = await getDb().select().from(companyProfiles).where(eq(companyProfiles.userId, first.id));
    expect(rows).toHaveLength(1);
  });

  test('companies saving the same title at the same time get different slugs', async () => {
    const owners = [];
    for (let each = 0; each < 4; each++) owners.push(await newUser('company'));
    const results = await Promise.all(
      owners.map((owner) =>
        saveCompanyProfile({ userId: owner.id, input: { ...profile, title: 'Club Hípico Norte' } }),
      ),
    );
    const slugs = results.map((result) => (result.ok ? result.slug : 'failed'));
    expect(new Set(slugs).size).toBe(4);
    expect(slugs.every((slug) => slug.startsWith('club-hipico-norte'))).toBe(true);
  });

  test('the company page has the custom header fields and hides a private phone', async () => {
    const owner = await newUser('company', 'Lucía Prat');
    await getDb()
      .update(users)
      .set({ phoneNumber: '+34612345678', phoneVerifiedAt: new Date(), phoneVisible: false })
      .where(eq(users.id, owner.id));
    const saved = await saveCompanyProfile({ userId: owner.id, input: { ...profile, title: 'Pupilaje Prat' } });
    if (!saved.ok) throw new Error('not saved');
    const view = await findCompanyProfile({ slug: saved.slug, locale: 'en' });
    expect(view).toMatchObject({
      enabled: true,
      cover: null,
      avatar: null,
      title: 'Pupilaje Prat',
      description: profile.description,
      position: 'Propietaria',
      social: profile.social,
      phone_number: null,
      number_phone_verified: false,
      time_zone: 'Europe/Madrid',
      company_url: profile.companyUrl,
      is_professional: true,
      country: { code: 'ES', name: 'Spain' },
      user: { name: 'Lucía Prat', slug: owner.slug },
    });
    expect(JSON.stringify(view)).not.toContain(owner.email);

    await getDb().update(users).set({ phoneVisible: true }).where(eq(users.id, owner.id));
    expect(await findCompanyProfile({ slug: saved.slug, locale: 'en' })).toMatchObject({
      phone_number: '+34 612 34 56 78',
      number_phone_verified: true,
    });
  });

  test('a hidden profile, or one whose owner is suspended, is not found', async () => {
    const owner = await newUser('company');
    const saved = await saveCompanyProfile({
      userId: owner.id,
      input: { ...profile, title: 'Rancho Oculto', enabled: false },
    });
    if (!saved.ok) throw new Error('not saved');
    expect(await findCompanyProfile({ slug: saved.slug, locale: 'es' })).toBeUndefined();
    expect((await findOwnCompanyProfile({ userId: owner.id }))?.enabled).toBe(false);

    await saveCompanyProfile({ userId: owner.id, input: { ...profile, title: 'Rancho Oculto' } });
    expect(await findCompanyProfile({ slug: saved.slug, locale: 'es' })).toBeDefined();
    await getDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, owner.id));
    expect(await findCompanyProfile({ slug: saved.slug, locale: 'es' })).toBeUndefined();
  });

  test('an individual account cannot have a company profile', async () => {
    const user = await newUser('individual');
    expect(await saveCompanyProfile({ userId: user.id, input: profile })).toEqual({ ok: false, reason: 'not_company' });
    expect(await saveCompanyProfile({ userId: crypto.randomUUID(), input: profile })).toEqual({
      ok: false,
      reason: 'not_company',
    });
    const rows = await getDb().select().from(companyProfiles).where(eq(companyProfiles.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  test.each([
    ['a title under 3 characters', { title: 'ab' }, 'title', 'validation.company_title_min'],
    ['a title over 80 characters', { title: 'x'.repeat(81) }, 'title', 'validation.company_title_max'],
    ['a description over 1000', { description: 'x'.repeat(1001) }, 'description', 'validation.company_description_max'],
    ['a position over 80', { position: 'x'.repeat(81) }, 'position', 'validation.company_position_max'],
    ['a script URL', { companyUrl: 'javascript:alert(1)' }, 'companyUrl', 'validation.company_url_invalid'],
    ['an FTP URL', { companyUrl: 'ftp://files.example.com' }, 'companyUrl', 'validation.company_url_invalid'],
    [
      'a plain-http social link',
      { social: [{ type: 'facebook' as const, link: 'http://facebook.com/x' }] },
      'social.0.link',
      'validation.social_link_invalid',
    ],
    [
      'seven social links',
      { social: Array.from({ length: 7 }, () => ({ type: 'web' as const, link: 'https://example.com' })) },
      'social',
      'validation.social_max',
    ],
  ])('refuses %s', async (_name, change, path, message) => {
    const owner = await newUser('company');
    const result = await saveCompanyProfile({ userId: owner.id, input: { ...profile, ...change } });
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(result.ok === false && result.reason === 'invalid' ? result.issues : []).toContainEqual({ path, message });
    expect(await findOwnCompanyProfile({ userId: owner.id })).toBeUndefined();
  });

  test('refuses a social network outside the fixed list', async () => {
    const owner = await newUser('company');
    const input = { ...profile, social: [{ type: 'myspace', link: 'https://myspace.com/x' }] };
    // The type system already refuses it; a form post is not typed, so the domain checks again.
    const result = await saveCompanyProfile({ userId: owner.id, input: input as unknown as typeof profile });
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
