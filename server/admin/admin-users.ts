import { z } from 'zod';
import { localizePath } from '../../common/locale/locale-path.ts';
import { rotateChatKey } from '../accounts/chat-key.ts';
import { endUserSessions } from '../accounts/sessions.ts';
import {
  findUnsuspendedUser,
  liftSuspension,
  searchUserAccounts,
  setAccountRole,
  suspendAccount,
  type UserListItem,
} from '../accounts/user-administration.ts';
import { findUserById, type UserRow } from '../accounts/users.ts';
import { countOwnAdsByStatus } from '../ads/ad-counts.ts';
import { getDb } from '../db/client.ts';
import { getMailer } from '../infra/mail/mailer.ts';
import { getTranslator } from '../locale/messages.ts';
import { messageUserFromAdministration } from '../notifications/administration-message.ts';
import { SUSPENSION_REASON_MAX } from './admin-actions.ts';
import { type Actor, assertAdmin, recordAdminAction } from './audit-log.ts';

const suspendSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'admin.users.reason_required')
    .max(SUSPENSION_REASON_MAX, 'admin.users.reason_too_long'),
});
const roleSchema = z.object({ role: z.enum(['user', 'admin']) });

export type { UserListItem };

/** Users whose name or e-mail contains `query` (any case), newest first, one page. */
export function searchUsers(options: {
  query: string;
  page: number;
  pageSize: number;
}): Promise<{ users: UserListItem[]; total: number }> {
  return searchUserAccounts(options);
}

export interface AdminUserView {
  user: UserRow;
  /** How many ads the user has in each state (draft, pending, approved, refused, deleted…). */
  adCounts: Record<string, number>;
}

export async function findUserForAdmin(userId: string): Promise<AdminUserView | undefined> {
  const user = await findUserById(userId);
  if (!user) return undefined;
  return { user, adCounts: await countOwnAdsByStatus(userId) };
}

export type AdminUserResult = { ok: true; user: UserRow } | { ok: false; error: string };

function suspensionState(user: Pick<UserRow, 'suspendedAt' | 'suspendedReason'>) {
  return { suspendedAt: user.suspendedAt?.toISOString() ?? null, suspendedReason: user.suspendedReason };
}

/**
 * Suspends an account (spec §8): its sessions end and its sockets close at once, sign-in and
 * password recovery are refused with the spec's text, and its ads leave every public list
 * (the VISIBLE condition in ad-page-view.ts checks the owner; a trigger takes them out of the
 * search table, decision 0033). Never one's own account.
 */
export async function suspendUser(input: { admin: Actor; userId: string; reason: string }): Promise<AdminUserResult> {
  assertAdmin(input.admin);
  if (input.userId === input.admin.id) return { ok: false, error: 'admin.users.not_yourself' };
  const { reason } = suspendSchema.parse({ reason: input.reason });
  const user = await getDb().transaction(async (tx) => {
    const change = await suspendAccount(tx, input.userId, reason);
    if (!change) return undefined;
    const { before, after } = change;
    await recordAdminAction(
      {
        admin: input.admin,
        action: 'user.suspend',
        targetType: 'user',
        targetId: after.id,
        before: suspensionState(before),
        after: suspensionState(after),
      },
      tx,
    );
    return after;
  });
  if (!user) return { ok: false, error: 'admin.users.already_suspended' };
  await endUserSessions({ userId: user.id });
  await rotateChatKey({ userId: user.id });
  return { ok: true, user };
}

/** Lifts a suspension: the user may sign in again and their ads are public again as they were. */
export async function unsuspendUser(input: { admin: Actor; userId: string }): Promise<AdminUserResult> {
  assertAdmin(input.admin);
  const user = await getDb().transaction(async (tx) => {
    const change = await liftSuspension(tx, input.userId);
    if (!change) return undefined;
    const { before, after } = change;
    await recordAdminAction(
      {
        admin: input.admin,
        action: 'user.unsuspend',
        targetType: 'user',
        targetId: after.id,
        before: suspensionState(before),
        after: suspensionState(after),
      },
      tx,
    );
    return after;
  });
  return user ? { ok: true, user } : { ok: false, error: 'admin.users.not_suspended' };
}

/** Makes a user an administrator or an ordinary user. An admin never demotes themselves. */
export async function changeUserRole(input: {
  admin: Actor;
  userId: string;
  role: 'user' | 'admin';
}): Promise<AdminUserResult> {
  assertAdmin(input.admin);
  const { role } = roleSchema.parse({ role: input.role });
  if (input.userId === input.admin.id) return { ok: false, error: 'admin.users.not_yourself' };
  const user = await getDb().transaction(async (tx) => {
    const change = await setAccountRole(tx, input.userId, role);
    if (!change) return undefined;
    const { before, after } = change;
    if (before === after) return before;
    await recordAdminAction(
      {
        admin: input.admin,
        action: 'user.role',
        targetType: 'user',
        targetId: after.id,
        before: { role: before.role },
        after: { role: after.role },
      },
      tx,
    );
    return after;
  });
  return user ? { ok: true, user } : { ok: false, error: 'errors.not_found' };
}

/**
 * Administration writes to a user: a `message_from_administration` notification and the same
 * text by e-mail in the user's language, with a link to their notifications.
 */
export async function messageUser(input: {
  admin: Actor;
  userId: string;
  message: string;
  origin: string;
}): Promise<AdminUserResult> {
  assertAdmin(input.admin);
  const user = await findUnsuspendedUser(input.userId);
  if (!user) return { ok: false, error: 'admin.users.cannot_message' };
  const notification = await messageUserFromAdministration({ userId: user.id, message: input.message });
  const message = String(notification.data.message ?? input.message);
  const t = getTranslator(user.locale);
  const link = `${input.origin}${localizePath('/user/notifications', user.locale)}`;
  const lines = [
    t('email.greeting', { name: user.name }),
    t('email.admin_message.body'),
    message,
    link,
    t('email.signature'),
  ];
  await getMailer().send({
    to: user.email,
    subject: t('email.admin_message.subject'),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  });
  await recordAdminAction({
    admin: input.admin,
    action: 'user.message',
    targetType: 'user',
    targetId: user.id,
    before: null,
    after: { message, notificationId: notification.id },
  });
  return { ok: true, user };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
