import { localizePath } from '../../common/locale/locale-path.ts';
import type { MessageValues } from '../../common/locale/translate.ts';
import { findUserById } from '../accounts/users.ts';
import { logger } from '../infra/logger.ts';
import { getMailer } from '../infra/mail/mailer.ts';
import { publicOrigin } from '../infra/public-origin.ts';
import { getTranslator } from '../locale/messages.ts';
import { type NotificationType, notifyUser } from '../notifications/notify-user.ts';

/**
 * Tells one user about a trade or a review: a notification (bell and live push; `content` is
 * `trust.notice.{kind}`) and an e-mail in their own language (`email.trust.{kind}.subject/body`).
 * `data` follows the notification convention (classified, user, link); `values` fill the texts.
 * A mail that cannot be sent is logged: the change and the notification stand.
 */
export async function tellUser(options: {
  userId: string;
  type: NotificationType;
  kind: string;
  data: Record<string, unknown>;
  values: MessageValues;
  link: string;
}): Promise<void> {
  const { userId, type, kind, data, values, link } = options;
  await notifyUser({ userId, type, content: `trust.notice.${kind}`, data: { ...data, link } });
  try {
    const reader = await findUserById(userId);
    if (!reader) return;
    const t = getTranslator(reader.locale);
    const url = `${publicOrigin()}${localizePath(link, reader.locale)}`;
    const lines = [t('email.greeting', { name: reader.name }), t(`email.trust.${kind}.body`, values), url];
    await getMailer().send({
      to: reader.email,
      subject: t(`email.trust.${kind}.subject`, values),
      text: [...lines, t('email.signature')].join('\n\n'),
      html: [
        ...lines.slice(0, 2).map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(url)}">${escapeHtml(t(`email.trust.${kind}.action`))}</a></p>`,
        `<p>${escapeHtml(t('email.signature'))}</p>`,
      ].join('\n'),
    });
  } catch (error) {
    logger.error({ err: error, userId, kind }, 'trust e-mail not sent');
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
