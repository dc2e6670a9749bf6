import type { AdRow } from '../ads/ad-drafts.ts';
import { findAdReviewState } from '../ads/ad-headlines.ts';
import { approveAd, deleteAdByAdministration, refuseAd } from '../ads/ad-lifecycle.ts';
import { type Actor, assertAdmin, recordAdminAction } from './audit-log.ts';

export type ModerationDecision =
  | { intent: 'approve'; adId: string }
  | { intent: 'refuse' | 'delete'; adId: string; reason: string };

/**
 * An administrator decides on an ad (approve, refuse or delete with a reason): the ad lifecycle
 * does the change and tells the owner; this records it in the audit log with before and after.
 * Undefined when the ad was not in a state the decision applies to (someone got there first).
 */
export async function moderateAd({
  admin,
  decision,
}: {
  admin: Actor;
  decision: ModerationDecision;
}): Promise<AdRow | undefined> {
  assertAdmin(admin);
  const before = await findAdReviewState(decision.adId);
  if (!before) return undefined;
  const ad =
    decision.intent === 'approve'
      ? await approveAd({ adId: decision.adId })
      : decision.intent === 'refuse'
        ? await refuseAd({ adId: decision.adId, reason: decision.reason })
        : await deleteAdByAdministration({ adId: decision.adId, reason: decision.reason });
  if (!ad) return undefined;
  await recordAdminAction({
    admin,
    action: `ad.${decision.intent}`,
    targetType: 'ad',
    targetId: ad.id,
    before: { ...before, title: ad.title },
    after: { status: ad.status, moderationReason: ad.moderationReason, title: ad.title },
  });
  return ad;
}

/**
 * The same decision on several ads at once (bulk actions of the queue): each ad goes through
 * moderateAd, so each is audited on its own and each owner is told. The ads someone else decided
 * on meanwhile are returned as skipped.
 */
export async function moderateAds({
  admin,
  decisions,
}: {
  admin: Actor;
  decisions: ModerationDecision[];
}): Promise<{ done: AdRow[]; skipped: string[] }> {
  assertAdmin(admin);
  const done: AdRow[] = [];
  const skipped: string[] = [];
  // One after another: each decision notifies its owner and writes its own audit row.
  for (const decision of decisions) {
    const ad = await moderateAd({ admin, decision });
    if (ad) done.push(ad);
    else skipped.push(decision.adId);
  }
  return { done, skipped };
}
