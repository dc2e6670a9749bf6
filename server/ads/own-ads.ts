import { and, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { type ModerationReason, readModerationReason } from '../../common/ads/moderation-reason.ts';
import { formatDate } from '../../common/locale/format.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { getDb } from '../db/client.ts';
import { classifiedMedia, classifieds } from '../db/tables.ts';
import type { AdRow } from './ad-drafts.ts';
import { type AdPhotoView, viewAdPhoto } from './ad-photo-view.ts';
import { adPriceText } from './ad-price-text.ts';
import { findRevisions } from './ad-revisions.ts';

export type OwnAdList = 'active' | 'draft' | 'inactive';

/** What the owner's row shows as its badge: the review status, or why a reviewed ad is not live. */
type OwnAdState = 'draft' | 'pending' | 'published' | 'sold' | 'refused' | 'deleted' | 'hidden' | 'expired';

/** A row of the owner's lists in settings (spec §2 classifieds-active, -draft, -inactive). */
export interface OwnAdView {
  id: string;
  slug: string;
  title: string;
  status: AdRow['status'];
  state: OwnAdState;
  /** Why administration refused or deleted it: a reason from the moderators' list and their note. */
  moderationReason: ModerationReason | null;
  active: boolean;
  /** Set aside for a buyer: still listed, with a Reserved badge. */
  reserved: boolean;
  price: string | null;
  /** DD/MM/YYYY */
  updatedAt: string;
  /** DD/MM/YYYY; null until first approved. */
  expiresAt: string | null;
  cover: AdPhotoView | null;
  /** The owner's way back into the ad; null once administration deleted it. */
  editPath: string | null;
  /** The ad page, for ads that have been approved. */
  publicPath: string | null;
  /** A published ad whose changes wait for a moderator (the approved version stays up meanwhile). */
  changesWaiting: boolean;
}

const EXPIRED = sql`(${classifieds.expiresAt} is not null and ${classifieds.expiresAt} <= now())`;
const NOT_EXPIRED = sql`(${classifieds.expiresAt} is null or ${classifieds.expiresAt} > now())`;

/**
 * The three lists split every ad of the owner once: drafts and refused ads are still being
 * written; live or waiting ads are active; hidden, expired or deleted ones are inactive.
 */
const LISTS: Record<OwnAdList, SQL | undefined> = {
  active: and(inArray(classifieds.status, ['approved', 'pending']), eq(classifieds.active, true), NOT_EXPIRED),
  draft: inArray(classifieds.status, ['draft', 'refused']),
  inactive: and(
    not(inArray(classifieds.status, ['draft', 'refused'])),
    or(eq(classifieds.status, 'deleted'), eq(classifieds.active, false), EXPIRED),
  ),
};

/** The signed-in owner's ads of one list, newest change first; the owner is in the query. */
export async function listOwnAds(options: { ownerId: string; list: OwnAdList; locale: Locale }): Promise<OwnAdView[]> {
  const rows = await getDb()
    .select({
      id: classifieds.id,
      slug: classifieds.slug,
      title: classifieds.title,
      status: classifieds.status,
      moderationReason: classifieds.moderationReason,
      active: classifieds.active,
      soldAt: classifieds.soldAt,
      reservedAt: classifieds.reservedAt,
      price: classifieds.price,
      priceType: classifieds.priceType,
      priceUnit: classifieds.priceUnit,
      currency: classifieds.currency,
      updatedAt: classifieds.updatedAt,
      expiresAt: classifieds.expiresAt,
      expired: sql<boolean>`${EXPIRED}`,
    })
    .from(classifieds)
    .where(and(eq(classifieds.ownerId, options.ownerId), LISTS[options.list]))
    .orderBy(desc(classifieds.updatedAt));
  if (rows.length === 0) return [];
  const covers = await getDb()
    .selectDistinctOn([classifiedMedia.classifiedId])
    .from(classifiedMedia)
    .where(
      and(
        inArray(
          classifiedMedia.classifiedId,
          rows.map((row) => row.id),
        ),
        eq(classifiedMedia.kind, 'photo'),
      ),
    )
    .orderBy(classifiedMedia.classifiedId, classifiedMedia.position);
  const revisions = await findRevisions(rows.filter((row) => row.status === 'approved').map((row) => row.id));
  return rows.map((row) => {
    const cover = covers.find((each) => each.classifiedId === row.id);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status,
      state: ownAdState(row),
      moderationReason:
        row.status === 'refused' || row.status === 'deleted' ? readModerationReason(row.moderationReason) : null,
      active: row.active,
      reserved: row.reservedAt !== null && row.soldAt === null,
      price: adPriceText(row, options.locale),
      updatedAt: formatDate(row.updatedAt),
      expiresAt: row.expiresAt ? formatDate(row.expiresAt) : null,
      cover: cover ? viewAdPhoto(cover) : null,
      editPath: row.status === 'deleted' ? null : `/s/${row.slug}/edit`,
      publicPath: row.status === 'approved' ? `/s/${row.slug}` : null,
      changesWaiting: revisions.has(row.id),
    };
  });
}

function ownAdState(row: {
  status: AdRow['status'];
  active: boolean;
  expired: boolean;
  soldAt: Date | null;
}): OwnAdState {
  if (row.status === 'draft' || row.status === 'refused' || row.status === 'deleted') return row.status;
  if (!row.active) return 'hidden';
  // Sold is no longer published: buyers find it gone (410).
  if (row.soldAt) return 'sold';
  if (row.expired) return 'expired';
  return row.status === 'pending' ? 'pending' : 'published';
}
