import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '../db/client.ts';
import { visitSlots, visits } from '../db/schema-visits.ts';
import { classifieds, users } from '../db/tables.ts';

const buyers = alias(users, 'buyer');
const sellers = alias(users, 'seller');

/**
 * One visit with what its notices and mails name: the slot, the ad and both people. Read after a
 * change has committed, so it is what both sides will see.
 */
export async function findVisitRecord(visitId: string) {
  const [row] = await getDb()
    .select({
      id: visits.id,
      state: visits.state,
      cancelledBy: visits.cancelledBy,
      startsAt: visitSlots.startsAt,
      endsAt: visitSlots.endsAt,
      ad: {
        id: classifieds.id,
        slug: classifieds.slug,
        title: classifieds.title,
        countryCode: classifieds.countryCode,
        communityId: classifieds.communityId,
        provinceId: classifieds.provinceId,
        townId: classifieds.townId,
      },
      buyer: { id: buyers.id, name: buyers.name, email: buyers.email, locale: buyers.locale },
      seller: { id: sellers.id, name: sellers.name, email: sellers.email, locale: sellers.locale },
    })
    .from(visits)
    .innerJoin(visitSlots, eq(visitSlots.id, visits.slotId))
    .innerJoin(classifieds, eq(classifieds.id, visits.classifiedId))
    .innerJoin(buyers, eq(buyers.id, visits.buyerId))
    .innerJoin(sellers, eq(sellers.id, classifieds.ownerId))
    .where(eq(visits.id, visitId));
  return row;
}

export type VisitRecord = NonNullable<Awaited<ReturnType<typeof findVisitRecord>>>;
