import { Link } from 'react-router';
import { t } from '@shared/i18n';
import { useCareerServices, useCoach } from '../api/careers';
import '../careers.css';
import '@shared/messages/careers';

/**
 * The graduate's way through career services, in the order the checklist gives it, and who their career
 * coach is: the welcome page's "what happens next". Each step links to its own screen.
 */
export function CareerPath() {
  const career = useCareerServices();
  const coach = useCoach(career.data?.coachId);
  if (!career.data) return null;
  return (
    <>
      <section className="card coach-card" aria-labelledby="career-coach">
        <h2 id="career-coach">{t('careers.welcomeCoachTitle')}</h2>
        {coach.data ? <p>{t('careers.welcomeCoach', coach.data)}</p> : <p>{t('careers.welcomeNoCoach')}</p>}
      </section>
      <h2>{t('careers.welcomeStepsTitle')}</h2>
      <ol className="career-path">
        {career.data.steps.map((step) => (
          <li key={step.url}>
            {step.url.startsWith('/') ? (
              <Link to={step.url}>{step.name}</Link>
            ) : (
              <a href={step.url} target="_blank" rel="noreferrer">
                {step.name}
              </a>
            )}
            {step.subtext && <p className="field-hint">{step.subtext}</p>}
          </li>
        ))}
      </ol>
    </>
  );
}
