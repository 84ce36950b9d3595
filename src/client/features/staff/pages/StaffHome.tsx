import { t } from '../../../../shared/i18n';

/** The staff console's front door; caseload and queues are their own issue. */
export default function StaffHome() {
  return (
    <section className="card">
      <h1>{t('staff.title')}</h1>
      <p>{t('staff.body')}</p>
    </section>
  );
}
