import { useState } from 'react';
import type { ReverseGeocodeAnswer } from '../../../server/geo/reverse-geocode.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { geolocationErrorKey, locateVisitor } from '../../lib/geolocation.ts';
import { reverseGeocodePoint } from '../../lib/reverse-geocode-client.ts';
import styles from './use-my-location.module.css';

export type LocatedPlace = { lat: number; lng: number; fullAddress: string; answer: ReverseGeocodeAnswer };

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'found'; address: string } | { kind: 'error'; key: string };

/**
 * "Use my location": the browser's position (spec §9 options), then the place it lies in from
 * reverse geocoding (call 9). A refusal or failure shows the spec §8 text; no town near the point
 * clears the place (`onPlace(null)`), as the spec says the map state is cleared.
 */
export function UseMyLocation({ onPlace }: { onPlace?: (place: LocatedPlace | null) => void }) {
  const { t, locale } = useI18n();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function locate() {
    setStatus({ kind: 'busy' });
    let point: { lat: number; lng: number };
    try {
      point = await locateVisitor();
    } catch (code) {
      setStatus({ kind: 'error', key: geolocationErrorKey(typeof code === 'number' ? code : 0) });
      return;
    }
    const answer = await reverseGeocodePoint(locale, point);
    if (!answer) {
      setStatus({ kind: 'error', key: 'geo.nothing_near' });
      onPlace?.(null);
      return;
    }
    const address = answer.google_location.full_address;
    setStatus({ kind: 'found', address });
    onPlace?.({ ...point, fullAddress: address, answer });
  }

  return (
    <div className={styles.locate}>
      <button type="button" className={styles.button} onClick={locate} disabled={status.kind === 'busy'}>
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="7" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <path d="M12 1v4M12 19v4M1 12h4M19 12h4" />
        </svg>
        {t('geo.use_my_location')}
      </button>
      <p role="status" className={status.kind === 'error' ? styles.error : styles.message}>
        {status.kind === 'busy' && t('geo.locating')}
        {status.kind === 'found' && t('geo.found', { address: status.address })}
        {status.kind === 'error' && t(status.key)}
      </p>
    </div>
  );
}
