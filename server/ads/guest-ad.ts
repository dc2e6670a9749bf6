import { and, eq } from 'drizzle-orm';
import { signUp } from '../accounts/sign-up.ts';
import { getDb } from '../db/client.ts';
import { classifieds } from '../db/schema.ts';
import type { Locale } from '../locale/locales.ts';
import { createDraft, saveAdDetails, saveAdLocation, saveAdSubcategory } from './ad-drafts.ts';
import { submitAd } from './ad-lifecycle.ts';
import { addPhoto } from './ad-media.ts';
import type { DetailsValues } from './ad-schemas.ts';

/**
 * A guest on a phone posts an ad and creates their account in one go (spec §2 /s/add-guest).
 * The ad is kept as a draft held for the e-mail: confirming the address sends it to review. An
 * address that already has an account gets the "already registered" e-mail and nothing is kept,
 * so the page answers the same either way and never tells who is registered.
 */
export async function postGuestAd(options: {
  account: { name: string; email: string; password: string; accountType: 'individual' | 'company' };
  ad: { type: 'offer' | 'demand'; subcategory: string; details: DetailsValues; province: string; town?: string };
  photos: Buffer[];
  locale: Locale;
  origin: string;
}): Promise<void> {
  const user = await signUp({ ...options.account, locale: options.locale, origin: options.origin });
  if (!user) return;
  const ownerId = user.id;
  const draft = await createDraft({ ownerId, language: options.locale, type: options.ad.type });
  const adId = draft.id;
  await saveAdSubcategory({ ownerId, adId, subcategory: options.ad.subcategory });
  await saveAdDetails({ ownerId, adId, values: options.ad.details });
  await saveAdLocation({ ownerId, adId, province: options.ad.province, town: options.ad.town });
  for (const bytes of options.photos) await addPhoto({ ownerId, adId, bytes });
  await getDb().update(classifieds).set({ heldForEmail: true }).where(eq(classifieds.id, adId));
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
