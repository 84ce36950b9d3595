import {
  birthDateLabel,
  birthDateProblem,
  MAX_STUDENT_AGE,
  MIN_STUDENT_AGE,
} from '@shared/domain/birth-date';
import { t } from '@shared/i18n';
import { useSetBirthDate } from '../api/staff';
import { OneFieldForm } from './OneFieldForm';
import '@shared/messages/staff-student';

/**
 * The student's date of birth, shown beside every document a coach reviews: read here, and entered or
 * corrected from the enrolment papers. The server checks the date again.
 */
export function BirthDateField({ studentId, value }: { studentId: string; value: string | null }) {
  const save = useSetBirthDate(studentId);
  return (
    <OneFieldForm
      formId="birth-date"
      className="field birth-date-field"
      label={
        <>
          {t('staffStudent.birthDate.label')}:{' '}
          <strong>{value ? birthDateLabel(value, new Date()) : t('staffStudent.birthDate.missing')}</strong>
        </>
      }
      hint={t('staffStudent.birthDate.hint')}
      initial={value ?? ''}
      input={{ type: 'date' }}
      problem={(draft) => {
        const problem = birthDateProblem(draft, new Date());
        return problem
          ? t(`staffStudent.birthDate.${problem}`, { min: MIN_STUDENT_AGE, max: MAX_STUDENT_AGE })
          : null;
      }}
      onSave={(draft, outcome) =>
        save.mutate(draft, {
          onSuccess: () => outcome.done(t('staffStudent.birthDate.saved')),
          onError: (e) => outcome.failed(e.message),
        })
      }
      saveLabel={save.isPending ? t('staffStudent.birthDate.saving') : t('staffStudent.birthDate.save')}
      saving={save.isPending}
    />
  );
}
