import { useState } from 'react';
import { locationTypes, type LocationType } from '@shared/domain/locations';
import { t } from '@shared/i18n';
import FindPlacesPage from './FindPlacesPage';
import '@shared/messages/locations';

const labels = {
  dmv: 'locations.dmvTitle',
  dotClinic: 'locations.dotTitle',
  workforceBoard: 'locations.workforceBoardTitle',
  truckingSchool: 'locations.truckingSchoolTitle',
} as const;

/** The Locations page (spec 001 §2): the map and directions list for each kind of place. */
export default function LocationsPage() {
  const [type, setType] = useState<LocationType>('dmv');
  return (
    <>
      <div className="segmented" role="group" aria-label={t('locations.allTitle')}>
        {locationTypes.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`segment ${kind === type ? 'segment-on' : ''}`}
            aria-pressed={kind === type}
            onClick={() => setType(kind)}
          >
            {t(labels[kind])}
          </button>
        ))}
      </div>
      <FindPlacesPage key={type} type={type} />
    </>
  );
}
