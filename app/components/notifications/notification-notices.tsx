import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { NotificationView } from '../../../server/notifications/notification-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import {
  NOTICE_BAR_HIDE_MS,
  NOTICE_FREEZE_MS,
  NOTICE_LEAVE_MS,
  type NoticePhase,
  noticePhase,
} from './notice-timing.ts';
import { NotificationPicture } from './notification-entry.tsx';
import styles from './notification-notices.module.css';

/**
 * The pop-up notice of live notifications (spec §2 "transient pop-up notices", §9 timing), one at
 * a time. The polite live region is in the page before any notice arrives, so screen readers
 * announce each one without taking the focus away from what the person is doing.
 */
export function NotificationNotices({
  notice,
  onHold,
  onLeave,
  onDismiss,
  onOpen,
}: {
  notice: NotificationView | null;
  /** The pointer or the focus came onto the notice (true) or left it (false). */
  onHold: (held: boolean) => void;
  /** It left by itself. */
  onLeave: (id: string) => void;
  onDismiss: (id: string) => void;
  onOpen: (notification: NotificationView) => void;
}) {
  return (
    <div className={styles.stack}>
      <div role="status" aria-live="polite" className={styles.region}>
        {notice ? (
          <Notice
            key={notice.id}
            notice={notice}
            onHold={onHold}
            onLeave={onLeave}
            onDismiss={() => onDismiss(notice.id)}
            onOpen={() => onOpen(notice)}
          />
        ) : null}
      </div>
    </div>
  );
}

function Notice({
  notice,
  onHold,
  onLeave,
  onDismiss,
  onOpen,
}: {
  notice: NotificationView;
  onHold: (held: boolean) => void;
  onLeave: (id: string) => void;
  onDismiss: () => void;
  onOpen: () => void;
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const phase = useNoticePhase();
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const held = pointer || focus;
  useEffect(() => onHold(held), [held, onHold]);
  const id = notice.id;
  useLeaveAfter(
    held,
    useCallback(() => onLeave(id), [onLeave, id]),
  );
  return (
    <article
      className={styles.notice}
      data-phase={phase}
      onPointerEnter={() => setPointer(true)}
      onPointerLeave={() => setPointer(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => setFocus(event.currentTarget.contains(event.relatedTarget as Node | null))}
    >
      <NotificationPicture notification={notice} size={40} />
      <div className={styles.body}>
        <p className={styles.label}>{t('notifications.popup')}</p>
        <Link to={to(`/user/notifications/${notice.id}`)} className={styles.text} onClick={onOpen}>
          {notice.text}
        </Link>
      </div>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('notifications.dismiss')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {phase === 'settled' ? null : (
        <div className={styles.progress} aria-hidden="true" style={{ animationDuration: `${NOTICE_FREEZE_MS}ms` }} />
      )}
    </article>
  );
}

/**
 * Calls `leave` once the notice has been shown NOTICE_LEAVE_MS, not counting the time it was held
 * or its tab was hidden (a person coming back to the tab still finds it).
 */
function useLeaveAfter(held: boolean, leave: () => void) {
  const left = useRef(NOTICE_LEAVE_MS);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.hidden);
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  useEffect(() => {
    if (held || hidden) return;
    const started = performance.now();
    const timer = setTimeout(leave, left.current);
    return () => {
      clearTimeout(timer);
      left.current -= performance.now() - started;
    };
  }, [held, hidden, leave]);
}

/** The notice's phase from the moment it mounted: the freeze at 5 s, the bar gone 100 ms later. */
function useNoticePhase(): NoticePhase {
  const [phase, setPhase] = useState<NoticePhase>('arriving');
  useEffect(() => {
    const started = performance.now();
    const update = () => setPhase(noticePhase(performance.now() - started));
    const freeze = setTimeout(update, NOTICE_FREEZE_MS);
    const hideBar = setTimeout(update, NOTICE_FREEZE_MS + NOTICE_BAR_HIDE_MS);
    return () => {
      clearTimeout(freeze);
      clearTimeout(hideBar);
    };
  }, []);
  return phase;
}
