import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import type { NotificationView } from '../../../server/notifications/notification-view.ts';
import type { NotificationPush } from '../../../server/notifications/notify-user.ts';
import type { NotificationPage } from '../../../server/notifications/user-notifications.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { useRealtimeEvent } from '../../lib/realtime/realtime-context.tsx';
import { useRootData } from '../../lib/use-root-data.ts';
import { EMPTY_NOTICE_SLOT, type NoticeSlot, noticeArrived, noticeHeld, noticeLeft } from './notice-timing.ts';
import { NotificationEntry } from './notification-entry.tsx';
import styles from './notification-menu.module.css';
import { NotificationNotices } from './notification-notices.tsx';
import { playNotificationSound } from './notification-sound.ts';

/** Entries the menu shows; the notifications page has them all. */
const MENU_SIZE = 8;

/**
 * The header's notifications (spec §2): a bell with the unseen count. Before JavaScript it is a
 * link to the notifications page; then it opens a menu whose list loads on opening. Live
 * notifications raise the count, join the list, pop up and chime without a reload.
 */
export function NotificationMenu() {
  const { t, locale } = useI18n();
  const to = useLocalizedPath();
  const root = useRootData();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const list = useFetcher<NotificationPage>();
  const markAll = useFetcher();
  // The count the server gave, corrected by what happened here since; a new root load replaces it.
  const [adjust, setAdjust] = useState({ root, delta: 0 });
  const delta = adjust.root === root ? adjust.delta : 0;
  const unseen = Math.max(0, root.unseenNotifications + delta);
  const changeCount = useCallback(
    (by: number) => setAdjust((previous) => ({ root, delta: (previous.root === root ? previous.delta : 0) + by })),
    [root],
  );
  const [live, setLive] = useState<NotificationView[]>([]);
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set());
  const [notices, setNotices] = useState<NoticeSlot<NotificationView>>(EMPTY_NOTICE_SLOT);
  const holdNotice = useCallback((held: boolean) => setNotices((slot) => noticeHeld(slot, held)), []);
  const noticeGone = useCallback((id: string) => setNotices((slot) => noticeLeft(slot, id)), []);

  useRealtimeEvent<NotificationPush>('notification', (push) => {
    const notification = push[locale];
    if (!notification) return;
    changeCount(1);
    setLive((previous) => [notification, ...previous.filter((each) => each.id !== notification.id)]);
    setNotices((slot) => noticeArrived(slot, notification));
    playNotificationSound();
  });

  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu.
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const entries = mergeEntries(live, list.data?.notifications ?? [], seen).slice(0, MENU_SIZE);
  const markSeen = (notification: NotificationView) => {
    if (notification.seen_by_user || seen.has(notification.id)) return;
    setSeen((previous) => new Set(previous).add(notification.id));
    changeCount(-1);
  };
  const markAllSeen = () => {
    markAll.submit({ csrf: root.csrf, intent: 'seen-all' }, { method: 'post', action: to('/user/notifications') });
    setSeen((previous) => new Set([...previous, ...entries.map((each) => each.id)]));
    changeCount(-unseen);
  };
  const label = t('notifications.bell', { count: unseen });
  const badge =
    unseen > 0 ? (
      <span className={styles.badge} aria-hidden="true">
        {unseen > 99 ? '+99' : unseen}
      </span>
    ) : null;

  return (
    <div ref={wrapper} className={styles.menu}>
      {hydrated ? (
        <button
          ref={bell}
          type="button"
          className={styles.bell}
          aria-label={label}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            if (!open) list.load(to('/user/notifications'));
            setOpen(!open);
          }}
        >
          <BellIcon />
          {badge}
        </button>
      ) : (
        <Link to={to('/user/notifications')} className={styles.bell} aria-label={label}>
          <BellIcon />
          {badge}
        </Link>
      )}
      {open ? (
        <section
          id={panelId}
          className={styles.panel}
          aria-label={t('notifications.title')}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setOpen(false);
            bell.current?.focus();
          }}
        >
          <div className={styles.head}>
            <h2 className={styles.title}>{t('notifications.title')}</h2>
            {unseen > 0 || entries.some((each) => !each.seen_by_user) ? (
              <button type="button" className={styles.markAll} onClick={markAllSeen}>
                {t('notifications.mark_all')}
              </button>
            ) : null}
          </div>
          {entries.length === 0 ? (
            <p className={styles.note}>{list.data ? t('notifications.empty') : t('notifications.loading')}</p>
          ) : (
            <ul className={styles.list}>
              {entries.map((notification) => (
                <li key={notification.id}>
                  <NotificationEntry notification={notification} onOpen={() => markSeen(notification)} />
                </li>
              ))}
            </ul>
          )}
          <Link to={to('/user/notifications')} className={styles.seeAll}>
            {t('notifications.see_all')}
          </Link>
        </section>
      ) : null}
      <NotificationNotices
        notice={notices.shown}
        onHold={holdNotice}
        onLeave={noticeGone}
        onDismiss={(id) => {
          noticeGone(id);
          // The focus was on the notice's Close: it goes to the bell, which keeps the notice.
          bell.current?.focus();
        }}
        onOpen={(notification) => {
          markSeen(notification);
          noticeGone(notification.id);
        }}
      />
    </div>
  );
}

/** Live arrivals first, then the loaded page, each once; what was opened here shows as seen. */
function mergeEntries(
  live: NotificationView[],
  loaded: NotificationView[],
  seen: ReadonlySet<string>,
): NotificationView[] {
  const known = new Set<string>();
  const merged: NotificationView[] = [];
  for (const notification of [...live, ...loaded]) {
    if (known.has(notification.id)) continue;
    known.add(notification.id);
    merged.push(seen.has(notification.id) ? { ...notification, seen_by_user: true } : notification);
  }
  return merged.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

function noSubscription() {
  return () => undefined;
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M10 20.5a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
