import { useEffect, useRef } from 'react';
import type { ChatWindow } from '../../../common/chat/chat-protocol.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { closeFloatingChat, focusHandled, minimiseFloatingChat } from '../../lib/chat/chat-client.ts';
import { chatWindowRightOffset } from '../../lib/chat/chat-windows.ts';
import { unreadLabel } from '../../lib/chat/unread-label.ts';
import { Avatar } from '../avatar.tsx';
import { ChatConversation } from './chat-conversation.tsx';
import styles from './floating-chat-window.module.css';

/**
 * A conversation docked at the bottom right (spec §2 floating chat window, §9 offsets): its place
 * comes from its index among the open windows, so closing one moves the later ones over.
 */
export function FloatingChatWindow({
  conversation,
  index,
  minimised,
  focusRequested,
}: {
  conversation: ChatWindow;
  index: number;
  minimised: boolean;
  focusRequested: boolean;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLTextAreaElement>(null);
  const head = useRef<HTMLButtonElement>(null);
  const { chatWindowId, user, classified } = conversation;
  const titleId = `chat-window-title-${chatWindowId}`;

  useEffect(() => {
    if (!focusRequested || minimised) return;
    input.current?.focus();
    focusHandled();
  }, [focusRequested, minimised]);

  function close() {
    closeFloatingChat(chatWindowId);
    // The window is gone: the keyboard goes back to the chat bar rather than to the page's top.
    document.getElementById('chat-bar-toggle')?.focus();
  }

  return (
    <section
      className={styles.window}
      style={{ insetInlineEnd: chatWindowRightOffset(index) }}
      aria-labelledby={titleId}
      data-minimised={minimised || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !minimised) {
          minimiseFloatingChat(chatWindowId, true);
          head.current?.focus();
        }
      }}
    >
      <header className={styles.head}>
        <button
          ref={head}
          type="button"
          className={styles.title}
          aria-expanded={!minimised}
          onClick={() => minimiseFloatingChat(chatWindowId, !minimised)}
        >
          <Avatar name={user.name} url={user.avatar} size={32} />
          <span id={titleId} className={styles.name}>
            {user.name}
            <span className="visually-hidden">, {t('chat.about', { title: classified.title })}</span>
          </span>
          {minimised && conversation.unread > 0 ? (
            <span className={styles.badge}>
              {unreadLabel(conversation.unread)}
              <span className="visually-hidden"> {t('chat.unread', { count: conversation.unread })}</span>
            </span>
          ) : null}
        </button>
        <button type="button" className={styles.action} onClick={() => minimiseFloatingChat(chatWindowId, !minimised)}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            {minimised ? (
              <path d="m5 12 5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            ) : (
              <path d="M5 14h10" stroke="currentColor" strokeWidth="2" />
            )}
          </svg>
          <span className="visually-hidden">{minimised ? t('chat.restore') : t('chat.minimise')}</span>
        </button>
        <button type="button" className={styles.action} onClick={close}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{t('chat.close')}</span>
        </button>
      </header>
      {minimised ? null : <ChatConversation conversation={conversation} inputRef={input} onScreen />}
    </section>
  );
}
