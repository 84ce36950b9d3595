import 'leaflet/dist/leaflet.css';
import './location-map.css';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import type { Location } from '@shared/contracts/locations';
import { MAP_FIT_MAX_ZOOM, MAP_ZOOM, mapBounds, type Point } from '@shared/domain/locations';
import { t } from '@shared/i18n';
import '@shared/messages/locations';

interface Props {
  origin: Point;
  places: Location[];
  /** The configured tile server; without one the map shows you and the places on a plain background. */
  tileUrl: string | null;
  title: string;
}

/** A map pin: text only (set as text, never as HTML), centred on its point whatever its width. */
function pin(label: string, className: string): HTMLElement {
  const el = document.createElement('span');
  el.className = `map-pin ${className}`;
  el.textContent = label;
  return el;
}

/** "You": a dot on your point with its label above, so a place right next to you keeps its number in view. */
function youPin(label: string): HTMLElement {
  const el = document.createElement('span');
  el.className = 'map-you';
  const dot = document.createElement('span');
  dot.className = 'map-you-dot';
  el.append(dot, pin(label, 'map-pin-you'));
  return el;
}

/**
 * The interactive map (spec 000 §2 "Map of locations", 'Reset Map'): a numbered pin per place, the same
 * number as its card below, and "You", fitted to show them all. It needs no tile server; with
 * `MAP_TILE_URL` set the tiles lie under the same pins. Tapping a pin brings its card into view.
 */
export default function LocationMap({ origin, places, tileUrl, title }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const fit = useRef<() => void>(() => {});

  useEffect(() => {
    let m: LeafletMap | null = null;
    let cancelled = false;
    // Leaflet comes in its own chunk, and only the parts used, so each lazy chunk stays small.
    void import('./leaflet-lite').then(({ divIcon, map: leafletMap, marker, scale, tileLayer }) => {
      if (cancelled || !box.current) return;
      // Quarter zoom steps let the fit use the space it has instead of halving the scale.
      m = leafletMap(box.current, {
        zoomControl: true,
        attributionControl: Boolean(tileUrl),
        zoomSnap: 0.25,
      });
      const bounds = mapBounds(origin, places);
      fit.current = () => {
        if (places.length === 0) m?.setView([origin.latitude, origin.longitude], MAP_ZOOM);
        // Room at the top for "You" above its dot, at the bottom for the scale and the credits.
        else
          m?.fitBounds(bounds, {
            paddingTopLeft: [24, 48],
            paddingBottomRight: [24, 24],
            maxZoom: MAP_FIT_MAX_ZOOM,
          });
      };
      fit.current();
      if (tileUrl) tileLayer(tileUrl, { attribution: t('locations.mapAttribution') }).addTo(m);
      scale({ imperial: true, metric: false, position: 'topright' }).addTo(m);
      const icon = (el: HTMLElement) => divIcon({ html: el, className: 'map-pin-anchor', iconSize: [0, 0] });
      places.forEach((place, i) => {
        marker([place.latitude, place.longitude], {
          icon: icon(pin(String(i + 1), place.preferred ? 'map-pin-place map-pin-chosen' : 'map-pin-place')),
          title: `${i + 1}. ${place.name}`,
          keyboard: false,
        })
          .on('click', () =>
            document
              .getElementById(`place-${place.id}`)
              ?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
          )
          .addTo(m!);
      });
      marker([origin.latitude, origin.longitude], {
        icon: icon(youPin(t('locations.mapYou'))),
        keyboard: false,
        interactive: false,
        // Under the numbered pins: they are what the cards refer to.
        zIndexOffset: -1000,
      }).addTo(m);
    });
    return () => {
      cancelled = true;
      m?.remove();
      fit.current = () => {};
    };
  }, [origin, places, tileUrl]);

  return (
    <div className="location-map">
      <div
        ref={box}
        className={`location-map-canvas ${tileUrl ? 'location-map-tiles' : 'location-map-plain'}`}
        role="region"
        aria-label={t('locations.mapTitle', { title })}
      />
      <button type="button" className="button button-ghost" onClick={() => fit.current()}>
        {t('locations.resetMap')}
      </button>
    </div>
  );
}
