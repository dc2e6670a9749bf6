import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { pushSubscriptions } from '../db/tables.ts';
import { isUuid } from '../infra/ids.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A device as the settings page lists it. */
export interface PushDevice {
  id: string;
  device: string;
  endpoint: string;
  createdAt: Date;
}

/**
 * Keeps the subscription a browser made for `userId` (spec of issue 34: push is turned on per
 * device). Saving an endpoint again updates its keys; an endpoint another account had (the same
 * browser, now signed in to this one) moves to this user.
 */
export async function savePushSubscription(options: {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
}): Promise<void> {
  const { userId, endpoint, p256dh, auth, device } = options;
  await getDb()
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh, auth, device })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh, auth, device, createdAt: new Date(), lastPushedAt: null },
    });
}

/** Removes one of the user's devices, by its id (the settings list) or its endpoint (turned off in that browser). */
export async function removePushSubscription(
  options: { userId: string } & ({ id: string } | { endpoint: string }),
): Promise<boolean> {
  if ('id' in options && !isUuid(options.id)) return false;
  const which =
    'id' in options ? eq(pushSubscriptions.id, options.id) : eq(pushSubscriptions.endpoint, options.endpoint);
  const removed = await getDb()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, options.userId), which))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The push service says the subscription is gone (404/410): nobody can be reached there any more. */
export async function forgetPushEndpoint(endpoint: string): Promise<void> {
  await getDb().delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function listPushDevices(userId: string): Promise<PushDevice[]> {
  return getDb()
    .select({
      id: pushSubscriptions.id,
      device: pushSubscriptions.device,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

export function pushSubscriptionsOf(userId: string): Promise<PushSubscriptionRow[]> {
  return getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Whether any device of the user takes pushes: most users have none, and then nothing is queued. */
export async function hasPushSubscription(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function markPushed(id: string): Promise<void> {
  await getDb().update(pushSubscriptions).set({ lastPushedAt: new Date() }).where(eq(pushSubscriptions.id, id));
}
