import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { LeafletMapProps } from './leaflet-map.tsx';
import styles from './map.module.css';

/**
 * A map whose script (Leaflet, ~40 kB) loads only when the map comes near the screen, so no page
 * carries it in its first download (docs/decisions/0027-map-picker.md). When the script, its
 * stylesheet or the tiles fail, the box says 'could not load' (spec §8) and the page works on.
 */
export function LazyMap({ label, ...props }: Omit<LeafletMapProps, 'onFail'> & { label: string }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const [Drawn, setDrawn] = useState<ComponentType<LeafletMapProps>>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries[0]?.isIntersecting) return;
        observer.disconnect();
        import('./leaflet-map.tsx').then(
          (module) => setDrawn(() => module.LeafletMap),
          () => setFailed(true),
        );
      },
      { rootMargin: '300px' },
    );
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={box} className={styles.frame} aria-label={label}>
      {Drawn ? <Drawn {...props} onFail={() => setFailed(true)} /> : null}
      {failed ? (
        <p className={styles.failed} role="alert">
          {t('map.could_not_load')}
        </p>
      ) : null}
    </section>
  );
}
