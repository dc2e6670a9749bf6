import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { type Executor, getDb } from '../db/client.ts';
import { reviewReports, reviews, trades } from '../db/tables.ts';

/** A report on a review nobody has handled yet, with the review and its trade's ad and seller. */
export interface OpenReviewReport {
  id: string;
  createdAt: Date;
  reporterId: string;
  note: string;
  review: { id: string; stars: number; body: string; reply: string | null };
  authorId: string;
  subjectId: string;
  classifiedId: string;
  sellerId: string;
}

/** Open reports on reviews, the longest waiting first. */
export function listOpenReviewReports(limit: number): Promise<OpenReviewReport[]> {
  return getDb()
    .select({
      id: reviewReports.id,
      createdAt: reviewReports.createdAt,
      reporterId: reviewReports.reporterId,
      note: reviewReports.reason,
      review: { id: reviews.id, stars: reviews.stars, body: reviews.body, reply: reviews.reply },
      authorId: reviews.authorId,
      subjectId: reviews.subjectId,
      classifiedId: trades.classifiedId,
      sellerId: trades.sellerId,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(trades, eq(trades.id, reviews.tradeId))
    .where(isNull(reviewReports.resolvedAt))
    .orderBy(asc(reviewReports.createdAt))
    .limit(limit);
}

export async function countOpenReviewReports(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(reviewReports).where(isNull(reviewReports.resolvedAt));
  return Number(row?.n ?? 0);
}

/** Closes an open report in the caller's transaction; undefined when it is not open (or not there). */
export async function closeReviewReport(
  tx: Executor,
  reportId: string,
): Promise<{ subject: string; reason: string } | undefined> {
  const [closed] = await tx
    .update(reviewReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(reviewReports.id, reportId), isNull(reviewReports.resolvedAt)))
    .returning({ subject: reviewReports.reviewId, reason: reviewReports.reason });
  return closed;
}
