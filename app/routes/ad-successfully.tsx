import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/ad-successfully';

/** /ad-successfully: the ad is with the moderators; what happens next, and where to go. */
export function loader({ context, url }: Route.LoaderArgs) {
  requireUser({ context, url });
  const slug = url.searchParams.get('ad');
  return { slug: slug && /^[a-z0-9-]{1,120}$/.test(slug) ? slug : null };
}

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

export default function AdSuccessfully({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  return (
    <AuthCard title={t('posting.done.title')} intro={<p>{t('posting.done.text')}</p>}>
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
