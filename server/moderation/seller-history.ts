import { findAccountAges } from '../accounts/user-lookups.ts';
import { countAuditedActions } from '../admin/audit-log.ts';
import { listOwnersAdOutcomes } from '../ads/ad-counts.ts';

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
  const [ads, ages] = await Promise.all([listOwnersAdOutcomes(ownerIds), findAccountAges(ownerIds)]);
  const audited = await countAuditedActions({
    action: 'ad.refuse',
    targetType: 'ad',
    targetIds: ads.map((ad) => ad.id),
  });
  return new Map(
    [...ages].map(([ownerId, accountDays]) => {
      const own = ads.filter((ad) => ad.ownerId === ownerId);
      return [
        ownerId,
        {
          published: own.filter((ad) => ad.published).length,
          refusals: own.reduce((sum, ad) => sum + Math.max(audited.get(ad.id) ?? 0, ad.refused ? 1 : 0), 0),
          accountDays,
        },
      ];
    }),
  );
}
