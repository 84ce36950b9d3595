import { useId, useState } from 'react';
import type { FactsResponse } from '@shared/contracts/staff-facts';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from '@shared/domain/staff-facts';
import { t } from '@shared/i18n';
import { useCorrectStatus } from '../api/facts';
import '@shared/messages/staff-facts';
import '@shared/messages/staff-student';
import { ScriptForm } from '@client/ui/ScriptForm';
import { FieldError } from '@client/ui/FieldError';

/** A coach's correction of the student's status, with the reason the audit log keeps (decision 041). */
export function StatusCorrection({ studentId, data }: { studentId: string; data: FactsResponse }) {
  const correct = useCorrectStatus(studentId);
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const id = useId();
  const statusName = (s: string) => t(`staffStudent.statuses.${s}` as 'staffStudent.statuses.0_New');
  const submit = () => {
    if (!to) return setError(t('staffFacts.correction.unknownStatus'));
    if (reason.trim().length < MIN_REASON_LENGTH)
      return setError(t('staffFacts.correction.reasonRequired', { min: MIN_REASON_LENGTH }));
    setError('');
    correct.mutate(
      { body: { status: to as FactsResponse['corrections'][number], reason }, key },
      {
        onSuccess: () => {
          setNotice(t('staffFacts.correction.saved'));
          setTo('');
          setReason('');
          setKey(crypto.randomUUID());
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <ScriptForm className="status-correction" noValidate onSend={submit}>
      <h3>{t('staffFacts.correction.title')}</h3>
      <p className="field-hint">{t('staffFacts.correction.intro')}</p>
      {data.corrections.length === 0 ? (
        <p>{t('staffFacts.correction.none')}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('staffFacts.correction.to')}</label>
            <select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)}>
              <option value="">—</option>
              {data.corrections.map((s) => (
                <option key={s} value={s}>
                  {statusName(s)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('staffFacts.correction.reason')}</label>
            <p id={`${id}-reason-hint`} className="field-hint">
              {t('staffFacts.correction.reasonHint', { min: MIN_REASON_LENGTH })}
            </p>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={MAX_REASON_LENGTH}
              value={reason}
              aria-describedby={`${id}-reason-hint`}
              onChange={(e) => {
                setReason(e.target.value);
                setNotice('');
              }}
            />
          </div>
          <FieldError error={error} />
          <button type="submit" className="button button-secondary" disabled={correct.isPending}>
            {correct.isPending ? t('staffFacts.correction.saving') : t('staffFacts.correction.submit')}
          </button>
        </>
      )}
      <p role="status" className="field-hint">
        {notice}
      </p>
    </ScriptForm>
  );
}
