import slugify from '@sindresorhus/slugify';
import { inArray, like, or } from 'drizzle-orm';
import { demoGrandparents, demoPriceTerms } from '../../seeds/demo/ads/pedigree.ts';
import { DEMO_COMPANY, DEMO_USERS, demoEmail } from '../../seeds/demo/people.ts';
import { companyProfileSchema } from '../accounts/company-profile-schema.ts';
import { newChatKey } from '../accounts/users.ts';
import type { getDb } from '../db/client.ts';
import { classifiedMedia, classifieds, companyProfiles, users } from '../db/tables.ts';
import { storePicture } from '../media/store-picture.ts';
import type { PreparedPicture } from './demo-photos.ts';
import type { PlannedAd } from './demo-plan.ts';

/** The demo's rows, written in the seed's one transaction; slugs step aside for existing ones. */
type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Profile photos and the stud's cover, cropped from demo pictures the way uploads are. */
export async function storeProfilePictures(userIds: Map<string, string>, jpegOf: (key: string) => Buffer) {
  const avatars = new Map<string, string>();
  for (const user of DEMO_USERS) {
    if (!user.avatar) continue;
    const stored = await storePicture({
      bytes: jpegOf(user.avatar),
      folder: 'avatars',
      ownerId: userIds.get(user.key) as string,
      width: 320,
      height: 320,
    });
    if (stored.ok) avatars.set(user.key, stored.key);
  }
  const cover = await storePicture({
    bytes: jpegOf(DEMO_COMPANY.cover),
    folder: 'covers',
    ownerId: userIds.get(DEMO_COMPANY.userKey) as string,
    width: 1600,
    height: 500,
  });
  return { avatars, cover: cover.ok ? cover.key : null };
}

export async function insertUsers(
  tx: Tx,
  options: { userIds: Map<string, string>; passwordHash: string; avatars: Map<string, string>; now: Date },
): Promise<void> {
  const bases = new Map(DEMO_USERS.map((user) => [user.key, slugify(user.name)]));
  const clashes = await tx
    .select({ slug: users.slug })
    .from(users)
    .where(or(...[...bases.values()].map((base) => like(users.slug, `${base}%`))));
  const taken = new Set(clashes.map((row) => row.slug));
  await tx.insert(users).values(
    DEMO_USERS.map((user) => {
      const joined = new Date(options.now.getTime() - user.memberForDays * DAY_MS);
      return {
        id: options.userIds.get(user.key) as string,
        email: demoEmail(user),
        emailVerifiedAt: joined,
        passwordHash: options.passwordHash,
        name: user.name,
        slug: freeSlug(bases.get(user.key) as string, taken),
        accountType: user.accountType,
        locale: user.locale,
        countryCode: user.countryCode,
        avatarKey: options.avatars.get(user.key) ?? null,
        chatKey: newChatKey(),
        phoneNumber: user.phone ?? null,
        phoneVerifiedAt: user.phone ? joined : null,
        phoneVisible: Boolean(user.phone),
        createdAt: joined,
        updatedAt: joined,
      };
    }),
  );
}

export async function insertCompanyProfile(
  tx: Tx,
  userIds: Map<string, string>,
  coverKey: string | null,
): Promise<void> {
  const profile = companyProfileSchema.parse(DEMO_COMPANY.profile);
  const base = slugify(profile.title);
  const clashes = await tx
    .select({ slug: companyProfiles.slug })
    .from(companyProfiles)
    .where(like(companyProfiles.slug, `${base}%`));
  await tx.insert(companyProfiles).values({
    userId: userIds.get(DEMO_COMPANY.userKey) as string,
    slug: freeSlug(base, new Set(clashes.map((row) => row.slug))),
    enabled: profile.enabled,
    title: profile.title,
    description: profile.description,
    position: profile.position,
    companyUrl: profile.companyUrl ?? null,
    social: profile.social,
    coverKey,
  });
}

export async function insertAds(
  tx: Tx,
  ads: PlannedAd[],
  adIds: string[],
  userIds: Map<string, string>,
): Promise<void> {
  // Only an installation that had ads before the demo can hold one of these slugs.
  const taken = new Set<string>();
  for (const batch of chunks(ads, 500)) {
    const rows = await tx
      .select({ slug: classifieds.slug })
      .from(classifieds)
      .where(
        inArray(
          classifieds.slug,
          batch.map((ad) => ad.slug),
        ),
      );
    for (const row of rows) taken.add(row.slug);
  }
  const rows = ads.map((ad, index) => ({
    id: adIds[index] as string,
    slug: taken.has(ad.slug) ? `${ad.slug}-${index}` : ad.slug,
    ownerId: userIds.get(ad.ownerKey) as string,
    status: 'approved' as const,
    active: true,
    type: ad.type,
    subcategoryKey: ad.subcategoryKey,
    title: ad.written.title,
    description: ad.written.description,
    price: ad.written.price,
    ...demoPriceTerms({ slug: ad.slug, subcategoryKey: ad.subcategoryKey, price: ad.written.price }),
    language: ad.language,
    countryCode: ad.province.country,
    communityId: ad.province.community,
    provinceId: ad.province.id,
    townId: ad.town.id,
    lat: ad.town.lat,
    lng: ad.town.lng,
    filterValues: ad.written.filterValues,
    horseName: ad.horse.horseName ?? null,
    birthYear: ad.horse.birthYear ?? null,
    heightCm: ad.horse.heightCm ?? null,
    ueln: ad.horse.ueln ?? null,
    microchip: ad.horse.microchip ?? null,
    studbook: ad.horse.studbook ?? null,
    sire: ad.horse.sire ?? null,
    dam: ad.horse.dam ?? null,
    ...demoGrandparents(ad.horse),
    soldAt: ad.soldAt,
    submittedAt: ad.submittedAt,
    publishedAt: ad.publishedAt,
    expiresAt: ad.expiresAt,
    createdAt: ad.createdAt,
    updatedAt: ad.soldAt ?? ad.publishedAt,
  }));
  for (const batch of chunks(rows, 150)) await tx.insert(classifieds).values(batch);
}

export async function insertPhotos(
  tx: Tx,
  photos: readonly {
    ad: PlannedAd;
    adId: string;
    mediaId: string;
    ownerId: string;
    position: number;
    picture: PreparedPicture;
  }[],
): Promise<void> {
  for (const rows of chunks(photos, 400)) {
    await tx.insert(classifiedMedia).values(
      rows.map(({ ad, adId, mediaId, ownerId, position, picture: { photo } }) => ({
        id: mediaId,
        classifiedId: adId,
        ownerId,
        kind: 'photo' as const,
        position,
        status: 'ready' as const,
        widths: [...new Set(photo.variants.map((variant) => variant.width))].sort((a, b) => a - b),
        width: photo.width,
        height: photo.height,
        placeholder: photo.placeholder,
        createdAt: ad.createdAt,
      })),
    );
  }
}

/** `lucia-fernandez-ruiz`, or `-2`, `-3`… when someone already has it. */
function freeSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
