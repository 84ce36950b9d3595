import '../audit.css';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditQuery } from '@shared/contracts/staff';
import { auditActionName, auditedActions } from '@shared/domain/audit';
import { t } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { useAudit, useAuditExport } from '../api/staff';
import { AuditList } from '../components/AuditList';
import { plural } from '../components/format';
import '@shared/messages/staff';
import { ScriptForm } from '@client/ui/ScriptForm';
import { LabelledInput, LabelledSelect } from '@client/ui/Labelled';

const filterKeys = ['studentName', 'coach', 'action', 'from', 'to'] as const;

/** Every staff action, newest first, filtered on the server by what the URL says; exported as CSV. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(
    filterKeys.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  ) as AuditQuery;
  const audit = useAudit(query);
  const download = useAuditExport();

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const k of filterKeys) {
      const value = String(form.get(k) ?? '').trim();
      if (value) next.set(k, value);
    }
    setParams(next, { replace: true });
  };

  const failure = (err: unknown) => (err instanceof ApiError && err.status === 400 ? err.message : null);
  return (
    <section>
      <h1>{t('staff.auditTitle')}</h1>
      <ScriptForm className="staff-filters audit-filters" onSubmit={apply} key={params.toString()}>
        <fieldset>
          <legend>{t('staff.auditFilters')}</legend>
          <div className="audit-fields">
            <LabelledInput
              label={t('staff.auditStudent')}
              name="studentName"
              type="search"
              maxLength={100}
              defaultValue={query.studentName ?? ''}
            />
            <LabelledInput
              label={t('staff.auditCoach')}
              name="coach"
              type="search"
              maxLength={100}
              defaultValue={query.coach ?? ''}
            />
            <LabelledSelect
              label={t('staff.auditAction')}
              name="action"
              none={t('staff.auditAnyAction')}
              choices={auditedActions.map((a) => ({ value: a, label: auditActionName(a) }))}
              defaultValue={query.action ?? ''}
            />
            <LabelledInput
              label={t('staff.auditFrom')}
              name="from"
              type="date"
              defaultValue={query.from ?? ''}
            />
            <LabelledInput label={t('staff.auditTo')} name="to" type="date" defaultValue={query.to ?? ''} />
          </div>
          <div className="review-actions">
            <button type="submit" className="button button-primary">
              {t('staff.auditApply')}
            </button>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setParams(new URLSearchParams(), { replace: true })}
            >
              {t('staff.auditClear')}
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={download.isPending}
              onClick={() => download.mutate(query)}
            >
              {t('staff.auditExport')}
            </button>
          </div>
        </fieldset>
      </ScriptForm>
      {download.isError && (
        <p className="field-error" role="alert">
          {failure(download.error) ?? t('staff.auditExportFailed')}
        </p>
      )}
      <p role="status">
        {audit.isPending
          ? t('common.loading')
          : audit.isError
            ? (failure(audit.error) ?? t('staff.loadFailed'))
            : plural(audit.data.length, 'staff.auditCount_one', 'staff.auditCount_other')}
      </p>
      {audit.data && !audit.isError && <AuditList entries={audit.data} />}
    </section>
  );
}
