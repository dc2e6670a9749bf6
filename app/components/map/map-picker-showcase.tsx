import { useState } from 'react';
import type { MapSettings } from '../../../common/geo/map-settings.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { reverseGeocodePoint } from '../../lib/reverse-geocode-client.ts';
import { UseMyLocation } from '../geo/use-my-location.tsx';
import { LazyMap } from './lazy-map.tsx';
import type { LatLng } from './leaflet-map.tsx';

/** /ziko's map picker: click, drag or "use my location", then the place call 9 names (or none). */
export function MapPickerShowcase({ settings }: { settings: MapSettings }) {
  const { t, locale } = useI18n();
  const [pin, setPin] = useState<LatLng | null>(null);
  const [address, setAddress] = useState<string | null>(null);

  async function pick(point: LatLng) {
    setPin(point);
    const answer = await reverseGeocodePoint(locale, point);
    setAddress(answer?.google_location.full_address ?? null);
    if (!answer) setPin(null);
  }

  return (
    <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
      <UseMyLocation onPlace={(place) => setPin(place ? { lat: place.lat, lng: place.lng } : null)} />
      <LazyMap
        label={t('map.picker_label')}
        settings={settings}
        centre={pin ?? { lat: 41.39, lng: 2.17 }}
        zoom={settings.zoom}
        marker={pin}
        markerLabel={t('map.marker')}
        onPick={(point) => void pick(point)}
      />
      <p role="status">{address ? t('posting.map_place', { address }) : null}</p>
    </div>
  );
}
