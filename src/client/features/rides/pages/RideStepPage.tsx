import '../rides.css';
import type { RideReason } from '@shared/domain/rides';
import { t } from '@shared/i18n';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { StepActions } from '@client/ui/StepActions';
import { useRideOptions } from '../api/rides';
import { RequestAccessForm } from '../components/RequestAccessForm';
import RideButton from '../components/RideButton';
import '@shared/messages/rides';
import '@shared/messages/steps';

/**
 * A ride step of the checklist (a step declaring `page: "ride"` and its ride reason): the ride flow opened
 * at its entry point with the destination preselected, or the request-access form when the student has no
 * ride access.
 */
export default function RideStepPage({
  url,
  reason: rideReason,
  backTo,
}: {
  url: string;
  reason: RideReason;
  backTo: string;
}) {
  const options = useRideOptions();
  const offered = options.data?.reasons.find((r) => r.reason === rideReason) ?? null;
  const place = rideReason === 'Flexible' ? null : (options.data?.destinations[rideReason]?.[0] ?? null);

  return (
    <article className="step-page">
      <h1>{t(`steps.rideTitles.${rideReason}`)}</h1>
      {options.isPending ? (
        <LoadingScreen label={t('common.loading')} />
      ) : options.isError ? (
        <p role="alert">{t('rides.somethingWrong')}</p>
      ) : !options.data.uberAccessEnabled ? (
        <>
          <p>{t(`steps.rideLeads.${rideReason}`)}</p>
          <section className="card" aria-labelledby="ride-ask">
            <h2 id="ride-ask">{t('steps.ridesAskTitle')}</h2>
            <RequestAccessForm />
          </section>
        </>
      ) : (
        <>
          <p>{t(`steps.rideLeads.${rideReason}`)}</p>
          {offered ? (
            <>
              <p>{place ? t('steps.rideWhere', { place: place.name }) : t('steps.rideNoPlace')}</p>
              <RideButton reason={rideReason} />
            </>
          ) : (
            <p>{t('steps.rideNotNow')}</p>
          )}
        </>
      )}
      <StepActions url={url} backTo={backTo} />
    </article>
  );
}
