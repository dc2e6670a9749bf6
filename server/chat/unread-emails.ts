import { sql } from 'drizzle-orm';
import { localizePath } from '../../common/locale/locale-path.ts';
import { accountSuspended, findUserContacts } from '../accounts/user-lookups.ts';
import { type AdHeadline, findAdHeadlines } from '../ads/ad-headlines.ts';
import { getDb } from '../db/client.ts';
import type { ChatRole } from '../db/tables.ts';
import { logger } from '../infra/logger.ts';
import { getMailer } from '../infra/mail/mailer.ts';
import { publicOrigin } from '../infra/public-origin.ts';
import { getTranslator } from '../locale/messages.ts';

/** A message unread for longer than this sends its recipient one e-mail (beyond the spec). */
export const UNREAD_EMAIL_AFTER_MS = 15 * 60_000;
/** How often the job looks; an e-mail goes out between 15 and 16 minutes after the message. */
const RUN_EVERY_MS = 60_000;

interface Claimed {
  conversation_id: string;
  recipient_id: string;
  sender_id: string;
  classified_id: string;
  unread: number;
}

/**
 * E-mails every participant who has had a message from the other side unread for more than
 * UNREAD_EMAIL_AFTER_MS: once per conversation per unread streak. The streak starts at the oldest
 * unseen message; the side's `*_emailed_at` is set by one UPDATE that only takes conversations
 * not e-mailed since that message, so two nodes running at once never both send, and once the
 * recipient reads, the next unread message starts a new streak. A failed mail is released for
 * the next run. Returns how many e-mails were sent.
 */
export async function emailUnreadMessages({
  now = new Date(),
  origin = publicOrigin(),
}: {
  now?: Date;
  origin?: string;
} = {}): Promise<number> {
  let sent = 0;
  for (const recipient of ['buyer', 'seller'] as const) {
    const claims = await claimSide(recipient, now);
    const about = await whoAndWhat(claims).catch(async (error: unknown) => {
      logger.error({ err: error }, 'chat unread e-mails: names and titles not found');
      await Promise.all(claims.map((claim) => releaseClaim(recipient, claim.conversation_id, now))).catch(
        (releaseError: unknown) => logger.error({ err: releaseError }, 'chat unread e-mail claims not released'),
      );
      return undefined;
    });
    if (!about) continue;
    for (const claim of claims) {
      try {
        if (await sendUnreadEmail(claim, about, origin)) sent += 1;
      } catch (error) {
        logger.error({ err: error, conversationId: claim.conversation_id }, 'chat unread e-mail not sent');
        await releaseClaim(recipient, claim.conversation_id, now).catch((releaseError: unknown) =>
          logger.error({ err: releaseError }, 'chat unread e-mail claim not released'),
        );
      }
    }
  }
  return sent;
}

function claimSide(recipient: ChatRole, now: Date): Promise<Claimed[]> {
  const sender: ChatRole = recipient === 'buyer' ? 'seller' : 'buyer';
  const emailedAt = sql.identifier(`${recipient}_emailed_at`);
  const recipientId = sql.identifier(`${recipient}_id`);
  const senderId = sql.identifier(`${sender}_id`);
  const cutoff = new Date(now.getTime() - UNREAD_EMAIL_AFTER_MS).toISOString();
  return getDb()
    .execute<Claimed & Record<string, unknown>>(sql`
      update chat_conversations c set ${emailedAt} = ${now.toISOString()}::timestamptz
      from (
        select conversation_id, min(created_at) as first_unseen, count(*)::int as unread
        from chat_messages where sender_role = ${sender} and seen_at is null
        group by conversation_id
      ) u
      where u.conversation_id = c.id
        and not ${accountSuspended(sql`c.${recipientId}`)}
        and u.first_unseen <= ${cutoff}::timestamptz
        and (c.${emailedAt} is null or c.${emailedAt} < u.first_unseen)
        and not exists (select 1 from chat_blocks b where b.blocker_id = c.${recipientId} and b.blocked_id = c.${senderId})
      returning c.id as conversation_id, c.${recipientId} as recipient_id, c.${senderId} as sender_id,
        c.classified_id, u.unread`)
    .then((result) => result.rows);
}

async function releaseClaim(recipient: ChatRole, conversationId: string, now: Date): Promise<void> {
  const emailedAt = sql.identifier(`${recipient}_emailed_at`);
  await getDb().execute(
    sql`update chat_conversations set ${emailedAt} = null where id = ${conversationId} and ${emailedAt} = ${now.toISOString()}::timestamptz`,
  );
}

type Contacts = Awaited<ReturnType<typeof findUserContacts>>;

/** The participants' names, addresses and languages and the ads' titles of a run's claims: two queries, whatever their number. */
async function whoAndWhat(claims: Claimed[]): Promise<{ people: Contacts; ads: Map<string, AdHeadline> }> {
  const [people, ads] = await Promise.all([
    findUserContacts(claims.flatMap((claim) => [claim.recipient_id, claim.sender_id])),
    findAdHeadlines(claims.map((claim) => claim.classified_id)),
  ]);
  return { people, ads };
}

/** Sends one claim's e-mail; false when its recipient, sender or ad no longer exists. */
async function sendUnreadEmail(
  claim: Claimed,
  about: { people: Contacts; ads: Map<string, AdHeadline> },
  origin: string,
): Promise<boolean> {
  const recipient = about.people.get(claim.recipient_id);
  const sender = about.people.get(claim.sender_id);
  const ad = about.ads.get(claim.classified_id);
  if (!recipient || !sender || !ad) return false;
  const row = {
    email: recipient.email,
    recipient_name: recipient.name,
    locale: recipient.locale,
    sender_name: sender.name,
    title: ad.title,
  };
  const t = getTranslator(row.locale);
  const values = { name: row.sender_name, title: row.title, count: claim.unread };
  const link = `${origin.replace(/\/+$/, '')}${localizePath(`/user/messages/${claim.conversation_id}`, row.locale)}`;
  const lines = [
    t('email.greeting', { name: row.recipient_name }),
    t('email.chat_unread.body', values),
    link,
    t('email.chat_unread.footer'),
    t('email.signature'),
  ];
  await getMailer().send({
    to: row.email,
    subject: t('email.chat_unread.subject', values),
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t('email.chat_unread.action'))}</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('\n'),
  });
  return true;
}

/**
 * Runs the job every minute in the background (a failure is logged, the next run tries again;
 * the timer never keeps the process alive). Self-contained on purpose: a claim in the row, like
 * server/ads/expiry-reminders.ts, so it needs no job queue. Returns a stop function that waits
 * for a run in progress.
 */
export function startUnreadEmails(): () => Promise<void> {
  let current: Promise<void> | undefined;
  const run = () => {
    if (current) return;
    current = emailUnreadMessages()
      .then((count) => {
        if (count > 0) logger.info({ count }, 'chat unread e-mails sent');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'chat unread e-mails failed'))
      .finally(() => {
        current = undefined;
      });
  };
  const every = setInterval(run, RUN_EVERY_MS);
  every.unref();
  return async () => {
    clearInterval(every);
    await current;
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
