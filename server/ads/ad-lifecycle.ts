import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { classifiedMedia, classifieds } from '../db/tables.ts';
import { alertFavouritesSold } from '../engagement/favourite-alerts.ts';
import { findTownById } from '../geo/geography.ts';
import { readConfig } from '../infra/config.ts';
import { logger } from '../infra/logger.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { queueAdMatching, recordApprovedAd } from '../saved-searches/saved-search-matching.ts';
import { findAdBrief } from './ad-brief.ts';
import { findAdCoverUrl } from './ad-cover.ts';
import type { AdRow } from './ad-drafts.ts';
import { removeAdMediaFiles } from './ad-media.ts';
import { takeRevision } from './ad-revisions.ts';
import { makeAdSlug } from './ad-slug.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an ad still lacks before it can be sent to review, as field → message key. */
async function missingForReview(ad: AdRow): Promise<Record<string, string[]>> {
  const missing: Record<string, string[]> = {};
  if (!ad.type) missing.type = ['validation.classified_type_blank'];
  if (!ad.subcategoryKey) missing.subcategory = ['validation.subcategory_required'];
  if (!ad.title) missing.title = ['validation.title_required'];
  if (!ad.description) missing.description = ['validation.description_required'];
  if (!ad.provinceId) missing.province = ['validation.province_required'];
  if (ad.type === 'offer') {
    const [photos] = await getDb()
      .select({ n: count() })
      .from(classifiedMedia)
      .where(and(eq(classifiedMedia.classifiedId, ad.id), eq(classifiedMedia.kind, 'photo')));
    if (!photos?.n) missing.photos = ['validation.image_required'];
  }
  return missing;
}

export type SubmitResult = { ok: true; ad: AdRow } | { ok: false; missing: Record<string, string[]> };

/**
 * The owner sends their ad to review (draft, refused, or pending again after an edit); an approved
 * ad is left approved. It gets its readable slug the first time; later edits keep it, so shared
 * links keep working.
 */
export async function submitAd({ ownerId, adId }: { ownerId: string; adId: string }): Promise<SubmitResult> {
  const [ad] = await getDb()
    .select()
    .from(classifieds)
    .where(
      and(
        eq(classifieds.id, adId),
        eq(classifieds.ownerId, ownerId),
        inArray(classifieds.status, ['draft', 'refused', 'approved', 'pending']),
      ),
    );
  if (!ad) return { ok: false, missing: { '': ['errors.not_found'] } };
  const missing = await missingForReview(ad);
  if (Object.keys(missing).length > 0) return { ok: false, missing };
  // Still approved at the end of an edit: nothing that is read again changed (text, category and
  // photos send it back as they are saved), so it stays public as it is (decision 0059).
  if (ad.status === 'approved') return { ok: true, ad };
  const town = ad.townId ? findTownById(ad.townId)?.name : undefined;
  const needsSlug = ad.status === 'draft' && !ad.publishedAt;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [updated] = await getDb()
        .update(classifieds)
        .set({
          status: 'pending',
          moderationReason: null,
          submittedAt: new Date(),
          updatedAt: new Date(),
          ...(needsSlug ? { slug: makeAdSlug({ title: ad.title, town }) } : {}),
        })
        .where(and(eq(classifieds.id, adId), eq(classifieds.ownerId, ownerId)))
        .returning();
      if (updated) return { ok: true, ad: updated };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free slug after five tries');
}

type OwnerAction = 'hide' | 'activate' | 'sold' | 'unsold' | 'reserve' | 'unreserve';

/** The owner's switches on their own ad; another user's ad is "not found" (false). */
export async function changeOwnAd({ ownerId, adId, action }: { ownerId: string; adId: string; action: OwnerAction }) {
  const now = new Date();
  const values =
    action === 'hide'
      ? { active: false }
      : action === 'activate'
        ? // Activating an expired ad renews it for another period, and a new reminder will be due.
          {
            active: true,
            expiresAt: sql`case when ${classifieds.expiresAt} < now() then now() + make_interval(days => ${readConfig().AD_LIFETIME_DAYS}) else ${classifieds.expiresAt} end`,
            expiryRemindedAt: sql`case when ${classifieds.expiresAt} < now() then null else ${classifieds.expiryRemindedAt} end`,
          }
        : action === 'sold'
          ? // A sold ad is no longer set aside for anyone.
            { soldAt: now, reservedAt: null }
          : action === 'reserve'
            ? { reservedAt: now }
            : action === 'unreserve'
              ? { reservedAt: null }
              : { soldAt: null };
  const rows = await getDb()
    .update(classifieds)
    .set({ ...values, updatedAt: now })
    .where(
      and(
        eq(classifieds.id, adId),
        eq(classifieds.ownerId, ownerId),
        inArray(classifieds.status, ['draft', 'pending', 'approved', 'refused']),
      ),
    )
    .returning({ id: classifieds.id });
  if (rows.length > 0 && action === 'sold') await tellFavouritersSold(adId);
  return rows.length > 0;
}

/** Those who favourited the ad hear it was sold; their alert failing never undoes the owner's change. */
async function tellFavouritersSold(adId: string): Promise<void> {
  try {
    const ad = await findAdBrief({ id: adId });
    if (ad) await alertFavouritesSold({ ad });
  } catch (error) {
    logger.error({ err: error, adId }, 'favourite sold alerts not sent');
  }
}

