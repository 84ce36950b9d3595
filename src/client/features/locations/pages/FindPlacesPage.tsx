import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { LocationType } from '@shared/domain/locations';
import { defaultPath } from '@shared/domain/program';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/ui/alerts';
import { withLanguage } from '@client/lib/locale';
import { useSession } from '@client/lib/session';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useNearby, usePrefer } from '../api/locations';
import { AddressChangeDialog } from '../components/AddressChangeDialog';
import { PlaceCard } from '../components/PlaceCard';
import '@shared/messages/locations';

const LocationMap = lazy(() => withLanguage(import('../components/LocationMap')));

const titles = {
  dmv: 'locations.dmvTitle',
  dotClinic: 'locations.dotTitle',
  workforceBoard: 'locations.workforceBoardTitle',
  truckingSchool: 'locations.truckingSchoolTitle',
} as const;

/** The map of locations (spec 000 §2) for one type: find_dmv, find_dot_clinic and the locations page. */
export default function FindPlacesPage({ type }: { type: LocationType }) {
  const { data: user } = useSession();
  const nearby = useNearby(type);
  const prefer = usePrefer(type);
  const { notify } = useAlerts();
  const [changing, setChanging] = useState(false);
  if (!user?.status) return null;
  if (nearby.isPending) return <LoadingScreen />;
  const title = t(titles[type]);
  const data = nearby.data;
  const from = [user.address, user.city].filter(Boolean).join(', ');
  const origin = data?.origin ?? null;
  return (
    <section className="places">
      <h1>{title}</h1>
      {!data || !origin ? (
        <p>{t('locations.noAddress')}</p>
      ) : data.locations.length === 0 ? (
        <p>{t('locations.none')}</p>
      ) : (
        <>
          <p>{t('locations.intro')}</p>
          <Suspense fallback={<div className="location-map-canvas" />}>
            <LocationMap origin={origin} places={data.locations} tileUrl={data.tileUrl} title={title} />
          </Suspense>
          <ol className="place-list">
            {data.locations.map((place, i) => (
              <li key={place.id}>
                <PlaceCard
                  place={place}
                  index={i}
                  from={from}
                  origin={origin}
                  busy={prefer.isPending}
                  onPrefer={() =>
                    prefer.mutate(place.id, {
                      onSuccess: () => notify(t('locations.preferredSaved', { name: place.name }), 'info'),
                    })
                  }
                />
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="upload-actions">
        <button
          type="button"
          className="button button-secondary button-block"
          onClick={() => setChanging(true)}
        >
          {t('locations.addressChange')}
        </button>
        <Link
          className="button button-ghost button-block"
          to={defaultPath({ role: 'student', status: user.status })}
        >
          {t('common.backToChecklist')}
        </Link>
      </div>
      {changing && <AddressChangeDialog onClose={() => setChanging(false)} />}
    </section>
  );
}
