import '../audit.css';
import { useId, type FormEvent } from 'react';
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

const filterKeys = ['studentName', 'coach', 'action', 'from', 'to'] as const;

/** Every staff action, newest first, filtered on the server by what the URL says; exported as CSV. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(
    filterKeys.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  ) as AuditQuery;
  const audit = useAudit(query);
  const download = useAuditExport();
  const id = useId();

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
            <div>
              <label htmlFor={`${id}-student`}>{t('staff.auditStudent')}</label>
              <input
                id={`${id}-student`}
                name="studentName"
                type="search"
                maxLength={100}
                defaultValue={query.studentName ?? ''}
              />
            </div>
            <div>
              <label htmlFor={`${id}-coach`}>{t('staff.auditCoach')}</label>
              <input
                id={`${id}-coach`}
                name="coach"
                type="search"
                maxLength={100}
                defaultValue={query.coach ?? ''}
              />
            </div>
            <div>
              <label htmlFor={`${id}-action`}>{t('staff.auditAction')}</label>
              <select id={`${id}-action`} name="action" defaultValue={query.action ?? ''}>
                <option value="">{t('staff.auditAnyAction')}</option>
                {auditedActions.map((a) => (
                  <option key={a} value={a}>
                    {auditActionName(a)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-from`}>{t('staff.auditFrom')}</label>
              <input id={`${id}-from`} name="from" type="date" defaultValue={query.from ?? ''} />
            </div>
            <div>
              <label htmlFor={`${id}-to`}>{t('staff.auditTo')}</label>
              <input id={`${id}-to`} name="to" type="date" defaultValue={query.to ?? ''} />
            </div>
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
