import { and, eq, isNull, ne } from 'drizzle-orm';
import { REVIEW_TEXT_MAX } from '../../common/trust/review-rules.ts';
import { type Actor, assertAdmin, recordAdminAction } from '../admin/audit-log.ts';
import { getDb } from '../db/client.ts';
import { reviewReports, reviews } from '../db/tables.ts';
import { actorOf } from '../engagement/notice-people.ts';
import { isUuid } from '../infra/ids.ts';
import { REVIEWS_PAGE } from './trades.ts';
import { tellUser } from './trust-notices.ts';

/**
 * A signed-in user reports a shown review to the administration (once per review; never their
 * own). False when there is nothing they may report.
 */
export async function reportReview(options: {
  reporterId: string;
  reviewId: string;
  reason: string;
}): Promise<boolean> {
  if (!isUuid(options.reviewId)) return false;
  const [review] = await getDb()
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, options.reviewId), isNull(reviews.removedAt), ne(reviews.authorId, options.reporterId)));
  if (!review) return false;
  await getDb()
    .insert(reviewReports)
    .values({
      reviewId: review.id,
      reporterId: options.reporterId,
      reason: options.reason.trim().slice(0, REVIEW_TEXT_MAX),
    })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] });
  return true;
}

/**
 * An administrator removes a review: hidden everywhere from now, its open reports closed, the
 * action audited in the same transaction; then its author is told why (bell and e-mail). False
 * when it was removed already or does not exist.
 */
export async function removeReview(options: { admin: Actor; reviewId: string; reason: string }): Promise<boolean> {
  assertAdmin(options.admin);
  const reason = options.reason.trim().slice(0, REVIEW_TEXT_MAX);
  if (!isUuid(options.reviewId) || !reason) return false;
  const removed = await getDb().transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(reviews)
      .set({ removedAt: now, removedReason: reason })
      .where(and(eq(reviews.id, options.reviewId), isNull(reviews.removedAt)))
      .returning();
    if (!row) return undefined;
    await tx
      .update(reviewReports)
      .set({ resolvedAt: now })
      .where(and(eq(reviewReports.reviewId, row.id), isNull(reviewReports.resolvedAt)));
    await recordAdminAction(
      {
        admin: options.admin,
        action: 'review.remove',
        targetType: 'review',
        targetId: row.id,
        before: { authorId: row.authorId, subjectId: row.subjectId, stars: row.stars, body: row.body, shown: true },
        after: { shown: false, reason },
      },
      tx,
    );
    return row;
  });
  if (!removed) return false;
  const subject = await actorOf(removed.subjectId);
  await tellUser({
    userId: removed.authorId,
    type: 'review_removed',
    kind: 'review_removed',
    data: { user: subject, reason },
    values: { name: subject.name, reason },
    link: REVIEWS_PAGE,
  });
  return true;
}
