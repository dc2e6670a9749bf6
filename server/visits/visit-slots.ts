import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { HOLDING_STATES, SLOT_LIMITS, type SlotProblem, slotProblem } from '../../common/visits/visit-rules.ts';
import { listUserNames } from '../accounts/user-lookups.ts';
import { findOwnAdPlace, findUnsoldVisibleAdOwner, listOwnAdIds } from '../ads/ad-places.ts';
import { getDb } from '../db/client.ts';
import { visitSlots, visits } from '../db/schema-visits.ts';
import { isUuid } from '../infra/ids.ts';
import { visitZoneOf } from './visit-place.ts';
import { zonedInstant } from './visit-time.ts';

export type PublishSlotResult =
  | { ok: true; id: string }
  | { ok: false; error: SlotProblem | 'slot_invalid' | 'slot_overlap' | 'slot_limit' | 'ad_sold' | 'not_found' };

/** A slot is held while a requested or confirmed visit sits in it. */
const holding = (slotId: typeof visitSlots.id) =>
  sql`exists (select 1 from ${visits} where ${visits.slotId} = ${slotId} and ${visits.state} in ('requested', 'confirmed'))`;

/**
 * The seller offers a time to see the horse: `day` and times are on the clock of the ad's place.
 * The owner is in the query (another user's ad reads as missing), the ad row is locked so two
 * offers at once cannot overlap, and the rules of visit-rules.ts apply. A sold ad takes no visits,
 * so it is offered no times either.
 */
export async function publishVisitSlot(options: {
  ownerId: string;
  slug: string;
  day: string;
  startTime: string;
  endTime: string;
  now?: Date;
}): Promise<PublishSlotResult> {
  if (!isUuid(options.ownerId)) return { ok: false, error: 'not_found' };
  const now = options.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const ad = await findOwnAdPlace({ slug: options.slug, ownerId: options.ownerId }, tx);
    if (!ad) return { ok: false, error: 'not_found' };
    if (ad.soldAt) return { ok: false, error: 'ad_sold' };
    const zone = visitZoneOf(ad);
    const start = zonedInstant(options.day, options.startTime, zone);
    const end = zonedInstant(options.day, options.endTime, zone);
    if (!start || !end) return { ok: false, error: 'slot_invalid' };
    const problem = slotProblem({ start, end, now });
    if (problem) return { ok: false, error: problem };
    const [open] = await tx
      .select({ count: count() })
      .from(visitSlots)
      .where(and(eq(visitSlots.classifiedId, ad.id), gt(visitSlots.startsAt, now)));
    if ((open?.count ?? 0) >= SLOT_LIMITS.perAd) return { ok: false, error: 'slot_limit' };
    const [overlap] = await tx
      .select({ id: visitSlots.id })
      .from(visitSlots)
      .where(and(eq(visitSlots.classifiedId, ad.id), lt(visitSlots.startsAt, end), gt(visitSlots.endsAt, start)))
      .limit(1);
    if (overlap) return { ok: false, error: 'slot_overlap' };
    const [slot] = await tx
      .insert(visitSlots)
      .values({ classifiedId: ad.id, startsAt: start, endsAt: end })
      .returning({ id: visitSlots.id });
    if (!slot) throw new Error('slot not stored');
    return { ok: true, id: slot.id };
  });
}

/**
 * Removes one of the owner's slots unless a visit holds it (the seller cancels the visit first,
 * so the buyer is told). Declined and cancelled visits in it go with it.
 */
export async function deleteVisitSlot(options: {
  ownerId: string;
  slotId: string;
}): Promise<'deleted' | 'held' | 'not_found'> {
  if (!isUuid(options.ownerId) || !isUuid(options.slotId)) return 'not_found';
  const ownAds = await listOwnAdIds(options.ownerId);
  if (ownAds.length === 0) return 'not_found';
  const owned = and(eq(visitSlots.id, options.slotId), inArray(visitSlots.classifiedId, ownAds));
  const deleted = await getDb()
    .delete(visitSlots)
    .where(and(owned, sql`not ${holding(visitSlots.id)}`))
    .returning({ id: visitSlots.id });
  if (deleted.length > 0) return 'deleted';
  const [exists] = await getDb().select({ id: visitSlots.id }).from(visitSlots).where(owned);
  return exists ? 'held' : 'not_found';
}

export type OwnerSlot = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  visit: { id: string; state: 'requested' | 'confirmed'; buyerName: string } | null;
};

/** The owner's slots that have not ended, with the visit holding each one, in time order. */
export async function listOwnerSlots(options: { adId: string; now?: Date }): Promise<OwnerSlot[]> {
  const now = options.now ?? new Date();
  const rows = await getDb()
    .select({
      id: visitSlots.id,
      startsAt: visitSlots.startsAt,
      endsAt: visitSlots.endsAt,
      visitId: visits.id,
      state: visits.state,
      buyerId: visits.buyerId,
    })
    .from(visitSlots)
    .leftJoin(visits, and(eq(visits.slotId, visitSlots.id), inArray(visits.state, [...HOLDING_STATES])))
    .where(and(eq(visitSlots.classifiedId, options.adId), gt(visitSlots.endsAt, now)))
    .orderBy(asc(visitSlots.startsAt));
  const buyers = new Map(
    (await listUserNames(rows.flatMap((row) => (row.buyerId ? [row.buyerId] : [])))).map((buyer) => [
      buyer.id,
      buyer.name,
    ]),
  );
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    visit:
      row.visitId && (row.state === 'requested' || row.state === 'confirmed')
        ? { id: row.visitId, state: row.state, buyerName: buyers.get(row.buyerId ?? '') ?? '' }
        : null,
  }));
}

/** The free slots of a public, unsold ad that have not begun, in time order (the ad page). */
export async function listFreeSlots(options: { adId: string; now?: Date }) {
  const now = options.now ?? new Date();
  const slots = await getDb()
    .select({ id: visitSlots.id, startsAt: visitSlots.startsAt, endsAt: visitSlots.endsAt })
    .from(visitSlots)
    .where(
      and(eq(visitSlots.classifiedId, options.adId), gt(visitSlots.startsAt, now), sql`not ${holding(visitSlots.id)}`),
    )
    .orderBy(asc(visitSlots.startsAt))
    .limit(SLOT_LIMITS.perAd);
  // Most ads offer no time: then the ad is not asked about.
  if (slots.length === 0 || !(await findUnsoldVisibleAdOwner(options.adId))) return [];
  return slots;
}
