import { useState } from 'react';
import { Link } from 'react-router';
import type { NotificationType, NotificationView } from '../../../server/notifications/notification-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import styles from './notification-entry.module.css';

/** A glyph per type when the notification carries no photo. */
const GLYPH: Record<NotificationType, string> = {
  favourite: '♥',
  rating: '★',
  message_from_administration: 'G',
  classified_accepted: '✓',
  classified_refused: '!',
  classified_deleted: '!',
  saved_search_alert: '⌕',
  favourite_price_dropped: '↓',
  favourite_sold: '♥',
  favourite_expiring: '⌛',
  visit_requested: '◷',
  visit_confirmed: '✓',
  visit_declined: '✕',
  visit_cancelled: '✕',
  trade_reserved: '◔',
  trade_sold: '✓',
  review_invitation: '★',
  review_received: '★',
  review_removed: '!',
};

/**
 * One notification as a link: opening it goes through /user/notifications/{id}, which marks it
 * seen and leads on to its ad or page. Unseen ones say "New" in words, not only in colour.
 */
export function NotificationEntry({ notification, onOpen }: { notification: NotificationView; onOpen?: () => void }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const unseen = !notification.seen_by_user;
  return (
    <Link
      to={to(`/user/notifications/${notification.id}`)}
      className={styles.entry}
      data-unseen={unseen || undefined}
      onClick={onOpen}
    >
      <NotificationPicture notification={notification} />
      <span className={styles.body}>
        <span className={styles.text}>{notification.text}</span>
        {notification.ad_unavailable ? (
          <span className={styles.unavailable}>{t('notifications.ad_unavailable')}</span>
        ) : null}
        <span className={styles.meta}>
          {unseen ? <span className={styles.new}>{t('notifications.new')}</span> : null}
          <time dateTime={notification.created_at}>{notification.datetime_created_formatted}</time>
        </span>
      </span>
    </Link>
  );
}

export function NotificationPicture({ notification, size = 44 }: { notification: NotificationView; size?: number }) {
  // The picture is the one the notification was made with: a person who changed their photo since
  // has no old file any more. The glyph stands in.
  const [broken, setBroken] = useState(false);
  if (notification.image && !broken) {
    return (
      <img
        // A picture that failed before hydration did so before React listened for `error` (as ad-picture.tsx reads `load`).
        ref={(image) => {
          if (image?.complete && image.naturalWidth === 0) setBroken(true);
        }}
        onError={() => setBroken(true)}
        className={styles.picture}
        src={notification.image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className={`${styles.picture} ${styles.glyph}`} style={{ width: size, height: size }} aria-hidden="true">
      {GLYPH[notification.type] ?? '•'}
    </span>
  );
}
