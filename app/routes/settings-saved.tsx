import { Link } from 'react-router';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import { listSavedAds } from '../../server/engagement/favourites.ts';
import { AdCardGrid } from '../components/ad/ad-card-grid.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/settings-saved';
import styles from './settings-ads.module.css';

/** /user/settings/classifieds-saved (spec §2): the signed-in user's favourite ads, newest first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  return { ads: await listSavedAds({ userId: user.id, locale: localeFromPath(url.pathname) }) };
}

export default function SettingsSaved({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { ads } = loaderData;
  return (
    <section aria-labelledby="saved-title" className={styles.page}>
      <header className={styles.header}>
        <h1 id="saved-title" className={styles.title}>
          {t('settings.saved.title')}
        </h1>
        <p className={styles.intro}>{t('settings.saved.intro')}</p>
      </header>
      {ads.length === 0 ? (
        <EmptyState title={t('settings.saved.empty')}>
          <p>{t('settings.saved.empty_text')}</p>
          <Link className="button button-primary" to={to('/search')}>
            {t('settings.saved.browse')}
          </Link>
        </EmptyState>
      ) : (
        // Every ad here is a favourite: its heart takes it off the list.
        <AdCardGrid ads={ads} favourites={ads.map((ad) => ad.slug)} />
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)('settings.saved.title'));
}

export const ErrorBoundary = RouteErrorBoundary;
