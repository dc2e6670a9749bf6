import slugify from '@sindresorhus/slugify';
import { and, eq, isNull, like, or } from 'drizzle-orm';
import { formatDate } from '../../common/locale/format.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { type Country, getReferenceData } from '../catalogue/reference-data.ts';
import { getDb } from '../db/client.ts';
import { companyProfiles, users } from '../db/tables.ts';
import { mediaUrl } from '../infra/storage/media-storage.ts';
import { type CompanyProfileInput, type CompanyProfileValues, companyProfileSchema } from './company-profile-schema.ts';
import { formatPhoneForDisplay, parsePhoneNumber } from './phone-format.ts';

export interface ProfileCountry {
  code: string;
  name: string;
  slug: string;
  icon: string;
}
export interface ProfilePhone {
  /** '+34 612 34 56 78': the prefix, then spec §5's grouping of the national number. */
  display: string;
  href: string;
}

/**
 * The public user page /u/{slug} and the ad page's seller card. Never the e-mail, and never the
 * phone: a private seller's number is only handed out one reader at a time (findSellerPhone).
 */
export interface PublicUserView {
  name: string;
  slug: string;
  accountType: 'individual' | 'company';
  avatar_full_url: string | null;
  country: ProfileCountry;
  /** DD/MM/YYYY (spec §9). */
  memberSince: string;
  /** Whether the seller shows a verified phone on their ads: the ad page offers "Show phone". */
  hasPhone: boolean;
  /** The company page /pro/{slug}, when the account is a company with a shown profile. */
  companySlug: string | null;
}

/** Spec §3 Custom header, plus the owner's user page and a dialable phone link. */
export interface CompanyHeaderView {
  enabled: true;
  cover: string | null;
  title: string;
  description: string;
  avatar: string | null;
  position: string;
  social: { type: string; link: string }[];
  phone_number: string | null;
  phone_href: string | null;
  time_zone: string;
  number_phone_verified: boolean;
  company_url: string | null;
  is_professional: true;
  country: ProfileCountry;
  user: { name: string; slug: string };
}

// Columns the public pages may read: nothing private (e-mail, password, chat key) is selected.
const publicColumns = {
  name: users.name,
  slug: users.slug,
  accountType: users.accountType,
  avatarKey: users.avatarKey,
  countryCode: users.countryCode,
  createdAt: users.createdAt,
  phoneNumber: users.phoneNumber,
  phoneVerifiedAt: users.phoneVerifiedAt,
  phoneVisible: users.phoneVisible,
};

/** A suspended account has no public page: it reads as unknown. */
export async function findPublicUser(
  options: ({ slug: string } | { id: string }) & { locale: Locale },
): Promise<PublicUserView | undefined> {
  const { locale } = options;
  // By id when the caller holds a row that names its owner (the ad page): no slug lookup first.
  const who = 'id' in options ? eq(users.id, options.id) : eq(users.slug, options.slug);
  const [row] = await getDb()
    .select({ ...publicColumns, companySlug: companyProfiles.slug, companyEnabled: companyProfiles.enabled })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(and(who, isNull(users.suspendedAt)))
    .limit(1);
  if (!row) return undefined;
  const country = await findCountry(row.countryCode);
  return {
    name: row.name,
    slug: row.slug,
    accountType: row.accountType,
    avatar_full_url: mediaUrl(row.avatarKey),
    country: viewProfileCountry(country, locale),
    memberSince: formatDate(row.createdAt),
    hasPhone: shownPhone(row, country.phonePrefix) !== null,
    companySlug: row.accountType === 'company' && row.companyEnabled ? row.companySlug : null,
  };
}

