import { useId, useState } from 'react';
import {
  birthDateLabel,
  birthDateProblem,
  MAX_STUDENT_AGE,
  MIN_STUDENT_AGE,
} from '@shared/domain/birth-date';
import { t } from '@shared/i18n';
import { useSetBirthDate } from '../api/staff';
import '@shared/messages/staff-student';
import { ScriptForm } from '@client/ui/ScriptForm';

/**
 * The student's date of birth, shown beside every document a coach reviews: read here, and entered or
 * corrected from the enrolment papers. The server checks the date again.
 */
export function BirthDateField({ studentId, value }: { studentId: string; value: string | null }) {
  const save = useSetBirthDate(studentId);
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const id = useId();
  const submit = () => {
    const problem = birthDateProblem(draft, new Date());
    if (problem) {
      setError(t(`staffStudent.birthDate.${problem}`, { min: MIN_STUDENT_AGE, max: MAX_STUDENT_AGE }));
      return;
    }
    setError('');
    save.mutate(draft, {
      onSuccess: () => setNotice(t('staffStudent.birthDate.saved')),
      onError: (e) => setError(e.message),
    });
  };
  return (
    <ScriptForm
      id="birth-date"
      className="field birth-date-field"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id}>
        {t('staffStudent.birthDate.label')}:{' '}
        <strong>{value ? birthDateLabel(value, new Date()) : t('staffStudent.birthDate.missing')}</strong>
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {t('staffStudent.birthDate.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="birth-date-row">
        <input
          id={id}
          type="date"
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setDraft(e.target.value);
            setNotice('');
          }}
        />
        <button type="submit" className="button button-secondary" disabled={save.isPending}>
          {save.isPending ? t('staffStudent.birthDate.saving') : t('staffStudent.birthDate.save')}
        </button>
      </div>
      <p role="status" className="field-hint">
        {notice}
      </p>
    </ScriptForm>
  );
}
