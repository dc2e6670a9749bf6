import { localizePath } from '../../common/locale/locale-path.ts';
import type { Locale } from '../../common/locale/locales.ts';
import { getMailer } from '../infra/mail/mailer.ts';
import { getTranslator } from '../locale/messages.ts';

type AccountEmail = 'verify_email' | 'reset_password' | 'already_registered';

const LINK_PATH: Record<AccountEmail, string> = {
  verify_email: '/user/email-verification',
  reset_password: '/user/forgot-password',
  already_registered: '/sign-in',
};

/**
 * A second sentence and link some mails carry: "someone tried to sign up with your address" says
 * how to sign in, then how to choose a new password when the owner forgot it.
 */
const SECOND_LINK: Partial<Record<AccountEmail, string>> = {
  already_registered: '/user/forgot-password',
};

/**
 * Sends one of the account e-mails in the reader's language: a greeting, one sentence, the link
 * (as plain text too, so every mail client shows it), maybe a second sentence and link, and why
 * they received it.
 */
export async function sendAccountEmail(options: {
  kind: AccountEmail;
  to: string;
  name: string;
  locale: Locale;
  origin: string;
  token?: string;
}): Promise<void> {
  const t = getTranslator(options.locale);
  const path = localizePath(LINK_PATH[options.kind], options.locale);
  const link = `${options.origin}${path}${options.token ? `?token=${options.token}` : ''}`;
  const prefix = `email.${options.kind}`;
  const second = SECOND_LINK[options.kind];
  const secondLink = second ? `${options.origin}${localizePath(second, options.locale)}` : undefined;
  const actions = new Map<string, string>([[link, t(`${prefix}.action`)]]);
  if (secondLink) actions.set(secondLink, t(`${prefix}.second_action`));
  const lines = [
    t('email.greeting', { name: options.name }),
    t(`${prefix}.body`),
    link,
    ...(secondLink ? [t(`${prefix}.second_body`), secondLink] : []),
    t(`${prefix}.footer`),
    t('email.signature'),
  ];
  await getMailer().send({
    to: options.to,
    subject: t(`${prefix}.subject`),
    text: lines.join('\n\n'),
    html: lines
      .map((line) => {
        const action = actions.get(line);
        return action ? `<p><a href="${escapeHtml(line)}">${escapeHtml(action)}</a></p>` : `<p>${escapeHtml(line)}</p>`;
      })
      .join('\n'),
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
