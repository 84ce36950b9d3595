import { t } from '@shared/i18n';
import { officeHours } from '@shared/domain/program-settings';
import { CallUsLink } from '@client/ui/CallUsLink';
import '@shared/messages/stage';

/** What a person who left the program sees when they sign in again. */
export default function WithdrawnPage() {
  return (
    <section className="card">
      <h1>{t('stage.withdrawnTitle')}</h1>
      <p>{t('stage.withdrawnBody')}</p>
      <p>
        <CallUsLink className="button button-primary" />
      </p>
      <p>{officeHours()}</p>
    </section>
  );
}
