import { processPendingMedia } from '../ads/ad-media.ts';
import { startExpiryReminders } from '../ads/expiry-reminders.ts';
import { startUnreadEmails } from '../chat/unread-emails.ts';
import { logger } from '../infra/logger.ts';

/**
 * The timed work one process of a site does for all of them: expiry reminders, unread-message
 * e-mails, and photos a stopped process left half prepared (finished oldest first).
 */
export function startBackgroundWork(): { stop(): Promise<void> } {
  void processPendingMedia().catch((error: unknown) => logger.error({ err: error }, 'pending photos not processed'));
  const stopExpiryReminders = startExpiryReminders();
  const stopUnreadEmails = startUnreadEmails();
  return {
    stop: async () => {
      await stopExpiryReminders();
      await stopUnreadEmails();
    },
  };
}
