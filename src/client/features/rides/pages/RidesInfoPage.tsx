import '../rides.css';
import { useState } from 'react';
import { t } from '@shared/i18n';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { StepActions } from '@client/ui/StepActions';
import { useRideOptions } from '../api/rides';
import { ridesLeft } from '../components/RideReasonPicker';
import { RequestAccessForm } from '../components/RequestAccessForm';
import { UberModal } from '../components/UberModal';
import '@shared/messages/rides';
import '@shared/messages/steps';

/** The welcome step "Learn how free rides work": how rides work, rides left per reason, and access. */
export default function RidesInfoPage() {
  const options = useRideOptions();
  const [ordering, setOrdering] = useState(false);
  return (
    <article className="step-page">
      <h1>{t('steps.ridesTitle')}</h1>
      <p>{t('steps.ridesLead')}</p>
      <h2>{t('steps.ridesHowTitle')}</h2>
      <ol>
        <li>{t('steps.ridesHow1')}</li>
        <li>{t('steps.ridesHow2')}</li>
        <li>{t('steps.ridesHow3')}</li>
        <li>{t('steps.ridesHow4')}</li>
      </ol>
      {options.isPending ? (
        <LoadingScreen label={t('common.loading')} />
      ) : options.isError ? (
        <p role="alert">{t('rides.somethingWrong')}</p>
      ) : options.data.uberAccessEnabled ? (
        <section className="card" aria-labelledby="rides-yours">
          <h2 id="rides-yours">{t('steps.ridesYoursTitle')}</h2>
          <p>{t('steps.ridesReasonsLead')}</p>
          <ul>
            {options.data.reasons.map((r) => (
              <li key={r.reason}>
                {r.reason}: {ridesLeft(r.remaining)}
              </li>
            ))}
          </ul>
          <p className="hint">{t('steps.ridesNoneYet')}</p>
          <button type="button" className="button button-secondary" onClick={() => setOrdering(true)}>
            {t('steps.ridesOrder')}
          </button>
        </section>
      ) : (
        <section className="card" aria-labelledby="rides-ask">
          <h2 id="rides-ask">{t('steps.ridesAskTitle')}</h2>
          <RequestAccessForm />
        </section>
      )}
      <StepActions url="/program/welcome/rides" backTo="/program/welcome" />
      {ordering && <UberModal onClose={() => setOrdering(false)} />}
    </article>
  );
}
