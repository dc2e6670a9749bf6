import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-localized-path.ts';
import { useRootData } from '../../lib/use-root-data.ts';

/**
 * "Contact the seller" (issue 7). A signed-in buyer's press asks the chat dock (loaded for
 * signed-in users only) to open the conversation about this ad (before hydration the form posts
 * to /user/messages, which opens it as a page); a guest signs in first and comes
 * back to the ad with `?chat={slug}`, which the dock opens once. Nothing of the chat weighs on
 * the ad page itself.
 */
export function ContactSellerButton({
  slug,
  className,
  label = 'chat.contact_seller',
}: {
  slug: string;
  className: string;
  /** The phone's bottom bar says just "Chat". */
  label?: 'chat.contact_seller' | 'ad.contact_bar.chat';
}) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { user, csrf } = useRootData();
  const text = t(label);
  return user ? (
    // Before the page's JavaScript runs, the form opens the conversation's page instead.
    <form
      method="post"
      action={to('/user/messages')}
      onSubmit={(event) => {
        event.preventDefault();
        void import('../../lib/chat/chat-store.ts').then((module) => module.requestAdChat(slug));
      }}
    >
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="classified" value={slug} />
      <button type="submit" className={className}>
        {text}
      </button>
    </form>
  ) : (
    <Link
      className={className}
      to={`${to('/sign-in')}?redirectTo=${encodeURIComponent(`${to(`/s/${slug}`)}?chat=${slug}`)}`}
    >
      {text}
    </Link>
  );
}
