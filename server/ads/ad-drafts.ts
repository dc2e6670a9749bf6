import { and, eq, inArray } from 'drizzle-orm';
import type { DetailsValues } from '../../common/ads/ad-schemas.ts';
import { checkPriceTerms } from '../../common/ads/price-terms.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { getReferenceData } from '../catalogue/reference-data.ts';
import { getDb } from '../db/client.ts';
import { classifieds } from '../db/tables.ts';
import { alertFavouritesPriceDropped } from '../engagement/favourite-alerts.ts';
import { findProvinceById, findTownBySlug } from '../geo/geography.ts';
import { isPinNearTown } from '../geo/map-pin.ts';
import { isUuid } from '../infra/ids.ts';
import { logger } from '../infra/logger.ts';
import { findAdBrief } from './ad-brief.ts';
import { changedFields, splitReviewed } from './ad-edit-changes.ts';
import { findRevision, type OwnAd, stageRevision, withRevision } from './ad-revisions.ts';
import { checkHorseNumbers, DERIVED_FILTERS, derivedRanges } from './horse-numbers.ts';

export type AdRow = typeof classifieds.$inferSelect;

/** Statuses whose content the owner may change; a deleted ad is gone for them. */
const EDITABLE = ['draft', 'pending', 'approved', 'refused'] as const;

/** A new draft of `ownerId`, in the language they write in; its slug is a placeholder until published. */
export async function createDraft(options: { ownerId: string; language: Locale; type: 'offer' | 'demand' }) {
  const [row] = await getDb()
    .insert(classifieds)
    .values({ ownerId: options.ownerId, language: options.language, type: options.type, slug: crypto.randomUUID() })
    .returning();
  if (!row) throw new Error('draft not created');
  return row;
}

/** The owner's own ad row (the public version), whatever its state but deleted; another user's id reads as not found. */
async function findOwnAdRow({ ownerId, adId }: { ownerId: string; adId: string }): Promise<AdRow | undefined> {
  if (!isUuid(adId)) return undefined;
  const [row] = await getDb()
    .select()
    .from(classifieds)
    .where(and(eq(classifieds.id, adId), eq(classifieds.ownerId, ownerId), inArray(classifieds.status, EDITABLE)));
  return row;
}

/** The owner's own ad as they last wrote it: with the changes waiting for review laid over it. */
export async function findOwnAd(options: { ownerId: string; adId: string }): Promise<OwnAd | undefined> {
  const row = await findOwnAdRow(options);
  return row ? withRevision(row, await findRevision(row.id)) : undefined;
}

export type SaveResult = { ok: true; ad: OwnAd } | { ok: false; fieldErrors: Record<string, string[]> };

/** The owner's view after a save: the row with whatever still waits for review. */
async function ownView(row: AdRow | undefined): Promise<SaveResult> {
  if (!row) return { ok: false, fieldErrors: { '': ['errors.not_found'] } };
  return { ok: true, ad: withRevision(row, await findRevision(row.id)) };
}

/** Writes a change to the owner's own ad (the owner in the query: "not yours" is "not found"). */
async function updateOwnAd(ownerId: string, adId: string, values: Partial<typeof classifieds.$inferInsert>) {
  const [row] = await getDb()
    .update(classifieds)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(classifieds.id, adId), eq(classifieds.ownerId, ownerId), inArray(classifieds.status, EDITABLE)))
    .returning();
  return row;
}

export async function saveAdType(options: { ownerId: string; adId: string; type: 'offer' | 'demand' }) {
  return updateOwnAd(options.ownerId, options.adId, { type: options.type });
}

