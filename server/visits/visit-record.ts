import { eq } from 'drizzle-orm';
import { findUserContacts } from '../accounts/user-lookups.ts';
import { findAdPlaces } from '../ads/ad-places.ts';
import { getDb } from '../db/client.ts';
import { visitSlots, visits } from '../db/schema-visits.ts';

/** A visit's own columns with its slot's times: what every list and notice of visits reads. */
export const VISIT_ROW = {
  id: visits.id,
  state: visits.state,
  cancelledBy: visits.cancelledBy,
  startsAt: visitSlots.startsAt,
  endsAt: visitSlots.endsAt,
  adId: visits.classifiedId,
  buyerId: visits.buyerId,
};

/**
 * One visit with what its notices and mails name: the slot, the ad and both people. Read after a
 * change has committed, so it is what both sides will see.
 */
export async function findVisitRecord(visitId: string) {
  const [row] = await getDb()
    .select(VISIT_ROW)
    .from(visits)
    .innerJoin(visitSlots, eq(visitSlots.id, visits.slotId))
    .where(eq(visits.id, visitId));
  if (!row) return undefined;
  const { adId, buyerId, ...visit } = row;
  const found = (await findAdPlaces([adId])).get(adId);
  if (!found) return undefined;
  const { ownerId, ...ad } = found;
  const people = await findUserContacts([buyerId, ownerId]);
  const buyer = people.get(buyerId);
  const seller = people.get(ownerId);
  return buyer && seller ? { ...visit, ad, buyer, seller } : undefined;
}

export type VisitRecord = NonNullable<Awaited<ReturnType<typeof findVisitRecord>>>;
