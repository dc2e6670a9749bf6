import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { requestAdChat } from '../../lib/chat/chat-store.ts';
import { startAdChat } from '../../lib/chat/start-ad-chat.ts';
import { useRootData } from '../../lib/use-root-data.ts';

/**
 * Opens the conversation "Contact the seller" asked for (`request`), or that a guest asked for
 * before signing in (`?chat={slug}` on the page they come back to, dropped at once so a reload
 * does not open it again): a floating window, or the conversation's page on a phone. Returns the
 * problem to show, if any.
 */
export function useAdChatRequest(request: string | null): string {
  const { t, locale } = useI18n();
  const to = useLocalizedPath();
  const { csrf } = useRootData();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');

  const comingBack = new URLSearchParams(search).get('chat');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the query appears
  useEffect(() => {
    if (!comingBack) return;
    void navigate(pathname, { replace: true, preventScrollReset: true });
    requestAdChat(comingBack);
  }, [comingBack]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per request
  useEffect(() => {
    if (!request) return;
    requestAdChat(null);
    setProblem('');
    void startAdChat({ api: { locale, csrf }, slug: request }).then((result) => {
      if (!result.ok) setProblem(t(`chat.${result.error}`));
      else if (result.asPage) void navigate(to(`/user/messages/${result.chatWindowId}`));
    });
  }, [request]);

  return problem;
}