/** The owner deletes their ad for good: the row, its media rows (cascade), then its files. */
export async function deleteOwnAd({ ownerId, adId }: { ownerId: string; adId: string }): Promise<boolean> {
  const media = await getDb()
    .select()
    .from(classifiedMedia)
    .innerJoin(classifieds, eq(classifieds.id, classifiedMedia.classifiedId))
    .where(and(eq(classifieds.id, adId), eq(classifieds.ownerId, ownerId)));
  const rows = await getDb()
    .delete(classifieds)
    .where(and(eq(classifieds.id, adId), eq(classifieds.ownerId, ownerId)))
    .returning({ id: classifieds.id });
  if (rows.length === 0) return false;
  await removeAdMediaFiles(media.map((row) => row.classified_media));
  return true;
}

/**
 * An administrator approves a pending ad: visible from now for AD_LIFETIME_DAYS; the owner is told.
 * The ad is put in line for saved-search alerts in the same transaction, so no approval is ever
 * left unmatched (docs/decisions/0020-job-queue-and-alerts.md).
 */
export async function approveAd({ adId }: { adId: string }): Promise<AdRow | undefined> {
  const revised = await applyRevision(adId);
  if (revised) {
    await notifyOwner(revised, 'classified_accepted', 'notifications.changes_accepted');
    return revised;
  }
  const now = new Date();
  const ad = await getDb().transaction(async (tx) => {
    const [approved] = await tx
      .update(classifieds)
      .set({
        status: 'approved',
        moderationReason: null,
        publishedAt: sql`coalesce(${classifieds.publishedAt}, now())`,
        expiresAt: new Date(now.getTime() + readConfig().AD_LIFETIME_DAYS * DAY_MS),
        expiryRemindedAt: null,
        updatedAt: now,
      })
      .where(and(eq(classifieds.id, adId), eq(classifieds.status, 'pending')))
      .returning();
    if (approved) await recordApprovedAd(tx, approved.id);
    return approved;
  });
  if (!ad) return undefined;
  queueAdMatching(ad.id);
  await notifyOwner(ad, 'classified_accepted', 'notifications.classified_accepted');
  return ad;
}

/**
 * Approving the changes an approved ad waits with: its revision's values become the ad (the search
 * table follows through its triggers); it keeps its period and its place in saved-search alerts.
 */
async function applyRevision(adId: string): Promise<AdRow | undefined> {
  return getDb().transaction(async (tx) => {
    const revision = await takeRevision(tx, adId);
    if (!revision) return undefined;
    const [ad] = await tx
      .update(classifieds)
      .set({ ...(revision.values as Partial<AdRow>), updatedAt: new Date() })
      .where(and(eq(classifieds.id, adId), eq(classifieds.status, 'approved')))
      .returning();
    return ad;
  });
}

/**
 * Refusing the changes an approved ad waits with. Text or category changes are dropped and the
 * approved version stays up; changed photos are public already, so the ad itself is refused as it
 * now reads (the waiting words included, for the owner to correct). The owner hears the reason.
 */
async function refuseRevision(adId: string, reason: string): Promise<AdRow | undefined> {
  return getDb().transaction(async (tx) => {
    const revision = await takeRevision(tx, adId);
    if (!revision) return undefined;
    const [current] = await tx.select().from(classifieds).where(eq(classifieds.id, adId));
    if (current?.status !== 'approved') return undefined;
    if (!revision.mediaChanged) return current;
    const [ad] = await tx
      .update(classifieds)
      .set({
        ...(revision.values as Partial<AdRow>),
        status: 'refused',
        moderationReason: reason,
        updatedAt: new Date(),
      })
      .where(eq(classifieds.id, adId))
      .returning();
    return ad;
  });
}

export async function refuseAd({ adId, reason }: { adId: string; reason: string }): Promise<AdRow | undefined> {
  const revised = await refuseRevision(adId, reason);
  if (revised) {
    const content = revised.status === 'refused' ? 'notifications.classified_refused' : 'notifications.changes_refused';
    await notifyOwner(revised, 'classified_refused', content, { reason });
    return revised;
  }
  const [ad] = await getDb()
    .update(classifieds)
    .set({ status: 'refused', moderationReason: reason, updatedAt: new Date() })
    .where(and(eq(classifieds.id, adId), eq(classifieds.status, 'pending')))
    .returning();
  if (ad) await notifyOwner(ad, 'classified_refused', 'notifications.classified_refused', { reason });
  return ad;
}

/** Administration removes an ad with a reason; the owner keeps seeing it, marked deleted, with the reason. */
export async function deleteAdByAdministration({ adId, reason }: { adId: string; reason: string }) {
  const [ad] = await getDb()
    .update(classifieds)
    .set({ status: 'deleted', moderationReason: reason, updatedAt: new Date() })
    .where(and(eq(classifieds.id, adId), inArray(classifieds.status, ['pending', 'approved', 'refused'])))
    .returning();
  if (ad) await notifyOwner(ad, 'classified_deleted', 'notifications.classified_deleted', { reason });
  return ad;
}

async function notifyOwner(
  ad: AdRow,
  type: 'classified_accepted' | 'classified_refused' | 'classified_deleted',
  content: string,
  extra: Record<string, unknown> = {},
) {
  await notifyUser({
    userId: ad.ownerId,
    type,
    content,
    data: { classified: { slug: ad.slug, title: ad.title, classified_cover: await findAdCoverUrl(ad.id) }, ...extra },
  });
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
