import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { classifieds } from '../db/tables.ts';

/** How many of a seller's ads are marked sold (the seller card's "ads sold", issue 31). */
export async function countSoldAds({ ownerId }: { ownerId: string }): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(classifieds)
    .where(and(eq(classifieds.ownerId, ownerId), isNotNull(classifieds.soldAt), ne(classifieds.status, 'deleted')));
  return Number(row?.n ?? 0);
}
