import { count, isNull } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { adReports, chatReports, reviewReports } from '../db/tables.ts';

/** Where reports come from; each source is counted by its own query below. */
export type ReportSource = 'ad' | 'chat' | 'review';

/**
 * Reports nobody has handled yet, per source and in all, for the dashboard: reported ads
 * (`ad_reports`) and reported conversations (`chat_reports`). A new source adds its name to
 * `ReportSource` and one count to the list below.
 */
export async function countOpenReports(): Promise<{ total: number; bySource: Record<ReportSource, number> }> {
  const [[ad], [chat], [review]] = await Promise.all([
    getDb().select({ n: count() }).from(adReports).where(isNull(adReports.resolvedAt)),
    getDb().select({ n: count() }).from(chatReports).where(isNull(chatReports.resolvedAt)),
    getDb().select({ n: count() }).from(reviewReports).where(isNull(reviewReports.resolvedAt)),
  ]);
  const bySource: Record<ReportSource, number> = {
    ad: Number(ad?.n ?? 0),
    chat: Number(chat?.n ?? 0),
    review: Number(review?.n ?? 0),
  };
  return { total: Object.values(bySource).reduce((sum, n) => sum + n, 0), bySource };
}
