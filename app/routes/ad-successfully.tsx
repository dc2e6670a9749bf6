import { Link } from 'react-router';
import { findOwnAdBySlug } from '../../server/ads/ad-drafts.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/ad-successfully';

/** /ad-successfully: the ad is with the moderators (or, edited and still approved, public); what happens next, and where to go. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  const asked = url.searchParams.get('ad');
  const slug = asked && /^[a-z0-9-]{1,120}$/.test(asked) ? asked : null;
  // An edit that kept the ad approved is public already (decision 0059): say so, not "on its way".
  const ad = slug ? await findOwnAdBySlug({ ownerId: user.id, slug }) : undefined;
  return { slug, live: ad?.status === 'approved', waiting: ad?.status === 'approved' && ad.awaitingReview };
}

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

export default function AdSuccessfully({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  return (
    <AuthCard
      title={t(loaderData.live ? 'posting.done.live_title' : 'posting.done.title')}
      intro={
        <p>
          {t(
            loaderData.waiting
              ? 'posting.done.waiting_text'
              : loaderData.live
                ? 'posting.done.live_text'
                : 'posting.done.text',
          )}
        </p>
      }
    >
      <p>
        <Link className="button button-primary" to={to('/user/settings/classifieds-active')}>
          {t('posting.done.my_ads')}
        </Link>
      </p>
      {loaderData.slug ? (
        <p>
          <Link to={to(`/s/${loaderData.slug}`)}>{t('posting.done.see_ad')}</Link>
        </p>
      ) : null}
      <p>
        <Link to={to('/s/add')}>{t('posting.done.another')}</Link>
      </p>
    </AuthCard>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('posting.done.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