/** The company page /pro/{slug}: only a shown profile of a company account that is not suspended. */
export async function findCompanyProfile({
  slug,
  locale,
}: {
  slug: string;
  locale: Locale;
}): Promise<CompanyHeaderView | undefined> {
  const [row] = await getDb()
    .select({ ...publicColumns, profile: companyProfiles })
    .from(companyProfiles)
    .innerJoin(users, eq(users.id, companyProfiles.userId))
    .where(
      and(
        eq(companyProfiles.slug, slug),
        eq(companyProfiles.enabled, true),
        eq(users.accountType, 'company'),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { profile } = row;
  const country = await findCountry(row.countryCode);
  const phone = shownPhone(row, country.phonePrefix);
  return {
    enabled: true,
    cover: mediaUrl(profile.coverKey),
    title: profile.title,
    description: profile.description,
    avatar: mediaUrl(row.avatarKey),
    position: profile.position,
    social: profile.social,
    phone_number: phone?.display ?? null,
    phone_href: phone?.href ?? null,
    time_zone: profile.timeZone,
    // Said only of a phone the page shows: a hidden number stays entirely private.
    number_phone_verified: phone !== null,
    company_url: profile.companyUrl,
    is_professional: true,
    country: viewProfileCountry(country, locale),
    user: { name: row.name, slug: row.slug },
  };
}

/**
 * The number a seller shows on their ads, for one reader who asked for it ("Show phone"): the
 * caller has checked that the reader may see it. Undefined when the user hides it, has none
 * verified or is suspended.
 */
export async function findShownPhone({ userId }: { userId: string }): Promise<ProfilePhone | undefined> {
  const [row] = await getDb()
    .select(publicColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
    .limit(1);
  if (!row) return undefined;
  const country = await findCountry(row.countryCode);
  return shownPhone(row, country.phonePrefix) ?? undefined;
}

/** The signed-in owner's profile as the settings form edits it, shown or not. */
export async function findOwnCompanyProfile({
  userId,
}: {
  userId: string;
}): Promise<(CompanyProfileValues & { slug: string; cover: string | null }) | undefined> {
  const profile = await getDb().query.companyProfiles.findFirst({ where: eq(companyProfiles.userId, userId) });
  if (!profile) return undefined;
  return {
    slug: profile.slug,
    cover: mediaUrl(profile.coverKey),
    title: profile.title,
    description: profile.description,
    position: profile.position,
    companyUrl: profile.companyUrl ?? undefined,
    social: profile.social as CompanyProfileValues['social'],
    enabled: profile.enabled,
  };
}

export type SaveCompanyProfileResult =
  | { ok: true; slug: string }
  | { ok: false; reason: 'not_company' }
  | { ok: false; reason: 'invalid'; issues: { path: string; message: string }[] };

/**
 * Creates or updates the company profile of `userId`, which must come from the session: the
 * profile written is always that user's own row. The slug is made from the title on the first
 * save and then kept, so links already shared keep working when the title changes.
 */
export async function saveCompanyProfile({
  userId,
  input,
}: {
  userId: string;
  input: CompanyProfileInput;
}): Promise<SaveCompanyProfileResult> {
  const parsed = companyProfileSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid',
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    };
  }
  const values = {
    title: parsed.data.title,
    description: parsed.data.description,
    position: parsed.data.position,
    companyUrl: parsed.data.companyUrl ?? null,
    // The same address twice is a slip, not two links; the page keys its links by address.
    social: parsed.data.social.filter(
      (link, index, all) => all.findIndex((other) => other.link === link.link) === index,
    ),
    enabled: parsed.data.enabled,
    updatedAt: new Date(),
  };
  return getDb().transaction(async (tx) => {
    // Locking the owner serialises two first saves of the same account (two tabs).
    const [owner] = await tx
      .select({ accountType: users.accountType })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (owner?.accountType !== 'company') return { ok: false, reason: 'not_company' } as const;
    const [updated] = await tx
      .update(companyProfiles)
      .set(values)
      .where(eq(companyProfiles.userId, userId))
      .returning({ slug: companyProfiles.slug });
    if (updated) return { ok: true, slug: updated.slug } as const;
    // Another company may take the same slug between the look-up and the insert: try the next one.
    for (;;) {
      const slug = await freeCompanySlug(tx, values.title);
      const [created] = await tx
        .insert(companyProfiles)
        .values({ userId, slug, ...values })
        .onConflictDoNothing({ target: companyProfiles.slug })
        .returning({ slug: companyProfiles.slug });
      if (created) return { ok: true, slug: created.slug } as const;
    }
  });
}

type Transaction = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/** `yeguada-del-sol`, then `yeguada-del-sol-2`, … */
async function freeCompanySlug(tx: Transaction, title: string): Promise<string> {
  const base = slugify(title).slice(0, 60).replace(/-+$/, '') || 'pro';
  const taken = await tx
    .select({ slug: companyProfiles.slug })
    .from(companyProfiles)
    .where(or(eq(companyProfiles.slug, base), like(companyProfiles.slug, `${base}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

async function findCountry(code: string): Promise<Country> {
  const country = (await getReferenceData()).countries.find((each) => each.code === code);
  // users.country_code references countries, so a miss means the seed and the data disagree.
  if (!country) throw new Error(`Unknown country ${code}`);
  return country;
}

function viewProfileCountry(country: Country, locale: Locale): ProfileCountry {
  return { code: country.code, name: country.name[locale], slug: country.slug[locale], icon: country.flag };
}

/**
 * The phone only when verified and chosen to be shown. A verified number was parsed when it was
 * verified, so one that no longer parses is hidden rather than shown wrongly.
 */
function shownPhone(
  user: { phoneNumber: string | null; phoneVerifiedAt: Date | null; phoneVisible: boolean },
  prefix: string,
): ProfilePhone | null {
  if (!user.phoneNumber || !user.phoneVerifiedAt || !user.phoneVisible) return null;
  const parsed = parsePhoneNumber({ prefix, number: user.phoneNumber });
  if (!parsed.ok) return null;
  return { display: `${parsed.prefix} ${formatPhoneForDisplay(parsed.national)}`, href: `tel:${parsed.e164}` };
}
