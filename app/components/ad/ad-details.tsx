import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { AdAttributes, AdIdentity } from './ad-attributes.tsx';
import styles from './ad-page.module.css';

/** The reading column: details, papers and pedigree, description, video and where the ad is. */
export function AdDetails({
  ad,
}: {
  ad: Pick<AdPageView, 'attributes' | 'identity' | 'description' | 'video' | 'location'>;
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
      {ad.location ? <AdLocation location={ad.location} /> : null}
    </div>
  );
}

/**
 * Town, province and community, and a link to the area on OpenStreetMap: only a link, so the page
 * loads no map script or tiles from another site. The point is already rounded to about 1 km.
 */
function AdLocation({ location }: { location: NonNullable<AdPageView['location']> }) {
  const { t } = useI18n();
  const { lat, lng } = location;
  const place = [location.town, location.province, location.community].filter(Boolean).join(', ');
  return (
    <section aria-labelledby="ad-location-title">
      <h2 id="ad-location-title" className={styles.heading}>
        {t('ad.location_title')}
      </h2>
      <p className={styles.place}>{place}</p>
      {lat !== null && lng !== null ? (
        <a
          href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=12/${lat}/${lng}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('ad.map_link')}
          <span className="visually-hidden"> ({t('ad.map_new_tab')})</span>
        </a>
      ) : null}
    </section>
  );
}
