import type { Location } from '@shared/contracts/locations';
import { STATIC_MAP, staticMapPositions, type Point } from '@shared/domain/locations';
import { t } from '@shared/i18n';
import '@shared/messages/locations';

/**
 * The portal's own 500×281 static map (spec 000 §9) when no map provider is configured: you and the
 * numbered places, drawn to scale, with no tiles to download on a prepaid plan.
 */
export function StaticMap({
  origin,
  places,
  selected,
  title,
}: {
  origin: Point;
  places: Location[];
  selected: string | null;
  title: string;
}) {
  const [you, ...marks] = staticMapPositions(origin, [origin, ...places]);
  return (
    <svg
      className="static-map"
      viewBox={`0 0 ${STATIC_MAP.width} ${STATIC_MAP.height}`}
      width={STATIC_MAP.width}
      height={STATIC_MAP.height}
      role="img"
      aria-label={t('locations.mapTitle', { title })}
    >
      <rect width={STATIC_MAP.width} height={STATIC_MAP.height} className="map-bg" />
      {[0.25, 0.5, 0.75].map((f) => (
        <g key={f} className="map-grid">
          <line x1={0} x2={STATIC_MAP.width} y1={STATIC_MAP.height * f} y2={STATIC_MAP.height * f} />
          <line y1={0} y2={STATIC_MAP.height} x1={STATIC_MAP.width * f} x2={STATIC_MAP.width * f} />
        </g>
      ))}
      {marks.map((p, i) => {
        const place = places[i]!;
        const on = place.id === selected || (!selected && place.preferred);
        return (
          <g key={place.id} className={on ? 'map-mark map-mark-on' : 'map-mark'}>
            <circle cx={p.x} cy={p.y} r={on ? 13 : 11} />
            <text x={p.x} y={p.y + 4} textAnchor="middle">
              {i + 1}
            </text>
          </g>
        );
      })}
      <g className="map-you">
        <circle cx={you!.x} cy={you!.y} r={8} />
        <text x={you!.x + 12} y={you!.y + 4}>
          {t('locations.mapYou')}
        </text>
      </g>
    </svg>
  );
}
