import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { users } from '../db/tables.ts';

/** Shows or hides the user's phone on their ads; only a verified phone can be shown. */
export async function setPhoneVisibility(options: { userId: string; visible: boolean }): Promise<void> {
  await getDb()
    .update(users)
    .set({ phoneVisible: options.visible, updatedAt: new Date() })
    .where(and(eq(users.id, options.userId), isNotNull(users.phoneVerifiedAt)));
}
