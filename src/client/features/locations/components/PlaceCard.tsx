import type { Location } from '@shared/contracts/locations';
import { formatUsPhone } from '@shared/domain/contact';
import { formatMiles, type Point } from '@shared/domain/locations';
import { StaticMap } from './StaticMap';
import { t } from '@shared/i18n';
import { IconThumbsUp } from '@client/ui/icons';
import './place-card.css';
import '@shared/messages/locations';
import '@shared/messages/menu';

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
          <IconThumbsUp aria-hidden="true" size={22} />
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
