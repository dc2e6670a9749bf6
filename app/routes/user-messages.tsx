import { Link, redirect } from 'react-router';
import { localeFromPath, localizePath } from '../../common/locale/locale-path.ts';
import { openWindowBody } from '../../server/chat/chat-schemas.ts';
import { findWindow, listWindows, openConversation } from '../../server/chat/conversations.ts';
import { conflict, invalidInput, notFound, unknownIntent } from '../../server/http/app-errors.ts';
import { actOnTrade, findTradeState, TRADE_ACTIONS, type TradeAction } from '../../server/trust/trades.ts';
import { Avatar } from '../components/avatar.tsx';
import { ChatConversation } from '../components/chat/chat-conversation.tsx';
import { ConversationList } from '../components/chat/conversation-list.tsx';
import { ConversationSafety } from '../components/chat/conversation-safety.tsx';
import styles from '../components/chat/messages-page.module.css';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { TradeActions } from '../components/trust/trade-actions.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { useChatState } from '../lib/chat/use-chat.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { optionalUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/user-messages';

/**
 * /user/messages/{message?} (spec §2): the signed-in user's conversations and, with an id, that
 * conversation. A guest signs in first and comes back here; an id the reader does not take part
 * in is a 404, like one that does not exist.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const user = requireSignedIn({ context, url });
  const [windows, current, trade] = await Promise.all([
    listWindows({ userId: user.id }),
    params.message ? findWindow({ conversationId: params.message, userId: user.id }) : undefined,
    params.message ? findTradeState({ conversationId: params.message, userId: user.id }) : undefined,
  ]);
  if (params.message && !current) notFound();
  return { windows, current: current ?? null, trade: trade ?? null };
}

/**
 * "Contact the seller" before the page's JavaScript runs (the ad page's form posts here): the
 * reader's conversation about the ad, created on first use, then its page. In a conversation, the
 * seller's `intent` reserve, unreserve or sold_to_buyer (issue 31); not theirs to change is a 404.
 */
export async function action({ context, url, request, params }: Route.ActionArgs) {
  const user = requireSignedIn({ context, url });
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent !== null) {
    if (!TRADE_ACTIONS.includes(intent as TradeAction)) unknownIntent();
    if (!params.message) invalidInput();
    const done = await actOnTrade({ userId: user.id, conversationId: params.message, action: intent as TradeAction });
    if (!done) notFound();
    return { done: intent };
  }
  const body = openWindowBody.safeParse({ classified: formData.get('classified') });
  if (!body.success) invalidInput();
  const result = await openConversation({ classifiedSlug: body.data.classified, buyerId: user.id });
  if (!result.ok) {
    if (result.error === 'own_ad') conflict('errors.not_found');
    notFound();
  }
  return redirect(localizePath(`/user/messages/${result.window.chatWindowId}`, localeFromPath(url.pathname)));
}

/** A guest signs in first and comes back to the same address. */
function requireSignedIn({ context, url }: Pick<Route.LoaderArgs, 'context' | 'url'>) {
  const user = optionalUser({ context });
  if (user) return user;
  const signIn = localizePath('/sign-in', localeFromPath(url.pathname));
  throw redirect(`${signIn}?redirectTo=${encodeURIComponent(url.pathname)}`);
}

// The page shows the conversations itself: no chat bar or floating windows over it.
export const handle = { hideChat: true };

export default function UserMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const state = useChatState();
  const conversations = state.ready ? state.conversations : loaderData.windows;
  const currentId = loaderData.current?.chatWindowId ?? null;
  const current = currentId
    ? (state.conversations.find((item) => item.chatWindowId === currentId) ?? loaderData.current)
    : null;
  return (
    <div className={`container ${styles.page}`} data-conversation={current ? '' : undefined}>
      <section className={styles.list} aria-labelledby="messages-title">
        <h1 id="messages-title" className={styles.title}>
          {t('chat.list.title')}
        </h1>
        <ConversationList conversations={conversations} current={currentId} />
      </section>
      {current ? (
        <section className={styles.conversation} aria-labelledby="conversation-title">
          <header className={styles.head}>
            <Link className={styles.back} to={to('/user/messages')}>
              <span aria-hidden="true">←</span> {t('chat.list.back')}
            </Link>
            <div className={styles.who}>
              <Avatar name={current.user.name} url={current.user.avatar} size={40} />
              <h2 id="conversation-title" className={styles.name}>
                {current.user.name}
                <span className={styles.role}>
                  {current.user_type === 'buyer' ? t('chat.role.seller') : t('chat.role.buyer')}
                </span>
              </h2>
            </div>
            {loaderData.trade ? <TradeActions trade={loaderData.trade} name={current.user.name} /> : null}
            <ConversationSafety conversation={current} />
          </header>
          <ChatConversation key={current.chatWindowId} conversation={current} onScreen />
        </section>
      ) : (
        <p className={styles.choose}>{conversations.length > 0 ? t('chat.list.choose') : ''}</p>
      )}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('chat.list.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
