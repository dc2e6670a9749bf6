import type { MapSettings } from '../../../common/geo/map-settings.ts';
import type { AdPageView } from '../../../server/ads/ad-page-view.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { LazyMap } from '../map/lazy-map.tsx';
import mapStyles from '../map/map.module.css';

/**
 * The ad's map: the area around it, or the exact point when its seller chose to show it
 * (docs/decisions/0027-map-picker.md). Leaflet itself loads as the map nears the screen.
 */
export function AdMap({
  point,
  settings,
}: {
  point: NonNullable<NonNullable<AdPageView['location']>['map']>;
  settings: MapSettings;
}) {
  const { t } = useI18n();
  return (
    <>
      <LazyMap
        label={t('map.area_label')}
        settings={settings}
        centre={point}
        zoom={settings.zoom}
        marker={point.kind === 'point' ? point : null}
        markerLabel={t('map.marker')}
        area={point.kind === 'area' ? point : null}
      />
      {point.kind === 'area' ? <p className={mapStyles.note}>{t('ad.map_area_note')}</p> : null}
    </>
  );
}
