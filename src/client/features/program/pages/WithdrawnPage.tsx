import { t } from '../../../../shared/i18n';

/** What a person who left the program sees when they sign in again. */
export default function WithdrawnPage() {
  return (
    <section className="card">
      <h1>{t('stage.withdrawnTitle')}</h1>
      <p>{t('stage.withdrawnBody')}</p>
      <p>
        <a className="button button-primary" href={`tel:${t('product.supportPhone')}`}>
          {t('shell.callUs')}: {t('product.supportPhoneLabel')}
        </a>
      </p>
      <p>{t('product.coachHours')}</p>
    </section>
  );
}
