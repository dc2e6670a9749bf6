import { useEffect, useState } from 'react';
import { haversineKm } from '../../../common/geo/great-circle.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';

/** A position the browser already holds is good enough for "km from you": no new fix is taken. */
const POSITION_MAX_AGE_MS = 30 * 60 * 1000;

/**
 * "· 12 km from you" after the ad's place, when the reader has already let this site know where
 * they are (the search's "near me"): the page never asks for it. The position stays in the
 * browser; the ad's point is the public one (its area's centre unless the seller shows the spot).
 */
export function ReaderDistance({ lat, lng }: { lat: number; lng: number }) {
  const { t } = useI18n();
  const [km, setKm] = useState<number | null>(null);
  useEffect(() => {
    let cancelled = false;
    if (!navigator.permissions || !('geolocation' in navigator)) return;
    void navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (status.state !== 'granted' || cancelled) return;
        navigator.geolocation.getCurrentPosition(
          (position) => {
            if (cancelled) return;
            const from = { lat: position.coords.latitude, lng: position.coords.longitude };
            setKm(Math.max(1, Math.round(haversineKm(from, { lat, lng }))));
          },
          () => {},
          { maximumAge: POSITION_MAX_AGE_MS, timeout: 10_000 },
        );
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [lat, lng]);
  return km === null ? null : <span> · {t('ad.distance', { km })}</span>;
}