/** A subcategory from the catalogue; changing it drops filter values that belonged to the old one. */
export async function saveAdSubcategory(options: {
  ownerId: string;
  adId: string;
  subcategory: string;
}): Promise<SaveResult> {
  const { categories } = await getReferenceData();
  const subcategory = categories
    .flatMap((category) => category.subcategories)
    .find((each) => each.key === options.subcategory);
  if (!subcategory) return { ok: false, fieldErrors: { subcategory: ['validation.subcategory_required'] } };
  const row = await findOwnAdRow(options);
  if (!row) return { ok: false, fieldErrors: { '': ['errors.not_found'] } };
  const current = withRevision(row, await findRevision(row.id));
  if (current.subcategoryKey === subcategory.key) return { ok: true, ad: current };
  const next = {
    subcategoryKey: subcategory.key,
    filterValues: {},
    price: subcategory.withPrice ? current.price : null,
    priceUnit: null,
  };
  // A published ad moved elsewhere is looked at again, like a changed title: the move and the
  // details written for the new subcategory wait together while the approved version stays up.
  // Moved back to where it is published, the waiting move drops out of the revision.
  if (row.status === 'approved') {
    const back = {
      subcategoryKey: row.subcategoryKey,
      filterValues: row.filterValues,
      price: row.price,
      priceUnit: row.priceUnit,
    };
    await stageRevision(row, next.subcategoryKey === row.subcategoryKey ? back : next);
    return ownView(row);
  }
  return ownView(await updateOwnAd(options.ownerId, options.adId, next));
}

/**
 * Details, checked against the catalogue: only the subcategory's own filters and items are kept,
 * a price only where the subcategory takes one.
 */
export async function saveAdDetails(options: {
  ownerId: string;
  adId: string;
  values: DetailsValues;
}): Promise<SaveResult> {
  const row = await findOwnAdRow(options);
  const revision = row ? await findRevision(row.id) : undefined;
  const current = row ? withRevision(row, revision) : undefined;
  if (!row || !current?.subcategoryKey) return { ok: false, fieldErrors: { '': ['errors.not_found'] } };
  const { categories, filters } = await getReferenceData();
  const category = categories.find((each) => each.subcategories.some((sub) => sub.key === current.subcategoryKey));
  const subcategory = category?.subcategories.find((each) => each.key === current.subcategoryKey);
  const { values } = options;
  const currentYear = new Date().getFullYear();
  const inconsistent = checkHorseNumbers({
    subcategoryKey: current.subcategoryKey,
    isPony: category?.key === 'ponies',
    birthYear: values.birthYear,
    heightCm: values.heightCm,
    currentYear,
  });
  if (Object.keys(inconsistent).length > 0) return { ok: false, fieldErrors: inconsistent };
  const terms = checkPriceTerms({
    subcategoryKey: current.subcategoryKey,
    withPrice: subcategory?.withPrice ?? false,
    isOffer: current.type === 'offer',
    price: values.price,
    priceType: values.priceType,
    priceUnit: values.priceUnit,
  });
  if (!terms.ok) return { ok: false, fieldErrors: terms.fieldErrors };
  const own = filters.filter((each) => each.subcategoryKeys.includes(current.subcategoryKey ?? ''));
  // Age and height ranges come from the birth year and the centimetres, never from the form.
  const filterValues: Record<string, string[]> = derivedRanges({
    filterSlugs: own.map((filter) => filter.slug),
    birthYear: values.birthYear,
    heightCm: values.heightCm,
    currentYear,
    current: current.filterValues,
  });
  for (const filter of own.filter((each) => !DERIVED_FILTERS.has(each.slug))) {
    const chosen = values.filters?.[filter.slug];
    const slugs = (Array.isArray(chosen) ? chosen : chosen ? [chosen] : []).filter((slug) =>
      filter.items.some((item) => item.slug === slug),
    );
    if (slugs.length > 0) filterValues[filter.slug] = [...new Set(slugs)];
  }
  const next = {
    title: values.title,
    description: values.description,
    price: terms.price,
    priceType: terms.priceType,
    priceUnit: terms.priceUnit,
    filterValues,
    horseName: values.horseName || null,
    birthYear: values.birthYear ?? null,
    heightCm: values.heightCm ?? null,
    ueln: values.ueln || null,
    microchip: values.microchip || null,
    studbook: values.studbook || null,
    sire: values.sire || null,
    dam: values.dam || null,
    sireSire: values.sireSire || null,
    damSire: values.damSire || null,
    damDam: values.damDam || null,
  };
  const changed = changedFields(current, next);
  // Saved again as it was: nothing is written, so nothing goes back to review.
  if (changed.length === 0) return { ok: true, ad: current };
  if (row.status !== 'approved') return ownView(await updateOwnAd(options.ownerId, options.adId, next));
  // An approved ad stays public as it was approved: the seller's words wait in its revision
  // (decision 0059 as amended); the rest applies at once, unless a category move is waiting, whose
  // details wait with it.
  const moving = revision?.values.subcategoryKey !== undefined;
  const { reviewed, immediate } = moving ? { reviewed: next, immediate: {} } : splitReviewed(next);
  await stageRevision(row, reviewed);
  if (changedFields(row, immediate).length === 0) return ownView(row);
  const ad = await updateOwnAd(options.ownerId, options.adId, immediate);
  if (ad && row.price !== null && ad.price !== null && ad.price < row.price) await tellPriceDropped(ad);
  return ownView(ad);
}

