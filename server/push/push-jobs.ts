import webpush from 'web-push';
import { findUserById } from '../accounts/users.ts';
import { logger } from '../infra/logger.ts';
import { type JobDefinition, sendJob } from '../jobs/job-queue.ts';
import { isUserConnected } from '../realtime/realtime-hub.ts';
import type { PushMessages } from './push-message.ts';
import { forgetPushEndpoint, hasPushSubscription, markPushed, pushSubscriptionsOf } from './push-subscriptions.ts';
import { loadVapidKeys } from './vapid-keys.ts';

const PUSH_JOB = 'push.send';

export interface PushJob {
  userId: string;
  /** The push in every language: the job sends the recipient's. */
  messages: PushMessages;
  /** RFC 8030 §5.3: a chat message wakes a phone at once; the rest may wait for its next wake. */
  urgency?: 'normal' | 'high';
}

/** How long a push service keeps a push for a device that is off: after a day it is old news. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/**
 * Queues a push to every device of `userId` (docs/decisions/0074-web-push.md). Nothing is
 * queued for a user with no device (most users), nor when this process has no job queue.
 */
async function queuePush(job: PushJob): Promise<void> {
  if (!(await hasPushSubscription(job.userId))) return;
  await sendJob(PUSH_JOB, job);
}

/** queuePush for callers that must not wait for it nor fail by it (a chat send, a notification). */
export function queuePushQuietly(job: PushJob): void {
  queuePush(job).catch((error: unknown) => logger.warn({ err: error, userId: job.userId }, 'push not queued'));
}

/**
 * Sends a queued push in the recipient's language to each of their devices, unless they have a
 * tab open (which showed it live). A device the push service no longer knows (404, 410) is
 * forgotten; another failure is logged and not retried (the notification is stored; the other
 * devices must not get it twice).
 */
export async function deliverPush({ userId, messages, urgency = 'normal' }: PushJob): Promise<void> {
  if (await isUserConnected(userId)) return;
  const user = await findUserById(userId);
  if (!user || user.suspendedAt) return;
  const payload = JSON.stringify(messages[user.locale] ?? messages.es);
  const { subject, publicKey, privateKey } = loadVapidKeys();
  for (const subscription of await pushSubscriptionsOf(userId)) {
    const { endpoint, p256dh, auth } = subscription;
    try {
      await webpush.sendNotification({ endpoint, keys: { p256dh, auth } }, payload, {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        urgency,
        timeout: SEND_TIMEOUT_MS,
      });
      await markPushed(subscription.id);
    } catch (error) {
      if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await forgetPushEndpoint(endpoint);
        logger.info({ userId, subscriptionId: subscription.id }, 'push subscription expired: removed');
      } else {
        logger.warn({ err: error, userId, subscriptionId: subscription.id }, 'push not delivered');
      }
    }
  }
}

export const pushJobs: JobDefinition[] = [
  {
    name: PUSH_JOB,
    // Sent once: a retry would push twice to the devices that had it. A dead worker's job comes back.
    queue: { retryLimit: 0, expireInSeconds: 120 },
    work: { localConcurrency: 2 },
    handle: (data) => deliverPush(data as PushJob),
  },
];
