import { count, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { classifieds, users } from '../db/tables.ts';

/** What a moderator weighs about the seller of an ad in the queue. */
export interface SellerHistory {
  /** Ads of theirs that were ever published. */
  published: number;
  /**
   * Refusals of their ads: every `ad.refuse` in the audit log, and an ad standing refused from
   * before the log existed counts once. An ad refused, fixed and sent again still counts.
   */
  refusals: number;
  /** Whole days since the account was opened. */
  accountDays: number;
}

/** The history of each seller, keyed by user id. */
export async function findSellerHistories(ownerIds: string[]): Promise<Map<string, SellerHistory>> {
  if (ownerIds.length === 0) return new Map();
  const audited = sql`(select count(*) from admin_audit where admin_audit.target_type = 'ad' and admin_audit.target_id = ${classifieds.id}::text and admin_audit.action = 'ad.refuse')`;
  const [ads, accounts] = await Promise.all([
    getDb()
      .select({
        ownerId: classifieds.ownerId,
        published: count(classifieds.publishedAt),
        refusals: sql<number>`coalesce(sum(greatest(${audited}, (${classifieds.status} = 'refused')::int)), 0)::int`,
      })
      .from(classifieds)
      .where(inArray(classifieds.ownerId, ownerIds))
      .groupBy(classifieds.ownerId),
    getDb()
      .select({ id: users.id, days: sql<number>`floor(extract(epoch from now() - ${users.createdAt}) / 86400)::int` })
      .from(users)
      .where(inArray(users.id, ownerIds)),
  ]);
  return new Map(
    accounts.map((account) => {
      const row = ads.find((each) => each.ownerId === account.id);
      return [
        account.id,
        { published: Number(row?.published ?? 0), refusals: Number(row?.refusals ?? 0), accountDays: account.days },
      ];
    }),
  );
}
