import type { UseFormRegisterReturn } from 'react-hook-form';
import { t } from '@shared/i18n';
import { Field } from '@client/ui/Field';
import '@shared/messages/resume';

type SchoolPart = 'name' | 'detail' | 'years';

/**
 * One school on the resume: its name, what was learnt there and the years, then Remove. `field` gives each
 * box its registration and its error.
 */
export function SchoolEntry({
  field,
  onRemove,
}: {
  field: (part: SchoolPart) => UseFormRegisterReturn & { error: string | undefined };
  onRemove: () => void;
}) {
  return (
    <fieldset className="card">
      <legend>{t('resume.schoolName')}</legend>
      <Field label={t('resume.schoolName')} maxLength={100} {...field('name')} />
      <Field label={t('resume.schoolDetail')} maxLength={100} {...field('detail')} />
      <Field label={t('resume.schoolYears')} maxLength={30} {...field('years')} />
      <button type="button" className="button button-ghost" onClick={onRemove}>
        {t('resume.removeSchool')}
      </button>
    </fieldset>
  );
}