/**
 * Those who favourited a published ad hear its price dropped. An ad sent back to review by the
 * same edit is not shown to buyers, so it says nothing; a failure never undoes the owner's edit.
 */
async function tellPriceDropped(ad: AdRow): Promise<void> {
  if (ad.status !== 'approved' || !ad.active) return;
  try {
    const brief = await findAdBrief({ id: ad.id });
    if (brief?.visible) await alertFavouritesPriceDropped({ ad: brief });
  } catch (error) {
    logger.error({ err: error, adId: ad.id }, 'favourite price alerts not sent');
  }
}

/**
 * Where the horse or the thing is: a province, a town in it, and the point the seller set on the
 * map near that town (else the town's centre). The public sees the exact point only when
 * `exactLocation` is chosen.
 */
export async function saveAdLocation(options: {
  ownerId: string;
  adId: string;
  province: string;
  town?: string;
  lat?: number;
  lng?: number;
  exactLocation?: boolean;
}): Promise<SaveResult> {
  const province = findProvinceById(options.province);
  if (!province) return { ok: false, fieldErrors: { province: ['validation.province_required'] } };
  const town = options.town === undefined ? undefined : findTownBySlug(province.id, options.town);
  if (options.town !== undefined && !town) {
    return { ok: false, fieldErrors: { town: ['validation.town_required'] } };
  }
  const pin = options.lat !== undefined && options.lng !== undefined ? { lat: options.lat, lng: options.lng } : null;
  if (pin && town && !isPinNearTown(pin, town)) {
    return { ok: false, fieldErrors: { town: ['validation.pin_far_from_town'] } };
  }
  // A point needs its town: without one there is nothing to check it against, so none is kept.
  const point = town ? (pin ?? { lat: town.lat, lng: town.lng }) : null;
  const next = {
    countryCode: province.country,
    communityId: province.community,
    provinceId: province.id,
    townId: town?.id ?? null,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    showExactLocation: Boolean(point && options.exactLocation),
  };
  // The place applies at once, even on a published ad; posted again unchanged, nothing is written.
  const current = await findOwnAdRow(options);
  if (current && changedFields(current, next).length === 0) return ownView(current);
  return ownView(await updateOwnAd(options.ownerId, options.adId, next));
}

/** The owner's own ad by its address, for the edit page. */
export async function findOwnAdBySlug({
  ownerId,
  slug,
}: {
  ownerId: string;
  slug: string;
}): Promise<OwnAd | undefined> {
  const [row] = await getDb()
    .select()
    .from(classifieds)
    .where(and(eq(classifieds.slug, slug), eq(classifieds.ownerId, ownerId), inArray(classifieds.status, EDITABLE)));
  return row ? withRevision(row, await findRevision(row.id)) : undefined;
}
