import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../../../common/chat/chat-protocol.ts';
import { INTL_TAG } from '../../../common/locale/locales.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { dismissRefused, loadOlderMessages } from '../../lib/chat/chat-client.ts';
import { type ChatRole, deliveryMarker, isOwnMessage } from '../../lib/chat/chat-messages.ts';
import type { QueuedMessage } from '../../lib/chat/chat-outbox.ts';
import type { ChatThread, RefusedMessage } from '../../lib/chat/chat-store.ts';
import { formatMessageDate, formatMessageTime } from '../../lib/chat/message-time.ts';
import styles from './chat-message-list.module.css';

/** A reader this close to the bottom is reading the newest messages. */
const AT_END_PX = 24;
/** Start loading older messages when the reader scrolls this close to the top. */
const LOAD_OLDER_AT_PX = 48;

/**
 * A conversation's messages, oldest first, with a date line where the day changes (DD/MM/YYYY),
 * each message's time (HH:mm) and, on the reader's own, the delivery marker (spec §4). Messages
 * still in the queue follow, marked as not sent yet. Scrolling to the top loads older ones.
 */
export function ChatMessageList({
  chatWindowId,
  thread,
  role,
  queued,
  refused,
  connected,
}: {
  chatWindowId: string;
  thread: ChatThread;
  role: ChatRole;
  queued: QueuedMessage[];
  refused: RefusedMessage[];
  connected: boolean;
}) {
  const { t, locale } = useI18n();
  const intl = INTL_TAG[locale];
  const list = useRef<HTMLDivElement>(null);
  const previous = useRef({ first: '', count: 0, height: 0 });

  // Older messages added at the top keep the reader's place; new ones at the bottom scroll into
  // view when the reader was at the bottom already (or wrote them).
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return;
    const first = thread.messages[0]?.id ?? '';
    const count = thread.messages.length + queued.length;
    const before = previous.current;
    if (before.first && first !== before.first && before.count > 0) {
      node.scrollTop += node.scrollHeight - before.height;
    } else if (count !== before.count) {
      node.scrollTop = node.scrollHeight;
    }
    previous.current = { first, count, height: node.scrollHeight };
  }, [thread.messages, queued.length]);

  // The list gets shorter when something opens below it (the push question after a first message,
  // a phone's keyboard): a reader at the newest message stays at it.
  const atEnd = useRef(true);
  useEffect(() => {
    const node = list.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) node.scrollTop = node.scrollHeight;
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  let day = '';
  return (
    <div
      ref={list}
      className={styles.scroller}
      onScroll={(event) => {
        const node = event.currentTarget;
        atEnd.current = node.scrollHeight - node.scrollTop - node.clientHeight < AT_END_PX;
        if (node.scrollTop < LOAD_OLDER_AT_PX) void loadOlderMessages(chatWindowId);
      }}
    >
      {thread.hasMore ? (
        <button type="button" className={styles.older} onClick={() => void loadOlderMessages(chatWindowId)}>
          {t('chat.load_older')}
        </button>
      ) : null}
      {thread.loaded && thread.messages.length === 0 && queued.length === 0 ? (
        <p className={styles.empty}>{role === 'buyer' ? t('chat.empty_buyer') : t('chat.empty_seller')}</p>
      ) : null}
      <ol className={styles.messages} aria-label={t('chat.messages_label')}>
        {thread.messages.map((message) => {
          const date = formatMessageDate(message.createdAt, intl);
          const dateLine = date !== day ? date : null;
          day = date;
          return <MessageItem key={message.id} message={message} role={role} dateLine={dateLine} intl={intl} />;
        })}
        {queued.map((item) => (
          <li key={item.clientId} className={`${styles.item} ${styles.own}`}>
            <p className={`${styles.bubble} ${styles.pending}`}>{item.message}</p>
            <p className={styles.meta}>{connected ? t('chat.sending') : t('chat.waiting_connection')}</p>
          </li>
        ))}
        {refused.map((item) => (
          <li key={item.clientId} className={`${styles.item} ${styles.own}`}>
            <p className={`${styles.bubble} ${styles.refused}`}>{item.message}</p>
            <p className={styles.meta}>
              <span role="alert">
                {t(
                  item.error === 'blocked'
                    ? 'chat.refused_blocked'
                    : item.error === 'too_long'
                      ? 'chat.refused_too_long'
                      : item.error === 'invalid_text'
                        ? 'chat.refused_invalid_text'
                        : 'chat.refused',
                )}
              </span>{' '}
              <button type="button" className={styles.dismiss} onClick={() => dismissRefused(item.clientId)}>
                {t('chat.dismiss')}
              </button>
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

function MessageItem({
  message,
  role,
  dateLine,
  intl,
}: {
  message: ChatMessage;
  role: ChatRole;
  dateLine: string | null;
  intl: string;
}) {
  const { t } = useI18n();
  const own = isOwnMessage(message, role);
  const marker = deliveryMarker(message, role);
  const flagged = !own && role === 'buyer' && message.scam_warning;
  return (
    <li className={`${styles.item} ${own ? styles.own : ''}`}>
      {dateLine ? (
        <p className={styles.day}>
          <time dateTime={message.createdAt.slice(0, 10)}>{dateLine}</time>
        </p>
      ) : null}
      <p className={`${styles.bubble} ${flagged ? styles.flagged : ''}`}>
        <span className="visually-hidden">
          {own
            ? t('chat.you_wrote')
            : t('chat.they_wrote', { name: (role === 'buyer' ? message.user_seller : message.user_buyer).name })}{' '}
        </span>
        {message.message}
      </p>
      <p className={styles.meta}>
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, intl)}</time>
        {marker ? (
          <span className={`${styles.marker} ${marker === 'read' ? styles.read : ''}`} data-marker={marker}>
            <svg viewBox="0 0 22 12" width="20" height="11" aria-hidden="true" focusable="false">
              <path d="m1 6.5 3.5 3.5 7-8" fill="none" stroke="currentColor" strokeWidth="1.8" />
              {marker === 'read' ? <path d="m9.5 10 7-8" fill="none" stroke="currentColor" strokeWidth="1.8" /> : null}
            </svg>
            {t(marker === 'read' ? 'chat.marker.read' : 'chat.marker.delivery')}
          </span>
        ) : null}
      </p>
    </li>
  );
}
