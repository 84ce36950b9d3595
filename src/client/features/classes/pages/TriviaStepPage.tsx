import { t } from '@shared/i18n';
import { StepActions } from '@client/ui/StepActions';
import { TriviaBooking } from '../components/TriviaBooking';
import '@shared/messages/steps';
import '@shared/messages/trivia';

/** The prepermit step "Trucking Trivia": what the session is, and sign-up or reschedule from the schedule. */
export default function TriviaStepPage() {
  return (
    <article className="step-page">
      <h1>{t('steps.triviaTitle')}</h1>
      <p>{t('steps.triviaLead')}</p>
      <p>{t('steps.triviaBring')}</p>
      <section className="card" aria-label={t('trivia.title')}>
        <TriviaBooking />
      </section>
      <StepActions
        url="/program/prepermit/trucking_trivia"
        backTo="/program/prepermit"
        label={t('steps.triviaDone')}
      />
    </article>
  );
}
