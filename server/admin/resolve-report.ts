import { z } from 'zod';
import { closeChatReport } from '../chat/chat-report-queue.ts';
import { getDb } from '../db/client.ts';
import { closeAdReport } from '../moderation/ad-report-queue.ts';
import { closeReviewReport } from '../trust/review-report-queue.ts';
import { type Actor, assertAdmin, recordAdminAction } from './audit-log.ts';

/** The reports page's form: one button per outcome. */
export const closeReportSchema = z.object({
  intent: z.enum(['resolve', 'dismiss']),
  kind: z.enum(['ad', 'chat', 'review']),
  reportId: z.uuid(),
});

export type ReportKind = 'ad' | 'chat' | 'review';
export type ReportResolution = 'resolved' | 'dismissed';

/**
 * An administrator closes a report from a user: `resolved` (something was done about it) or
 * `dismissed` (nothing wrong). Audited in the same transaction. False when the report is not
 * open any more (another moderator closed it first) or does not exist.
 */
export async function closeReport(input: {
  admin: Actor;
  kind: ReportKind;
  reportId: string;
  resolution: ReportResolution;
}): Promise<boolean> {
  assertAdmin(input.admin);
  const { admin, kind, reportId, resolution } = input;
  return getDb().transaction(async (tx) => {
    const report =
      kind === 'ad'
        ? await closeAdReport(tx, reportId, resolution)
        : kind === 'chat'
          ? await closeChatReport(tx, reportId)
          : await closeReviewReport(tx, reportId);
    if (!report) return false;
    await recordAdminAction(
      {
        admin,
        action: resolution === 'resolved' ? 'report.resolve' : 'report.dismiss',
        targetType: 'report',
        targetId: reportId,
        before: {
          kind,
          [kind === 'ad' ? 'adId' : kind === 'chat' ? 'conversationId' : 'reviewId']: report.subject,
          reason: report.reason,
          open: true,
        },
        after: { open: false, resolution },
      },
      tx,
    );
    return true;
  });
}
