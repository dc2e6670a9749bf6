import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AD_REPORT_NOTE_MAX, AD_REPORT_REASONS } from '../../common/moderation/report-reasons.ts';
import { textField } from '../../common/validation/text-input.ts';
import { findVisibleAdOwner } from '../ads/ad-owner.ts';
import { getDb } from '../db/client.ts';
import { adReports } from '../db/tables.ts';

export const adReportSchema = z.object({
  reason: z.enum(AD_REPORT_REASONS, { error: 'report_ad.reason_required' }),
  note: textField('lines')
    .trim()
    .max(AD_REPORT_NOTE_MAX, 'report_ad.note_too_long')
    .optional()
    .transform((note) => note || null),
});

export type ReportAdResult = { ok: true } | { ok: false; error: 'not_found' | 'own_ad' | 'already_reported' };

/**
 * A signed-in user reports a public ad to the administration: once per ad (a second report is
 * refused, not merged), never their own ad. The report waits in /admin/reports.
 */
export async function reportAd(options: {
  userId: string;
  slug: string;
  reason: z.input<typeof adReportSchema>['reason'];
  note?: string | null;
}): Promise<ReportAdResult> {
  const { reason, note } = adReportSchema.parse({ reason: options.reason, note: options.note ?? undefined });
  const ad = await findVisibleAdOwner({ slug: options.slug });
  if (!ad) return { ok: false, error: 'not_found' };
  if (ad.ownerId === options.userId) return { ok: false, error: 'own_ad' };
  const inserted = await getDb()
    .insert(adReports)
    .values({ classifiedId: ad.id, reporterId: options.userId, reason, note })
    .onConflictDoNothing()
    .returning({ id: adReports.id });
  return inserted.length > 0 ? { ok: true } : { ok: false, error: 'already_reported' };
}

/** Whether the user has reported this ad already (the ad page then says so instead of the form). */
export async function hasReportedAd({ userId, adId }: { userId: string; adId: string }): Promise<boolean> {
  const rows = await getDb()
    .select({ one: sql`1` })
    .from(adReports)
    .where(and(eq(adReports.classifiedId, adId), eq(adReports.reporterId, userId)));
  return rows.length > 0;
}
