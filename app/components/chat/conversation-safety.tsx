import { type FormEvent, useState } from 'react';
import { CHAT_REPORT_MAX_LENGTH, type ChatWindow } from '../../../common/chat/chat-protocol.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { blockChatWindow, reportChatWindow } from '../../lib/chat/chat-api.ts';
import { upsertConversation } from '../../lib/chat/chat-client.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import styles from './conversation-safety.module.css';

/** Block the other person (and unblock), and report the conversation to the administration (issue 7 safety). */
export function ConversationSafety({ conversation }: { conversation: ChatWindow }) {
  const { t, locale } = useI18n();
  const { csrf } = useRootData();
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState('');
  const api = { locale, csrf };
  const { chatWindowId } = conversation;

  async function toggleBlock() {
    const window = await blockChatWindow(api, chatWindowId, !conversation.blocked);
    if (!window) return setNotice(t('chat.unavailable'));
    upsertConversation(window);
    setNotice(
      window.blocked
        ? t('chat.safety.blocked_done', { name: conversation.user.name })
        : t('chat.safety.unblocked_done'),
    );
  }

  async function report(event: FormEvent) {
    event.preventDefault();
    const done = await reportChatWindow(api, chatWindowId, reason.trim());
    setNotice(done ? t('chat.safety.reported') : t('chat.unavailable'));
    if (done) {
      setReporting(false);
      setReason('');
    }
  }

  return (
    <div className={styles.safety}>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => void toggleBlock()}>
          {conversation.blocked ? t('chat.safety.unblock') : t('chat.safety.block', { name: conversation.user.name })}
        </button>
        <button
          type="button"
          className={styles.action}
          aria-expanded={reporting}
          onClick={() => setReporting(!reporting)}
        >
          {t('chat.safety.report')}
        </button>
      </div>
      {reporting ? (
        <form className={styles.form} onSubmit={report}>
          <label htmlFor={`report-${chatWindowId}`}>{t('chat.safety.report_reason')}</label>
          <textarea
            id={`report-${chatWindowId}`}
            rows={3}
            maxLength={CHAT_REPORT_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className="button">
            {t('chat.safety.report_send')}
          </button>
        </form>
      ) : null}
      <p className={styles.notice} role="status">
        {notice}
      </p>
    </div>
  );
}
