// Pure: the header, the notifications page and the live push all show notifications this way.
import { readModerationReason } from '../../common/ads/moderation-reason.ts';
import { formatDate, formatTime } from '../../common/locale/format.ts';
import { localizePath } from '../../common/locale/locale-path.ts';
import type { Locale } from '../../common/locale/locales.ts';
import type { MessageValues, Translate } from '../../common/locale/translate.ts';
import type { notifications } from '../db/tables.ts';
import { getTranslator } from '../locale/messages.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationType = NotificationRow['type'];

/** A notification as a reader sees it (spec §3 Notification), in the reader's language. */
export interface NotificationView {
  id: string;
  type: NotificationType;
  /** The catalogue key, as stored. */
  content: string;
  /** `content` filled from `data` in the reader's language. */
  text: string;
  seen_by_user: boolean;
  /** DD/MM/YYYY (spec §9). */
  date_formatted: string;
  /** DD/MM/YYYY HH:mm (spec §9). */
  datetime_created_formatted: string;
  /** ISO 8601, for `<time datetime>`. */
  created_at: string;
  data: Record<string, unknown>;
  /** Where opening it leads, in the reader's locale; null when it names no page. */
  link: string | null;
  /** The acting person's photo, else the ad's cover; null when neither exists (or the ad is gone). */
  image: string | null;
  /** The ad it is about was deleted: no cover to load, no page to open, "ad no longer available". */
  ad_unavailable: boolean;
}

/**
 * `adGone`: the ad the notification names no longer exists for its reader (deleted by its owner,
 * or removed by the administration and the reader is not the owner). Its cover and page would
 * answer 404: the notification keeps its text, says the ad is no longer available, and shows no
 * picture of it nor link to it (a link of its own in `data` is kept).
 */
export function viewNotification(
  row: NotificationRow,
  locale: Locale,
  {
    adGone = false,
    actorImage,
  }: {
    adGone?: boolean;
    /** The acting person's photo as it is now (null: none now); left out, the one stored with it. */
    actorImage?: string | null;
  } = {},
): NotificationView {
  const t = getTranslator(locale);
  // A link of its own (a settings page, a search) still works; the ad's page would not.
  const path = adGone ? localLink(row.data) : notificationPath(row.data);
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    text: t(row.content, withBlanks(notificationValues(row.data, t))),
    seen_by_user: row.seenAt !== null,
    date_formatted: formatDate(row.createdAt),
    datetime_created_formatted: `${formatDate(row.createdAt)} ${formatTime(row.createdAt)}`,
    created_at: row.createdAt.toISOString(),
    data: row.data,
    link: path ? localizePath(path, locale) : null,
    image:
      (actorImage === undefined ? stringAt(row.data.user, 'avatar_full_url') : actorImage) ??
      (adGone ? null : stringAt(row.data.classified, 'classified_cover')),
    ad_unavailable: adGone,
  };
}

/**
 * The message's placeholders (helper convention): `{title}` from the ad, `{name}` from the person
 * who acted, and every other primitive value of `data` by its own name. A stored moderation
 * reason (a catalogue key and a note) is put in the reader's language.
 */
function notificationValues(data: Record<string, unknown>, t: Translate): MessageValues {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(data)) {
    if (typeof value === 'number') values[name] = value;
    else if (typeof value === 'boolean') values[name] = String(value);
    else if (typeof value === 'string') values[name] = readableText(value, t);
  }
  const title = stringAt(data.classified, 'title');
  if (title !== null) values.title = title;
  const name = stringAt(data.user, 'name');
  if (name !== null) values.name = name;
  return values;
}

/**
 * `data.link` when it is a path of this site, else the ad's page; null for neither. A link that
 * is not a plain local path (`//other.site`, `https:…`) is ignored rather than followed.
 */
function notificationPath(data: Record<string, unknown>): string | null {
  const link = localLink(data);
  if (link) return link;
  const slug = adSlugOf(data);
  return slug ? `/s/${encodeURIComponent(slug)}` : null;
}

/** The profile slug of the person who acted, if the notification keeps it. */
export function actorSlugOf(data: Record<string, unknown>): string | null {
  return stringAt(data.user, 'slug');
}

/** The slug of the ad a notification is about, if any. */
export function adSlugOf(data: Record<string, unknown>): string | null {
  return stringAt(data.classified, 'slug');
}

function localLink(data: Record<string, unknown>): string | null {
  const link = data.link;
  return typeof link === 'string' && /^\/(?![/\\])/.test(link) ? link : null;
}

/**
 * A value the stored data lacks shows as nothing rather than failing the whole page: rows outlive
 * the code that wrote them, and a header must never break over one notification.
 */
function withBlanks(values: MessageValues): MessageValues {
  return new Proxy(values, { has: () => true, get: (target, name: string) => target[name] ?? '' });
}

function readableText(value: string, t: Translate): string {
  const reason = /^moderation\.reason\./.test(value) ? readModerationReason(value) : null;
  if (!reason?.key) return value;
  return [t(reason.key), reason.note].filter(Boolean).join(' — ');
}

function stringAt(object: unknown, key: string): string | null {
  if (typeof object !== 'object' || object === null) return null;
  const value = (object as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
