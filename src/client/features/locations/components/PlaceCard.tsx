import type { Location } from '@shared/contracts/locations';
import { formatUsPhone } from '@shared/domain/contact';
import { formatMiles, type Point } from '@shared/domain/locations';
import { StaticMap } from './StaticMap';
import { t } from '@shared/i18n';
import './place-card.css';

/** Directions open the phone's maps app; the written directions work with no map at all. */
function directionsUrl(place: Location): string {
  const destination = encodeURIComponent(`${place.address}, ${place.city}, ${place.state} ${place.zip}`);
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

export function PlaceCard({
  place,
  index,
  from,
  origin,
  onPrefer,
  busy,
}: {
  place: Location;
  index: number;
  from: string;
  origin: Point;
  onPrefer: () => void;
  busy: boolean;
}) {
  const miles = formatMiles(place.distanceInMiles ?? 0);
  return (
    <article
      className={`card place ${place.preferred ? 'place-preferred' : ''}`}
      aria-labelledby={`place-${place.id}`}
    >
      <h2 id={`place-${place.id}`}>
        <span className="place-number" aria-hidden="true">
          {index + 1}
        </span>
        {place.name}
      </h2>
      <p className="place-miles">{t('locations.miles', { miles })}</p>
      <address>
        {place.address}
        <br />
        {place.city}, {place.state} {place.zip}
      </address>
      {place.hours && (
        <p>
          <strong>{t('locations.hours')}:</strong> {place.hours}
        </p>
      )}
      {place.phone && (
        <p>
          <strong>{t('locations.phone')}:</strong>{' '}
          <a className="phone-link" href={`tel:${place.phone}`}>
            {formatUsPhone(place.phone)}
          </a>
        </p>
      )}
      <div className="place-actions">
        <a className="button button-primary" href={directionsUrl(place)} target="_blank" rel="noreferrer">
          {t('locations.directions')} <span className="visually-hidden">{t('menu.opensNewTab')}</span>
        </a>
        <button
          type="button"
          className={`button place-choice ${place.preferred ? 'button-secondary thumb-on' : 'button-ghost'}`}
          aria-pressed={Boolean(place.preferred)}
          aria-label={t('locations.prefer', { name: place.name })}
          disabled={busy}
          onClick={onPrefer}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
            />
          </svg>
          {t('locations.preferred')}
        </button>
      </div>
      <details>
        <summary>{t('locations.writtenDirections')}</summary>
        <p>{t('locations.writtenStep', { from, to: `${place.address}, ${place.city}`, miles })}</p>
        <StaticMap origin={origin} places={[place]} selected={place.id} title={place.name} />
      </details>
    </article>
  );
}
