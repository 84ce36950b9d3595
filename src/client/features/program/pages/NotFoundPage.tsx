import { t } from '@shared/i18n';
import '@shared/messages/steps';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/** A program address that is not a step of the program: say so, and lead back to the checklist. */
export default function NotFoundPage({ backTo }: { backTo: string }) {
  return (
    <section className="card not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('steps.notFoundTitle')}</h1>
      <p>{t('steps.notFoundBody')}</p>
      <BackToChecklist to={backTo} className="button button-primary" />
    </section>
  );
}
