import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { preparedStatement } from '../db/prepared.ts';
import { classifieds } from '../db/tables.ts';

/** How many of a seller's ads are marked sold (the seller card's "ads sold", issue 31). */
/** Every seller card asks it. */
const soldAds = preparedStatement((db) =>
  db
    .select({ n: count() })
    .from(classifieds)
    .where(
      and(
        eq(classifieds.ownerId, sql.placeholder('ownerId')),
        isNotNull(classifieds.soldAt),
        ne(classifieds.status, 'deleted'),
      ),
    )
    .prepare('ads_sold_count'),
);

export async function countSoldAds({ ownerId }: { ownerId: string }): Promise<number> {
  const [row] = await soldAds().execute({ ownerId });
  return Number(row?.n ?? 0);
}
