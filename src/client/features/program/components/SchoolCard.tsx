import type { SessionUser } from '@shared/contracts/user';
import { formatUsPhone } from '@shared/domain/contact';
import { t } from '@shared/i18n';
import '@shared/messages/menu';
import '@shared/messages/school';

/** The assigned school: address, hours, phone and Directions (spec 000 §2 "Map of locations"). */
export function SchoolCard({ school }: { school: SessionUser['school'] }) {
  if (!school) return <p>{t('school.none')}</p>;
  const destination = encodeURIComponent(`${school.address}, ${school.city}, ${school.state} ${school.zip}`);
  return (
    <div className="card school-card">
      <h2>{school.name}</h2>
      <address>
        {school.address}
        <br />
        {school.city}, {school.state} {school.zip}
      </address>
      {school.hours && (
        <p>
          <strong>{t('school.hours')}:</strong> {school.hours}
        </p>
      )}
      {school.phone && (
        <p>
          <strong>{t('school.phone')}:</strong>{' '}
          <a className="phone-link" href={`tel:${school.phone}`}>
            {formatUsPhone(school.phone)}
          </a>
        </p>
      )}
      <a
        className="button button-primary"
        href={`https://www.google.com/maps/dir/?api=1&destination=${destination}`}
        target="_blank"
        rel="noreferrer"
      >
        {t('school.directions')} <span className="visually-hidden">{t('menu.opensNewTab')}</span>
      </a>
    </div>
  );
}
