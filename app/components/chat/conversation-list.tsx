import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ChatWindow } from '../../../common/chat/chat-protocol.ts';
import { INTL_TAG } from '../../../common/locale/locales.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { formatMessageDate, formatMessageTime } from '../../lib/chat/message-time.ts';
import { unreadLabel } from '../../lib/chat/unread-label.ts';
import { Avatar } from '../avatar.tsx';
import styles from './conversation-list.module.css';

/** /user/messages: each conversation with its ad (cover, title), the other person, the last message and the unread count. */
export function ConversationList({ conversations, current }: { conversations: ChatWindow[]; current: string | null }) {
  const { t, locale } = useI18n();
  const to = useLocalizedPath();
  // Times depend on the reader's time zone, which the server does not know: written once in the browser.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const today = hydrated ? formatMessageDate(new Date().toISOString(), INTL_TAG[locale]) : '';

  if (conversations.length === 0) return <p className={styles.empty}>{t('chat.list.empty')}</p>;
  return (
    <ul className={styles.list}>
      {conversations.map((conversation) => {
        const last = conversation.lastMessage;
        const when = last && hydrated ? formatMessageDate(last.createdAt, INTL_TAG[locale]) : '';
        return (
          <li key={conversation.chatWindowId}>
            <Link
              className={styles.item}
              to={to(`/user/messages/${conversation.chatWindowId}`)}
              aria-current={conversation.chatWindowId === current ? 'page' : undefined}
            >
              <span className={styles.cover}>
                {conversation.classified.cover ? (
                  <img src={conversation.classified.cover} alt="" width={56} height={56} loading="lazy" />
                ) : null}
                <Avatar
                  className={styles.avatar}
                  name={conversation.user.name}
                  url={conversation.user.avatar}
                  size={28}
                />
              </span>
              <span className={styles.text}>
                <span className={styles.top}>
                  <span className={styles.name}>{conversation.user.name}</span>
                  {last && hydrated ? (
                    <time className={styles.time} dateTime={last.createdAt}>
                      {when === today ? formatMessageTime(last.createdAt, INTL_TAG[locale]) : when}
                    </time>
                  ) : null}
                </span>
                <span className={styles.ad}>{conversation.classified.title}</span>
                <span className={styles.last}>
                  {last
                    ? last.user_type === conversation.user_type
                      ? t('chat.list.you', { message: last.message })
                      : last.message
                    : t('chat.list.no_messages')}
                </span>
              </span>
              {conversation.unread > 0 ? (
                <span className={styles.badge}>
                  {unreadLabel(conversation.unread)}
                  <span className="visually-hidden"> {t('chat.unread', { count: conversation.unread })}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
