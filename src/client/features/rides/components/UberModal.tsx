import '../rides.css';
import type { Place, RideReason } from '@shared/domain/rides';
import { t } from '@shared/i18n';
import { Dialog } from '@client/ui/Dialog';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useActiveTrips, useRideOptions } from '../api/rides';
import { RequestAccessForm } from './RequestAccessForm';
import { RideFlow } from './RideFlow';
import '@shared/messages/rides';

export interface RideEntry {
  rideReason: RideReason;
  place: Place | null;
}

/**
 * The 'Uber' modal (spec 001 §2): the ride flow, In Progress instead of it while a trip is active, or the
 * access request when Uber is not on for the student (spec 000 §6).
 */
export function UberModal({ onClose, entry = null }: { onClose: () => void; entry?: RideEntry | null }) {
  const options = useRideOptions();
  const active = useActiveTrips();
  if (options.isPending || active.isPending) {
    return (
      <Dialog title={t('rides.modalTitle')} onClose={onClose}>
        <LoadingScreen label={t('common.loading')} />
      </Dialog>
    );
  }
  if (options.isError || active.isError || !options.data) {
    return (
      <Dialog title={t('rides.modalTitle')} onClose={onClose}>
        <p role="alert">{t('rides.somethingWrong')}</p>
      </Dialog>
    );
  }
  if (!options.data.uberAccessEnabled) {
    return (
      <Dialog title={t('rides.accessTitle')} onClose={onClose}>
        <RequestAccessForm />
      </Dialog>
    );
  }
  return (
    <RideFlow
      options={options.data}
      activeTripId={active.data?.[0]?.id ?? null}
      entry={entry}
      onClose={onClose}
    />
  );
}

export default UberModal;
