import { type Ref, useEffect } from 'react';
import { Link } from 'react-router';
import type { ChatWindow } from '../../../common/chat/chat-protocol.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { loadThread, setConversationVisible } from '../../lib/chat/chat-client.ts';
import { queuedFor } from '../../lib/chat/chat-outbox.ts';
import { EMPTY_THREAD } from '../../lib/chat/chat-store.ts';
import { useChatState } from '../../lib/chat/use-chat.ts';
import { ChatComposer } from './chat-composer.tsx';
import styles from './chat-conversation.module.css';
import { ChatMessageList } from './chat-message-list.tsx';

/**
 * One conversation as shown in a floating window and on /user/messages/{id}: the ad it is about
 * (cover, title, link), a warning for the buyer when the seller wrote something that looks like
 * a scam, the messages, the typing indicator, and the text box. While it is on screen, what the
 * other side writes counts as read.
 */
export function ChatConversation({
  conversation,
  inputRef,
  onScreen,
}: {
  conversation: ChatWindow;
  inputRef?: Ref<HTMLTextAreaElement>;
  onScreen: boolean;
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const state = useChatState();
  const { chatWindowId, classified, user } = conversation;
  const thread = state.threads[chatWindowId] ?? EMPTY_THREAD;
  const role = thread.role ?? conversation.user_type;
  const typing = (state.typing[chatWindowId] ?? 0) > Date.now();
  const flagged =
    role === 'buyer' && thread.messages.some((message) => message.user_type === 'seller' && message.scam_warning);

  useEffect(() => {
    void loadThread(chatWindowId);
  }, [chatWindowId]);

  useEffect(() => {
    setConversationVisible(chatWindowId, onScreen);
    return () => setConversationVisible(chatWindowId, false);
  }, [chatWindowId, onScreen]);

  return (
    <div className={styles.conversation}>
      <Link className={styles.ad} to={to(`/s/${classified.slug}`)}>
        {classified.cover ? (
          <img className={styles.cover} src={classified.cover} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className={styles.cover} aria-hidden="true" />
        )}
        <span className={styles.adTitle}>{classified.title}</span>
      </Link>
      {flagged ? (
        <p className={styles.warning} role="note">
          <strong>{t('chat.scam_warning.title')}</strong> {t('chat.scam_warning.text')}
        </p>
      ) : null}
      <ChatMessageList
        chatWindowId={chatWindowId}
        thread={thread}
        role={role}
        queued={queuedFor(state.outbox, chatWindowId)}
        refused={state.refused.filter((item) => item.chatWindowId === chatWindowId)}
        connected={state.connected}
      />
      <p className={styles.typing} aria-live="polite">
        {typing ? t('chat.typing', { name: user.name }) : ''}
      </p>
      {conversation.blocked ? (
        <p className={styles.blocked}>{t('chat.blocked')}</p>
      ) : (
        <ChatComposer chatWindowId={chatWindowId} inputRef={inputRef} />
      )}
    </div>
  );
}
