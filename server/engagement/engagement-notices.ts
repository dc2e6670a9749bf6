import { getDb } from '../db/client.ts';
import { engagementNotices } from '../db/tables.ts';

/**
 * Claims `event` about an ad for each user: the users returned had not had it yet and are now
 * marked as told. One insert with `on conflict do nothing`, so two requests (or two nodes) racing
 * on the same event never both win.
 */
export async function claimNotices(options: {
  userIds: string[];
  classifiedId: string;
  event: string;
}): Promise<string[]> {
  if (options.userIds.length === 0) return [];
  const rows = await getDb()
    .insert(engagementNotices)
    .values(options.userIds.map((userId) => ({ userId, classifiedId: options.classifiedId, event: options.event })))
    .onConflictDoNothing()
    .returning({ userId: engagementNotices.userId });
  return rows.map((row) => row.userId);
}
