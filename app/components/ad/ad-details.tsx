import type { MapSettings } from '../../../common/geo/map-settings.ts';
import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { lazyNearScreen } from '../../lib/lazy-near-screen.tsx';
import { AdAttributes, AdIdentity } from './ad-attributes.tsx';
import styles from './ad-page.module.css';

// The map's code loads as its place nears the screen (rendered on the server like the rest), so
// it costs the ad page nothing up front (docs/decisions/0027-map-picker.md).
const AdMap = lazyNearScreen(() => import('./ad-map.tsx').then((module) => module.AdMap));

/** The reading column: details, papers and pedigree, description, video and where the ad is. */
export function AdDetails({
  ad,
  map,
}: {
  ad: Pick<AdPageView, 'attributes' | 'identity' | 'description' | 'video' | 'location'>;
  /** Tiles for the location's map; null draws none. */
  map: MapSettings | null;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.sections}>
      {ad.attributes.length > 0 ? (
        <section aria-labelledby="ad-details-title">
          <h2 id="ad-details-title" className={styles.heading}>
            {t('ad.details_title')}
          </h2>
          <AdAttributes attributes={ad.attributes} />
        </section>
      ) : null}
      {ad.identity ? (
        <section aria-labelledby="ad-identity-title">
          <h2 id="ad-identity-title" className={styles.heading}>
            {t('ad.identity.title')}
          </h2>
          <AdIdentity identity={ad.identity} />
        </section>
      ) : null}
      <section aria-labelledby="ad-description-title">
        <h2 id="ad-description-title" className={styles.heading}>
          {t('ad.description_title')}
        </h2>
        <p className={styles.description}>{ad.description}</p>
      </section>
      {ad.video ? (
        <section aria-labelledby="ad-video-title">
          <h2 id="ad-video-title" className={styles.heading}>
            {t('ad.video_title')}
          </h2>
          {/* biome-ignore lint/a11y/useMediaCaption: sellers upload gait videos without captions; there are none to offer */}
          <video className={styles.video} controls preload="metadata" src={ad.video.url} />
        </section>
      ) : null}
      {ad.location ? <AdLocation location={ad.location} map={map} /> : null}
    </div>
  );
}

/** Town, province and community, and the map of the area when there is a point to show. */
function AdLocation({ location, map }: { location: NonNullable<AdPageView['location']>; map: MapSettings | null }) {
  const { t } = useI18n();
  const place = [location.town, location.province, location.community].filter(Boolean).join(', ');
  return (
    <section aria-labelledby="ad-location-title">
      <h2 id="ad-location-title" className={styles.heading}>
        {t('ad.location_title')}
      </h2>
      <p className={styles.place}>{place}</p>
      {location.map && map ? <AdMap point={location.map} settings={map} /> : null}
    </section>
  );
}
