import { count, isNull } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { chatReports } from '../db/schema.ts';

/** Where reports come from; each source is counted by its own query below. */
export type ReportSource = 'chat';

/**
 * Reports nobody has handled yet, per source and in all, for the dashboard. Reports from chat
 * (`chat_reports`) exist today; a new source (reported ads) adds its name to `ReportSource` and
 * one count to the list below.
 */
export async function countOpenReports(): Promise<{ total: number; bySource: Record<ReportSource, number> }> {
  const [[chat]] = await Promise.all([
    getDb().select({ n: count() }).from(chatReports).where(isNull(chatReports.resolvedAt)),
  ]);
  const bySource: Record<ReportSource, number> = { chat: Number(chat?.n ?? 0) };
  return { total: Object.values(bySource).reduce((sum, n) => sum + n, 0), bySource };
}
