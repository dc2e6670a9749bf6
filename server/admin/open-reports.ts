import { countOpenChatReports } from '../chat/chat-report-queue.ts';
import { countOpenAdReports } from '../moderation/ad-report-queue.ts';
import { countOpenReviewReports } from '../trust/review-report-queue.ts';

/** Where reports come from; each source's area counts its own. */
export type ReportSource = 'ad' | 'chat' | 'review';

/**
 * Reports nobody has handled yet, per source and in all, for the dashboard: reported ads
 * (`ad_reports`) and reported conversations (`chat_reports`). A new source adds its name to
 * `ReportSource` and one count to the list below.
 */
export async function countOpenReports(): Promise<{ total: number; bySource: Record<ReportSource, number> }> {
  const [ad, chat, review] = await Promise.all([
    countOpenAdReports(),
    countOpenChatReports(),
    countOpenReviewReports(),
  ]);
  const bySource: Record<ReportSource, number> = { ad, chat, review };
  return { total: Object.values(bySource).reduce((sum, n) => sum + n, 0), bySource };
}
