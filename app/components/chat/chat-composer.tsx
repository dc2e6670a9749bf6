import { type FormEvent, lazy, type Ref, Suspense, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../common/chat/chat-protocol.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { sendChatMessage, sendTyping } from '../../lib/chat/chat-client.ts';
import { chatKeyAction, chatTextToSend } from '../../lib/chat/chat-input.ts';
import styles from './chat-composer.module.css';

const EmojiPicker = lazy(() => import('./emoji/emoji-picker.tsx').then((module) => ({ default: module.EmojiPicker })));
// Loaded only online (it checks the rest itself: undecided, not asked before); a failed load shows nothing.
// Nothing of it is imported here: a chunk shared with the ad page's code grows every page's scripts.
const PushInvite = lazy(() =>
  import('../push/push-invite.tsx').then(
    (module) => ({ default: module.PushInvite }),
    () => ({ default: () => null }),
  ),
);

/** The text box (spec §5: Enter sends, Shift+Enter new line, trimmed, empty ignored), the emoji picker and Send. */
export function ChatComposer({
  chatWindowId,
  inputRef,
}: {
  chatWindowId: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [picking, setPicking] = useState(false);
  // After the first message sent here: the one-time question about push notifications (issue 34).
  const [invite, setInvite] = useState(false);
  const box = useRef<HTMLTextAreaElement | null>(null);
  const emojiButton = useRef<HTMLButtonElement>(null);
  const id = `chat-input-${chatWindowId}`;

  function send(event?: FormEvent) {
    event?.preventDefault();
    // The box's own value: words typed before the page hydrated never reached `text`.
    const message = chatTextToSend(box.current?.value ?? text);
    if (message === null) return;
    sendChatMessage(chatWindowId, message);
    if (!invite && navigator.onLine && 'PushManager' in window) setInvite(true);
    setText('');
    if (box.current) box.current.value = '';
    box.current?.focus();
  }

  function insert(emoji: string) {
    const field = box.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  }

  return (
    <>
      {invite ? (
        <Suspense fallback={null}>
          <PushInvite reason="chat" />
        </Suspense>
      ) : null}
      <form className={styles.composer} onSubmit={send}>
        {picking ? (
          <Suspense fallback={null}>
            <EmojiPicker
              onPick={insert}
              onClose={() => {
                setPicking(false);
                emojiButton.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
        <button
          ref={emojiButton}
          type="button"
          className={styles.icon}
          aria-expanded={picking}
          onClick={() => setPicking(!picking)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M8.5 14.5a4.5 4.5 0 0 0 7 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
            <circle cx="9" cy="10" r="1.2" fill="currentColor" />
            <circle cx="15" cy="10" r="1.2" fill="currentColor" />
          </svg>
          <span className="visually-hidden">{t('chat.emoji.open')}</span>
        </button>
        <label className="visually-hidden" htmlFor={id}>
          {t('chat.input_label')}
        </label>
        <textarea
          ref={(node) => {
            box.current = node;
            if (typeof inputRef === 'function') inputRef(node);
            else if (inputRef) inputRef.current = node;
          }}
          id={id}
          className={styles.input}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('chat.input_placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() !== '') sendTyping(chatWindowId);
          }}
          onKeyDown={(event) => {
            if (
              chatKeyAction({
                key: event.key,
                shiftKey: event.shiftKey,
                isComposing: event.nativeEvent.isComposing,
              }) === 'send'
            ) {
              event.preventDefault();
              send();
            }
          }}
        />
        <button type="submit" className={`${styles.icon} ${styles.send}`}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M3.5 20.5 21 12 3.5 3.5l2.8 8.5-2.8 8.5Zm2.8-8.5H13"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span className="visually-hidden">{t('chat.send')}</span>
        </button>
      </form>
    </>
  );
}
