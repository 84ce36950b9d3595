import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import type { Location } from '@shared/contracts/locations';
import { MAP_ZOOM, type Point } from '@shared/domain/locations';
import { t } from '@shared/i18n';

interface Props {
  origin: Point;
  places: Location[];
  /** The configured tile server; without one the map shows only you and the places. */
  tileUrl: string | null;
  title: string;
}

/** The interactive map (spec 000 §2 "Map of locations", zoom 9, 'Reset Map'); markers work without tiles. */
export default function LocationMap({ origin, places, tileUrl, title }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);

  useEffect(() => {
    let m: LeafletMap | null = null;
    let cancelled = false;
    // Leaflet comes in its own chunk, and only the parts used, so each lazy chunk stays small.
    void import('./leaflet-lite').then(({ circleMarker, map: leafletMap, tileLayer }) => {
      if (cancelled || !box.current) return;
      m = leafletMap(box.current, { zoomControl: true }).setView(
        [origin.latitude, origin.longitude],
        MAP_ZOOM,
      );
      if (tileUrl) tileLayer(tileUrl, { attribution: t('locations.mapAttribution') }).addTo(m);
      places.forEach((place, i) => {
        circleMarker([place.latitude, place.longitude], {
          radius: 9,
          color: place.preferred ? '#b35c00' : '#0a6b3a',
          fillOpacity: 0.85,
        })
          .bindTooltip(`${i + 1}. ${place.name}`)
          .addTo(m!);
      });
      circleMarker([origin.latitude, origin.longitude], { radius: 7, color: '#1d4ed8', fillOpacity: 1 })
        .bindTooltip(t('locations.mapYou'))
        .addTo(m);
      map.current = m;
    });
    return () => {
      cancelled = true;
      m?.remove();
      map.current = null;
    };
  }, [origin, places, tileUrl]);

  return (
    <div className="location-map">
      <div
        ref={box}
        className="location-map-canvas"
        role="region"
        aria-label={t('locations.mapTitle', { title })}
      />
      <button
        type="button"
        className="button button-ghost"
        onClick={() => map.current?.setView([origin.latitude, origin.longitude], MAP_ZOOM)}
      >
        {t('locations.resetMap')}
      </button>
    </div>
  );
}
