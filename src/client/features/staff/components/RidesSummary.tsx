import { Link } from 'react-router';
import type { StudentRides } from '@shared/contracts/staff';
import { formatDollars } from '@shared/domain/payouts';
import { t } from '@shared/i18n';
import { when } from './format';
import '@shared/messages/rides';
import '@shared/messages/staff';
import { RecordList, StudentCard } from './StudentCard';

/** Uber access and its request, the rides the student ordered, and the places they asked to ride to. */
export function RidesSummary({ rides }: { rides: StudentRides }) {
  const access = rides.accessRequest;
  return (
    <StudentCard name="rides" title={t('staff.rides')}>
      <dl className="staff-facts">
        <dt>{t('staff.uberAccess')}</dt>
        <dd>{rides.uberAccessEnabled ? t('staff.uberOn') : t('staff.uberOff')}</dd>
      </dl>
      {access && (
        <p className="staff-more">
          {t('staff.accessAsked', {
            when: when.format(new Date(access.createdAt)),
            status: t(`staff.accessStatus.${access.status}`),
          })}
          <br />
          <span className="muted">{t('staff.reasonGiven', { reason: access.reason })}</span>
        </p>
      )}

      <h3>{t('staff.rideOrders')}</h3>
      <RecordList items={rides.trips} empty={t('staff.noTrips')} className="staff-records">
        {(trip) => (
          <li key={trip.id}>
            <strong>{t(`rides.reasons.${trip.reason}`)}</strong>
            <span>{t('staff.tripRoute', { pickup: trip.pickupName, dropoff: trip.dropoffName })}</span>
            <span className="muted">
              {[
                trip.rideState
                  ? t(`staff.rideState.${trip.rideState}`)
                  : t(`staff.tripStatus.${trip.status}`),
                trip.fareCents === null
                  ? null
                  : t('staff.tripFare', { amount: formatDollars(trip.fareCents) }),
                when.format(new Date(trip.createdAt)),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        )}
      </RecordList>

      <h3>{t('staff.ridePlaces')}</h3>
      <RecordList items={rides.places} empty={t('staff.noPlaces')} className="staff-records">
        {(place) => (
          <li key={place.id}>
            <strong>{place.name}</strong>
            <span>{place.address}</span>
            <span>{t('staff.reasonGiven', { reason: place.reason })}</span>
            <span className="muted">
              {t(`staff.placeStatus.${place.status}`)} · {when.format(new Date(place.createdAt))}
            </span>
          </li>
        )}
      </RecordList>
      <p className="staff-more">
        <Link to="/staff/rides">{t('staff.openRidesQueue')}</Link>
      </p>
    </StudentCard>
  );
}
