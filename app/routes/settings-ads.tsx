import { Link } from 'react-router';
import { PLACEHOLDER_PHOTO } from '../../common/ads/placeholder-photo.ts';
import { localeFromPath } from '../../common/locale/locale-path.ts';
import type { AdPhotoView } from '../../server/ads/ad-photo-view.ts';
import { listOwnAds, type OwnAdList, type OwnAdView } from '../../server/ads/own-ads.ts';
import { notFound } from '../../server/http/app-errors.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { useI18n } from '../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { requireUser } from '../lib/route-guards.server.ts';
import type { Route } from './+types/settings-ads';
import styles from './settings-ads.module.css';

/** The three settings children of spec §2 share this module; the path's last segment picks the list. */
const LIST_BY_SEGMENT: Record<string, OwnAdList> = {
  'classifieds-active': 'active',
  'classifieds-draft': 'draft',
  'classifieds-inactive': 'inactive',
};

/** /user/settings/classifieds-active|draft|inactive: the signed-in user's own ads. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser({ context, url });
  const list = LIST_BY_SEGMENT[url.pathname.split('/').filter(Boolean).at(-1) ?? ''];
  if (!list) notFound();
  const ads = await listOwnAds({ ownerId: user.id, list, locale: localeFromPath(url.pathname) });
  return { list, ads, placeholder: PLACEHOLDER_PHOTO };
}

export default function SettingsAds({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const { list, ads, placeholder } = loaderData;
  return (
    <section aria-labelledby="ads-title" className={styles.page}>
      <header className={styles.header}>
        <h1 id="ads-title" className={styles.title}>
          {t(`settings.ads.nav_${list}`)}
        </h1>
        <p className={styles.intro}>{t(`settings.ads.intro_${list}`)}</p>
      </header>
      {ads.length === 0 ? (
        <EmptyState title={t(`settings.ads.empty_${list}`)}>
          <p>{t(`settings.ads.empty_${list}_text`)}</p>
          <Link className="button button-primary" to={to('/s/add')}>
            {t('settings.ads.post_ad')}
          </Link>
        </EmptyState>
      ) : (
        <ul className={styles.rows}>
          {ads.map((ad) => (
            <li key={ad.id}>
              <OwnAdRow ad={ad} placeholder={placeholder} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnAdRow({ ad, placeholder }: { ad: OwnAdView; placeholder: string }) {
  const { t } = useI18n();
  const to = useLocalizedPath();
  const titleId = `own-ad-${ad.id}`;
  const title = ad.title || t('settings.ads.untitled');
  const target = ad.publicPath ?? ad.editPath;
  const reason = ad.moderationReason;
  const tone =
    ad.state === 'published' ? styles.live : ad.state === 'refused' || ad.state === 'deleted' ? styles.alert : null;
  return (
    <article aria-labelledby={titleId} className={styles.row}>
      <Thumbnail photo={ad.cover} placeholder={placeholder} />
      <div className={styles.main}>
        <h2 id={titleId} className={styles.adTitle}>
          {target ? <Link to={to(target)}>{title}</Link> : title}
        </h2>
        <p className={styles.badges}>
          <span className={[styles.badge, tone].filter(Boolean).join(' ')}>{t(`settings.ads.state.${ad.state}`)}</span>
          {ad.reserved ? <span className={styles.badge}>{t('ad.reserved')}</span> : null}
          {ad.changesWaiting ? <span className={styles.badge}>{t('settings.ads.changes_waiting')}</span> : null}
        </p>
        {reason ? (
          <p className={styles.reason}>
            <strong>{t('settings.ads.reason')}</strong> {reason.key ? t(reason.key) : null}
            {reason.key && reason.note ? ' — ' : null}
            {reason.note}
          </p>
        ) : null}
        <p className={styles.meta}>
          {[
            ad.price,
            t('settings.ads.updated', { date: ad.updatedAt }),
            ad.expiresAt && ad.state === 'published' ? t('settings.ads.expires', { date: ad.expiresAt }) : null,
            ad.expiresAt && ad.state === 'expired' ? t('settings.ads.expired_on', { date: ad.expiresAt }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {ad.editPath ? (
        <Link className={`button ${styles.edit}`} to={to(ad.editPath)} aria-describedby={titleId}>
          {t('settings.ads.edit')}
        </Link>
      ) : null}
    </article>
  );
}

/** The ad's first photo, small; the placeholder ad image when it has none yet (spec §9). */
function Thumbnail({ photo, placeholder }: { photo: AdPhotoView | null; placeholder: string }) {
  if (!photo?.src) return <img src={placeholder} alt="" className={styles.thumb} width={96} height={72} />;
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avifSrcset} sizes="6rem" />
      <source type="image/webp" srcSet={photo.webpSrcset} sizes="6rem" />
      <img
        src={photo.src}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        decoding="async"
        className={styles.thumb}
        style={photo.placeholder ? { backgroundImage: `url(${photo.placeholder})` } : undefined}
      />
    </picture>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(metaTranslator(matches)(`settings.ads.nav_${loaderData?.list ?? 'active'}`));
}

export const ErrorBoundary = RouteErrorBoundary;
