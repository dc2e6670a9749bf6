import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { useRootData } from '../../lib/use-root-data.ts';

/** The query that brings a guest back from signing in with the chat opening (`?chat=1`). */
const OPEN_CHAT = 'chat';

/**
 * "Contact the seller" (issue 7): a signed-in buyer gets the conversation about this ad in a
 * floating window (a page on phones); a guest signs in first and comes back to the ad with it
 * opening. The chat's code loads on the first press, so the ad page stays light.
 */
export function ContactSellerButton({ slug, className }: { slug: string; className: string }) {
  const { t, locale } = useI18n();
  const to = useLocalizedPath();
  const { user, csrf } = useRootData();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');

  async function contact() {
    setProblem('');
    const [{ startAdChat }, { PHONE_QUERY }] = await Promise.all([
      import('../../lib/chat/start-ad-chat.ts'),
      import('./use-is-phone.ts'),
    ]);
    const asPage = window.matchMedia(PHONE_QUERY).matches;
    const result = await startAdChat({ api: { locale, csrf }, slug, asPage });
    if (!result.ok) setProblem(t(result.error === 'own_ad' ? 'chat.own_ad' : 'chat.unavailable'));
    else if (asPage) void navigate(to(`/user/messages/${result.chatWindowId}`));
  }

  // Back from signing in: open the conversation once, and drop the query so a reload does not.
  const comingBack = user !== null && new URLSearchParams(search).has(OPEN_CHAT);
  useEffect(() => {
    if (!comingBack) return;
    void navigate(pathname, { replace: true, preventScrollReset: true });
    void contact();
  }, [comingBack]);

  return (
    <>
      {user ? (
        <button type="button" className={className} onClick={() => void contact()}>
          {t('chat.contact_seller')}
        </button>
      ) : (
        <Link className={className} to={`${to('/sign-in')}?redirectTo=${encodeURIComponent(`${pathname}?${OPEN_CHAT}=1`)}`}>
          {t('chat.contact_seller')}
        </Link>
      )}
      {problem ? <p role="alert">{problem}</p> : null}
    </>
  );
}
