import { t } from '@shared/i18n';
import { useAudit } from '../api/staff';
import { AuditList } from '../components/AuditList';

/** Every staff action, newest first. */
export default function AuditPage() {
  const audit = useAudit();
  return (
    <section>
      <h1>{t('staff.auditTitle')}</h1>
      {audit.isPending ? (
        <p>{t('common.loading')}</p>
      ) : audit.isError ? (
        <p>{t('staff.loadFailed')}</p>
      ) : (
        <AuditList entries={audit.data} />
      )}
    </section>
  );
}
