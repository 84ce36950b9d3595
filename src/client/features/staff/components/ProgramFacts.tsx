import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { FactsPatch, FactsResponse, ProgramFactsView } from '@shared/contracts/staff-facts';
import { fundingStatuses, programFactKeys } from '@shared/domain/staff-facts';
import { t } from '@shared/i18n';
import { useProgramFacts, useSetProgramFacts } from '../api/facts';
import { StatusCorrection } from './StatusCorrection';
import '@shared/messages/staff-facts';
import '../program-facts.css';
import { ScriptForm } from '@client/ui/ScriptForm';
import { FieldError } from '@client/ui/FieldError';
import { StudentCard } from './StudentCard';

/**
 * The facts the student's journey reads, set here: the school and its start date, stipends, Uber rides,
 * the workforce board and funding record, the wait-list board, wfp and the career coach. One save sends
 * the facts that changed; the server checks them, audits each and tells the student.
 */
export function ProgramFacts({ studentId }: { studentId: string }) {
  const facts = useProgramFacts(studentId);
  // Kept here: the form starts over from the saved facts after each save, the notice stays.
  const [notice, setNotice] = useState('');
  return (
    <StudentCard name="program-facts" title={t('staffFacts.title')} className="program-facts">
      <p className="field-hint">{t('staffFacts.intro')}</p>
      {facts.isPending ? (
        <p>{t('common.loading')}</p>
      ) : facts.isError ? (
        <p role="alert">{facts.error.message}</p>
      ) : (
        <>
          <FactsForm
            key={JSON.stringify(facts.data.facts)}
            studentId={studentId}
            data={facts.data}
            notice={notice}
            setNotice={setNotice}
          />
          <StatusCorrection studentId={studentId} data={facts.data} />
        </>
      )}
    </StudentCard>
  );
}

function FactsForm({
  studentId,
  data,
  notice,
  setNotice,
}: {
  studentId: string;
  data: FactsResponse;
  notice: string;
  setNotice: (notice: string) => void;
}) {
  const save = useSetProgramFacts(studentId);
  const [draft, setDraft] = useState<ProgramFactsView>(data.facts);
  const [error, setError] = useState('');
  const id = useId();
  const set = <K extends keyof ProgramFactsView>(key: K, value: ProgramFactsView[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setNotice('');
  };
  const submit = () => {
    const patch: FactsPatch = {};
    for (const k of programFactKeys)
      if (draft[k] !== data.facts[k]) (patch as Record<string, unknown>)[k] = draft[k];
    if (Object.keys(patch).length === 0) {
      setError('');
      setNotice(t('staffFacts.nothingChanged'));
      return;
    }
    setError('');
    // Not mutate()'s callbacks: a save re-reads the facts and this form starts over before they would run.
    save.mutateAsync(patch).then(
      () => setNotice(t('staffFacts.saved')),
      (e: Error) => setError(e.message),
    );
  };
  const select = (
    key: 'schoolId' | 'wbId' | 'waitlistWbId' | 'careerCoachId',
    label: string,
    none: string,
    options: { id: string; name: string }[],
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select id={`${id}-${key}`} value={draft[key] ?? ''} onChange={(e) => set(key, e.target.value || null)}>
        <option value="">{none}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
  const check = (key: 'stipendSp' | 'uberAccessEnabled' | 'wfp', label: string) => (
    <div className="field field-check">
      <input
        id={`${id}-${key}`}
        type="checkbox"
        checked={draft[key]}
        onChange={(e) => set(key, e.target.checked)}
      />
      <label htmlFor={`${id}-${key}`}>{label}</label>
    </div>
  );
  return (
    <ScriptForm noValidate onSend={submit}>
      <fieldset>
        <legend>{t('staffFacts.schoolLegend')}</legend>
        {select('schoolId', t('staffFacts.school'), t('staffFacts.noSchool'), data.schools)}
        <p className="staff-more">
          <Link to="/staff/schools">{t('staffFacts.manageSchools')}</Link>
        </p>
        <div className="field">
          <label htmlFor={`${id}-start`}>{t('staffFacts.startDate')}</label>
          <p id={`${id}-start-hint`} className="field-hint">
            {t('staffFacts.startDateHint')}
          </p>
          <input
            id={`${id}-start`}
            type="date"
            value={draft.inSchoolStartDate ?? ''}
            aria-describedby={`${id}-start-hint`}
            onChange={(e) => set('inSchoolStartDate', e.target.value || null)}
          />
        </div>
        {check('stipendSp', t('staffFacts.stipendSp'))}
        {check('uberAccessEnabled', t('staffFacts.uberAccessEnabled'))}
      </fieldset>
      <fieldset>
        <legend>{t('staffFacts.fundingLegend')}</legend>
        {data.boards.length === 0 && <p className="field-hint">{t('staffFacts.noBoards')}</p>}
        {select('wbId', t('staffFacts.wb'), t('staffFacts.noBoard'), data.boards)}
        <p className="staff-more">
          <Link to="/staff/boards">{t('staffFacts.manageBoards')}</Link>
        </p>
        <div className="field">
          <label htmlFor={`${id}-funding`}>{t('staffFacts.funding')}</label>
          <select
            id={`${id}-funding`}
            value={draft.wfbFundingStatus ?? ''}
            onChange={(e) =>
              set('wfbFundingStatus', (e.target.value || null) as ProgramFactsView['wfbFundingStatus'])
            }
          >
            <option value="">{t('staffFacts.noFunding')}</option>
            {fundingStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`staffFacts.fundingStatuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {select('waitlistWbId', t('staffFacts.waitlistWb'), t('staffFacts.noBoard'), data.boards)}
        {check('wfp', t('staffFacts.wfp'))}
      </fieldset>
      <fieldset>
        <legend>{t('staffFacts.coachLegend')}</legend>
        {select(
          'careerCoachId',
          t('staffFacts.careerCoach'),
          t('staffFacts.noCareerCoach'),
          data.careerCoaches,
        )}
        <p className="field-hint">{t('staffFacts.successCoachNote')}</p>
      </fieldset>
      <FieldError error={error} />
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? t('staffFacts.saving') : t('staffFacts.save')}
      </button>
      <p role="status" className="field-hint">
        {notice}
      </p>
    </ScriptForm>
  );
}
