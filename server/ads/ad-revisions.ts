import { eq, inArray } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { classifiedRevisions, classifieds } from '../db/tables.ts';
import { type AdValues, changedFields } from './ad-edit-changes.ts';

type AdRow = typeof classifieds.$inferSelect;
type Db = ReturnType<typeof getDb>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type RevisionRow = typeof classifiedRevisions.$inferSelect;

/**
 * The owner's ad as they last wrote it: the approved row with the changes still waiting for review
 * laid over it. Buyers never get this: public pages read `classifieds` alone.
 */
export type OwnAd = AdRow & { awaitingReview: boolean };

export async function findRevision(adId: string, db: Db | Tx = getDb()): Promise<RevisionRow | undefined> {
  const [row] = await db.select().from(classifiedRevisions).where(eq(classifiedRevisions.classifiedId, adId));
  return row;
}

/** The revisions of several ads (the moderation queue, the owner's lists), by ad id. */
export async function findRevisions(adIds: string[]): Promise<Map<string, RevisionRow>> {
  if (adIds.length === 0) return new Map();
  const rows = await getDb().select().from(classifiedRevisions).where(inArray(classifiedRevisions.classifiedId, adIds));
  return new Map(rows.map((row) => [row.classifiedId, row]));
}

export function withRevision(ad: AdRow, revision: RevisionRow | undefined): OwnAd {
  return { ...ad, ...(revision?.values as AdValues | undefined), awaitingReview: Boolean(revision) };
}

/** The fields a revision changes, in the form's order, plus `photos` when media changed. */
export function revisionChanges(revision: RevisionRow): string[] {
  return [...Object.keys(revision.values), ...(revision.mediaChanged ? ['photos'] : [])];
}

/**
 * Puts `values` in the approved ad's waiting revision. Values equal to the public version drop out
 * (a seller who writes the old title back has nothing waiting); an empty revision is deleted.
 */
export async function stageRevision(ad: AdRow, values: AdValues): Promise<void> {
  const current = await findRevision(ad.id);
  const merged = { ...(current?.values as AdValues | undefined), ...values };
  const pending = Object.fromEntries(changedFields(ad, merged).map((field) => [field, merged[field] ?? null]));
  if (Object.keys(pending).length === 0 && !current?.mediaChanged) {
    if (current) await getDb().delete(classifiedRevisions).where(eq(classifiedRevisions.classifiedId, ad.id));
    return;
  }
  await getDb()
    .insert(classifiedRevisions)
    .values({ classifiedId: ad.id, values: pending })
    .onConflictDoUpdate({
      target: classifiedRevisions.classifiedId,
      set: { values: pending, submittedAt: new Date() },
    });
}

/**
 * Photos or the video of an approved ad changed: they apply at once (staging files would mean a
 * second set of media for every public query), and the ad's revision says so, so a moderator looks
 * at them; refusing such a revision refuses the ad (server/ads/ad-lifecycle.ts).
 */
export async function markMediaChanged(adId: string): Promise<void> {
  const [ad] = await getDb().select({ status: classifieds.status }).from(classifieds).where(eq(classifieds.id, adId));
  if (ad?.status !== 'approved') return;
  await getDb()
    .insert(classifiedRevisions)
    .values({ classifiedId: adId, mediaChanged: true })
    .onConflictDoUpdate({
      target: classifiedRevisions.classifiedId,
      set: { mediaChanged: true, submittedAt: new Date() },
    });
}

/** Takes the ad's waiting revision out (approval or refusal), in the caller's transaction. */
export async function takeRevision(tx: Tx, adId: string): Promise<RevisionRow | undefined> {
  const [row] = await tx.delete(classifiedRevisions).where(eq(classifiedRevisions.classifiedId, adId)).returning();
  return row;
}
