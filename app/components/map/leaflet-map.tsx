import L from 'leaflet';
// Leaflet's own stylesheet, served from this site with the build's hash; linked only when a map
// is drawn, so it stays out of the stylesheet every page inlines (docs/decisions/0012, 0027).
import leafletStylesheet from 'leaflet/dist/leaflet.css?url';
import { useEffect, useRef, useState } from 'react';
import type { MapSettings } from '../../../common/geo/map-settings.ts';
import type { PublicArea } from '../../../server/geo/approximate-area.ts';
import styles from './map.module.css';

export type LatLng = { lat: number; lng: number };

export interface LeafletMapProps {
  settings: MapSettings;
  /** Where the map looks; it moves there whenever this changes. */
  centre: LatLng;
  zoom: number;
  marker?: LatLng | null;
  /** A public ad's approximate area: the map fits the circle instead of the default zoom. */
  area?: PublicArea | null;
  markerLabel?: string;
  /** Given: a click or a dragged marker picks a point (the ad form's location step). */
  onPick?: (point: LatLng) => void;
  /** The stylesheet or the tiles could not load: the page says so and stays usable. */
  onFail: () => void;
}

let stylesheet: Promise<void> | undefined;

function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = leafletStylesheet;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      stylesheet = undefined;
      reject(new Error('map stylesheet'));
    };
    document.head.append(link);
  });
  return stylesheet;
}

// Six decimals are 11 cm: finer says nothing, and shorter numbers travel in the form.
const rounded = ({ lat, lng }: LatLng): LatLng => ({
  lat: Math.round(lat * 1e6) / 1e6,
  lng: Math.round(lng * 1e6) / 1e6,
});

const PIN = `<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>`;

/** A Leaflet map (loaded on demand by LazyMap): tiles from the settings, a marker, an area. */
export function LeafletMap(props: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    let created: L.Map | undefined;
    let cancelled = false;
    loadStylesheet().then(
      () => {
        if (cancelled) return;
        const { settings, centre, zoom } = latest.current;
        created = L.map(container, { center: centre, zoom, scrollWheelZoom: false });
        const tiles = L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 });
        // Blocked or missing tiles: a grey map that looks broken, so the page says it instead.
        let anyTile = false;
        tiles.on('tileload', () => {
          anyTile = true;
        });
        tiles.on('tileerror', () => {
          if (!anyTile) latest.current.onFail();
        });
        tiles.addTo(created);
        created.on('click', (event: L.LeafletMouseEvent) => latest.current.onPick?.(rounded(event.latlng)));
        setMap(created);
      },
      () => latest.current.onFail(),
    );
    return () => {
      cancelled = true;
      created?.remove();
    };
  }, []);

  const { centre, zoom, marker, area, markerLabel } = props;
  const picking = Boolean(props.onPick);

  useEffect(() => {
    if (!map) return;
    if (area) map.fitBounds(L.latLng(area.lat, area.lng).toBounds(area.radiusM * 2.4));
    else map.setView([centre.lat, centre.lng], zoom);
  }, [map, centre.lat, centre.lng, zoom, area]);

  const markerLat = marker?.lat;
  const markerLng = marker?.lng;
  useEffect(() => {
    if (!map || markerLat === undefined || markerLng === undefined) return;
    const icon = L.divIcon({ className: styles.pin, html: PIN, iconSize: [32, 42], iconAnchor: [16, 41] });
    const pin = L.marker([markerLat, markerLng], { icon, draggable: picking, title: markerLabel, alt: markerLabel });
    pin.on('dragend', () => latest.current.onPick?.(rounded(pin.getLatLng())));
    pin.addTo(map);
    return () => {
      pin.remove();
    };
  }, [map, markerLat, markerLng, picking, markerLabel]);

  useEffect(() => {
    if (!map || !area) return;
    const circle = L.circle([area.lat, area.lng], { radius: area.radiusM, className: styles.area }).addTo(map);
    return () => {
      circle.remove();
    };
  }, [map, area]);

  return <div ref={element} className={styles.canvas} />;
}
