import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { type Executor, getDb } from '../db/client.ts';
import { adReports } from '../db/tables.ts';

/** A report on an ad nobody has handled yet. */
export interface OpenAdReport {
  id: string;
  createdAt: Date;
  reporterId: string;
  /** One of AD_REPORT_REASONS. */
  reason: string;
  note: string | null;
  classifiedId: string;
}

/** Open reports on ads, the longest waiting first. */
export function listOpenAdReports(limit: number): Promise<OpenAdReport[]> {
  return getDb()
    .select({
      id: adReports.id,
      createdAt: adReports.createdAt,
      reporterId: adReports.reporterId,
      reason: adReports.reason,
      note: adReports.note,
      classifiedId: adReports.classifiedId,
    })
    .from(adReports)
    .where(isNull(adReports.resolvedAt))
    .orderBy(asc(adReports.createdAt))
    .limit(limit);
}

export async function countOpenAdReports(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(adReports).where(isNull(adReports.resolvedAt));
  return Number(row?.n ?? 0);
}

/** Closes an open report in the caller's transaction; undefined when it is not open (or not there). */
export async function closeAdReport(
  tx: Executor,
  reportId: string,
  resolution: 'resolved' | 'dismissed',
): Promise<{ subject: string; reason: string } | undefined> {
  const [closed] = await tx
    .update(adReports)
    .set({ resolvedAt: new Date(), resolution })
    .where(and(eq(adReports.id, reportId), isNull(adReports.resolvedAt)))
    .returning({ subject: adReports.classifiedId, reason: adReports.reason });
  return closed;
}
