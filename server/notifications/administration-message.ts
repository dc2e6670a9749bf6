import { z } from 'zod';
import { notifyUser } from './notify-user.ts';

/** What administration may write to a user: a line of text, up to 1,000 characters. */
const administrationMessageSchema = z.object({
  userId: z.uuid(),
  message: z.string().trim().min(1).max(1000),
});

/**
 * Administration writes to a user (spec §6 "messages users (as notifications)"): a
 * `message_from_administration` notification whose text carries the message as `{message}`.
 * The caller is an administration page or job, behind requireAdmin.
 */
export async function messageUserFromAdministration(input: { userId: string; message: string }) {
  const { userId, message } = administrationMessageSchema.parse(input);
  return notifyUser({
    userId,
    type: 'message_from_administration',
    content: 'notifications.message_from_administration',
    data: { message },
  });
}
