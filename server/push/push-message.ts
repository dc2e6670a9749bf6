// Pure: what a push says, in each language; the job picks the recipient's (push-jobs.ts).
import { localizePath } from '../../common/locale/locale-path.ts';
import { LOCALES, type Locale } from '../../common/locale/locales.ts';
import { getTranslator } from '../locale/messages.ts';
import { type NotificationRow, type NotificationType, viewNotification } from '../notifications/notification-view.ts';

/** The payload the service worker shows (server/pwa/service-worker.js). */
interface PushMessage {
  title: string;
  body: string;
  /** The page opening the notification leads to, in the recipient's language. */
  url: string;
  /** A newer push with the same tag replaces the older one on the device. */
  tag: string;
  lang: Locale;
}

export type PushMessages = Record<Locale, PushMessage>;

/** A push's text at most: push services take about 4 kB, and a phone shows two or three lines. */
const BODY_MAX = 180;

/** The notifications worth a push (issue 34): visits, moderation results and saved-search alerts. */
const PUSHED: Partial<Record<NotificationType, string>> = {
  visit_requested: 'pwa.push.title.visit',
  visit_confirmed: 'pwa.push.title.visit',
  visit_declined: 'pwa.push.title.visit',
  visit_cancelled: 'pwa.push.title.visit',
  classified_accepted: 'pwa.push.title.moderation',
  classified_refused: 'pwa.push.title.moderation',
  classified_deleted: 'pwa.push.title.moderation',
  saved_search_alert: 'pwa.push.title.saved_search',
};

export function isPushedNotification(type: NotificationType): boolean {
  return type in PUSHED;
}

function inEveryLanguage(build: (locale: Locale) => PushMessage): PushMessages {
  return Object.fromEntries(LOCALES.map((locale) => [locale, build(locale)])) as PushMessages;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= BODY_MAX ? flat : `${flat.slice(0, BODY_MAX - 1)}…`;
}

/** A stored notification: its own text, opening it marks it seen and leads to its page. */
export function notificationPush(row: NotificationRow): PushMessages {
  const titleKey = PUSHED[row.type] ?? 'pwa.push.title.notification';
  return inEveryLanguage((locale) => ({
    title: getTranslator(locale)(titleKey),
    body: shorten(viewNotification(row, locale).text),
    url: localizePath(`/user/notifications/${row.id}`, locale),
    tag: `notification-${row.id}`,
    lang: locale,
  }));
}

/** A chat message: who wrote, what they wrote, and the conversation to answer in. */
export function chatMessagePush(message: { conversationId: string; senderName: string; text: string }): PushMessages {
  return inEveryLanguage((locale) => ({
    title: getTranslator(locale)('pwa.push.title.chat', { name: message.senderName }),
    body: shorten(message.text),
    url: localizePath(`/user/messages/${message.conversationId}`, locale),
    // One notification per conversation on the device: the newest message replaces the previous.
    tag: `chat-${message.conversationId}`,
    lang: locale,
  }));
}
