import { and, eq } from 'drizzle-orm';
import { AD_PHOTO_FORMATS, AD_PHOTO_MAX_BYTES, AD_PHOTOS_MAX } from '../../common/ads/ad-limits.ts';
import type { DetailsValues } from '../../common/ads/ad-schemas.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { type ImageProblemMessage, imageProblemMessage } from '../../common/media/image-problems.ts';
import { signUp } from '../accounts/sign-up.ts';
import { getDb } from '../db/client.ts';
import { classifieds } from '../db/tables.ts';
import { readImage } from '../media/read-image.ts';
import { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } from './ad-drafts.ts';
import { submitAd } from './ad-lifecycle.ts';
import { addPhoto } from './ad-media.ts';

/**
 * A guest on a phone posts an ad and creates their account in one go (spec §2 /s/add-guest).
 * The ad is kept as a draft held for the e-mail: confirming the address sends it to review. An
 * address that already has an account gets the "already registered" e-mail and nothing is kept,
 * so the page answers the same either way and never tells who is registered. Returns the
 * confirmation link's token for the sign-up browser cookie (sign-up-browser.ts).
 */
export async function postGuestAd(options: {
  account: { name: string; email: string; password: string; accountType: 'individual' | 'company' };
  ad: { type: 'offer' | 'demand'; subcategory: string; details: DetailsValues; province: string; town?: string };
  photos: Buffer[];
  locale: Locale;
}): Promise<{ token?: string }> {
  const { userId: ownerId, token } = await signUp({ ...options.account, locale: options.locale });
  if (!ownerId) return {};
  const draft = await createDraft({ ownerId, language: options.locale, type: options.ad.type });
  const adId = draft.id;
  await saveAdSubcategory({ ownerId, adId, subcategory: options.ad.subcategory });
  await saveAdDetails({ ownerId, adId, values: options.ad.details });
  await saveAdLocation({ ownerId, adId, province: options.ad.province, town: options.ad.town });
  for (const bytes of options.photos) await addPhoto({ ownerId, adId, bytes });
  await getDb().update(classifieds).set({ heldForEmail: true }).where(eq(classifieds.id, adId));
  return { token };
}

/** Once the account's e-mail is confirmed, its held ads go to review (those complete enough). */
export async function releaseHeldAds({ userId }: { userId: string }): Promise<void> {
  const held = await getDb()
    .update(classifieds)
    .set({ heldForEmail: false })
    .where(and(eq(classifieds.ownerId, userId), eq(classifieds.heldForEmail, true)))
    .returning({ id: classifieds.id });
  for (const { id } of held) await submitAd({ ownerId: userId, adId: id });
}

export type GuestPhotosResult =
  | { ok: true; photos: Buffer[] }
  | { ok: false; message: ImageProblemMessage & { file?: string } };

/**
 * The guest's photos, checked before anything is written (a bad photo leaves no half-made
 * account behind): each by its content and size, and no more than an ad may hold.
 */
export async function checkGuestPhotos(files: File[]): Promise<GuestPhotosResult> {
  if (files.length > AD_PHOTOS_MAX) {
    return { ok: false, message: { key: 'validation.photos_max', values: { max: AD_PHOTOS_MAX } } };
  }
  const photos: Buffer[] = [];
  for (const file of files) {
    const bytes = Buffer.from(await file.arrayBuffer());
    const read = await readImage({ bytes, accept: AD_PHOTO_FORMATS, maxBytes: AD_PHOTO_MAX_BYTES });
    if (!read.ok) {
      const limits = { maxBytes: AD_PHOTO_MAX_BYTES, formats: AD_PHOTO_FORMATS };
      return { ok: false, message: { ...imageProblemMessage(read.problem, limits), file: file.name.slice(0, 80) } };
    }
    photos.push(bytes);
  }
  return { ok: true, photos };
}
