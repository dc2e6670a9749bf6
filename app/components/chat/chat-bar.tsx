import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { openFloatingChat, toggleChatBar } from '../../lib/chat/chat-client.ts';
import type { ChatSnapshot } from '../../lib/chat/chat-store.ts';
import { unreadLabel } from '../../lib/chat/unread-label.ts';
import { Avatar } from '../avatar.tsx';
import styles from './chat-bar.module.css';
import { PHONE_QUERY } from './use-is-phone.ts';
import { useStepAside } from './use-step-aside.ts';

/** How many conversations the bar lists; the rest are on /user/messages. */
const BAR_CONVERSATIONS = 8;

/**
 * The vertical chat bar (spec §2): a show-button with the total unread count and, when shown, the
 * latest conversations with their own counters ('+99' above 99, spec §9). A conversation opens
 * as a floating window, or as a page on a phone. No error is ever shown here (spec §8).
 */
export function ChatBar({ state }: { state: ChatSnapshot }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const total = state.conversations.reduce((sum, conversation) => sum + conversation.unread, 0);
  const shown = state.conversations.slice(0, BAR_CONVERSATIONS);
  const aside = useStepAside(!state.barOpen);

  function open(chatWindowId: string) {
    if (window.matchMedia(PHONE_QUERY).matches) void navigate(to(`/user/messages/${chatWindowId}`));
    else openFloatingChat(chatWindowId);
  }

  return (
    <div className={styles.bar} data-aside={aside || undefined}>
      <button
        id="chat-bar-toggle"
        type="button"
        className={styles.toggle}
        aria-expanded={state.barOpen}
        aria-controls="chat-bar-list"
        onClick={() => toggleChatBar(!state.barOpen)}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">
          {state.barOpen ? t('chat.bar.hide') : t('chat.bar.show')}
          {total > 0 ? `, ${t('chat.unread', { count: total })}` : ''}
        </span>
        {total > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {unreadLabel(total)}
          </span>
        ) : null}
      </button>
      <nav id="chat-bar-list" className={styles.list} aria-label={t('chat.bar.label')} hidden={!state.barOpen}>
        <ul>
          {shown.map((conversation) => (
            <li key={conversation.chatWindowId}>
              <button
                type="button"
                className={styles.person}
                title={`${conversation.user.name} · ${conversation.classified.title}`}
                onClick={() => open(conversation.chatWindowId)}
              >
                <Avatar name={conversation.user.name} url={conversation.user.avatar} size={44} />
                <span className="visually-hidden">
                  {conversation.user.name}, {t('chat.about', { title: conversation.classified.title })}
                  {conversation.unread > 0 ? `, ${t('chat.unread', { count: conversation.unread })}` : ''}
                </span>
                {conversation.unread > 0 ? (
                  <span className={styles.badge} aria-hidden="true">
                    {unreadLabel(conversation.unread)}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
          <li>
            <Link className={styles.all} to={to('/user/messages')} title={t('chat.bar.all')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M5 7h14M5 12h14M5 17h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{t('chat.bar.all')}</span>
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
