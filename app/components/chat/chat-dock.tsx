import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { startChatClient } from '../../lib/chat/chat-client.ts';
import { useChatState } from '../../lib/chat/use-chat.ts';
import { useRealtimeSocket } from '../../lib/realtime/realtime-context.tsx';
import { useRootData } from '../../lib/use-root-data.ts';
import { ChatBar } from './chat-bar.tsx';
import styles from './chat-dock.module.css';
import { FloatingChatWindow } from './floating-chat-window.tsx';
import { useAdChatRequest } from './use-ad-chat-request.ts';
import { useIsPhone } from './use-is-phone.ts';

/**
 * The signed-in user's chat on every page (loaded lazily, never for guests): starts the chat
 * client on the user's socket (spec §4 login sequence: the socket opens, then the conversations
 * load), and shows the chat bar, the floating windows (not on phones) and, for screen readers,
 * each incoming message. A page with `handle.hideChat` (/user/messages) shows the conversations itself.
 */
export function ChatDock() {
  const widgets = !useMatches().some((match) => (match.handle as { hideChat?: boolean } | undefined)?.hideChat);
  const { t, locale } = useI18n();
  const { user, csrf } = useRootData();
  const socket = useRealtimeSocket();
  const state = useChatState();
  const phone = useIsPhone();
  const userId = user?.id;
  const problem = useAdChatRequest(state.adChatRequest);

  useEffect(() => {
    if (!socket || !userId) return;
    return startChatClient({ socket, userId, api: { locale, csrf } });
  }, [socket, userId, locale, csrf]);

  // The page keeps clear of the floating windows: the ad page's sticky column ends above them
  // (--chat-windows-height, floating-chat-window.module.css).
  const windowsShown = widgets && !phone && state.open.length > 0;
  const windowsState = !windowsShown ? null : state.open.some((window) => !window.minimised) ? 'open' : 'minimised';
  useEffect(() => {
    if (!windowsState) return;
    document.documentElement.dataset.chatWindows = windowsState;
    return () => {
      delete document.documentElement.dataset.chatWindows;
    };
  }, [windowsState]);

  const announcement = state.announcement;
  const from = announcement
    ? announcement.user_type === 'buyer'
      ? announcement.user_buyer
      : announcement.user_seller
    : null;
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement && from ? t('chat.announce', { name: from.name, message: announcement.message }) : ''}
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {widgets ? (
        <>
          <ChatBar state={state} />
          {phone
            ? null
            : state.open.map((window, index) => {
                const conversation = state.conversations.find((item) => item.chatWindowId === window.chatWindowId);
                return conversation ? (
                  <FloatingChatWindow
                    key={window.chatWindowId}
                    conversation={conversation}
                    index={index}
                    minimised={window.minimised}
                    focusRequested={state.focusRequest === window.chatWindowId}
                  />
                ) : null;
              })}
        </>
      ) : null}
    </>
  );
}
