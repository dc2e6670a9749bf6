import { Link } from 'react-router';
import { turnOffAlerts } from '../../server/saved-searches/saved-searches.ts';
import { readUnsubscribeToken } from '../../server/saved-searches/unsubscribe-token.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/saved-search-unsubscribe';

/**
 * /saved-searches/unsubscribe?token=: the link at the foot of every alert mail. One click turns
 * that search's alerts off, signed in or not: the signed token is the authority, and turning
 * alerts off twice is harmless.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const id = readUnsubscribeToken(url.searchParams.get('token'));
  const name = id ? await turnOffAlerts({ id }) : undefined;
  return { name: name ?? null };
}

// A special page: no search bar (docs/decisions/0015-search-bar.md).
export const handle = { hideSearch: true };

export default function SavedSearchUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { name } = loaderData;
  return (
    <AuthCard
      title={t(name === null ? 'errors.not_found' : 'saved_searches.unsubscribe.title')}
      intro={
        <p>
          {name === null ? t('saved_searches.unsubscribe.invalid') : t('saved_searches.unsubscribe.body', { name })}
        </p>
      }
    >
      <p>
        <Link className="button button-primary" to={to('/user/settings/search-saved')}>
          {t('saved_searches.unsubscribe.manage')}
        </Link>
      </p>
    </AuthCard>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(metaTranslator(matches)('saved_searches.unsubscribe.title')),
    { name: 'robots', content: 'noindex' },
  ];
}

export const ErrorBoundary = RouteErrorBoundary;
