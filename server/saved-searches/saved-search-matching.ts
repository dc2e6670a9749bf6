import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { findAdOwnerId } from '../ads/ad-owner.ts';
import { getDb } from '../db/client.ts';
import { savedSearchApprovals, savedSearchDeliveries, savedSearches } from '../db/schema-saved-searches.ts';
import { logger } from '../infra/logger.ts';
import { sendJob } from '../jobs/job-queue.ts';
import { criteriaFromForm } from '../search/criteria-from-form.ts';
import { findSearchesMatchingAd } from '../search/searches-matching-ad.ts';
import { SAVED_SEARCH_JOBS } from './saved-search-job-names.ts';

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/**
 * Called inside the transaction that approves an ad: the ad waits to be matched against the saved
 * searches, committed or rolled back together with the approval.
 */
export async function recordApprovedAd(tx: Tx, adId: string): Promise<void> {
  await tx
    .insert(savedSearchApprovals)
    .values({ classifiedId: adId })
    .onConflictDoUpdate({ target: savedSearchApprovals.classifiedId, set: { approvedAt: sql`now()` } });
}

/** After the approval committed: match now when this process runs the jobs (else the sweep will). */
export function queueAdMatching(adId: string): void {
  void sendJob(SAVED_SEARCH_JOBS.match, { adId }).catch((error: unknown) =>
    logger.warn({ err: error, adId }, 'ad matching not queued; the sweep will match it'),
  );
}

/**
 * Matches one approved ad against every saved search that existed when it was approved, except
 * its owner's, in one transaction that records a delivery per match (never twice: the unique pair)
 * and removes the ad from the waiting list. A second worker on the same ad finds its row locked
 * or gone and does nothing. Returns the instant searches to alert now.
 */
export async function matchApprovedAd({ adId }: { adId: string }): Promise<string[]> {
  const instant = await getDb().transaction(async (tx) => {
    const [waiting] = await tx
      .select()
      .from(savedSearchApprovals)
      .where(eq(savedSearchApprovals.classifiedId, adId))
      .for('update', { skipLocked: true });
    if (!waiting) return [];
    const ownerId = await findAdOwnerId({ adId });
    const candidates = ownerId
      ? await tx
          .select({ id: savedSearches.id, form: savedSearches.form, frequency: savedSearches.frequency })
          .from(savedSearches)
          .where(and(ne(savedSearches.userId, ownerId), lte(savedSearches.createdAt, waiting.approvedAt)))
      : [];
    const searches = await Promise.all(
      candidates.map(async (candidate) => ({
        key: candidate.id,
        // The place and words are what matter here; the reader's language only names things.
        criteria: await criteriaFromForm({ form: candidate.form, locale: 'es', countryCode: null }),
      })),
    );
    const matched = new Set(await findSearchesMatchingAd({ adId, searches }));
    const rows = candidates
      .filter((candidate) => matched.has(candidate.id))
      .map((candidate) => ({
        savedSearchId: candidate.id,
        classifiedId: adId,
        state: candidate.frequency === 'off' ? ('muted' as const) : ('pending' as const),
      }));
    const inserted =
      rows.length === 0
        ? []
        : await tx
            .insert(savedSearchDeliveries)
            .values(rows)
            .onConflictDoNothing()
            .returning({ savedSearchId: savedSearchDeliveries.savedSearchId });
    await tx.delete(savedSearchApprovals).where(eq(savedSearchApprovals.classifiedId, adId));
    const frequencyOf = new Map(candidates.map((candidate) => [candidate.id, candidate.frequency]));
    return inserted.map((row) => row.savedSearchId).filter((id) => frequencyOf.get(id) === 'instant');
  });
  for (const savedSearchId of instant) await queueAlert(savedSearchId, 'instant');
  return instant;
}

/** Queues one saved search's alert; throttled per search, so a burst of ads makes one mail. */
export async function queueAlert(savedSearchId: string, frequency: 'instant' | 'daily' | 'weekly'): Promise<void> {
  await sendJob(
    SAVED_SEARCH_JOBS.send,
    { savedSearchId, frequency },
    { singletonKey: `${frequency}:${savedSearchId}`, singletonSeconds: 5, singletonNextSlot: true },
  );
}
